import { formatDisplayDate } from "./formats";
import { translator, type CompiledCatalogue, type CompiledMessages, type Namespace, type Translate } from "./catalogue";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/** A language other than English and its whole catalogue (null stands for English). */
export type LocaleCatalogue = { locale: Locale; messages: CompiledCatalogue };

export type Messages<N extends Namespace> = { t: Translate<N>; locale: Locale; formatDate: (value: string | Date) => string };

// One `t` per namespace and language, so that it stays the same between renders (effects that use it do not re-run).
const made = new WeakMap<object, Messages<Namespace>>();

/** A namespace's messages in the catalogue's language, or its English ones; no React (server code and the context hook share it). */
export function messagesOf<N extends Namespace>(namespace: N, english: CompiledMessages<N>, catalogue: LocaleCatalogue | null): Messages<N> {
  const locale = catalogue?.locale ?? DEFAULT_LOCALE;
  const messages: CompiledMessages<N> = catalogue ? catalogue.messages[namespace] : english;
  const known = made.get(messages) as Messages<N> | undefined;
  if (known) return known;
  const fresh: Messages<N> = { t: translator<N>(messages), locale, formatDate: (value) => formatDisplayDate(value, locale) };
  made.set(messages, fresh as unknown as Messages<Namespace>);
  return fresh;
}
