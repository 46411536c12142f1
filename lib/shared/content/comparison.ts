import { supportedRibbon } from "@sti-aware/contract/ranking";
import type { DeepLink, Promotion } from "./types";

/** Promotions as a chart shows them: disabled advertisers removed, best score first. */
export function rankPromotions(promotions: Promotion[]): Promotion[] {
  return promotions
    .filter((promotion) => promotion.advertiser?.isDisabled !== true)
    .map((promotion, index) => ({ promotion, index }))
    .sort((a, b) => b.promotion.score - a.promotion.score || a.index - b.index)
    .map(({ promotion }) => promotion);
}

/** A promotion with its 1-based place in one chart's ranking. */
export type RankedPromotion = { promotion: Promotion; rank: number };

export function rankChart(promotions: Promotion[], limit?: number): RankedPromotion[] {
  return rankPromotions(promotions)
    .slice(0, limit)
    .map((promotion, index) => ({ promotion, rank: index + 1 }));
}

/** What a ranking names: the brand and its product ("TestWise Labs — 10-test panel"), since one brand may sell several. */
export function productTitle(promotion: Pick<Promotion, "slug" | "productName"> & { advertiser?: { name: string } | null }): string {
  const brand = promotion.advertiser?.name ?? promotion.slug;
  const product = promotion.productName?.trim();
  return product ? `${brand} — ${product}` : brand;
}

/** The anchor of a chart on its page, so other mentions of a ranked product can point to it. */
export function chartAnchor(chartId: string): string {
  return `chart-${chartId}`;
}

/** The promotion's coupon, or its advertiser's default one. */
export function couponFor(promotion: Promotion): string | null {
  return promotion.couponText?.trim() || promotion.advertiser?.defaultCouponText?.trim() || null;
}

export function deepLinkFor(promotion: Promotion): DeepLink | null {
  return promotion.deepLink ?? promotion.advertiser?.deepLink ?? null;
}

/** The editors' words for the button, else `fallback` (the reader's language's "Visit site"). */
export function callToActionFor(promotion: Promotion, fallback = "Visit site"): string {
  return promotion.callToAction?.trim() || deepLinkFor(promotion)?.cta?.trim() || fallback;
}

/** Scores are out of 10, shown with one decimal (formatScore, lib/shared/i18n/formats.ts). */
export const MAX_SCORE = 10;

/** The promotion's ribbon as readers see it: none when it claims a fact (price, turnaround) the CMS has no record of. */
export function ribbonFor(promotion: Pick<Promotion, "ribbon" | "priceUsd" | "infectionsTested" | "resultsDaysMax">): string | null {
  return supportedRibbon(promotion.ribbon, promotion);
}
