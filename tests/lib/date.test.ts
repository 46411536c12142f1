import { describe, expect, it } from "vitest";
import { formatDisplayDate, toIsoDate } from "@/lib/shared/content/date";

describe("formatDisplayDate", () => {
  it('formats as "MMM DD, YYYY" with a zero-padded day', () => {
    expect(formatDisplayDate("2026-03-02T09:00:00.000Z")).toBe("Mar 02, 2026");
    expect(formatDisplayDate("2025-12-25")).toBe("Dec 25, 2025");
  });
});

describe("dates an editor typed wrong", () => {
  it("are shown as written instead of failing the page", () => {
    expect(toIsoDate("next week")).toBe("next week");
    expect(formatDisplayDate("next week")).toBe("next week");
    expect(toIsoDate("2026-03-02")).toBe("2026-03-02T00:00:00.000Z");
  });
});
