import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/** Display format of every date on the site (SPEC §2): "MMM DD, YYYY", e.g. "Mar 02, 2026". */
export const DISPLAY_DATE_FORMAT = "MMM DD, YYYY";

export function formatDisplayDate(value: string | Date): string {
  // UTC, so the server-rendered date never differs from the content service's by time zone.
  const date = dayjs.utc(value);
  return date.isValid() ? date.format(DISPLAY_DATE_FORMAT) : String(value);
}

/** Machine-readable form for <time dateTime> and structured data; a value that is not a date is kept as written rather than failing the page. */
export function toIsoDate(value: string | Date): string {
  const date = dayjs.utc(value);
  return date.isValid() ? date.toISOString() : String(value);
}

/** A medical review is due again after this many months (editors see it in preview and in the content check). */
export const REVIEW_INTERVAL_MONTHS = 12;

/** Whether a review dated `lastReviewed` (YYYY-MM-DD) is older than the review interval on `now`'s day. */
export function isReviewDue(lastReviewed: string, now: Date = new Date()): boolean {
  return dayjs.utc(lastReviewed).isBefore(dayjs.utc(now).subtract(REVIEW_INTERVAL_MONTHS, "month").startOf("day"));
}
