import { useEffect, useState } from "react";

import type { SearchAnswer } from "@/lib/shared/search/types";
import { routes } from "@sti-aware/contract/routes";

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
 * a newer one. The query goes in the body of a POST to this site, never in an address.
 */
export function useLiveSearch(query: string, limit: number, delayMs = LIVE_SEARCH_DELAY_MS): LiveSearchState {
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
        body: JSON.stringify({ q: text, limit }),
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
  }, [text, limit, delayMs]);
  if (!text) return { status: "idle" };
  return settled?.text === text ? settled.state : { status: "loading", query: text };
}
