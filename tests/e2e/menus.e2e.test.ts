import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONSENT_KEY } from "@/lib/shared/privacy/consent";
import { routes, type SiteLocale } from "@sti-aware/contract/routes";
import { contentQuery, launchBrowser } from "./support/browser";

// The header's menus (issue 56): every link reachable with and without script, in both languages,
// at phone and desktop widths; with script, the same keyboard behaviour (Escape closes and gives
// focus back, one dropdown open at a time, a click outside or a navigation closes).
const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A menu entry as a reader sees it: its dropdown's title (null at the top level) and its own. */
type Entry = { section: string | null; title: string };

/** The header menu as the content service defines it for a language (English where untranslated), the second source of truth. */
async function menuInContent(locale: SiteLocale): Promise<Entry[]> {
  type Item = { __typename: string; title: string; links?: { title: string }[] };
  const { navigationMenu } = await contentQuery<{ navigationMenu: { content: Item[] } }>(
    contentUrl,
    `query ($locales: [Locale!]!) { navigationMenu(where: { name: "header" }, locales: $locales) { content(first: 50) { __typename ... on NavigationLink { title } ... on NavigationDropdown { title links(first: 50) { title } } } } }`,
    { locales: locale === "en" ? ["en"] : [locale, "en"] },
  );
  return navigationMenu.content.flatMap((item): Entry[] => (item.links ? item.links.map((link) => ({ section: item.title, title: link.title })) : [{ section: null, title: item.title }]));
}

async function open(path: string, width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  if (javaScriptEnabled) await page.addInitScript((key) => window.localStorage.setItem(key, "denied"), CONSENT_KEY);
  await page.goto(`${siteUrl}${path}`, { waitUntil: javaScriptEnabled ? "networkidle" : "load" });
  return page;
}

/** Whether a reader could click it now: visible, stable and not covered (Playwright's checks before a click, without clicking). */
const clickable = (page: Page, selector: string, text: string) =>
  page
    .locator(selector, { hasText: text })
    .first()
    .click({ trial: true, timeout: 2_000 })
    .then(() => true)
    .catch(() => false);

/**
 * Opens the menu as a reader does (the Menu button on a phone, then each dropdown in turn) and lists
 * every link that could be clicked along the way, with the address it goes to.
 */
async function reachableLinks(page: Page): Promise<(Entry & { path: string })[]> {
  const nav = page.locator(".site-header nav.nav");
  const menuButton = nav.locator("summary.nav__menu-button");
  if (await menuButton.isVisible()) await menuButton.click();
  const found: (Entry & { path: string })[] = [];
  for (const item of await nav.locator("#main-menu > li").all()) {
    const summary = item.locator("summary");
    const section = (await summary.count()) ? (await summary.innerText()).trim() : null;
    if (section) await summary.click();
    for (const link of await item.locator("a").all()) {
      // A Spanish menu's link to an English-only page says so («(en inglés)», hreflang="en"): the title is the menu's.
      const shown = (await link.innerText()).trim();
      const title = shown.replace(/\s*\(en inglés\)$/, "");
      const path = new URL((await link.getAttribute("href"))!, siteUrl).pathname;
      if (title !== shown) expect(await link.getAttribute("hreflang"), `${title} leads to English`).toBe("en");
      if (await link.click({ trial: true, timeout: 2_000 }).then(() => true, () => false)) found.push({ section, title, path });
    }
  }
  return found;
}

describe("without JavaScript, every menu link is reachable", () => {
  it.each([
    ["en", "/", 320],
    ["en", "/", 1280],
    ["es", "/es", 320],
    ["es", "/es", 1280],
  ] as const)("%s %s at %i px: the Menu button and every dropdown open, every link can be followed, the planner too", async (locale, path, width) => {
    const page = await open(path, width, false);
    // Closed at first: no dropdown's links show before the reader opens it.
    expect(await page.locator(".nav__panel a").evaluateAll((links) => links.filter((link) => link.checkVisibility()).length)).toBe(0);
    const expected = await menuInContent(locale);
    const reachable = await reachableLinks(page);
    expect(reachable.map(({ section, title }) => ({ section, title }))).toEqual(expected);
    expect(expected.filter((entry) => entry.section).length, "dropdown links in the menu").toBeGreaterThan(8);
    // The planner is in a dropdown; follow it.
    const planner = routes.inLocale(locale).path("whenToTest");
    const plannerEntry = reachable.find((entry) => entry.path === planner);
    expect(plannerEntry?.section, "the planner's link is in a dropdown").toBeTruthy();
    await page.locator("summary.nav__toggle", { hasText: plannerEntry!.section! }).click();
    await page.locator(`.nav__panel a[href="${planner}"]`).click();
    await page.waitForURL((url) => url.pathname === planner);
    expect(await page.locator("h1").count()).toBe(1);
    await page.context().close();
  });

  it("the links are in the HTML as served (what crawlers read)", async () => {
    for (const locale of ["en", "es"] as const) {
      const html = await (await fetch(`${siteUrl}${routes.inLocale(locale).path("home")}`)).text();
      const nav = /<nav[^>]*class="nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      expect(nav, locale).toContain(`href="${routes.inLocale(locale).path("whenToTest")}"`);
      expect(nav.match(/<a /g)?.length, locale).toBe((await menuInContent(locale)).length);
    }
  });

  it("by keyboard alone: Enter opens the Menu button and a dropdown, Tab reaches the dropdown's first link", async () => {
    const page = await open("/", 320, false);
    await page.locator("summary.nav__menu-button").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("STI Testing");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("All STI Testing");
    expect(await clickable(page, ".nav__panel a", "All STI Testing")).toBe(true);
    await page.context().close();
  });
});

describe("with JavaScript, the same keyboard behaviour", () => {
  const isOpen = (page: Page, selector: string) => page.locator(selector).first().evaluate((details: HTMLDetailsElement) => details.open);
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

  it("a dropdown: Enter opens it, Tab reaches its links, Escape closes it with focus back on its button; one open at a time; a click outside closes", async () => {
    const page = await open("/", 1280, true);
    const first = page.locator("summary.nav__toggle", { hasText: "STI Testing" });
    await first.focus();
    await page.keyboard.press("Enter");
    expect(await isOpen(page, ".nav__dropdown")).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("All STI Testing");
    await page.keyboard.press("Escape");
    expect(await isOpen(page, ".nav__dropdown")).toBe(false);
    expect(await focusedText(page)).toBe("STI Testing");
    // Opening another closes the first.
    await first.click();
    await page.locator("summary.nav__toggle", { hasText: "Prevention" }).click();
    expect(await page.locator(".nav__dropdown[open]").count()).toBe(1);
    expect(await clickable(page, ".nav__panel a", "Safer Sex")).toBe(true);
    await page.mouse.click(640, 600);
    expect(await page.locator(".nav__dropdown[open]").count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ["/", 320, "Close"],
    ["/es", 320, "Cerrar"],
    ["/", 390, "Close"],
  ])("the phone menu on %s at %i px: says %s while open, moving nothing, its panel on screen; closes on Escape (focus back on its button), on a tap outside and on a route change", async (path, width, close) => {
    const page = await open(path, width, true);
    const button = page.locator("summary.nav__menu-button");
    const header = (await page.locator(".site-header").boundingBox())!;
    await button.click();
    expect(await isOpen(page, ".nav__menu")).toBe(true);
    expect(await button.innerText()).toBe(close);
    expect((await page.locator(".site-header").boundingBox())!.height, "the header keeps its height").toBe(header.height);
    const panel = (await page.locator("#main-menu").boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(width);
    // Escape inside an open dropdown closes only the dropdown; the next closes the menu.
    await page.locator("summary.nav__toggle").first().click();
    await page.keyboard.press("Escape");
    expect(await isOpen(page, ".nav__dropdown")).toBe(false);
    expect(await isOpen(page, ".nav__menu")).toBe(true);
    await page.keyboard.press("Escape");
    expect(await isOpen(page, ".nav__menu")).toBe(false);
    expect(await button.innerText()).not.toBe(close);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("nav__menu-button"))).toBe(true);

    await button.click();
    // A tap beside the open panel (it covers the right of the screen).
    await page.mouse.click(10, 600);
    expect(await isOpen(page, ".nav__menu")).toBe(false);

    await button.click();
    await page.locator("#main-menu > li > a").first().click();
    await page.waitForURL((url) => url.pathname !== path);
    await expect.poll(() => isOpen(page, ".nav__menu")).toBe(false);
    await page.context().close();
  });
});
