import type { ReactNode } from "react";
import { promotionImpressionMarker, type PromotionMarker } from "@/lib/shared/telemetry/markers";

export type PromotionImpressionProps = PromotionMarker & { children: ReactNode };

/**
 * Marks a promotion for view_promotion: page tracking reports it the first time it scrolls into
 * view on a page view (hidden elements, e.g. the table on phones, never count).
 */
export function PromotionImpression({ children, ...promotion }: PromotionImpressionProps) {
  return <div {...promotionImpressionMarker(promotion)}>{children}</div>;
}
