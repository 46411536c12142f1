import type english from "./messages/en.json";

/** The English catalogue is the reference: every other locale has exactly its namespaces and keys (tests/lib/i18n). */
type Catalogue = typeof english;
export type Namespace = keyof Catalogue;
export type MessageKey<N extends Namespace> = keyof Catalogue[N] & string;
/** Values of a message's {arguments}: text, counts (plural) or choices (select). */
export type MessageValues = Record<string, string | number>;
export type MessageFunction = (values?: MessageValues) => string;
export type CompiledMessages<N extends Namespace> = Record<MessageKey<N>, MessageFunction>;
/** A compiled module of one namespace (lib/shared/i18n/compiled/en/{namespace}.js). */
export type CompiledNamespace<N extends Namespace> = { [K in N]: CompiledMessages<K> };
/** A compiled module of a whole locale (lib/shared/i18n/compiled/{locale}.js). */
export type CompiledCatalogue = { [N in Namespace]: CompiledMessages<N> };

export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

/** `t` over one namespace's compiled messages. */
export function translator<N extends Namespace>(messages: CompiledMessages<N>): Translate<N> {
  return (key, values) => messages[key](values);
}
