/**
 * Server-side view of the visitor-session cookie (written by the browser session hook, see
 * lib/browser/visitor/session.ts): only the tracking parameters are read, and anything malformed is ignored.
 */
import { isTrackingEntry, TRACKING_PARAMETERS } from "@/lib/shared/click-outs/click-out";

/** Name of the localStorage entry and of the cookie that mirrors it (docs/requirements.md, Entities). */
export const SESSION_KEY = "sti_aware_session";

export function readSessionCookie(cookies: Partial<Record<string, string>>): Record<string, string> {
  const raw = cookies[SESSION_KEY];
  if (!raw || raw.length > 4096) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return {};
    const session = parsed as Record<string, unknown>;
    return Object.fromEntries(
      TRACKING_PARAMETERS.flatMap((name) => (isTrackingEntry(name, session[name]) ? [[name, session[name]]] : [])),
    );
  } catch {
    return {};
  }
}
