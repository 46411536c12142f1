import type { DeepLink, Promotion } from "./types";

/** Promotions as a chart shows them: disabled advertisers removed, best score first. */
export function rankPromotions(promotions: Promotion[]): Promotion[] {
  return promotions
    .filter((promotion) => promotion.advertiser?.isDisabled !== true)
    .map((promotion, index) => ({ promotion, index }))
    .sort((a, b) => b.promotion.score - a.promotion.score || a.index - b.index)
    .map(({ promotion }) => promotion);
}

/** The promotion's coupon, or its advertiser's default one. */
export function couponFor(promotion: Promotion): string | null {
  return promotion.couponText?.trim() || promotion.advertiser?.defaultCouponText?.trim() || null;
}

export function deepLinkFor(promotion: Promotion): DeepLink | null {
  return promotion.deepLink ?? promotion.advertiser?.deepLink ?? null;
}

export function callToActionFor(promotion: Promotion): string {
  return promotion.callToAction?.trim() || deepLinkFor(promotion)?.cta?.trim() || "Visit site";
}

/** Scores are out of 10, shown with one decimal. */
export const MAX_SCORE = 10;
export function formatScore(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}
