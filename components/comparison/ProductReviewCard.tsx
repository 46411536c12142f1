import { AffiliateLink } from "@/components/affiliate/AffiliateLink";
import { ContentImage } from "@/components/media/ContentImage";
import type { ProductReview } from "@/lib/types";
import { BRAND_IMAGE_WIDTH } from "./PromotionCard";
import { ScoreMeter } from "./ScoreMeter";

export function ProductReviewCard({ review }: { review: ProductReview }) {
  if (review.brand?.isDisabled) return null;
  const brandName = review.brand?.name ?? review.name;
  return (
    <section className="review" aria-label={`Review: ${review.name}`}>
      <div className="review__header">
        {review.image ? <ContentImage asset={review.image} width={BRAND_IMAGE_WIDTH} height={250} alt={`${brandName} logo`} sizes="160px" /> : null}
        <h3 className="review__title">{review.name}</h3>
      </div>
      {review.product ? <ScoreMeter score={review.product.score} label="Review score" /> : null}
      {review.description ? <p>{review.description}</p> : null}
      <div className="review__columns">
        <div>
          <h4>Pros</h4>
          <ul className="review__pros">
            {review.pros.map((pro) => (
              <li key={pro}>{pro}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4>Cons</h4>
          <ul className="review__cons">
            {review.cons.map((con) => (
              <li key={con}>{con}</li>
            ))}
          </ul>
        </div>
      </div>
      {review.deepLink ? (
        <AffiliateLink deepLinkName={review.deepLink.name} advertiser={brandName} element="product-review" className="button button--cta">
          {review.deepLink.cta ?? `Visit ${brandName}`}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </AffiliateLink>
      ) : null}
    </section>
  );
}
