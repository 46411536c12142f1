import { SponsoredRegion } from "@/components/comparison/AffiliateDisclosure";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { ArticleSources } from "./ArticleSources";
import { ArticleHeader } from "./ArticleHeader";
import { ArticleTags } from "./ArticleTags";
import { ReviewHistory } from "./ReviewHistory";
import { TranslationNotice } from "./TranslationNotice";
import { ContentImage } from "@/components/media/ContentImage";
import { RichText } from "@/components/rich-text/RichText";
import { PlannerCallout } from "@/components/when-to-test/PlannerCallout";
import { RelatedReading } from "./RelatedReading";

import { hasSponsoredContent } from "@/lib/shared/content/sponsored";
import type { ArticleProps } from "@/lib/server/page-data/article";

/** The article header image is 1000 by 400 (docs/requirements.md, Constants). */
export const ARTICLE_COVER = { width: 1000, height: 400 } as const;

/** `preview`: draft mode, where the version shown has not been published, so it has no publication date yet. */
export function ArticleView({ post, breadcrumbs, reviewDue, reviewIntervalMonths, preview = false, related = [], translation = null }: Omit<ArticleProps, "related"> & { related?: ArticleProps["related"]; preview?: boolean }) {
  return (
    <article className="article container container--narrow">
      <Breadcrumbs items={breadcrumbs} />
      <TranslationNotice translation={translation} />
      <ArticleHeader post={post} reviewDue={reviewDue} reviewIntervalMonths={reviewIntervalMonths} preview={preview} translation={translation} />
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
      <ReviewHistory entries={post.changeLog} translation={translation} />
      <ArticleTags tags={post.tags} />
      <RelatedReading articles={related} />
    </article>
  );
}
