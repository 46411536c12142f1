import type { Browser, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { QUICK_EXIT_URL } from "@/lib/browser/visitor/quick-exit";
import { launchBrowser, openPage } from "./support/browser";

/**
 * A built page paints before any of Next's scripts is fetched or run: its only script before then
 * is the start script (lib/browser/start/site-start.ts), which takes the quick exit's keys at once
 * and fetches and runs Next's scripts — listed as data in their place — once the page has loaded
 * and painted. Measured in Chromium with its own paint and resource timings.
 */
const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CHUNK = /\/_next\/static\/chunks\//;

describe("Next's scripts start after the first paint", () => {
  it.each(["/blog/what-is-prep", "/es/blog/que-es-la-prep", "/best-at-home-std-tests", "/when-to-test"])("%s: its HTML runs only the start script and lists Next's scripts as data", async (path) => {
    const response = await fetch(`${siteUrl}${path}`);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    const withSource = scripts.filter((attributes) => /\bsrc=/.test(attributes) && !/\bnoModule\b/i.test(attributes));
    expect(withSource).toHaveLength(1);
    expect(withSource[0]).toMatch(/src="\/_next\/static\/site-start\/[0-9a-f]{16}\.js"/);
    expect(withSource[0]).toMatch(/\bdefer\b/);
    // Nothing fetches Next's scripts before the start script does.
    expect(html).not.toMatch(/<link\b[^>]*as="script"/);
    const list = JSON.parse(html.match(/<script id="__PAGE_SCRIPTS__" type="application\/json">([^<]*)<\/script>/)?.[1] ?? "[]") as { src: string }[];
    const names = list.map(({ src }) => src.split("/").pop()?.replace(/-[0-9a-f]+\.js$/, ""));
    // Next's order: chunks the server rendered through next/dynamic, then the webpack runtime, React,
    // Next's client, the app, the page, and the manifests.
    const runtime = names.indexOf("webpack");
    expect(names.slice(0, runtime).every((name) => /^\d+\.[0-9a-f]+\.js$/.test(name ?? ""))).toBe(true);
    expect(names.slice(runtime, runtime + 4)).toEqual(["webpack", "framework", "main", "_app"]);
    expect(names.slice(-2)).toEqual(["_buildManifest.js", "_ssgManifest.js"]);

    // The start script is served like Next's chunks: immutable under its content's hash, allowed by the CSP.
    const start = await fetch(`${siteUrl}${withSource[0].match(/src="([^"]+)"/)?.[1]}`);
    expect(start.status).toBe(200);
    expect(start.headers.get("content-type")).toMatch(/javascript/);
    expect(start.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
  });

  it("paints the first content and the largest element before the first of Next's scripts is requested, then hydrates", async () => {
    const { page, consoleErrors } = await openPage(browser, { width: 390, height: 800 });
    await page.addInitScript(() => {
      const largestPaints: number[] = [];
      Object.assign(window, { __largestPaints: largestPaints });
      new PerformanceObserver((list) => largestPaints.push(...list.getEntries().map((entry) => entry.startTime))).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(`${siteUrl}/blog/what-is-prep`, { waitUntil: "load" });
    // Hydration is over once the consent question appears (it mounts when the page is idle).
    await page.getByRole("dialog", { name: "Your privacy" }).waitFor();
    const { firstChunkRequested, largestPaints, firstContentfulPaint, loadStart } = await page.evaluate(() => ({
      largestPaints: (window as unknown as { __largestPaints: number[] }).__largestPaints,
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      firstChunkRequested: Math.min(...performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/_next/static/chunks/")).map((entry) => entry.startTime)),
      loadStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    }));
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(largestPaints.length).toBeGreaterThan(0);
    // Nothing of Next's is fetched (so nothing is run) before the load event and every
    // largest-contentful-paint candidate the page reported.
    expect(firstChunkRequested).toBeGreaterThan(loadStart);
    expect(firstChunkRequested).toBeGreaterThan(firstContentfulPaint);
    expect(firstChunkRequested).toBeGreaterThan(Math.max(...largestPaints));
    expect(consoleErrors).toEqual([]);
  });

  it("takes the quick exit's three presses of Shift when Next's scripts never arrive", async () => {
    const { page } = await openPage(browser, { width: 390, height: 800 });
    await page.route(CHUNK, (route: Route) => route.abort());
    await page.route(`${QUICK_EXIT_URL}**`, (route: Route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Weather</title>" }));
    await page.goto(`${siteUrl}/blog/genital-herpes-facts`, { waitUntil: "load" });
    expect(await page.evaluate(() => "next" in window)).toBe(false);
    await page.keyboard.press("Shift");
    await expect.poll(() => page.locator(".quick-exit__status").textContent()).toBe("Shift, press 2 more times to exit.");
    await page.keyboard.press("Shift");
    await page.keyboard.press("Shift");
    await page.waitForURL(`${QUICK_EXIT_URL}**`);
    expect(await page.title()).toBe("Weather");
  });
});
