/** @vitest-environment jsdom */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { textsOf, parseXml } from "../support/xml";
import { IN_ENGLISH, linksOf, spanishLinkProblems, type ShownLink } from "../support/spanish-links";

/**
 * Every Spanish page of the built site, in Chromium, as a reader meets its links: the sitemap names
 * the Spanish pages, each page's own alternates name its English version, and no Spanish page links
 * an English page that has a Spanish version; every link to English content says «(en inglés)» with
 * hreflang="en"; English source titles are lang="en". Screenshots of an article's read-more link and
 * sources at 390 and 1280 px go to SCREENSHOT_DIR (default /tmp).
 */
const siteUrl = inject("siteUrl");
const URGENT_CARE = "/es/blog/cuando-buscar-atencion-urgente-de-salud-sexual";

async function sitemapPaths(): Promise<string[]> {
  const get = async (path: string) => parseXml(await (await fetch(`${siteUrl}${path}`)).text());
  const children = textsOf(await get("/sitemap.xml"), "loc").map((loc) => new URL(loc).pathname);
  const lists = await Promise.all(children.map(async (child) => textsOf(await get(child), "loc").map((loc) => new URL(loc).pathname)));
  return lists.flat();
}

/** The page's links as Chromium shows them (its live DOM, serialised), in the shape the shared rules read. */
const shownLinks = async (page: Page): Promise<ShownLink[]> => linksOf(new DOMParser().parseFromString(await page.content(), "text/html"));

describe("links on the Spanish site, in Chromium", () => {
  it("never lead a Spanish reader to an English page that has a Spanish version, and say «(en inglés)» wherever they lead to English", async () => {
    const spanish = [...new Set((await sitemapPaths()).filter((path) => path === "/es" || path.startsWith("/es/")))];
    expect(spanish.length).toBeGreaterThan(30);
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser);
      const englishWithSpanish = new Set<string>(["/", "/blog", "/medical-team", "/when-to-test", "/search"]);
      const links = new Map<string, ShownLink[]>();
      for (const path of [...spanish, "/es/when-to-test", "/es/search?q=clamidia"]) {
        const response = await page.goto(`${siteUrl}${path}`);
        expect(response?.status(), path).toBe(200);
        const english = await page.getAttribute('link[rel="alternate"][hreflang="en"]', "href").catch(() => null);
        if (english) englishWithSpanish.add(new URL(english).pathname);
        links.set(path, await shownLinks(page));
      }
      const problems = Object.fromEntries([...links].map(([path, shown]) => [path, spanishLinkProblems(shown, (english) => englishWithSpanish.has(english))]));
      expect(problems).toEqual(Object.fromEntries([...links.keys()].map((path) => [path, []])));
    } finally {
      await browser.close();
    }
  }, 240_000);

  it("shows the read-more link to the Spanish PEP article and the English sources marked, at 390 and 1280 px", async () => {
    const browser = await launchBrowser();
    try {
      for (const width of [390, 1280]) {
        const { page } = await openPage(browser, { width, height: 900 });
        await page.goto(`${siteUrl}${URGENT_CARE}`, { waitUntil: "networkidle" });
        // The full stylesheet arrives once the page is idle: screenshots after it, as a reader sees the page.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))));
        // Blocks below the fold are laid out when first seen (content-visibility: auto): pass over the
        // page once, so each keeps its real height and a screenshot frames what it was asked for.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise(requestAnimationFrame);
          }
        });
        const pep = page.locator("article a", { hasText: "la PEP después de una posible exposición" }).first();
        expect(await pep.getAttribute("href")).toBe("/es/blog/pep-despues-de-una-exposicion-al-vih");
        expect(await pep.getAttribute("hreflang")).toBeNull();
        await pep.locator("xpath=ancestor::p[1]").screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/spanish-links-body-${width}.png` });
        const sources = page.locator(".article__sources");
        const english = sources.locator('a[hreflang="en"]', { hasText: "Preventing HIV with PEP" });
        expect((await english.textContent())?.trim()).toBe(`Preventing HIV with PEP ${IN_ENGLISH}`);
        expect(await english.locator('[lang="en"]').textContent()).toBe("Preventing HIV with PEP");
        // The label is seen, not only read out.
        expect(await english.locator(".link-language").isVisible()).toBe(true);
        // «(en inglés)» wraps with the title: nothing overflows a phone's width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await sources.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/spanish-links-sources-${width}.png` });
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});
