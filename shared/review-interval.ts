import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/** A medical review is due again after this many months (editors see it in preview and in the content check). */
export const REVIEW_INTERVAL_MONTHS = 12;

/** Whether a review dated `lastReviewed` (YYYY-MM-DD) is older than the review interval on `now`'s day. */
export function isReviewDue(lastReviewed: string, now: Date = new Date()): boolean {
  return dayjs.utc(lastReviewed).isBefore(dayjs.utc(now).subtract(REVIEW_INTERVAL_MONTHS, "month").startOf("day"));
}
