import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/**
 * A medical review is due again after this many months, unless the site configuration in the CMS
 * sets its own interval (SiteConfig.reviewIntervalMonths). Readers see a due review on the article;
 * editors see due and soon-due ones in the content check.
 */
export const REVIEW_INTERVAL_MONTHS = 12;
/** The content check warns this many days before a review falls due. */
export const REVIEW_SOON_DAYS = 30;

/** The configured interval, or the default when the CMS leaves it unset or sets a nonsense value. */
export function reviewIntervalMonths(configured: number | null | undefined): number {
  return typeof configured === "number" && Number.isInteger(configured) && configured >= 1 && configured <= 60 ? configured : REVIEW_INTERVAL_MONTHS;
}

/** The day a review dated `lastReviewed` (YYYY-MM-DD) falls due. */
export function reviewDueDate(lastReviewed: string, months = REVIEW_INTERVAL_MONTHS): string {
  return dayjs.utc(lastReviewed).add(months, "month").format("YYYY-MM-DD");
}

/** Whether a review dated `lastReviewed` is older than the review interval on `now`'s day. */
export function isReviewDue(lastReviewed: string, now: Date = new Date(), months = REVIEW_INTERVAL_MONTHS): boolean {
  return dayjs.utc(lastReviewed).isBefore(dayjs.utc(now).subtract(months, "month").startOf("day"));
}

/** Whether a current review falls due within REVIEW_SOON_DAYS of `now`. */
export function isReviewSoonDue(lastReviewed: string, now: Date = new Date(), months = REVIEW_INTERVAL_MONTHS): boolean {
  if (isReviewDue(lastReviewed, now, months)) return false;
  return !dayjs.utc(reviewDueDate(lastReviewed, months)).isAfter(dayjs.utc(now).add(REVIEW_SOON_DAYS, "day").startOf("day"));
}
