import { describe, expect, it } from "vitest";
import { formatDisplayDate, toIsoDate } from "@/lib/shared/content/date";

describe("formatDisplayDate", () => {
  it('formats as "MMM DD, YYYY" with a zero-padded day', () => {
    expect(formatDisplayDate("2026-03-02T09:00:00.000Z")).toBe("Mar 02, 2026");
    expect(formatDisplayDate("2025-12-25")).toBe("Dec 25, 2025");
    expect(formatDisplayDate("2026-11-26", "en")).toBe("Nov 26, 2026");
  });

  it("writes Spanish dates with the day, the month's name and the year, the day not padded", () => {
    expect(formatDisplayDate("2026-11-26T23:30:00.000Z", "es")).toBe("26 de noviembre de 2026");
    expect(formatDisplayDate("2026-03-02", "es")).toBe("2 de marzo de 2026");
  });
});

describe("dates an editor typed wrong", () => {
  it("are shown as written instead of failing the page", () => {
    expect(toIsoDate("next week")).toBe("next week");
    expect(formatDisplayDate("next week")).toBe("next week");
    expect(toIsoDate("2026-03-02")).toBe("2026-03-02T00:00:00.000Z");
  });
});
