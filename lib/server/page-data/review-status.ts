import { isReviewDue, reviewIntervalMonths } from "@sti-aware/contract/review-interval";
import type { SharedContext } from "@/lib/shared/content/types";

/** Whether an entry's medical review is past the site's review interval (SiteConfig, default 12 months), as of this render. */
export type ReviewStatus = { reviewDue: boolean; reviewIntervalMonths: number };

export function reviewStatus(lastReviewed: string | null | undefined, shared: SharedContext, now = new Date()): ReviewStatus {
  const months = reviewIntervalMonths(shared.siteConfig.reviewIntervalMonths);
  return { reviewDue: Boolean(lastReviewed && isReviewDue(lastReviewed, now, months)), reviewIntervalMonths: months };
}
