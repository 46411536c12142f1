import type { ReactNode } from "react";
import { trackClickout, trackSelectPromotion, visibleText } from "@/lib/analytics/events";
import { sendPromotionInsight } from "@/lib/analytics/insights";

export type AffiliateLinkProps = {
  /** Deep link name: the click-out goes through /go/{name}, never straight to the advertiser. */
  deepLinkName: string;
  /** The brand's name, as analytics report it (never the deep link's name). */
  advertiser: string;
  /** Where on the page the link sits, for click-out analytics (e.g. "chart-cta", "inline-link"). */
  element: string;
  className?: string;
  /** Set when the link is a promotion's call to action (select_promotion analytics). */
  promotion?: { id: string; name: string; slot: string };
  children: ReactNode;
};

/** An affiliate click-out: sponsored, opens the advertiser in a new tab, and is reported to analytics. */
export function AffiliateLink({ deepLinkName, advertiser, element, className, promotion, children }: AffiliateLinkProps) {
  const reportClick = (text: string) => {
    trackClickout({ Advertiser: advertiser, Element: element, Text: text });
    if (promotion) {
      trackSelectPromotion({
        creative_name: promotion.name,
        creative_slot: promotion.slot,
        items: [{ item_id: promotion.id, item_name: promotion.name }],
      });
      sendPromotionInsight("click", promotion.id, "Promotion clicked");
      // Leaving for the partner is the conversion this site measures.
      sendPromotionInsight("conversion", promotion.id, "Promotion click-out");
    }
  };
  return (
    <a
      href={`/go/${encodeURIComponent(deepLinkName)}`}
      rel="sponsored noopener"
      target="_blank"
      className={className}
      onClick={(event) => reportClick(visibleText(event.currentTarget))}
    >
      {children}
    </a>
  );
}
