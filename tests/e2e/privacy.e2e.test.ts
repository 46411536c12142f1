import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONSENT_KEY } from "@/lib/shared/privacy/consent";
import { QUICK_EXIT_URL } from "@/lib/browser/visitor/quick-exit";
import { SESSION_KEY } from "@/lib/shared/privacy/session-cookie";
import { axeViolations } from "./support/axe";
import { isLocal, launchBrowser, openPage } from "./support/browser";
import type { EnvelopeItem } from "./support/sentry-envelopes";

/**
 * What a sexual-health visitor reveals never leaves without a clear, separate choice: advertising
 * signals stay denied, the server's monitoring never learns which article was read, withdrawing
 * forgets everything the tags stored, and the quick exit leaves at once. Third-party hosts are
 * answered by local stand-ins (this machine has no network): Google's tag scripts, which set GA's
 * cookies as the real ones do, and the neutral site the quick exit goes to.
 */
const siteUrl = inject("siteUrl");
const sentryUrl = inject("sentryUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const GA_STAND_IN = `document.cookie = "_ga=GA1.1.42.1; path=/; max-age=63072000"; document.cookie = "_ga_STIAWARE01=GS1.1.1; path=/; max-age=63072000";`;

async function standInThirdParties(page: Page, loaded: string[]) {
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route: Route) => {
    loaded.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: GA_STAND_IN });
  });
  await page.route(`${QUICK_EXIT_URL}**`, (route: Route) => {
    loaded.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Weather</title><h1>Weather</h1>" });
  });
}

/** gtag commands on dataLayer, as arrays. */
const gtagCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
      .map((entry) => JSON.parse(JSON.stringify([...(entry as IArguments)])) as unknown[]),
  );

/**
 * Envelopes from this suite's site: the editor fuzz test serves a copy of the same build beside it,
 * which reports to the same stand-in (its server errors, with its own revalidation requests as
 * breadcrumbs, name its origin).
 */
const fromSiteUnderTest = (item: EnvelopeItem) => {
  const url = (item.payload as { request?: { url?: string } } | null)?.request?.url;
  return url === undefined || url.startsWith(siteUrl);
};

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));
const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name).sort();

describe("consent that means what it says", () => {
  it("accepting analytics grants analytics storage only, and GA4 is configured without Google signals or ad personalisation", async () => {
    const { page } = await openPage(browser);
    const loaded: string[] = [];
    await standInThirdParties(page, loaded);
    await page.goto(`${siteUrl}/blog/what-is-prep`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => loaded.length).toBe(2);
    const commands = await gtagCommands(page);
    const consent = commands.filter(([command]) => command === "consent");
    expect(consent.map(([, kind, state]) => [kind, state])).toEqual([
      ["default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied", wait_for_update: 500 }],
      ["update", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" }],
    ]);
    const config = commands.find(([command]) => command === "config");
    expect(config?.[2]).toMatchObject({ allow_google_signals: false, allow_ad_personalization_signals: false });
    expect(commands).toContainEqual(["set", "ads_data_redaction", true]);
  });
});

describe("withdrawing is one click and forgets", () => {
  it("deletes the visitor session and every cookie the tags set, and the next page load sends nothing third-party", async () => {
    const { page, requests } = await openPage(browser, { width: 390, height: 844 });
    const loaded: string[] = [];
    await standInThirdParties(page, loaded);
    await page.goto(`${siteUrl}/blog/what-is-prep?utm_source=newsletter`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => cookieNames(page)).toEqual(["_ga", "_ga_STIAWARE01", CONSENT_KEY, SESSION_KEY].sort());
    expect(await storedKeys(page)).toEqual(expect.arrayContaining([SESSION_KEY, CONSENT_KEY]));

    await page.getByRole("button", { name: "Privacy choices" }).click();
    await page.getByRole("button", { name: "Reject" }).click();
    expect(await cookieNames(page)).toEqual([]);
    expect(await storedKeys(page)).toEqual([CONSENT_KEY]);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)["ga-disable-G-STIAWARE01"])).toBe(true);

    const before = requests.length;
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    expect(requests.slice(before).map((request) => request.url()).filter((url) => !isLocal(url))).toEqual([]);
    expect(await cookieNames(page)).toEqual([]);
  });
});

describe("the visitor session keeps the least", () => {
  it.each([
    ["5,000 characters", "x".repeat(5000)],
    ["control characters", "spring\u0000\u0007\r\nsale"],
    ["an email address", "someone@mail.example"],
    ["a javascript: URL", "javascript:alert(1)"],
  ])("a hostile link with %s in utm_source leaves nothing of itself in storage or cookies", async (_name, value) => {
    const { page } = await openPage(browser);
    await standInThirdParties(page, []);
    await page.addInitScript((key) => localStorage.setItem(key, "granted"), CONSENT_KEY);
    await page.goto(`${siteUrl}/blog/what-is-prep?utm_source=${encodeURIComponent(value)}&utm_medium=email`, { waitUntil: "networkidle" });
    await expect.poll(() => cookieNames(page)).toContain(SESSION_KEY);
    const stored = await page.evaluate(() => Object.values(localStorage).join(" "));
    const cookies = (await page.context().cookies()).map((cookie) => decodeURIComponent(cookie.value)).join(" ");
    const session = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? "{}");
    expect(session).toMatchObject({ utm_medium: "email", referrer: siteUrl, href: `${siteUrl}/blog/what-is-prep?utm_medium=email` });
    expect(session.utm_source).toBeUndefined();
    for (const fragment of [value.slice(0, 10), "mail.example", "javascript", "xxxxxxxxxx"]) expect(`${stored} ${cookies}`).not.toContain(fragment);
  });
});

describe("server-side monitoring before consent (a local stand-in for the ingest endpoint)", () => {
  it("browsing three articles sends nothing that names an article", async () => {
    const articles = ["hiv-basics-testing-treatment", "genital-herpes-facts", "pep-after-hiv-exposure"];
    const { page } = await openPage(browser);
    for (const slug of articles) {
      await page.goto(`${siteUrl}/blog/${slug}?utm_source=mail`, { waitUntil: "networkidle" });
      expect(await page.locator("h1").count()).toBe(1);
    }
    // A never-built article renders on the server on demand (the path a trace would name).
    await page.goto(`${siteUrl}/blog/${articles[0]}-never-built`);
    await page.waitForTimeout(2000);
    const received = (await (await fetch(`${sentryUrl}/received`)).json()) as EnvelopeItem[];
    for (const item of received.filter(fromSiteUnderTest)) {
      for (const slug of [...articles, `${articles[0]}-never-built`]) expect(item.raw, item.type).not.toContain(slug);
    }
  });
});

describe("server-side monitoring after consent", () => {
  it("traces the requests of a visitor whose consent cookie says granted, named by route template only", async () => {
    const response = await fetch(`${siteUrl}/blog/hepatitis-b-and-sex?utm_source=mail`, { headers: { cookie: `${CONSENT_KEY}=granted` } });
    expect(response.status).toBe(200);
    const traces = async () =>
      ((await (await fetch(`${sentryUrl}/received`)).json()) as EnvelopeItem[]).filter((item) => item.type === "transaction" && item.raw.includes("GET /blog/[slug]"));
    await expect.poll(async () => (await traces()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const trace of await traces()) expect(trace.raw).not.toMatch(/hepatitis-b-and-sex|utm_source|sti_aware_consent/);
  });
});

describe("quick exit", () => {
  async function openArticle(width: number) {
    const recorder = await openPage(browser, { width, height: 800 });
    const loaded: string[] = [];
    await standInThirdParties(recorder.page, loaded);
    await recorder.page.addInitScript((key) => localStorage.setItem(key, "granted"), CONSENT_KEY);
    // The tab's history before the article: a page of another site (here a blank page).
    await recorder.page.goto("about:blank");
    await recorder.page.goto(`${siteUrl}/blog/genital-herpes-facts`, { waitUntil: "networkidle" });
    await expect.poll(() => cookieNames(recorder.page)).toContain(SESSION_KEY);
    return { ...recorder, loaded };
  }

  it.each([320, 390, 1280])("at %i px the button is visible at the top and stays in view while scrolling", async (width) => {
    const { page } = await openArticle(width);
    const button = page.getByRole("link", { name: /Exit this site/ });
    expect(await button.isVisible()).toBe(true);
    const box = await button.boundingBox();
    expect(box && box.y + box.height <= 60 && box.height >= 24 && box.width >= 24).toBe(true);
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(300);
    const scrolled = await button.boundingBox();
    expect(scrolled && scrolled.y >= 0 && scrolled.y < 60).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/quick-exit-${width}.png` });
  });

  it("a click replaces the page with a neutral site, leaves no history entry for it and forgets the visitor", async () => {
    const { page, requests } = await openArticle(390);
    await page.getByRole("link", { name: /Exit this site/ }).click();
    await page.waitForURL(`${QUICK_EXIT_URL}**`);
    expect(await page.title()).toBe("Weather");
    const exitRequest = requests.find((request) => request.url().startsWith(QUICK_EXIT_URL));
    expect(await exitRequest?.headerValue("referer")).toBeNull();
    await page.goBack();
    expect(page.url()).toBe("about:blank");
    expect(await cookieNames(page)).toEqual([]);
    await page.goto(`${siteUrl}/404-check`, { waitUntil: "domcontentloaded" });
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  it("pressing Shift three times exits, announcing the presses left to screen readers; Shift with other keys does not", async () => {
    const { page } = await openArticle(1280);
    // Typing capitals (Shift + a letter) never counts.
    await page.keyboard.press("Shift+A");
    await page.keyboard.press("Shift+B");
    await page.keyboard.press("Shift+C");
    expect(page.url()).toContain("/blog/genital-herpes-facts");
    await page.keyboard.press("Shift");
    await expect.poll(() => page.locator(".quick-exit__status").textContent()).toBe("Shift, press 2 more times to exit.");
    await page.keyboard.press("Shift");
    await expect.poll(() => page.locator(".quick-exit__status").textContent()).toBe("Shift, press 1 more time to exit.");
    await page.keyboard.press("Shift");
    await page.waitForURL(`${QUICK_EXIT_URL}**`);
    await page.goBack();
    expect(page.url()).toBe("about:blank");
  });

  it("names its shortcut to assistive technology and has no axe violations", async () => {
    const { page } = await openArticle(390);
    const button = page.getByRole("link", { name: /^Emergency:\s*Exit this site\s*\.\s*Or press Shift 3 times\.$/ });
    expect(await button.count()).toBe(1);
    expect(await axeViolations(page, ".quick-exit")).toEqual([]);
  });
});
