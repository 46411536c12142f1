import { describe, expect, it, vi } from "vitest";
import { formatDisplayDate, formatPercent, formatPrice, formatScore } from "@/lib/shared/i18n/formats";

// Intl puts a no-break space (U+00A0) between a number and "US$" or "%": compared as a plain space.
const plain = (text: string | null) => text?.replace(/\u00a0/g, " ") ?? null;

describe("numbers, prices and dates in each language", () => {
  it("writes a score with one decimal: a point in English, a comma in Spanish, rounded half up", () => {
    expect(formatScore(9)).toBe("9.0");
    expect(formatScore(8.75)).toBe("8.8");
    expect(formatScore(4.5, "es")).toBe("4,5");
    expect(formatScore(9.35, "es")).toBe("9,4");
    expect(formatScore(10, "es")).toBe("10,0");
  });

  it("writes a dollar price as English and Spanish readers write it: $49 and 49 US$, cents only when there are any", () => {
    expect(formatPrice(49)).toBe("$49");
    expect(formatPrice(19.9)).toBe("$19.90");
    expect(plain(formatPrice(49, "es"))).toBe("49 US$");
    expect(plain(formatPrice(19.9, "es"))).toBe("19,90 US$");
    expect(plain(formatPrice(1299, "es"))).toBe("1299 US$");
    expect(formatPrice(null, "es")).toBeNull();
  });

  it("writes a criterion's weight as a percentage with the Spanish space", () => {
    expect(formatPercent(35)).toBe("35%");
    expect(plain(formatPercent(35, "es"))).toBe("35 %");
  });

  it("writes a date as «28 de noviembre de 2026» in Spanish and Nov 28, 2026 in English, in UTC", () => {
    expect(formatDisplayDate("2026-11-28", "es")).toBe("28 de noviembre de 2026");
    expect(formatDisplayDate("2026-11-28T23:30:00.000Z", "es")).toBe("28 de noviembre de 2026");
    expect(formatDisplayDate("2026-03-02")).toBe("Mar 02, 2026");
    expect(formatDisplayDate("not a date", "es")).toBe("not a date");
  });
});

describe("the date formatters' cost on a first load", () => {
  // Constructing an Intl.DateTimeFormat loads its locale's data: ~18 ms of every first load in the
  // browser when the module built both at evaluation, for pages whose dates are in the server's HTML.
  it("builds a language's date formatter on its first date, once, and none when the module is loaded", async () => {
    vi.resetModules();
    const constructed = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const fresh = await import("@/lib/shared/i18n/formats");
      expect(constructed).not.toHaveBeenCalled();
      fresh.formatDisplayDate("2026-11-28", "es");
      fresh.formatDisplayDate("2026-11-29", "es");
      expect(constructed).toHaveBeenCalledTimes(1);
      expect(fresh.formatDisplayDate("2026-03-02")).toBe("Mar 02, 2026");
      expect(constructed).toHaveBeenCalledTimes(2);
    } finally {
      constructed.mockRestore();
    }
  });
});
