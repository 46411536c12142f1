import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import type { ArticleSource } from "@/lib/shared/content/types";
import { linkLanguage } from "@/lib/shared/content/link-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import { usePageLanguage } from "@/lib/shared/i18n/page-language";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";

/**
 * The numbered list of what an article rests on (title, publisher, date, link), at its foot. A
 * source's title and publisher are as the cited page gives them, so in that page's language: on a
 * translation, an English page's are marked `lang="en"` and its link «(en inglés)»; a translation
 * cites the publisher's own Spanish page where there is one (its Source's Spanish `url` and title).
 */
export function ArticleSources({ sources }: { sources: ArticleSource[] }) {
  const { t, formatDate } = useMessages(articleMessages);
  const page = usePageLanguage();
  if (!sources.length) return null;
  return (
    <section className="article__sources" aria-labelledby="article-sources">
      <h2 id="article-sources">{t("sources")}</h2>
      <ol>
        {sources.map((source) => {
          const language = linkLanguage(source.url);
          const publisher = language && language !== page ? <span lang={language}>{source.publisher}</span> : source.publisher;
          return (
            <li key={source.id}>
              <LanguageMarkedLink href={source.url} textInTargetLanguage>
                {source.title}
              </LanguageMarkedLink>
              . {publisher}
              {source.date ? (
                <>
                  {", "}
                  <time dateTime={source.date}>{formatDate(source.date)}</time>
                </>
              ) : null}
              .
            </li>
          );
        })}
      </ol>
    </section>
  );
}
