import { createHash } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONSENT_KEY } from "@/lib/shared/privacy/consent";
import budgets from "../../bench/budgets.json";
import { launchBrowser, openPage } from "./support/browser";
import { axeViolations } from "./support/axe";

// WCAG 2.2 AA as a visitor, an auditor and a crawler meet it (issue 45): every route type walked by
// keyboard with the focused element never hidden by the sticky exit bar or the consent question,
// axe as the page loads and again once it has been scrolled through, in both consent states.
const siteUrl = inject("siteUrl");

/** One page of every route type (the mpox article has a wide table; the PEP article shows urgent help and never asks for consent). */
const ROUTE_TYPES = {
  home: "/",
  blog: "/blog",
  article: "/blog/mpox-what-to-know",
  "article with urgent help": "/blog/pep-after-hiv-exposure",
  listing: "/infections/page/1",
  "sub-category listing": "/sti-testing/home-testing/page/1",
  author: "/medical-team/amara-okafor",
  team: "/medical-team",
  comparison: "/best-at-home-std-tests",
  "content page": "/how-we-rank",
  search: "/search?q=hiv",
  planner: "/when-to-test",
  "not found": "/no-such-page",
} as const;
const ROUTES = Object.entries(ROUTE_TYPES);
/** Walked at 390 px too (issue 56): one page of each of the six route types a reader most often tabs through. */
const WALKED_AT_EVERY_WIDTH = new Set<string>(["home", "article", "listing", "comparison", "planner", "author"]);
const WALK_WIDTHS = [320, 390, 1280];
const CONSENT_STATES = ["answered", "unanswered"] as const;
type ConsentState = (typeof CONSENT_STATES)[number];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page as loaded (scripts run, idle work done: the consent question is up when it will be). */
async function visit(path: string, width: number, consent: ConsentState): Promise<Page> {
  const { page } = await openPage(browser, { width, height: 800 });
  if (consent === "answered") await page.addInitScript((key) => window.localStorage.setItem(key, "denied"), CONSENT_KEY);
  await page.goto(`${siteUrl}${path}`, { waitUntil: "networkidle" });
  // Consent is asked at the first idle moment, except beside urgent help.
  const asks = consent === "unanswered" && !(await page.locator(".urgent-help").count());
  if (asks) await page.locator(".consent").waitFor();
  return page;
}

/** Scrolls to the end a viewport at a time, as a reader would, letting skipped regions render. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
}

/**
 * One Tab (or Shift+Tab) step's verdict, in one round trip: whether focus is back where the walk
 * started, and where the focused element is hidden — wholly outside the viewport, or under a fixed or
 * sticky layer it is not part of. The layers are the elements whose computed position is fixed or
 * sticky (found again only when the document's element count changes); a sample of points over the
 * element's box inside the viewport is compared with every layer's box, and where they overlap, the
 * browser's own hit test says which is on top. An element that fits in half the viewport must be
 * clear of every layer wherever it is in view (more than 2.4.11 asks, as 2.4.12 does); a taller one,
 * such as a table's scroll region, in part. (How far the browser scrolls a focused element into view
 * is its own: an element it leaves cut by the viewport's edge is not covered by the page.)
 */
function focusStep(page: Page, step: number) {
  return page.evaluate(async (step) => {
    // As the visitor sees it once the move has settled: two frames, in which regions skipped by
    // content-visibility that came into view are rendered.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return { backAtStart: false, problem: null };
    if (step === 0) active.dataset.walkStart = "";
    if (step > 0 && "walkStart" in active.dataset) return { backAtStart: true, problem: null };
    const describe = () => `${active.tagName.toLowerCase()}${active.className ? `.${String(active.className).split(" ")[0]}` : ""} "${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 40)}"`;
    const found = (problem: string) => ({ backAtStart: false, problem: `${describe()} ${problem}` });
    const box = active.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return found("has no box");
    const cache = window as unknown as { walkLayers?: { count: number; elements: HTMLElement[] } };
    const all = document.querySelectorAll<HTMLElement>("body *");
    if (cache.walkLayers?.count !== all.length) cache.walkLayers = { count: all.length, elements: [...all].filter((element) => ["fixed", "sticky"].includes(getComputedStyle(element).position)) };
    const layers = cache.walkLayers.elements
      .filter((element) => !element.contains(active) && ["fixed", "sticky"].includes(getComputedStyle(element).position))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box: layer }) => layer.width > 0 && layer.height > 0);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    if (bottom <= top || right <= left) return found(`is outside the viewport (${Math.round(box.top)}–${Math.round(box.bottom)} px)`);
    const samples = 5;
    let clear = 0;
    const covering = new Set<string>();
    for (let row = 0; row < samples; row++) {
      for (let column = 0; column < samples; column++) {
        const x = left + ((right - left) * (column + 0.5)) / samples;
        const y = top + ((bottom - top) * (row + 0.5)) / samples;
        const under = layers.find(({ element, box: layer }) => x >= layer.left && x <= layer.right && y >= layer.top && y <= layer.bottom && element.contains(document.elementFromPoint(x, y)));
        if (under) covering.add(under.element.className || under.element.tagName);
        else clear++;
      }
    }
    const mustBeWhole = box.height <= window.innerHeight / 2;
    const visibleEnough = mustBeWhole ? clear === samples * samples : clear > 0;
    return visibleEnough ? { backAtStart: false, problem: null } : found(`is ${clear === 0 ? "wholly" : "partly"} hidden by ${[...covering].join(", ")}`);
  }, step);
}

// The walks and the axe runs are independent pages: they run a few at a time (each has its own
// browser context); with one round trip per Tab, the file took 392 s in CI on two cores, 507 s before.
describe.concurrent("focus is never hidden by the exit bar or the consent question", () => {
  for (const width of WALK_WIDTHS) {
    for (const consent of CONSENT_STATES) {
      const routes = width === 390 ? ROUTES.filter(([type]) => WALKED_AT_EVERY_WIDTH.has(type)) : ROUTES;
      it.each(routes)(`%s, ${width} px, consent ${consent}: every focused element is in view and uncovered`, async (_type, path) => {
        const page = await visit(path, width, consent);
        // Tab through the whole page and round again to the element the walk started on (focus leaves
        // the document after the last control and comes back at the top; the consent question, when
        // it is asked, holds focus first and is last in the page's order; a date field takes several
        // Tabs, one per part).
        const problems: string[] = [];
        let steps = 0;
        for (; steps < 400; steps++) {
          await page.keyboard.press("Tab");
          const { backAtStart, problem } = await focusStep(page, steps);
          if (backAtStart) break;
          if (problem) problems.push(problem);
        }
        expect(steps, "the walk came round to where it started").toBeLessThan(400);
        expect(steps, "the walk met focusable elements").toBeGreaterThan(5);
        expect(problems).toEqual([]);
        // Back up through the page: focus moving upwards stops clear of the sticky bar.
        for (let back = 0; back < Math.min(steps, 40); back++) {
          await page.keyboard.press("Shift+Tab");
          const { problem } = await focusStep(page, steps + 1 + back);
          if (problem) problems.push(`(backwards) ${problem}`);
        }
        expect(problems).toEqual([]);
        await page.context().close();
      }, 300_000);
    }
  }
});

describe.concurrent("axe finds nothing as the page loads and after it has been scrolled through", () => {
  for (const consent of CONSENT_STATES) {
    it.each(ROUTES)(`%s, consent ${consent}, at 320, 390 and 1280 px`, async (_type, path) => {
      for (const width of [320, 390, 1280]) {
        const page = await visit(path, width, consent);
        expect(await axeViolations(page), `${path} at ${width} px as loaded`).toEqual([]);
        await scrollThrough(page);
        expect(await axeViolations(page), `${path} at ${width} px after scrolling`).toEqual([]);
        await page.context().close();
      }
    }, 360_000);
  }
});

describe("the page as loaded is laid out as the reader will see it", () => {
  it("no region skipped by content-visibility spills onto another background: related reading stays above the footer", async () => {
    for (const width of [320, 390]) {
      const page = await visit(ROUTE_TYPES.article, width, "answered");
      const related = await page.locator(".related-reading").boundingBox();
      const footer = await page.locator(".site-footer").boundingBox();
      const lastLink = await page.locator(".related-reading__link").last().boundingBox();
      expect(related!.y + related!.height, `${width} px`).toBeLessThanOrEqual(footer!.y);
      expect(lastLink!.y + lastLink!.height, `${width} px`).toBeLessThanOrEqual(footer!.y);
      await page.context().close();
    }
  });

  it("a rich-text table's scroll box is a named region in the tab order, reached by Tab from the link before it", async () => {
    const page = await visit(ROUTE_TYPES.article, 320, "answered");
    const region = page.locator(".rich-text__table");
    expect(await region.getAttribute("role")).toBe("region");
    expect(await region.getAttribute("aria-label")).toMatch(/^Table: \S/);
    // Focus the last focusable element before the table, then Tab once.
    await region.evaluate((element) => {
      const before = [...document.querySelectorAll<HTMLElement>("a[href], button, [tabindex='0']")].filter((candidate) => candidate.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      before.at(-1)?.focus();
    });
    await page.keyboard.press("Tab");
    expect(await region.evaluate((element) => document.activeElement === element)).toBe(true);
    await page.context().close();
  });
});

describe("help is in the same place on every page", () => {
  it("the exit bar comes first and the footer offers the same help links in the same order on every route type", async () => {
    const seen = new Map<string, string[]>();
    for (const [type, path] of ROUTES) {
      const page = await visit(path, 1280, "answered");
      expect(await page.evaluate(() => document.querySelector(".quick-exit__button") === document.querySelectorAll("a[href], button")[1]), `${type}: the exit link follows only the skip link`).toBe(true);
      seen.set(
        type,
        await page.locator(".site-footer a, .site-footer button").evaluateAll((controls) => controls.map((control) => control.textContent?.trim() ?? "")),
      );
      await page.context().close();
    }
    const [first, ...rest] = [...seen.values()];
    expect(first).toEqual(expect.arrayContaining(["Contact and corrections", "Privacy choices"]));
    for (const [type, controls] of seen) expect(controls, type).toEqual(first);
    expect(rest.length).toBe(ROUTES.length - 1);
  });
});

describe("each page pays only for its own styles", () => {
  /** The inline stylesheets of a page as served: the sheets it names and their bytes. */
  async function inlineStyles(path: string) {
    const response = await fetch(`${siteUrl}${path}`);
    const html = await response.text();
    const sheets = [...html.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)].map(([, attributes, css]) => ({ name: /data-sheet="([^"]+)"/.exec(attributes)?.[1], css, bytes: Buffer.byteLength(css) }));
    return { html, sheets, bytes: sheets.reduce((sum, sheet) => sum + sheet.bytes, 0), policy: response.headers.get("content-security-policy") ?? "" };
  }

  it("every route type inlines the shell and its own feature sheets, within its byte budget, each allowed by its hash", async () => {
    const allowances = budgets.inlineStylesheetBytes as Record<string, number>;
    const measured: Record<string, number> = {};
    for (const [type, path] of ROUTES) {
      const { html, sheets, bytes, policy } = await inlineStyles(path);
      measured[type] = bytes;
      expect(sheets[0]?.name, type).toBe("base");
      // Nothing else inline: every <style> in the document is one of the sheets.
      expect(html.match(/<style[\s>]/g)?.length, type).toBe(sheets.length);
      expect(sheets.every((sheet) => sheet.name), `${type}: every <style> is a named sheet`).toBe(true);
      for (const sheet of sheets) expect(policy, `${type}: ${sheet.name}'s hash in style-src`).toContain(`'sha256-${createHash("sha256").update(sheet.css, "utf8").digest("base64")}'`);
      expect(bytes, `${type}: ${bytes} bytes inline`).toBeLessThanOrEqual(allowances[type] ?? allowances.default);
    }
    // Pages differ: a listing does not carry the comparison's rules, nor the comparison the planner's.
    const names = async (path: string) => (await inlineStyles(path)).sheets.map((sheet) => sheet.name);
    expect(await names(ROUTE_TYPES.listing)).not.toContain("comparison");
    expect(await names(ROUTE_TYPES.comparison)).toContain("comparison");
    expect(await names(ROUTE_TYPES.comparison)).not.toContain("planner");
    expect(await names(ROUTE_TYPES.planner)).toContain("planner");
    console.log(`inline stylesheet bytes per route type: ${JSON.stringify(measured)}`);
  });

  it("the whole stylesheet follows without blocking and is not applied on the first load (no second style and layout pass); a client-side navigation applies it and finds its rules", async () => {
    const { page } = await openPage(browser, { width: 1280, height: 800 });
    await page.addInitScript((key) => window.localStorage.setItem(key, "denied"), CONSENT_KEY);
    await page.goto(`${siteUrl}${ROUTE_TYPES.planner}`, { waitUntil: "networkidle" });
    const link = page.locator("link[data-full-stylesheet]");
    expect(await link.count()).toBe(1);
    // Fetched all the same (for print), so a navigation does not wait for it.
    expect(await link.evaluate((element: HTMLLinkElement) => element.sheet !== null)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
    expect(await link.evaluate((element: HTMLLinkElement) => element.media)).toBe("print");
    // To the comparison without a page load (the planner inlines no comparison rules): its table is styled.
    await page.evaluate((path) => (window as unknown as { next: { router: { push: (path: string) => Promise<boolean> } } }).next.router.push(path), ROUTE_TYPES.comparison);
    expect(await link.evaluate((element: HTMLLinkElement) => element.media)).toBe("all");
    const rank = page.locator(".chart-table__rank").first();
    await rank.waitFor();
    expect(await rank.evaluate((element) => getComputedStyle(element).fontWeight)).toBe("700");
    await page.context().close();
  });
});
