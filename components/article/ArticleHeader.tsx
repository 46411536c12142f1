import { SiteLink } from "@/components/links/SiteLink";
import { formatDisplayDate } from "@/lib/shared/content/date";
import type { ArticleProps } from "@/lib/server/page-data/article";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { AuthorCredit, DateLine, MedicalReviewNote } from "./Byline";
import { UrgentHelpBox } from "./UrgentHelpBox";
import { TranslationReviewNote } from "./TranslationReview";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";

type Props = Pick<ArticleProps, "post" | "reviewDue" | "reviewIntervalMonths" | "translation"> & { preview: boolean };

/** The article's section, title, urgent help, lede, byline with its dates, and medical review. */
export function ArticleHeader({ post, reviewDue, reviewIntervalMonths, preview, translation }: Props) {
  const routes = usePageRoutes();
  // "Published" is the first publication; "Updated" the last change to the content, shown when on another day.
  const { t } = useMessages(articleMessages);
  const published = post.firstPublishedAt ?? post.createdAt;
  const showUpdated = !preview && formatDisplayDate(post.updatedAt) !== formatDisplayDate(published);
  return (
    <header className="article__header">
      {post.category ? (
        <p className="article__section">
          <SiteLink href={routes.listing(post.category.slug, null, 1)}>{post.category.title}</SiteLink>
          {post.subCategory ? (
            <>
              {" · "}
              <SiteLink href={routes.listing(post.category.slug, post.subCategory.slug, 1)}>{post.subCategory.title}</SiteLink>
            </>
          ) : null}
        </p>
      ) : null}
      <h1>{post.title}</h1>
      <UrgentHelpBox items={post.urgentHelp} />
      {post.excerpt ? <p className="article__lede">{post.excerpt}</p> : null}
      <div className="article__byline">
        <AuthorCredit author={post.author} />
        {preview ? <span className="article__date">{t("draft")}</span> : <DateLine label={t("published")} value={published} />}
        {showUpdated ? <DateLine label={t("updated")} value={post.updatedAt} /> : null}
      </div>
      <TranslationReviewNote translation={translation} />
      <MedicalReviewNote seo={post.seo} reviewDue={reviewDue} intervalMonths={reviewIntervalMonths} ofOriginal={Boolean(translation?.review)} />
    </header>
  );
}
