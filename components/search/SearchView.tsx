import { useState } from "react";
import { ServerMarkup } from "@/components/markup/ServerMarkup";
import { searchResults } from "./search-results-content";
import { MAX_QUERY_LENGTH } from "@/lib/shared/search/limits";
import type { SearchAnswer } from "@/lib/shared/search/types";
import type { SearchTopic } from "@/lib/server/page-data/search";
import { useLiveSearch } from "@/lib/browser/fetching/use-live-search";
import { usePageLanguage, usePageRoutes } from "@/lib/shared/i18n/page-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import { countLine } from "@/lib/shared/search/count-line";
import searchMessages from "@/lib/shared/i18n/compiled/en/search";

const PAGE_RESULTS = 20;

/**
 * `statusLine` is the server's count line for `answer` (lib/server/page-data/search.ts): shown as it is until
 * the query is edited, so hydrating the page formats no number (the count's formatter, an Intl.NumberFormat,
 * cost ~16 ms of the search page's hydration on a desktop CPU).
 */
export type SearchViewProps = { query: string; answer: SearchAnswer | null; problem: string | null; topics: SearchTopic[]; statusLine: string };

/**
 * The results page. The server's results come first (no JavaScript needed); as the visitor edits
 * the query, results follow the typing without a page load, and Enter (the form) loads the
 * results page for the new query, whose address can be shared. The results' code
 * (components/search/SearchResults.tsx) is not part of the first load.
 */
export function SearchView({ query, answer, problem, topics, statusLine }: SearchViewProps) {
  const { t } = useMessages(searchMessages);
  const routes = usePageRoutes();
  const [text, setText] = useState(query);
  // Until the reader first edits the query, the server's results are kept as it rendered them (not
  // hydrated); from then on React renders them, also if the query is edited back.
  const [touched, setTouched] = useState(false);
  const edited = text.trim() !== query;
  const live = useLiveSearch(edited ? text : "", PAGE_RESULTS, usePageLanguage());
  const shown = edited && live.status === "done" ? live.answer : edited ? null : answer;
  const status = !edited
    ? statusLine
    : live.status === "loading"
      ? t("searching")
      : live.status === "error"
        ? live.message
        : shown && shown.query
          ? countLine(shown, t)
          : "";
  const error = edited ? (live.status === "error" ? live.message : null) : problem;
  return (
    <div className="container search-page">
      <h1>{t("title")}</h1>
      <form role="search" aria-label={t("pageForm")} action={routes.path("search")} method="get" className="search-page__form">
        <label htmlFor="search-page-q">{t("pageForm")}</label>
        <div className="search-page__field">
          <input
            id="search-page-q"
            name="q"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTouched(true);
            }}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby="search-page-status"
          />
          <button type="submit">{t("label")}</button>
        </div>
      </form>
      <p id="search-page-status" className="search-page__status" role="status" aria-live="polite" aria-busy={edited && live.status === "loading"}>
        {error ? null : status}
      </p>
      {error ? (
        <p className="search-page__error" role="alert">
          {error}
        </p>
      ) : null}
      <ServerMarkup
        as="div"
        className="search-page__area"
        version={touched ? "edited" : "server"}
        content={searchResults}
        render={({ SearchResultsArea }) => <SearchResultsArea shown={shown} empty={!text.trim() && !query} topics={topics} />}
      />
    </div>
  );
}
