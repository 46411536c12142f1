import type { ReactNode } from "react";
import { useInView } from "react-intersection-observer";
import { isAnalyticsEnabled, trackViewPromotion } from "@/lib/analytics/events";
import { sendPromotionInsight } from "@/lib/analytics/insights";
import { recordImpression } from "@/lib/analytics/impressions";

export type PromotionImpressionOptions = {
  id: string;
  name: string;
  slot: string;
  /** How far outside the viewport counts as "in view" (SPEC §4: configurable margin). */
  rootMargin?: string;
};

/**
 * Reports view_promotion the first time the element given the returned ref scrolls into view on
 * this page view. Hidden elements (display: none, e.g. the table on phones) never count.
 */
export function usePromotionImpression({ id, name, slot, rootMargin = "0px" }: PromotionImpressionOptions) {
  const { ref } = useInView({
    rootMargin,
    threshold: 0.5,
    onChange: (inView) => {
      // Before consent nothing is recorded, so the view still counts if the visitor accepts later.
      if (!inView || !isAnalyticsEnabled() || !recordImpression(`${slot}|${id}`)) return;
      trackViewPromotion({ creative_name: name, creative_slot: slot, items: [{ item_id: id, item_name: name }] });
      sendPromotionInsight("view", id, "Promotion viewed");
    },
  });
  return ref;
}

export type PromotionImpressionProps = PromotionImpressionOptions & { children: ReactNode };

export function PromotionImpression({ children, ...options }: PromotionImpressionProps) {
  const ref = usePromotionImpression(options);
  return <div ref={ref}>{children}</div>;
}
