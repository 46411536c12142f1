import type { ArticleSource } from "@/lib/shared/content/types";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";

/** The numbered list of what an article rests on (title, publisher, date, link), at its foot. */
export function ArticleSources({ sources }: { sources: ArticleSource[] }) {
  const { t, formatDate } = useMessages(articleMessages);
  if (!sources.length) return null;
  return (
    <section className="article__sources" aria-labelledby="article-sources">
      <h2 id="article-sources">{t("sources")}</h2>
      <ol>
        {sources.map((source) => (
          <li key={source.id}>
            <a href={source.url}>{source.title}</a>. {source.publisher}
            {source.date ? (
              <>
                {", "}
                <time dateTime={source.date}>{formatDate(source.date)}</time>
              </>
            ) : null}
            .
          </li>
        ))}
      </ol>
    </section>
  );
}
