import { AuthorCredit, DateLine, MedicalReviewNote } from "@/components/article/Byline";
import { TranslationNotice } from "@/components/article/TranslationNotice";
import { TranslationReviewNote } from "@/components/article/TranslationReview";
import { SponsoredRegion } from "@/components/comparison/AffiliateDisclosure";
import { ComparisonChart } from "@/components/comparison/ComparisonChart";
import { RankingMethodTables } from "@/components/comparison/RankingMethodTables";
import type { RankOnPage } from "@/components/comparison/RankedProductMention";
import { FaqList } from "@/components/faq/FaqList";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { ContentImage } from "@/components/media/ContentImage";
import { RichText, ASSET_WIDTH } from "@/components/rich-text/RichText";
import { chartAnchor, rankChart } from "@/lib/shared/content/comparison";
import type { ContentPageProps } from "@/lib/server/page-data/content-page";
import { hasSponsoredContent } from "@/lib/shared/content/sponsored";
import type { Chart } from "@/lib/shared/content/types";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";

function ranksOf(chart: Chart | null): Map<string, RankOnPage> {
  if (!chart) return new Map();
  return new Map(rankChart(chart.promotions).map(({ promotion, rank }) => [promotion.id, { rank, anchor: chartAnchor(chart.id) }]));
}

/**
 * A generic content page: header texts, optional hero, default chart (full container width, so
 * wide screens get the whole table), body and FAQ topics. Products the chart ranks are only
 * mentioned, not shown as whole cards again, where the body embeds them.
 */
export function ContentPageView({ page, breadcrumbs, rankingMethod, reviewDue, reviewIntervalMonths, translation = null }: ContentPageProps) {
  const { t } = useMessages(articleMessages);
  const bodyHasChart = page.content?.references.some(
    (reference) => reference.__typename === "Chart" && reference.id === page.defaultChart?.id,
  );
  const chart = page.defaultChart && !bodyHasChart ? page.defaultChart : null;
  return (
    <div className="content-page">
      <div className="container container--narrow">
        <Breadcrumbs items={breadcrumbs} />
        <TranslationNotice translation={translation} kind="page" />
        <header className="content-page__header">
          <h1>{page.headerOneText ?? page.title}</h1>
          {page.headerTwoText ? <p className="content-page__subtitle">{page.headerTwoText}</p> : null}
          <div className="article__byline">
            <AuthorCredit author={page.author} />
            <DateLine label={t("updated")} value={page.seo?.dateModified ?? page.updatedAt} />
          </div>
          <TranslationReviewNote translation={translation} />
          <MedicalReviewNote seo={page.seo} reviewDue={reviewDue} intervalMonths={reviewIntervalMonths} ofOriginal={Boolean(translation?.review)} />
        </header>
        {page.useHeroImage && page.headerImage ? (
          <ContentImage asset={page.headerImage} width={ASSET_WIDTH.page} alt="" priority className="content-page__hero" />
        ) : null}
      </div>
      <SponsoredRegion sponsored={Boolean(page.defaultChart) || hasSponsoredContent(page.content)}>
        {chart ? (
          <div className="container">
            <ComparisonChart chart={chart} />
          </div>
        ) : null}
        <div className="container container--narrow">
          {page.content ? <RichText content={page.content} variant="page" rankedOnPage={ranksOf(chart)} /> : null}
        </div>
      </SponsoredRegion>
      {rankingMethod ? (
        <div className="container">
          <RankingMethodTables method={rankingMethod} />
        </div>
      ) : null}
      <div className="container container--narrow">
        {page.topics.map((topic) => (
          <FaqList key={topic.id} faqs={topic.faqs} title={topic.name} />
        ))}
      </div>
    </div>
  );
}
