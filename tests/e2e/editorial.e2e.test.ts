import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage } from "./support/browser";
import { mutate } from "./support/mutations";
import { E2E_SECRETS } from "./support/secrets";

/** "Nov 28, 2026" for "2026-11-28", as the site writes dates. */
function displayDate(isoDay: string): string {
  return new Date(`${isoDay}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" });
}

/** A "medically reviewed" tick is current: past the review interval the article says its review is due. */
const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("review status a reader can trust", () => {
  // The shipped content is current: an article whose last review is old is made as an editor would
  // (a draft with that review on record) and read through the editors' preview.
  it.each([390, 1280])("an article past its review interval shows no tick and says the review is due, with the date (%i px)", async (width) => {
    const slug = `review-due-${width}`;
    await mutate(
      contentUrl,
      `mutation { createPost(data: { title: "An article reviewed long ago (${width})", slug: "${slug}", author: { connect: { slug: "lucas-brennan" } }, category: { connect: { slug: "prevention" } },
        seo: { update: { lastReviewed: "2025-01-11", reviewedBy: { connect: { slug: "amara-okafor" } } } },
        changeLog: { create: [{ date: "2025-01-11", summary: "First review.", reviewedBy: { connect: { slug: "amara-okafor" } } }] } }) { id } }`,
    );
    const { page } = await openPage(browser, { width });
    await page.goto(`${siteUrl}/api/preview?secret=${E2E_SECRETS.preview}&slug=${slug}`, { waitUntil: "networkidle" });
    const note = page.locator(".article__review");
    const text = await note.innerText();
    expect(text).not.toContain("✓");
    expect(text).toMatch(/^Medical review due\. Last medically reviewed by Dr\. Amara Okafor, MD on Jan 11, 2025, more than 12 months ago/);
    expect(await note.isVisible()).toBe(true);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/review-due-${width}.png` });
  });

  // Reviewed today, whatever day the suite runs: the shipped articles' reviews fall due a year on.
  it.each([390, 1280])("a current review shows its tick, reviewer and date (%i px)", async (width) => {
    const slug = `review-current-${width}`;
    const today = new Date().toISOString().slice(0, 10);
    await mutate(
      contentUrl,
      `mutation { createPost(data: { title: "An article reviewed today (${width})", slug: "${slug}", author: { connect: { slug: "lucas-brennan" } }, category: { connect: { slug: "prevention" } },
        seo: { update: { lastReviewed: "${today}", reviewedBy: { connect: { slug: "amara-okafor" } } } },
        changeLog: { create: [{ date: "${today}", summary: "First review.", reviewedBy: { connect: { slug: "amara-okafor" } } }] } }) { id } }`,
    );
    const { page } = await openPage(browser, { width });
    await page.goto(`${siteUrl}/api/preview?secret=${E2E_SECRETS.preview}&slug=${slug}`, { waitUntil: "networkidle" });
    const note = page.locator(".article__review");
    expect(await note.innerText()).toBe(`✓ Medically reviewed by Dr. Amara Okafor, MD on ${displayDate(today)}`);
    expect(await note.isVisible()).toBe(true);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/review-current-${width}.png` });
  });

  it.each([390, 1280])("an article ends with its sources and a review history whose newest entry names its reviewer (%i px)", async (width) => {
    const { page } = await openPage(browser, { width });
    await page.goto(`${siteUrl}/blog/how-at-home-sti-test-kits-work`, { waitUntil: "networkidle" });
    const sources = page.getByRole("region", { name: "Sources" });
    expect(await sources.locator("ol > li").count()).toBeGreaterThanOrEqual(2);
    expect(await sources.locator("ol > li a").first().getAttribute("href")).toMatch(/^https:\/\/www\.cdc\.gov\//);
    const history = page.getByRole("region", { name: "Review history" });
    // The article's foot is laid out as the reader nears it (content-visibility: auto).
    await history.scrollIntoViewIfNeeded();
    await expect.poll(() => history.locator("li").first().innerText()).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}: .+ Reviewed by Dr\. Amara Okafor, MD\.$/);
    expect(await axeViolations(page, ".article__sources, .article__history")).toEqual([]);
  });
});

describe("urgent help first", () => {
  it.each([320, 390, 1280])("the PEP article shows what to do now on the first screen, calls a helpline in one tap, and carries no paid link (%i px)", async (width) => {
    const { page } = await openPage(browser, { width });
    await page.goto(`${siteUrl}/blog/pep-after-hiv-exposure`, { waitUntil: "networkidle" });
    const box = page.getByRole("complementary", { name: "Need help now?" });
    const bounds = await box.boundingBox();
    expect(bounds?.y ?? Infinity).toBeLessThan(page.viewportSize()!.height * 0.6);
    expect(await box.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(["Possible HIV exposure in the last 72 hours", "If you have been sexually assaulted"]);
    expect(await box.getByRole("link", { name: "1-800-656-4673" }).getAttribute("href")).toBe("tel:18006564673");
    expect(await page.locator("main a[href^='/go/'], main [data-disclosure], main .disclosure").count()).toBe(0);
    expect(await axeViolations(page, ".urgent-help")).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // A first visit: the consent question (asked once the page is idle) does not cover what to do now.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))));
    expect(await page.getByRole("dialog", { name: "Your privacy" }).count()).toBe(0);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/urgent-help-${width}.png` });
  });
});

describe("rankings a reader can check", () => {
  it.each([320, 1280])("/how-we-rank shows the criteria, their weights and every product's ratings, and its tables scroll within the page (%i px)", async (width) => {
    const { page } = await openPage(browser, { width });
    await page.goto(`${siteUrl}/how-we-rank`, { waitUntil: "networkidle" });
    const criteria = page.getByRole("region", { name: "The criteria and their weights" });
    expect(await criteria.locator("tbody tr").count()).toBe(5);
    const products = page.getByRole("region", { name: "Every product's ratings and checked facts" });
    expect(await products.locator("tbody th[scope=row]").count()).toBeGreaterThanOrEqual(7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page, "main")).toEqual([]);
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
