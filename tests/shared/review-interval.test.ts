import { describe, expect, it } from "vitest";
import { isReviewDue, REVIEW_INTERVAL_MONTHS } from "@sti-aware/contract/review-interval";

describe("medical review interval", () => {
  it(`is due from the day after the same date ${REVIEW_INTERVAL_MONTHS} months later, whatever the time of day`, () => {
    const now = new Date("2026-11-23T23:30:00Z");
    expect(isReviewDue("2025-11-23", now)).toBe(false);
    expect(isReviewDue("2025-11-22", now)).toBe(true);
    expect(isReviewDue("2026-06-01", now)).toBe(false);
  });
});
