import searchMessages from "@/lib/shared/i18n/compiled/en/search";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import type { SearchAnswer } from "@/lib/shared/search/types";
import { LanguageLink } from "./LanguageLink";

/**
 * English articles offered when the reader's language has none for the query: said plainly, apart
 * from the results, each link marked as English (hreflang for the link, lang for the title read aloud).
 */
export function OtherLanguageResults({ results }: { results: NonNullable<SearchAnswer["otherLanguage"]> }) {
  const { t } = useMessages(searchMessages);
  return (
    <section className="search-other-language" aria-labelledby="search-other-language">
      <p id="search-other-language">{t("otherLanguageIntro")}</p>
      <ul>
        {results.hits.map((hit) => (
          <li key={hit.href}>
            <LanguageLink href={hit.href}>
              {hit.title}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
