import type { ReactNode } from "react";
import { promotionImpressionMarker, type PromotionMarker, type ViewMargin } from "@/lib/shared/telemetry/markers";

/** `viewMargin`: how far outside the viewport the promotion already counts as seen (default "0px"). */
export type PromotionImpressionProps = PromotionMarker & { viewMargin?: ViewMargin; children: ReactNode };

/**
 * Marks a promotion for view_promotion: page tracking reports it the first time it scrolls into
 * view on a page view (hidden elements, e.g. the table on phones, never count).
 */
export function PromotionImpression({ children, ...marker }: PromotionImpressionProps) {
  return <div {...promotionImpressionMarker(marker)}>{children}</div>;
}
