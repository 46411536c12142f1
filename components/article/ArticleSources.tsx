import { formatDisplayDate } from "@/lib/shared/content/date";
import type { ArticleSource } from "@/lib/shared/content/types";

/** The numbered list of what an article rests on (title, publisher, date, link), at its foot. */
export function ArticleSources({ sources }: { sources: ArticleSource[] }) {
  if (!sources.length) return null;
  return (
    <section className="article__sources" aria-labelledby="article-sources">
      <h2 id="article-sources">Sources</h2>
      <ol>
        {sources.map((source) => (
          <li key={source.id}>
            <a href={source.url}>{source.title}</a>. {source.publisher}
            {source.date ? (
              <>
                {", "}
                <time dateTime={source.date}>{formatDisplayDate(source.date)}</time>
              </>
            ) : null}
            .
          </li>
        ))}
      </ol>
    </section>
  );
}
