import { searchMessage } from "@/lib/shared/search/messages";
import type { SearchAnswer } from "@/lib/shared/search/types";
import { usePageLanguage } from "@/lib/shared/i18n/page-language";
import { LanguageLink } from "./LanguageLink";

/**
 * English articles offered when the reader's language has none for the query: said plainly, apart
 * from the results, each link marked as English (hreflang for the link, lang for the title read aloud).
 */
export function OtherLanguageResults({ results }: { results: NonNullable<SearchAnswer["otherLanguage"]> }) {
  const locale = usePageLanguage();
  return (
    <section className="search-other-language" aria-labelledby="search-other-language">
      <p id="search-other-language">{searchMessage("otherLanguageIntro", locale)}</p>
      <ul>
        {results.hits.map((hit) => (
          <li key={hit.href}>
            <LanguageLink href={hit.href} locale={results.locale}>
              {hit.title}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
