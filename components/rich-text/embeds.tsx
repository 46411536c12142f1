import { AffiliateLink } from "@/components/affiliate/AffiliateLink";
import { SponsoredCallToAction } from "@/components/affiliate/SponsoredCallToAction";
import { ComparisonChart } from "@/components/comparison/ComparisonChart";
import { ProductReviewCard } from "@/components/comparison/ProductReviewCard";
import { PromotionCard } from "@/components/comparison/PromotionCard";
import { RankedProductMention } from "@/components/comparison/RankedProductMention";
import { FaqList } from "@/components/faq/FaqList";
import { SiteLink } from "@/components/links/SiteLink";
import { ContentImage } from "@/components/media/ContentImage";
import { PostCard } from "@/components/posts/PostCard";
import { ASSET_WIDTH, referenceOf, type ElementRenderer } from "./render-context";

/** An `embed`: the entry it names among the document's references, shown as that entry's own component; nothing when it names none. */
export const renderEmbed: ElementRenderer = (element, _children, context, key) => {
  const reference = referenceOf(element, context);
  if (!reference) return null;
  switch (reference.__typename) {
    case "Asset":
      return (
        <figure key={key} className="rich-text__figure">
          <ContentImage asset={reference} width={ASSET_WIDTH[context.variant]} />
          {reference.alt ? <figcaption>{reference.alt}</figcaption> : null}
        </figure>
      );
    case "Promotion": {
      const ranked = context.rankedOnPage.get(reference.id);
      if (ranked) return <RankedProductMention key={key} promotion={reference} {...ranked} />;
      return <PromotionCard key={key} promotion={reference} slot={`${context.variant}-embed`} />;
    }
    case "ProductReview":
      return <ProductReviewCard key={key} review={reference} />;
    case "Faq":
      return <FaqList key={key} faqs={[reference]} />;
    case "Topic":
      return <FaqList key={key} faqs={reference.faqs} title={reference.name} headingLevel={3} />;
    case "Chart":
      return <ComparisonChart key={key} chart={reference} headingLevel={2} />;
    case "Post":
      return (
        <div key={key} className="rich-text__card">
          <PostCard post={reference} />
        </div>
      );
    case "Page":
      return (
        <p key={key} className="rich-text__page-link">
          <SiteLink href={context.routes.path("contentPage", { slug: reference.slug })}>{reference.title}</SiteLink>
          {reference.metaDescription ? ` — ${reference.metaDescription}` : null}
        </p>
      );
    case "DeepLink":
      return (
        <p key={key}>
          <SponsoredCallToAction>
            <AffiliateLink deepLinkName={reference.name} advertiser={reference.brandName ?? reference.name} element="embed-button" className="button button--cta">
              {reference.cta ?? context.t("visitSite")}
            </AffiliateLink>
          </SponsoredCallToAction>
        </p>
      );
  }
};
