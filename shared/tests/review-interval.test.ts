import { describe, expect, it } from "vitest";
import { isReviewDue, isReviewSoonDue, REVIEW_INTERVAL_MONTHS, reviewDueDate, reviewIntervalMonths } from "@sti-aware/contract/review-interval";

describe("medical review interval", () => {
  it(`is due from the day after the same date ${REVIEW_INTERVAL_MONTHS} months later, whatever the time of day`, () => {
    const now = new Date("2026-11-23T23:30:00Z");
    expect(isReviewDue("2025-11-23", now)).toBe(false);
    expect(isReviewDue("2025-11-22", now)).toBe(true);
    expect(isReviewDue("2026-06-01", now)).toBe(false);
  });

  it("follows the interval the site sets in the CMS, falling back to 12 months for a missing or nonsense value", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(isReviewDue("2026-04-01", now, 6)).toBe(true);
    expect(isReviewDue("2026-04-01", now, 12)).toBe(false);
    expect([null, undefined, 0, -3, 2.5, 1000].map(reviewIntervalMonths)).toEqual(Array(6).fill(REVIEW_INTERVAL_MONTHS));
    expect(reviewIntervalMonths(6)).toBe(6);
  });

  it("warns of a review falling due within 30 days, and names the day", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(reviewDueDate("2025-12-15")).toBe("2026-12-15");
    expect(isReviewSoonDue("2025-12-15", now)).toBe(true);
    expect(isReviewSoonDue("2026-01-30", now)).toBe(false);
    // Already due is not "soon".
    expect(isReviewSoonDue("2025-01-11", now)).toBe(false);
  });
});
