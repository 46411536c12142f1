import { SiteLink } from "@/components/links/SiteLink";
import type { RelatedArticle } from "@/lib/server/page-data/related";

/** The three articles an article ends with (lib/server/page-data/related.ts chooses them). */
export function RelatedReading({ articles }: { articles: RelatedArticle[] }) {
  if (!articles.length) return null;
  return (
    <aside className="related-reading" aria-labelledby="related-reading-title">
      <h2 id="related-reading-title">Related reading</h2>
      <ul className="related-reading__list">
        {articles.map((article) => (
          <li key={article.href} className="related-reading__item">
            {article.category ? <p className="related-reading__category">{article.category}</p> : null}
            <SiteLink href={article.href} className="related-reading__link">
              {article.title}
            </SiteLink>
            {article.excerpt ? <p className="related-reading__excerpt">{article.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
