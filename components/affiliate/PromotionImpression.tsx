import type { ReactNode } from "react";

export type PromotionImpressionProps = { name: string; slot: string; rootMargin?: string; children: ReactNode };

/** Wraps a promotion; view tracking is added by the analytics work (issue 4). */
export function PromotionImpression({ children }: PromotionImpressionProps) {
  return <>{children}</>;
}
