import { describe, expect, inject, it } from "vitest";
import { CONSENT_KEY } from "@/lib/shared/privacy/consent";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage } from "./support/browser";

/**
 * The Spanish comparison as a visitor sees it in Chromium, on a phone and a desktop: the ranking
 * with every product of the English one, its ribbons in Spanish, ratings with a decimal comma,
 * Spanish prices, and each product's button to the same affiliate target as the English page.
 */
const siteUrl = inject("siteUrl");
const SPANISH = "/es/mejores-pruebas-de-its-en-casa";
const ENGLISH = "/best-at-home-std-tests";

describe("the Spanish comparison in the browser", () => {
  it.each([390, 1280])("shows every product of the English ranking, in Spanish, with the same affiliate targets (%i px)", async (width) => {
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser, { width });
      // The consent question answered, so the screenshot shows the chart rather than the question.
      await page.addInitScript((key) => window.localStorage.setItem(key, "denied"), CONSENT_KEY);
      const rows = async (path: string) => {
        await page.goto(`${siteUrl}${path}`, { waitUntil: "networkidle" });
        return page.locator(".chart-table tbody tr").evaluateAll((found) =>
          found.map((row) => ({
            brand: row.querySelector(".product-name__brand")?.textContent ?? "",
            goesTo: row.querySelector("a[href^='/go/']")?.getAttribute("href")?.split("?")[0] ?? "",
            visible: (row as HTMLElement).offsetHeight > 0,
          })),
        );
      };
      const english = await rows(ENGLISH);
      const spanish = await rows(SPANISH);
      expect(english.length).toBeGreaterThanOrEqual(7);
      expect(spanish.map(({ brand, goesTo }) => [brand, goesTo])).toEqual(english.map(({ brand, goesTo }) => [brand, goesTo]));
      expect(spanish.every((row) => row.visible)).toBe(true);
      const chart = page.locator(".chart-table");
      await expect.poll(() => chart.innerText()).toContain("Mejor en general");
      const shown = (await chart.innerText()).replace(/\u00a0/g, " ");
      expect(shown).toContain("Panel de 10 pruebas");
      expect(shown).toContain("9,4");
      expect(shown).toContain("199 US$");
      expect(shown).not.toMatch(/Best overall|10-test panel|Order the|Free shipping|off with code/);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator(".chart").screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/spanish-comparison-${width}.png` });
    } finally {
      await browser.close();
    }
  });
});
