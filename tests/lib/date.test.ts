import { describe, expect, it } from "vitest";
import { formatDisplayDate } from "@/lib/date";

describe("formatDisplayDate", () => {
  it('formats as "MMM DD, YYYY" with a zero-padded day', () => {
    expect(formatDisplayDate("2026-03-02T09:00:00.000Z")).toBe("Mar 02, 2026");
    expect(formatDisplayDate("2025-12-25")).toBe("Dec 25, 2025");
  });
});
