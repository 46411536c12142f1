import { AffiliateLink } from "@/components/affiliate/AffiliateLink";
import { SponsoredCallToAction } from "@/components/affiliate/SponsoredCallToAction";
import { ContentImage } from "@/components/media/ContentImage";
import type { ProductReview } from "@/lib/shared/content/types";
import { BRAND_IMAGE_WIDTH } from "./PromotionCard";
import { ScoreMeter } from "./ScoreMeter";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import comparisonMessages from "@/lib/shared/i18n/compiled/en/comparison";

export function ProductReviewCard({ review }: { review: ProductReview }) {
  const { t } = useMessages(comparisonMessages);
  if (review.brand?.isDisabled) return null;
  const brandName = review.brand?.name ?? review.name;
  return (
    <section className="review" aria-label={t("reviewLabel", { name: review.name })}>
      <div className="review__header">
        {review.image ? <ContentImage asset={review.image} width={BRAND_IMAGE_WIDTH} height={250} alt={t("logo", { name: brandName })} sizes="160px" /> : null}
        <h3 className="review__title">{review.name}</h3>
      </div>
      {review.product ? <ScoreMeter score={review.product.score} label={t("reviewScore")} /> : null}
      {review.description ? <p>{review.description}</p> : null}
      <div className="review__columns">
        <PointList heading={t("pros")} className="review__pros" points={review.pros} />
        <PointList heading={t("cons")} className="review__cons" points={review.cons} />
      </div>
      {review.deepLink ? (
        <SponsoredCallToAction>
          <AffiliateLink deepLinkName={review.deepLink.name} advertiser={brandName} element="product-review" className="button button--cta">
            {review.deepLink.cta ?? t("visit", { name: brandName })}
            <span className="visually-hidden">{t("newTab")}</span>
          </AffiliateLink>
        </SponsoredCallToAction>
      ) : null}
    </section>
  );
}

function PointList({ heading, className, points }: { heading: string; className: string; points: string[] }) {
  return (
    <div>
      <h4>{heading}</h4>
      <ul className={className}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}
