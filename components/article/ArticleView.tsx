import { SiteLink } from "@/components/links/SiteLink";
import { SponsoredRegion } from "@/components/comparison/AffiliateDisclosure";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { ArticleSources } from "./ArticleSources";
import { AuthorCredit, DateLine, MedicalReviewNote } from "./Byline";
import { ReviewHistory } from "./ReviewHistory";
import { UrgentHelpBox } from "./UrgentHelpBox";
import { ContentImage } from "@/components/media/ContentImage";
import { RichText } from "@/components/rich-text/RichText";
import { PlannerCallout } from "@/components/when-to-test/PlannerCallout";
import { RelatedReading } from "./RelatedReading";
import { formatDisplayDate } from "@/lib/shared/content/date";

import { hasSponsoredContent } from "@/lib/shared/content/sponsored";
import type { ArticleProps } from "@/lib/server/page-data/article";
import { routes } from "@sti-aware/contract/routes";

/** The article header image is 1000 by 400 (docs/requirements.md, Constants). */
export const ARTICLE_COVER = { width: 1000, height: 400 } as const;

/** `preview`: draft mode, where the version shown has not been published, so it has no publication date yet. */
export function ArticleView({ post, breadcrumbs, reviewDue, reviewIntervalMonths, preview = false, related = [] }: Omit<ArticleProps, "related"> & { related?: ArticleProps["related"]; preview?: boolean }) {
  const { seo } = post;
  // "Published" is the first publication; "Updated" the last change to the content, shown when on another day.
  const published = post.firstPublishedAt ?? post.createdAt;
  const showUpdated = !preview && formatDisplayDate(post.updatedAt) !== formatDisplayDate(published);
  return (
    <article className="article container container--narrow">
      <Breadcrumbs items={breadcrumbs} />
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
          {preview ? <span className="article__date">Draft</span> : <DateLine label="Published" value={published} />}
          {showUpdated ? <DateLine label="Updated" value={post.updatedAt} /> : null}
        </div>
        <MedicalReviewNote seo={seo} reviewDue={reviewDue} intervalMonths={reviewIntervalMonths} />
      </header>
      {post.coverImage ? (
        <ContentImage
          asset={post.coverImage}
          width={ARTICLE_COVER.width}
          height={ARTICLE_COVER.height}
          sizes="(max-width: 1000px) 100vw, 1000px"
          priority
          className="article__cover"
        />
      ) : null}
      {post.content ? (
        <SponsoredRegion sponsored={hasSponsoredContent(post.content)}>
          <RichText content={post.content} variant="post" />
        </SponsoredRegion>
      ) : null}
      <PlannerCallout tags={post.tags} />
      <ArticleSources sources={post.sources} />
      <ReviewHistory entries={post.changeLog} />
      {post.tags.length ? (
        <footer className="article__footer">
          {/* Plain labels (there are no tag pages to link to), styled so they do not look clickable. */}
          <p className="tags__label" id="article-tags">
            Topics in this article
          </p>
          <ul className="tags" aria-labelledby="article-tags">
            {post.tags.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
      <RelatedReading articles={related} />
    </article>
  );
}
