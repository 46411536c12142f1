import { createContext, useContext } from "react";
import { formatDisplayDate } from "@/lib/shared/content/date";
import { translator, type CompiledCatalogue, type CompiledMessages, type CompiledNamespace, type Namespace, type Translate } from "./catalogue";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * The reader's language and its whole catalogue, for every locale but English. English needs no
 * provider: each component imports its own namespace's English module, so an English page carries
 * only the strings of the features it shows and no other language's.
 */
export type LocaleCatalogue = { locale: Locale; messages: CompiledCatalogue };
export const MessagesContext = createContext<LocaleCatalogue | null>(null);

export type Messages<N extends Namespace> = { t: Translate<N>; locale: Locale; formatDate: (value: string | Date) => string };

/** A component's messages: `english` is its namespace's English module, used unless a provider gives another language. */
export function useMessages<N extends Namespace>(english: CompiledNamespace<N>): Messages<N> {
  const namespace = Object.keys(english)[0] as N;
  return messagesOf(namespace, english[namespace], useContext(MessagesContext));
}

// One `t` per namespace and language, so that it stays the same between renders (effects that use it do not re-run).
const made = new WeakMap<object, Messages<Namespace>>();

/** The same outside React (a catalogue in hand). */
export function messagesOf<N extends Namespace>(namespace: N, english: CompiledMessages<N>, catalogue: LocaleCatalogue | null): Messages<N> {
  const locale = catalogue?.locale ?? DEFAULT_LOCALE;
  const messages: CompiledMessages<N> = catalogue ? catalogue.messages[namespace] : english;
  const known = made.get(messages) as Messages<N> | undefined;
  if (known) return known;
  const fresh: Messages<N> = { t: translator<N>(messages), locale, formatDate: (value) => formatDisplayDate(value, locale) };
  made.set(messages, fresh as unknown as Messages<Namespace>);
  return fresh;
}
