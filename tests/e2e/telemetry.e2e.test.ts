import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONSENT_KEY } from "@/lib/shared/privacy/consent";
import { SESSION_KEY } from "@/lib/shared/privacy/session-cookie";
import { isLocal, launchBrowser, openPage } from "./support/browser";
import { e2eContentSettings, startContentProcess, stopContentProcess } from "./support/content-process";
import type { EnvelopeItem } from "./support/sentry-envelopes";

const siteUrl = inject("siteUrl");
const sentryUrl = inject("sentryUrl");
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

/** gtag commands on dataLayer (arguments objects, the only entries gtag.js reads), as arrays. */
const gtagCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
      .map((entry) => JSON.parse(JSON.stringify([...(entry as IArguments)])) as unknown[]),
  );

/** A visitor who accepted analytics on an earlier visit. */
const withConsent = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, "granted"), CONSENT_KEY);

describe("privacy before consent", () => {
  it("makes no request to any non-local host and sets no analytics cookie until the visitor accepts", async () => {
    const { page, requests } = await openPage(browser);
    await page.goto(`${siteUrl}/best-at-home-std-tests`, { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(1000);
    expect(await page.getByRole("dialog", { name: "Your privacy" }).isVisible()).toBe(true);
    expect(requests.map((request) => request.url()).filter((url) => !isLocal(url))).toEqual([]);
    // The visitor session is not strictly necessary: it waits for consent like the rest.
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
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
    // Page views reach gtag.js as `gtag("event", "page_view", …)` commands, one per page.
    const pageViews = async () => (await gtagCommands(page)).filter(([command, name]) => command === "event" && name === "page_view").map(([, , parameters]) => parameters);
    await expect.poll(async () => (await pageViews()).map((parameters) => (parameters as { page_path: string }).page_path)).toEqual(["/", "/best-at-home-std-tests"]);
    expect((await pageViews())[0]).toMatchObject({ page_location: `${siteUrl}/?utm_source=newsletter` });
    expect((await dataLayerEvents(page)).filter((event) => event.event === "page_view")).toEqual([]);

    // At 1280 px the chart is a table: its rows carry the impressions and the calls to action.
    await page.locator(".chart tbody tr").first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await dataLayerEvents(page)).some((event) => event.event === "view_promotion")).toBe(true);

    const popup = page.context().waitForEvent("page");
    await page.locator(".chart tbody a.button--cta").first().click();
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

  it("pushes the Consent Mode defaults once per page load, not again after each navigation", async () => {
    const { page } = await openPage(browser);
    await standInThirdParties(page, []);
    await withConsent(page);
    await page.goto(`${siteUrl}/`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Compare at-home tests" }).click();
    await page.waitForURL("**/best-at-home-std-tests");
    await page.getByRole("link", { name: "Blog", exact: true }).first().click();
    await page.waitForURL("**/blog");
    await expect.poll(async () => (await gtagCommands(page)).filter(([command, name]) => command === "event" && name === "page_view").length).toBe(3);
    const consent = (await gtagCommands(page)).filter(([command]) => command === "consent").map(([, kind]) => kind);
    expect(consent).toEqual(["default", "update"]);
  });

  it("names the brand and the visible text on every click-out, and sends generic events for FAQs, menus and outbound links", async () => {
    const { page } = await openPage(browser);
    await standInThirdParties(page, []);
    await page.route(/^https:\/\/www\.cdc\.gov\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>CDC stand-in</title>" }));
    await withConsent(page);
    await page.goto(`${siteUrl}/blog/what-is-prep`, { waitUntil: "networkidle" });
    // Keep the visitor on the page for every click (new tabs are closed as they open).
    page.context().on("page", (popup) => void popup.close());
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest("a[target=_blank]")) event.preventDefault();
      }),
    );

    await page.locator(".rich-text p a[href='/go/carelink']").first().click();
    const card = page.locator(".promotion a.button--cta").first();
    await card.click();
    await page.locator("summary.faq__question").first().click();
    await page.locator(".rich-text a[href^='https://www.cdc.gov/']").first().click();

    // Generic events load the analytics module on first use: wait for the last one.
    await expect.poll(async () => (await dataLayerEvents(page)).some((event) => event.event === "outbound_click")).toBe(true);
    const events = await dataLayerEvents(page);
    const clickouts = events.filter((event) => event.event === "clickout-unique");
    expect(clickouts[0]).toMatchObject({ Advertiser: "CareLink Telehealth", Element: "inline-link", PagePath: "/blog/what-is-prep" });
    // The content's own words: the link text and the promotion's call to action, nothing screen-reader-only.
    expect(clickouts[0].Text).toBe("CareLink Telehealth");
    expect(clickouts[1]).toMatchObject({ Advertiser: "CareLink Telehealth", Text: "Start a PrEP consult" });
    const question = (await page.locator("summary.faq__question").first().innerText()).trim();
    expect(events.find((event) => event.event === "faq_open")).toMatchObject({ Component: "FaqList", Value: 0, text: question, href: `${siteUrl}/blog/what-is-prep` });
    expect(events.find((event) => event.event === "outbound_click")).toMatchObject({
      Component: "RichText",
      Section: "post",
      href: "https://www.cdc.gov/hiv/prevention/prep.html",
      text: "CDC's PrEP information",
      Value: 0,
    });
    await page.locator("summary.nav__toggle", { hasText: "STI Testing" }).click();
    await page.getByRole("link", { name: "All STI Testing" }).click();
    await expect.poll(async () => (await dataLayerEvents(page)).find((event) => event.event === "menu_click")).toMatchObject({
      Component: "MainNavigation",
      Section: "STI Testing",
      href: `${siteUrl}/sti-testing/page/1`,
      text: "All STI Testing",
    });
  });
});

describe("visitor session", () => {
  it("after consent, stores utm and gclid values in localStorage and the session cookie, and no other parameter", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl}/blog?utm_source=partner&email=me@mail.example&gclid=abc123`, { waitUntil: "networkidle" });
    expect(await page.context().cookies()).toEqual([]);
    await page.getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).toContain(SESSION_KEY);
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? "{}");
    expect(stored).toMatchObject({ utm_source: "partner", gclid: "abc123", referrer: siteUrl });
    expect(stored.userId).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_KEY);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? "{}")).userId).toBe(stored.userId);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 86400);
    expect(stored.href).toBe(`${siteUrl}/blog?utm_source=partner&gclid=abc123`);
    expect(`${JSON.stringify(stored)} ${cookie?.value}`).not.toMatch(/mail\.example|email/);

    await page.getByRole("button", { name: "Privacy choices" }).click();
    await page.getByRole("button", { name: "Reject" }).click();
    expect((await page.context().cookies()).map((candidate) => candidate.name)).not.toContain(SESSION_KEY);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  it("replaces a malformed session cookie with a fresh session", async () => {
    const { page, consoleErrors } = await openPage(browser);
    await standInThirdParties(page, []);
    await withConsent(page);
    await page.context().addCookies([{ name: SESSION_KEY, value: "%7Bbroken", url: siteUrl }]);
    await page.goto(`${siteUrl}/`, { waitUntil: "networkidle" });
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_KEY);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? "{}")).userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(consoleErrors).toEqual([]);
  });

  it("passes the session's tracking parameters on through /go/ click-outs", async () => {
    const { page } = await openPage(browser);
    await withConsent(page);
    await page.goto(`${siteUrl}/?gclid=click-42`, { waitUntil: "networkidle" });
    const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    const response = await fetch(`${siteUrl}/go/testwise`, { redirect: "manual", headers: { cookie: cookies } });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("gclid")).toBe("click-42");
  });
});

describe("error reporting (a local endpoint speaking Sentry's envelope protocol)", () => {
  const received = async () => (await (await fetch(`${sentryUrl}/received`)).json()) as EnvelopeItem[];
  type SentryEvent = { platform?: string; exception?: { values?: { value?: string }[] }; request?: { url?: string } };
  const eventFor = async (message: string) =>
    (await received()).find((item) => item.type === "event" && (item.payload as SentryEvent).exception?.values?.some((value) => value.value?.includes(message)));
  const PERSONAL = /me@mail\.example|email=|sti_aware_session/i;

  it("receives a thrown browser error without personal data, and loads the SDK only then", async () => {
    const { page, requests } = await openPage(browser);
    await standInThirdParties(page, []);
    await withConsent(page);
    await page.goto(`${siteUrl}/blog/what-is-prep?email=me@mail.example&utm_source=mail`, { waitUntil: "networkidle" });
    const userId = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? "{}").userId as string;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests.filter((request) => request.url().startsWith(sentryUrl))).toEqual([]);

    await page.evaluate(() => setTimeout(() => {
      throw new Error("e2e browser failure");
    }));
    await expect.poll(() => eventFor("e2e browser failure"), { timeout: 15_000 }).toBeTruthy();
    const item = (await eventFor("e2e browser failure")) as EnvelopeItem;
    // Named by its route template: the article read is never in the report.
    expect((item.payload as SentryEvent).request?.url).toBe(`${siteUrl}/blog/[slug]`);
    expect(item.raw).not.toContain("what-is-prep");
    expect(item.raw).not.toMatch(PERSONAL);
    expect(item.raw).not.toContain(userId);
  });

  it("names the route an error happened on after a client-side navigation, not the first page's", async () => {
    const { page } = await openPage(browser);
    await standInThirdParties(page, []);
    await withConsent(page);
    await page.goto(`${siteUrl}/`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Compare at-home tests" }).click();
    await page.waitForURL("**/best-at-home-std-tests");
    await page.evaluate(() => setTimeout(() => {
      throw new Error("e2e failure after navigating");
    }));
    await expect.poll(() => eventFor("e2e failure after navigating"), { timeout: 15_000 }).toBeTruthy();
    const item = (await eventFor("e2e failure after navigating")) as EnvelopeItem;
    expect((item.payload as SentryEvent).request?.url).toBe(`${siteUrl}/[slug]`);
    expect(item.raw).not.toContain("best-at-home-std-tests");
  });

  it("receives a browser error thrown before telemetry starts (it waits for the page to be idle)", async () => {
    const { page } = await openPage(browser);
    await standInThirdParties(page, []);
    // Thrown once the start script has run (it keeps errors), before Next's scripts, hydration and the idle moment that starts telemetry.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        throw new Error("e2e early browser failure");
      }),
    );
    await page.goto(`${siteUrl}/blog/what-is-prep`, { waitUntil: "load" });
    await expect.poll(() => eventFor("e2e early browser failure"), { timeout: 15_000 }).toBeTruthy();
  });

  it("receives an error thrown in getStaticProps on the server (content service down), without personal data", async () => {
    const contentPort = inject("contentPort");
    const contentDir = inject("contentDir");
    await stopContentProcess(contentDir, contentPort);
    try {
      const response = await fetch(`${siteUrl}/blog/never-built-before?email=me@mail.example`, {
        headers: { cookie: `${SESSION_KEY}=${encodeURIComponent(JSON.stringify({ userId: "0b6b3c4e-3f1a-4d5e-9a8b-1c2d3e4f5a6b" }))}`, "user-agent": "e2e-agent/1.0" },
      });
      // A never-built page during an outage: 503 with Retry-After (pages/_error), and the error is still reported.
      expect(response.status).toBe(503);
    } finally {
      await startContentProcess(e2eContentSettings(siteUrl, contentPort, contentDir));
    }
    const serverEvent = async () =>
      (await received()).find((item) => item.type === "event" && (item.payload as SentryEvent).platform === "node" && item.raw.includes("/blog/[slug]"));
    await expect.poll(serverEvent, { timeout: 15_000 }).toBeTruthy();
    const item = (await serverEvent()) as EnvelopeItem;
    expect(item.raw).toContain("/blog/[slug]");
    for (const sent of await received()) {
      expect(sent.raw).not.toMatch(PERSONAL);
      expect(sent.raw).not.toMatch(/0b6b3c4e-3f1a-4d5e-9a8b-1c2d3e4f5a6b|e2e-agent|never-built-before/);
    }
  });
});
