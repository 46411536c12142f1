import { AffiliateLink } from "@/components/affiliate/AffiliateLink";
import { SponsoredCallToAction } from "@/components/affiliate/SponsoredCallToAction";
import { PromotionImpression } from "@/components/affiliate/PromotionImpression";
import { ContentImage } from "@/components/media/ContentImage";
import { callToActionFor, couponFor, deepLinkFor, productTitle, ribbonFor } from "@/lib/shared/content/comparison";
import type { Promotion } from "@/lib/shared/content/types";
import { FeatureList } from "./FeatureList";
import { ProductFacts } from "./ProductFacts";
import { ScoreMeter } from "./ScoreMeter";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import comparisonMessages from "@/lib/shared/i18n/compiled/en/comparison";

/** Brand logos and previews are requested 500 wide (docs/requirements.md, Constants). */
export const BRAND_IMAGE_WIDTH = 500;

type PromotionCardProps = {
  promotion: Promotion;
  /** 1-based position in its chart; absent for a promotion shown on its own. */
  rank?: number;
  /** Where the card sits, for analytics (e.g. "chart-best-std-tests", "article-embed"). */
  slot: string;
  headingLevel?: 2 | 3 | 4;
};

/** The product's name as a heading: brand first, then the product on its own line. */
export function ProductName({ promotion }: { promotion: Promotion }) {
  const product = promotion.productName?.trim();
  return (
    <>
      <span className="product-name__brand">{promotion.advertiser?.name}</span>
      {product ? (
        <span className="product-name__product">
          <span className="visually-hidden"> — </span>
          {product}
        </span>
      ) : null}
    </>
  );
}

type PromotionCallToActionProps = { promotion: Promotion; slot: string; creativeSlot: string; className: string };

/** The promotion's click-out button (through /go/), or nothing when it has no deep link. */
export function PromotionCallToAction({ promotion, slot, creativeSlot, className }: PromotionCallToActionProps) {
  const { t } = useMessages(comparisonMessages);
  const advertiser = promotion.advertiser;
  const deepLink = deepLinkFor(promotion);
  if (!advertiser || !deepLink) return null;
  return (
    <SponsoredCallToAction>
      <AffiliateLink
        deepLinkName={deepLink.name}
        advertiser={advertiser.name}
        element={slot}
        promotion={{ id: promotion.id, name: advertiser.name, slot: creativeSlot }}
        className={className}
      >
        {callToActionFor(promotion, t("visitSite"))}
        <span className="visually-hidden">{t("atAdvertiser", { name: advertiser.name })}</span>
      </AffiliateLink>
    </SponsoredCallToAction>
  );
}

/**
 * What the call to action leads to: the promotion's landing-page preview, else its advertiser's,
 * 500 wide like every promotion and brand preview (docs/requirements.md, Constants).
 */
export function LandingPagePreview({ promotion }: { promotion: Promotion }) {
  const { t } = useMessages(comparisonMessages);
  const preview = promotion.landing_page_preview_image ?? promotion.advertiser?.landing_page_preview_image;
  if (!preview) return null;
  return (
    <ContentImage
      asset={preview}
      width={BRAND_IMAGE_WIDTH}
      alt={preview.alt ?? t("website", { name: promotion.advertiser?.name ?? t("theAdvertiser") })}
      sizes="(max-width: 500px) 100vw, 500px"
      className="promotion__preview"
    />
  );
}

export function PromotionCard({ promotion, rank, slot, headingLevel = 3 }: PromotionCardProps) {
  const { t } = useMessages(comparisonMessages);
  const advertiser = promotion.advertiser;
  if (!advertiser || advertiser.isDisabled) return null;
  const coupon = couponFor(promotion);
  const Heading = `h${headingLevel}` as const;
  const creativeSlot = rank ? `${slot}-${rank}` : slot;
  const title = productTitle(promotion);
  const ribbon = ribbonFor(promotion);
  return (
    <PromotionImpression id={promotion.id} name={advertiser.name} slot={creativeSlot}>
      <article className="promotion" aria-label={rank ? t("rankOf", { rank: String(rank), title }) : title}>
        {rank || ribbon ? (
          <div className="promotion__badges">
            {/* In the flow, not positioned over the card: a long name wraps instead of running under it. */}
            {rank ? (
              <p className="promotion__rank">
                <span className="visually-hidden">{t("rankHidden")}</span>#{rank}
              </p>
            ) : null}
            {ribbon ? <p className="promotion__ribbon">{ribbon}</p> : null}
          </div>
        ) : null}
        <div className="promotion__brand">
          {advertiser.logo ? (
            <ContentImage asset={advertiser.logo} width={BRAND_IMAGE_WIDTH} height={250} alt={t("logo", { name: advertiser.name })} sizes="160px" className="promotion__logo" />
          ) : null}
          <Heading className="promotion__name product-name">
            <ProductName promotion={promotion} />
          </Heading>
        </div>
        <ScoreMeter score={promotion.score} />
        <ProductFacts promotion={promotion} />
        <FeatureList markdown={promotion.features_md ?? advertiser.features_md} />
        <LandingPagePreview promotion={promotion} />
        {coupon ? (
          <p className="promotion__coupon">
            <span className="promotion__coupon-label">{t("offerLabel")}</span> {coupon}
          </p>
        ) : null}
        <PromotionCallToAction promotion={promotion} slot={slot} creativeSlot={creativeSlot} className="button button--cta" />
      </article>
    </PromotionImpression>
  );
}
