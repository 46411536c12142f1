import articleMessages from "@/lib/shared/i18n/compiled/en/article";
import { useMessages } from "@/lib/shared/i18n/messages-context";

/** The article's topics, as plain labels: there are no tag pages to link to, so they are styled not to look clickable. */
export function ArticleTags({ tags }: { tags: string[] }) {
  const { t } = useMessages(articleMessages);
  if (!tags.length) return null;
  return (
    <footer className="article__footer">
      <p className="tags__label" id="article-tags">
        {t("tags")}
      </p>
      <ul className="tags" aria-labelledby="article-tags">
        {tags.map((tag) => (
          <li key={tag} className="tag">
            {tag}
          </li>
        ))}
      </ul>
    </footer>
  );
}
