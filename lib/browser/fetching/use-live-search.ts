import { useEffect, useState } from "react";

import type { SearchAnswer } from "@/lib/shared/search/types";
import { DEFAULT_LOCALE, routes, type SiteLocale } from "@sti-aware/contract/routes";

/** The live results' states (docs/search.md). */
export type LiveSearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; answer: SearchAnswer }
  | { status: "error"; query: string; message: string };

/** Pause in typing before a search is sent. */
export const LIVE_SEARCH_DELAY_MS = 200;

/**
 * Results for what the visitor is typing: sent after a pause in typing, the previous request
 * cancelled (AbortController) whenever the text changes, so a slow earlier answer never replaces
 * a newer one. The query goes in the body of a POST to this site, never in an address, with the
 * page's language (its index answers).
 */
export function useLiveSearch(query: string, limit: number, locale: SiteLocale = DEFAULT_LOCALE, delayMs = LIVE_SEARCH_DELAY_MS): LiveSearchState {
  // The latest answer and the text it answers; anything else is still loading.
  const [settled, setSettled] = useState<{ text: string; state: LiveSearchState } | null>(null);
  const text = query.trim();
  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(routes.path("searchApi"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(locale === DEFAULT_LOCALE ? { q: text, limit } : { q: text, limit, locale }),
        signal: controller.signal,
        credentials: "same-origin",
        referrerPolicy: "no-referrer",
      })
        .then(async (response) => {
          const body = (await response.json()) as SearchAnswer | { error?: string };
          if (!response.ok || !("hits" in body)) throw new Error(("error" in body && body.error) || "Search is not available right now.");
          setSettled({ text, state: { status: "done", answer: body } });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // The server's own words (too long, too many searches); a network failure gets a plain sentence.
          const message = error instanceof Error && !(error instanceof TypeError) && error.message ? error.message : "Search is not available right now: check your connection and try again.";
          setSettled({ text, state: { status: "error", query: text, message } });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, limit, locale, delayMs]);
  if (!text) return { status: "idle" };
  return settled?.text === text ? settled.state : { status: "loading", query: text };
}
