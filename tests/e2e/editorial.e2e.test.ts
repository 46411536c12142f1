import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";

/** A "medically reviewed" tick is current: past the review interval the article says its review is due. */
const siteUrl = inject("siteUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("review status a reader can trust", () => {
  it.each([390, 1280])("an article past its review interval shows no tick and says the review is due, with the date (%i px)", async (width) => {
    const { page } = await openPage(browser, { width });
    await page.goto(`${siteUrl}/blog/how-at-home-sti-test-kits-work`, { waitUntil: "networkidle" });
    const note = page.locator(".article__review");
    const text = await note.innerText();
    expect(text).not.toContain("✓");
    expect(text).toMatch(/^Medical review due\. Last medically reviewed by .+ on Jan 11, 2025, more than 12 months ago/);
    expect(await note.isVisible()).toBe(true);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/review-due-${width}.png` });
  });

  it("a current review keeps its tick, reviewer and date", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl}/blog/hpv-what-you-should-know`, { waitUntil: "networkidle" });
    expect(await page.locator(".article__review").innerText()).toMatch(/^✓ Medically reviewed by .+, (MD|PharmD|RN, MPH) on [A-Z][a-z]{2} \d{2}, \d{4}$/);
  });
});

describe("affiliate integrity", () => {
  it.each(["/best-at-home-std-tests", "/", "/blog/choosing-a-home-sti-test", "/blog/what-is-prep"])(
    "on %s every /go/ link in the main content sits inside an element that carries its own disclosure",
    async (path) => {
      for (const width of [390, 1280]) {
        const { page } = await openPage(browser, { width });
        await page.goto(`${siteUrl}${path}`, { waitUntil: "networkidle" });
        const links = await page.$$eval("main a[href^='/go/']", (anchors) =>
          anchors.map((anchor) => ({ text: anchor.textContent?.trim() ?? "", disclosure: anchor.closest("[data-disclosure]")?.textContent ?? "" })),
        );
        expect(links.length, `${path} at ${width}px`).toBeGreaterThan(0);
        for (const link of links) expect(link.disclosure, `${path} at ${width}px: "${link.text}"`).toMatch(/Sponsored · we earn a commission|\(paid link\)/);
      }
    },
  );
});

describe("reviewer credentials", () => {
  it("an author page shows credentials, a licence marked as demonstration data, and a conflict-of-interest statement", async () => {
    const { page } = await openPage(browser, { width: 390 });
    await page.goto(`${siteUrl}/medical-team/amara-okafor`, { waitUntil: "networkidle" });
    const facts = await page.locator(".author__facts").innerText();
    expect(facts).toMatch(/Credentials\s+MD; board certification in internal medicine and infectious diseases/);
    expect(facts).toMatch(/Licence\s+.+\(fictional: demonstration data, not a real licence\)/);
    expect(facts).toMatch(/Conflicts of interest\s+No payments, shares or other financial ties to any brand compared on this site/);
  });
});
