import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, markDocument, openPage, sameDocument } from "./support/browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page's own __NEXT_DATA__ JSON, as the server sent it. */
const inlineData = (html: string) => html.match(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? "";

/** Set before a click: still there afterwards only if the page was not reloaded. */

// A sentence from the body of /blog/what-is-prep and a review text of the comparison page.
const ARTICLE_TEXT = "CDC's PrEP information";
const PAGES = [
  { path: "/blog/what-is-prep", heading: "What Is PrEP? HIV Prevention Explained", text: ARTICLE_TEXT },
  { path: "/best-at-home-std-tests", heading: "Best At-Home STI Tests", text: "Ranked by our score" },
  { path: "/", heading: "Clear, medically reviewed facts about STIs", text: "Browse by topic" },
  // A post list: header and first posts are static; "Load more" is an island after them.
  { path: "/blog", heading: "Blog", text: "articles on STI testing, prevention and sexual wellbeing" },
];

describe("static regions: server HTML, not hydrated, not sent twice", () => {
  it.each(PAGES)("$path carries its content once, as HTML, not again in __NEXT_DATA__", async ({ path, text }) => {
    const html = await (await fetch(`${siteUrl}${path}`)).text();
    const data = inlineData(html);
    expect(html).toContain(text.replace("'", "&#x27;"));
    expect(data).not.toContain(text);
    expect(JSON.parse(data).props.pageProps.html).toBe("");
    // No region is streamed out of place (a <Suspense> boundary React outlines): the inline script
    // that would move it into place is refused by the CSP, so it would stay hidden and, once
    // hydrated, a static region in it would render empty.
    expect(html).not.toMatch(/<!--\$\?-->|<template id="B:/);
    // Client-side navigations still get the region, from the page's data JSON.
    const json = await (await fetch(`${siteUrl}/_next/data/${JSON.parse(data).buildId}${path === "/" ? "/index" : path}.json`)).json();
    expect(json.pageProps.html).toContain("<h1");
  });

  it("keeps the server HTML through hydration on a first load, with no hydration error", async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(`${siteUrl}/blog/what-is-prep`, { waitUntil: "networkidle" });
    // The consent banner mounts once the page is idle: hydration and the deferred work are over.
    await page.getByRole("dialog", { name: "Your privacy" }).waitFor();
    await expect.poll(() => page.getByText(ARTICLE_TEXT).count()).toBeGreaterThan(0);
    expect(await page.locator("main h1").count()).toBe(1);
    // FAQs are native disclosure widgets: they open without script.
    const question = page.locator("summary.faq__question").first();
    await question.click();
    expect(await page.locator("details.faq").first().getAttribute("open")).toBe("");
    expect(consoleErrors).toEqual([]);
  });

  it("keeps the page's content when the visitor's clock is already in the next year (a page built on 31 December)", async () => {
    // Anything the hydrated shell renders from the clock would differ from the build's HTML; React
    // then renders the whole page again in the browser, where static regions are empty (first loads
    // carry them only as HTML), and the article would vanish.
    const { page, consoleErrors } = await openPage(browser);
    await page.clock.setFixedTime(new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1, 0, 0, 5)));
    await page.goto(`${siteUrl}/blog/what-is-prep`, { waitUntil: "networkidle" });
    await page.getByRole("dialog", { name: "Your privacy" }).waitFor();
    expect(await page.getByText(ARTICLE_TEXT).count()).toBeGreaterThan(0);
    expect(await page.locator(".site-footer__copyright").textContent()).toContain(String(new Date().getUTCFullYear()));
    expect(consoleErrors).toEqual([]);
  });

  it("follows links inside static HTML client-side, and renders the next page's HTML from its data", async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(`${siteUrl}/`, { waitUntil: "networkidle" });
    await markDocument(page);
    // A post card in the home page's static HTML, then a breadcrumb in the article's.
    const card = page.locator(".post-card__link").first();
    const title = (await card.innerText()).trim();
    await card.click();
    await page.waitForURL(/\/blog\/[^/]+$/);
    await expect.poll(() => page.locator("main h1").innerText()).toBe(title);
    expect(await sameDocument(page)).toBe(true);
    await page.locator("nav[aria-label='Breadcrumb'] a", { hasText: "Home" }).click();
    await page.waitForURL(`${siteUrl}/`);
    await expect.poll(() => page.locator("main h1").innerText()).toBe(PAGES[2].heading);
    await page.goBack();
    await expect.poll(() => page.locator("main h1").innerText()).toBe(title);
    // Back to the first page (its props came without HTML): its region is filled from its data JSON.
    await page.goBack();
    await expect.poll(() => page.locator("main h1").innerText()).toBe(PAGES[2].heading);
    expect(await page.locator(".post-card").count()).toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("navigates into the comparison page client-side with its chart, and its links still open in a new tab", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl}/blog/what-is-prep`, { waitUntil: "networkidle" });
    await markDocument(page);
    await page.locator("nav[aria-label='Breadcrumb'] a", { hasText: "Home" }).click();
    await page.getByRole("link", { name: "Compare at-home tests" }).click();
    await page.waitForURL("**/best-at-home-std-tests");
    // Not prefetched (links prefetch on hover only): the chart arrives with the page's data.
    await expect.poll(() => page.locator("main h1").innerText()).toBe(PAGES[1].heading);
    await expect.poll(() => page.locator(".chart tbody tr").count()).toBeGreaterThan(2);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator(".chart tbody a.button--cta").first().getAttribute("target")).toBe("_blank");
  });

  it("keeps \"Load more\" working under a static post list, after a client-side navigation too", async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(`${siteUrl}/`, { waitUntil: "networkidle" });
    await markDocument(page);
    await page.getByRole("link", { name: "All articles →" }).click();
    await page.waitForURL("**/blog");
    const cards = page.locator(".post-card");
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const before = await cards.count();
    await page.getByRole("button", { name: "Load more articles" }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(await sameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("follows the header's and footer's links client-side and leaves a modified click to the browser", async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(`${siteUrl}/blog/what-is-prep`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Reject" }).click();
    await markDocument(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "How we make money" }).click();
    await page.waitForURL("**/advertising-disclosure");
    await expect.poll(() => page.locator("main h1").innerText()).toBe("Advertising Disclosure");
    expect(await sameDocument(page)).toBe(true);
    // Ctrl/Cmd-click opens the link in a new tab, as on any anchor; this page stays where it is.
    const [tab] = await Promise.all([page.context().waitForEvent("page"), page.locator("a.site-header__brand").click({ modifiers: ["ControlOrMeta"] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/");
    expect(new URL(page.url()).pathname).toBe("/advertising-disclosure");
    await page.locator("a.site-header__brand").click();
    await page.waitForURL(`${siteUrl}/`);
    await expect.poll(() => page.locator("main h1").innerText()).toBe(PAGES[2].heading);
    expect(await sameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe("first load: what a cold tab pays before it is interactive", () => {
  /** Every font (size × weight × style) the page's visible text uses: each is a lookup before the first layout. */
  const fontsInUse = (page: Page) =>
    page.evaluate(() => {
      const fonts = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !node.textContent?.trim() || !element.checkVisibility()) continue;
        const style = getComputedStyle(element);
        fonts.add(`${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
      }
      return [...fonts];
    });

  it.each(PAGES)("$path uses the short type scale: at most 9 fonts, weights 400 and 700 only", async ({ path }) => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${siteUrl}${path}`, { waitUntil: "load" });
    const fonts = await fontsInUse(page);
    expect(fonts.length, fonts.join(", ")).toBeLessThanOrEqual(9);
    expect(new Set(fonts.map((font) => font.split(" ")[1]))).toEqual(new Set(["400", "700"]));
    await page.context().close();
  });

  it.each(PAGES)("$path renders once: hydration, and no second render of the whole page right after it", async ({ path }) => {
    // Next's router marks each render of the page: hydration's marks become the
    // "Next.js-hydration" measure and are cleared; a later render leaves "beforeRender". With
    // rewrites in next.config, Next replaced the URL of every static page after hydration, which
    // rendered the whole page a second time on every first load.
    const { page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${siteUrl}${path}`, { waitUntil: "networkidle" });
    await page.getByRole("dialog", { name: "Your privacy" }).waitFor();
    const timings = await page.evaluate(() => performance.getEntries().map((entry) => `${entry.entryType} ${entry.name}`));
    expect(timings).toContain("measure Next.js-hydration");
    expect(timings.filter((timing) => timing.startsWith("mark "))).toEqual([]);
    await page.context().close();
  });

  it.each([
    { path: "/", firstScreen: "h1", regions: [".post-grid > li:last-child .post-card", ".chart-table tbody tr:last-child th"] },
    { path: "/best-at-home-std-tests", firstScreen: ".chart-table tbody tr:first-child th", regions: [".chart-table tbody tr:last-child th", ".faqs details"] },
    { path: "/blog/what-is-prep", firstScreen: "h1", regions: [".rich-text > :last-child > *", ".faqs details"] },
  ])("$path lays out its first screen at once and what is further down as the visitor nears it", async ({ path, firstScreen, regions }) => {
    // content-visibility: auto skips the layout and paint of regions far below the first screen;
    // checkVisibility({ contentVisibilityAuto: true }) is false inside a region it skips.
    const { page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${siteUrl}${path}`, { waitUntil: "load" });
    const rendered = (selector: string) => page.locator(selector).first().evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(firstScreen)).toBe(true);
    for (const region of regions) expect(await rendered(region), `${region} before scrolling`).toBe(false);
    for (const region of regions) {
      await page.locator(region).first().scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(region), { message: `${region} once in view` }).toBe(true);
    }
    await page.context().close();
  });

  it("prefetches no route while the visitor only reads, and the route under the pointer when they hover a link", async () => {
    const { page, requests } = await openPage(browser);
    const routeData = () => requests.filter((request) => request.url().includes("/_next/data/")).map((request) => new URL(request.url()).pathname);
    await page.goto(`${siteUrl}/blog/what-is-prep`, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    expect(routeData()).toEqual([]);
    // The header's home link (the breadcrumbs are static HTML, which the router follows on click only).
    await page.locator("a.site-header__brand").hover();
    // With i18n routing, the default language's home page data is /_next/data/<build>/en.json.
    await expect.poll(routeData).toEqual([expect.stringMatching(/^\/_next\/data\/[^/]+\/en\.json$/)]);
    await page.context().close();
  });
});
