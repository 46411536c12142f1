import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SESSION_KEY } from "@/lib/session-cookie";
import { isLocal, launchBrowser, openPage } from "./support/browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Third-party hosts cannot be reached from here: in these tests only, their scripts are
 * answered by small local stand-ins that record what they were asked for.
 */
async function standInThirdParties(page: Page, loaded: string[]) {
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route: Route) => {
    loaded.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__standIn = (window.__standIn || 0) + 1;" });
  });
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((entry) => typeof entry.event === "string"));

describe("privacy before consent", () => {
  it("makes no request to any non-local host and sets no analytics cookie until the visitor accepts", async () => {
    const { page, requests } = await openPage(browser);
    await page.goto(`${siteUrl}/best-at-home-std-tests`, { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(1000);
    expect(await page.getByRole("dialog", { name: "Your privacy" }).isVisible()).toBe(true);
    expect(requests.map((request) => request.url()).filter((url) => !isLocal(url))).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual([SESSION_KEY]);
    expect(await dataLayerEvents(page)).toEqual([]);
  });

  it("treats Global Privacy Control as a refusal: no banner, no third-party request", async () => {
    const { page, requests } = await openPage(browser);
    await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
    await page.goto(`${siteUrl}/`, { waitUntil: "networkidle" });
    expect(await page.locator(".consent").count()).toBe(0);
    expect(requests.map((request) => request.url()).filter((url) => !isLocal(url))).toEqual([]);
  });
});

describe("after consent", () => {
  it("loads the tags, sends page views on navigation, and tracks promotion views and clicks", async () => {
    const { page, consoleErrors } = await openPage(browser);
    const loaded: string[] = [];
    await standInThirdParties(page, loaded);
    await page.goto(`${siteUrl}/?utm_source=newsletter`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => loaded.length).toBe(2);
    expect(loaded.some((url) => url.includes("gtag/js?id=G-"))).toBe(true);
    // The speed-measurement script comes from this site (web-vitals, bundled), not a public CDN.
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { webVitals?: { onLCP?: unknown } }).webVitals?.onLCP)).toBe("function");
    expect(loaded.some((url) => url.includes("gtm.js?id=GTM-"))).toBe(true);

    await page.getByRole("link", { name: "Compare at-home tests" }).click();
    await page.waitForURL("**/best-at-home-std-tests");
    await expect.poll(async () => (await dataLayerEvents(page)).filter((event) => event.event === "page_view").map((event) => event.page_path)).toEqual([
      "/",
      "/best-at-home-std-tests",
    ]);

    await page.locator(".chart .promotion").first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await dataLayerEvents(page)).some((event) => event.event === "view_promotion")).toBe(true);

    const popup = page.context().waitForEvent("page");
    await page.locator(".chart a.button--cta").first().click();
    await (await popup).close().catch(() => undefined);
    const events = await dataLayerEvents(page);
    const clickout = events.find((event) => event.event === "clickout-unique");
    expect(clickout).toMatchObject({ PagePath: "/best-at-home-std-tests", Element: expect.stringContaining("chart-") });
    expect(typeof clickout?.Advertiser).toBe("string");
    const select = events.find((event) => event.event === "select_promotion") as { ecommerce: { creative_name: string; creative_slot: string; items: unknown[] } } | undefined;
    expect(select?.ecommerce.creative_slot).toMatch(/^chart-chart-best-std-tests-1$/);
    expect(select?.ecommerce.items).toHaveLength(1);
    // No article text or foreign query strings in any payload.
    expect(JSON.stringify(events)).not.toMatch(/utm_source=newsletter&|Chlamydia is a common/);
    expect(consoleErrors.filter((error) => !error.includes("ERR_"))).toEqual([]);
  });
});

describe("visitor session", () => {
  it("stores utm and gclid values in localStorage and the session cookie", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl}/blog?utm_source=partner&gclid=abc123`, { waitUntil: "networkidle" });
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? "{}");
    expect(stored).toMatchObject({ utm_source: "partner", gclid: "abc123", referrer: `${siteUrl}/blog` });
    expect(stored.userId).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_KEY);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? "{}")).userId).toBe(stored.userId);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 86400);
  });

  it("replaces a malformed session cookie with a fresh session", async () => {
    const { page, consoleErrors } = await openPage(browser);
    await page.context().addCookies([{ name: SESSION_KEY, value: "%7Bbroken", url: siteUrl }]);
    await page.goto(`${siteUrl}/`, { waitUntil: "networkidle" });
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_KEY);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? "{}")).userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(consoleErrors).toEqual([]);
  });

  it("passes the session's tracking parameters on through /go/ click-outs", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl}/?gclid=click-42`, { waitUntil: "networkidle" });
    const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    const response = await fetch(`${siteUrl}/go/testwise`, { redirect: "manual", headers: { cookie: cookies } });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("gclid")).toBe("click-42");
  });
});
