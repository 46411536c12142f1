import { SponsoredRegion } from "@/components/comparison/AffiliateDisclosure";
import { ComparisonChart } from "@/components/comparison/ComparisonChart";
import { FaqList } from "@/components/faq/FaqList";
import { Breadcrumbs } from "@/components/layout/Breadcrumbs";
import { ContentImage } from "@/components/media/ContentImage";
import { RichText, ASSET_WIDTH } from "@/components/rich-text/RichText";
import type { ContentPageProps } from "@/lib/page-data/content-page";
import { hasSponsoredContent } from "@/lib/sponsored";

/** A generic content page: header texts, optional hero, default chart, body and FAQ topics. */
export function ContentPageView({ page, breadcrumbs }: ContentPageProps) {
  const bodyHasChart = page.content?.references.some(
    (reference) => reference.__typename === "Chart" && reference.id === page.defaultChart?.id,
  );
  return (
    <div className="container container--narrow content-page">
      <Breadcrumbs items={breadcrumbs} />
      <header className="content-page__header">
        <h1>{page.headerOneText ?? page.title}</h1>
        {page.headerTwoText ? <p className="content-page__subtitle">{page.headerTwoText}</p> : null}
      </header>
      {page.useHeroImage && page.headerImage ? (
        <ContentImage asset={page.headerImage} width={ASSET_WIDTH.page} alt="" priority className="content-page__hero" />
      ) : null}
      <SponsoredRegion sponsored={Boolean(page.defaultChart) || hasSponsoredContent(page.content)}>
        {page.defaultChart && !bodyHasChart ? <ComparisonChart chart={page.defaultChart} /> : null}
        {page.content ? <RichText content={page.content} variant="page" /> : null}
      </SponsoredRegion>
      {page.topics.map((topic) => (
        <FaqList key={topic.id} faqs={topic.faqs} title={topic.name} />
      ))}
    </div>
  );
}
