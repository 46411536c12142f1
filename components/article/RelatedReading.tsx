import { SiteLink } from "@/components/links/SiteLink";
import type { RelatedArticle } from "@/lib/server/page-data/related";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";

/** The three articles an article ends with (lib/server/page-data/related.ts chooses them). */
export function RelatedReading({ articles }: { articles: RelatedArticle[] }) {
  const { t } = useMessages(articleMessages);
  if (!articles.length) return null;
  return (
    <aside className="related-reading" aria-labelledby="related-reading-title">
      <h2 id="related-reading-title">{t("related")}</h2>
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
