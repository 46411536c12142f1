import { SiteLink } from "@/components/links/SiteLink";
import type { SearchAnswer } from "@/lib/shared/search/types";
import type { SearchTopic } from "@/lib/server/page-data/search";
import { HitMeta, Passage } from "./Passage";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { OtherLanguageResults } from "./OtherLanguageResults";
import { LanguageLink } from "./LanguageLink";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import searchMessages from "@/lib/shared/i18n/compiled/en/search";

/**
 * The results page's results (or, before a query, its topics): a module of its own, which the
 * browser loads once the main thread is idle or the reader edits the query (components/search/
 * search-results-content.ts); until the first edit the server's results stay as it rendered them, not hydrated.
 */
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

/** What the page shows under its status line for the query the results are for. */
export function SearchResultsArea({ shown, empty, topics }: { shown: SearchAnswer | null; empty: boolean; topics: SearchTopic[] }) {
  const { t } = useMessages(searchMessages);
  if (empty) {
    return (
      <div className="search-empty">
        <p>{t("empty")}</p>
        <Topics topics={topics} />
      </div>
    );
  }
  return shown ? (
    <div className="search-page__results">
      <Results answer={shown} topics={topics} />
    </div>
  ) : null;
}
