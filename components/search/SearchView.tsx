import { useState } from "react";
import { SiteLink } from "@/components/links/SiteLink";
import { MAX_QUERY_LENGTH } from "@/lib/shared/search/limits";
import type { SearchAnswer } from "@/lib/shared/search/types";
import type { SearchTopic } from "@/lib/server/page-data/search";
import { useLiveSearch } from "@/lib/browser/fetching/use-live-search";
import { HitMeta, Passage } from "./Passage";
import { usePageLanguage, usePageRoutes } from "@/lib/shared/i18n/page-language";
import { OtherLanguageResults } from "./OtherLanguageResults";
import { LanguageLink } from "./LanguageLink";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import type { Messages } from "@/lib/shared/i18n/messages";
import searchMessages from "@/lib/shared/i18n/compiled/en/search";

const PAGE_RESULTS = 20;

export type SearchViewProps = { query: string; answer: SearchAnswer | null; problem: string | null; topics: SearchTopic[] };

const countLine = (answer: SearchAnswer, t: Messages<"search">["t"]) =>
  answer.total === 0
    ? t("none", { query: answer.query })
    : t(answer.total > answer.hits.length ? "foundSome" : "found", { count: answer.total, query: answer.query, shown: answer.hits.length });

function Results({ answer, topics }: { answer: SearchAnswer; topics: SearchTopic[] }) {
  const { t } = useMessages(searchMessages);
  const routes = usePageRoutes();
  if (answer.total === 0) {
    return (
      <div className="search-empty">
        {answer.otherLanguage ? <OtherLanguageResults results={answer.otherLanguage} /> : null}
        {answer.suggestions.length ? (
          <p>
            {t("didYouMean")}{" "}
            {answer.suggestions.map((suggestion, index) => (
              <span key={suggestion}>
                {index ? ", " : ""}
                <SiteLink href={routes.searchResults(suggestion)}>{suggestion}</SiteLink>
              </span>
            ))}
            ?
          </p>
        ) : null}
        <p>{t("tryOther")}</p>
        <Topics topics={topics} />
      </div>
    );
  }
  return (
    <ol className="search-results">
      {answer.hits.map((hit) => (
        <li key={hit.href} className="search-hit">
          <h2 className="search-hit__title">
            <SiteLink href={hit.href}>{hit.title}</SiteLink>
          </h2>
          <p className="search-hit__meta">
            <HitMeta hit={hit} />
          </p>
          <p className="search-hit__passage">
            <Passage segments={hit.passage} />
          </p>
        </li>
      ))}
    </ol>
  );
}

function Topics({ topics }: { topics: SearchTopic[] }) {
  const { t } = useMessages(searchMessages);
  if (!topics.length) return null;
  return (
    <nav aria-labelledby="search-topics" className="search-topics">
      <h2 id="search-topics">{t("topics")}</h2>
      <ul>
        {topics.map((topic) => (
          <li key={topic.href}>
            <LanguageLink href={topic.href}>
              {topic.title}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The results page. The server's results come first (no JavaScript needed); as the visitor edits
 * the query, results follow the typing without a page load, and Enter (the form) loads the
 * results page for the new query, whose address can be shared.
 */
export function SearchView({ query, answer, problem, topics }: SearchViewProps) {
  const { t } = useMessages(searchMessages);
  const routes = usePageRoutes();
  const [text, setText] = useState(query);
  const edited = text.trim() !== query;
  const live = useLiveSearch(edited ? text : "", PAGE_RESULTS, usePageLanguage());
  const shown = edited && live.status === "done" ? live.answer : edited ? null : answer;
  const status =
    edited && live.status === "loading"
      ? t("searching")
      : edited && live.status === "error"
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
            onChange={(event) => setText(event.target.value)}
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
      {!text.trim() && !query ? (
        <div className="search-empty">
          <p>{t("empty")}</p>
          <Topics topics={topics} />
        </div>
      ) : shown ? (
        <div aria-busy={edited && live.status === "loading"} className={edited && live.status === "loading" ? "search-page__results search-page__results--stale" : "search-page__results"}>
          <Results answer={shown} topics={topics} />
        </div>
      ) : null}
    </div>
  );
}
