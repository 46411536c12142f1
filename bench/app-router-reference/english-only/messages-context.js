/**
 * The reference renders English only, as React Server Components, which cannot read context: its
 * components get their own English messages, as the site's hook does when no provider is given.
 */
import { messagesOf } from "@/lib/shared/i18n/messages";

export function useMessages(english) {
  const namespace = Object.keys(english)[0];
  return messagesOf(namespace, english[namespace], null);
}
