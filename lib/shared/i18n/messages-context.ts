import { createContext, useContext } from "react";
import type { CompiledNamespace, Namespace } from "./catalogue";
import { messagesOf, type LocaleCatalogue, type Messages } from "./messages";

/**
 * The reader's language and its whole catalogue, for every locale but English. English needs no
 * provider: each component imports its own namespace's English module, so an English page carries
 * only the strings of the features it shows and no other language's.
 */
export const MessagesContext = createContext<LocaleCatalogue | null>(null);

/** A component's messages: `english` is its namespace's English module, used unless a provider gives another language. */
export function useMessages<N extends Namespace>(english: CompiledNamespace<N>): Messages<N> {
  const namespace = Object.keys(english)[0] as N;
  return messagesOf(namespace, english[namespace], useContext(MessagesContext));
}
