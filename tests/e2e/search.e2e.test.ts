import { mkdirSync } from "node:fs";
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONSENT_KEY } from "@/lib/shared/privacy/consent";
import { axeViolations } from "./support/axe";
import { isLocal, launchBrowser, openPage } from "./support/browser";
import { mutate as mutateContent } from "./support/mutations";
import type { EnvelopeItem } from "./support/sentry-envelopes";

/**
 * Search, in the built site on the real content service: the header box and the results page,
 * with and without JavaScript, by keyboard; what it finds; that it follows publishing within a
 * second; that the query reaches no third party; and that bad input gets a quick, clear answer.
 * Screenshots go to test-results/search (the header box, live results and the results page).
 */
const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");
const sentryUrl = inject("sentryUrl");
const SHOTS = "test-results/search";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const api = (body: unknown) =>
  fetch(`${siteUrl}/api/search`, { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
const apiHrefs = async (q: string) => ((await (await api({ q })).json()) as { hits: { href: string }[] }).hits.map((hit) => hit.href);

/** A visitor who already answered the consent question (the banner would cover the page). */
async function answered(page: Page, choice: "denied" | "granted" = "denied") {
  await page.context().addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CONSENT_KEY, choice] as const);
}

describe("the results page", () => {
  it("works without JavaScript: the header form, results with marked passages, private headers", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/blog/what-is-prep`);
    const box = page.getByRole("search", { name: "Site search" }).getByLabel("Search");
    await box.fill("clamydia");
    const [response] = await Promise.all([page.waitForNavigation(), box.press("Enter")]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/search?q=clamydia");
    const headers = response?.headers() ?? {};
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    const first = page.locator(".search-hit").first();
    await expect.poll(() => first.getByRole("link").getAttribute("href")).toBe("/blog/chlamydia-symptoms-testing-treatment");
    expect(await first.locator("mark").first().textContent()).toMatch(/chlamydia/i);
    expect(await first.textContent()).toMatch(/Reviewed [A-Z][a-z]{2} \d{2}, \d{4}/);
    expect(await page.title()).not.toContain("clamydia");
    await context.close();
  });

  it("finds the article from typos, British spellings and everyday words", async () => {
    for (const [q, href] of [
      ["gonorhea", "/blog/gonorrhea-what-to-know"],
      ["gonorrhoea", "/blog/gonorrhea-what-to-know"],
      ["herpies", "/blog/genital-herpes-facts"],
      ["the clap", "/blog/gonorrhea-what-to-know"],
      ["crabs", "/blog/pubic-lice-crabs"],
      ["HSV", "/blog/genital-herpes-facts"],
      ["morning after HIV pill", "/blog/pep-after-hiv-exposure"],
    ]) expect((await apiHrefs(q))[0], q).toBe(href);
  });

  it("nothing found: suggestions and the main topics, axe clean at 320, 390 and 1280 px", async () => {
    for (const width of [320, 390, 1280]) {
      const { page, consoleErrors } = await openPage(browser, { width, height: 900 });
      await answered(page);
      await page.goto(`${siteUrl}/search?q=chlamidya`, { waitUntil: "networkidle" });
      expect(await page.locator(".search-hit").count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/results-${width}.png`, fullPage: true });
      await page.goto(`${siteUrl}/search?q=xqzvw`, { waitUntil: "networkidle" });
      expect(await page.getByRole("status").first().textContent()).toContain("No articles found");
      expect(await page.getByRole("navigation", { name: "Browse the main topics" }).getByRole("link").count()).toBeGreaterThan(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${siteUrl}/search`, { waitUntil: "networkidle" });
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Search");
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
  });

  it("results follow the typing without a page load, on the results page too", async () => {
    const { page } = await openPage(browser);
    await answered(page);
    await page.goto(`${siteUrl}/search?q=hiv`, { waitUntil: "networkidle" });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const serverResults = await page.locator(".search-hit a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(serverResults.length).toBeGreaterThan(0);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("syphilis");
    await expect.poll(() => page.locator(".search-hit a").first().getAttribute("href")).toBe("/blog/syphilis-stages-and-testing");
    // Back to the page's own query: its results again (the server's were replaced by React's at the first edit).
    await page.getByRole("searchbox", { name: "Search articles" }).fill("hiv");
    await expect.poll(() => page.locator(".search-hit a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(serverResults);
    await expect.poll(() => page.locator("#search-page-status").innerText()).toMatch(/hiv/i);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.context().close();
  });
});

describe("the header box", () => {
  it("is a labelled search landmark on every page; live results follow the combobox pattern by keyboard alone", async () => {
    for (const width of [320, 390, 1280]) {
      const { page, consoleErrors } = await openPage(browser, { width, height: 800 });
      await answered(page);
      await page.goto(`${siteUrl}/`, { waitUntil: "networkidle" });
      const landmark = page.getByRole("search", { name: "Site search" });
      expect(await landmark.locator("label").textContent()).toBe("Search");
      expect(await landmark.locator("label").isVisible()).toBe(true);
      await page.screenshot({ path: `${SHOTS}/header-${width}.png` });
      // Keyboard only: Tab to the box (quick exit, skip link, brand, menu come first).
      for (let index = 0; index < 30 && !(await page.evaluate(() => document.activeElement?.id === "site-search-q")); index++) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("site-search-q");
      await page.keyboard.type("herpies");
      const box = page.getByRole("combobox", { name: "Search" });
      await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
      await expect.poll(() => page.getByRole("option").count()).toBeGreaterThan(1);
      await expect.poll(async () => (await page.locator('.site-search [role="status"]').textContent()) ?? "").toMatch(/\d+ articles? found/);
      await page.keyboard.press("ArrowDown");
      expect(await box.getAttribute("aria-activedescendant")).toBe("site-search-option-0");
      expect(await page.getByRole("option", { selected: true }).textContent()).toContain("Herpes");
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/live-${width}.png` });
      await page.keyboard.press("Escape");
      expect(await box.getAttribute("aria-expanded")).toBe("false");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await page.waitForURL(`${siteUrl}/blog/genital-herpes-facts`);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
  });

  it("Enter with no result highlighted opens the results page", async () => {
    const { page } = await openPage(browser);
    await answered(page);
    await page.goto(`${siteUrl}/when-to-test`, { waitUntil: "networkidle" });
    await page.getByRole("search", { name: "Site search" }).getByLabel("Search").fill("window period");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${siteUrl}/search?q=window+period`);
    expect(await page.locator(".search-hit a").first().getAttribute("href")).toBe("/blog/sti-window-periods-explained");
    await page.context().close();
  });
});

describe("related reading", () => {
  it("every article ends with three related articles, rendered on the server", async () => {
    const html = await (await fetch(`${siteUrl}/blog/gonorrhea-what-to-know`)).text();
    const section = html.slice(html.indexOf('class="related-reading"'));
    const links = [...section.matchAll(/class="related-reading__link" href="([^"]+)"|href="([^"]+)" class="related-reading__link"/g)].map((match) => match[1] ?? match[2]);
    expect(links).toHaveLength(3);
    expect(links).not.toContain("/blog/gonorrhea-what-to-know");
  });
});

describe("fresh", () => {
  const mutate = (query: string) => mutateContent(contentUrl, query);
  // What the editors' check asks of a post before it is published: a source and a recorded review.
  const today = new Date().toISOString().slice(0, 10);
  const PUBLISHABLE = `sources: { create: [{ title: "STI Treatment Guidelines", publisher: "CDC", url: "https://www.cdc.gov/std/treatment-guidelines/" }] },
    seo: { update: { lastReviewed: "${today}", reviewedBy: { connect: { slug: "amara-okafor" } } } },
    changeLog: { create: [{ date: "${today}", summary: "First review.", reviewedBy: { connect: { slug: "amara-okafor" } } }] }`;

  it("a post is found within 1 s of being published and gone within 1 s of being unpublished; a draft never", async () => {
    const created = (await mutate(
      `mutation { createPost(data: { title: "Quillback fever explained", slug: "quillback-fever", excerpt: "A test article.", author: { connect: { slug: "amara-okafor" } }, ${PUBLISHABLE} }) { id } }`,
    )) as { createPost: { id: string } };
    const id = created.createPost.id;
    expect(await apiHrefs("quillback")).toEqual([]);
    let started = performance.now();
    await mutate(`mutation { publishPost(where: { id: "${id}" }) { id } }`);
    await expect.poll(() => apiHrefs("quillback"), { timeout: 1_000, interval: 50 }).toEqual(["/blog/quillback-fever"]);
    console.log(`publish → found: ${Math.round(performance.now() - started)} ms`);
    started = performance.now();
    await mutate(`mutation { unpublishPost(where: { id: "${id}" }) { id } }`);
    await expect.poll(() => apiHrefs("quillback"), { timeout: 1_000, interval: 50 }).toEqual([]);
    console.log(`unpublish → gone: ${Math.round(performance.now() - started)} ms`);
    await mutate(`mutation { deletePost(where: { id: "${id}" }) { id } }`);
  });
});

describe("private", () => {
  it("the query reaches no third party, analytics command, cookie, storage or monitoring event", async () => {
    const QUERY = "herpies";
    const { page, requests } = await openPage(browser, { width: 390, height: 844 });
    await answered(page, "granted");
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route: Route) => route.fulfill({ status: 200, contentType: "application/javascript", body: "" }));
    await page.goto(`${siteUrl}/`, { waitUntil: "networkidle" });
    await page.getByRole("search", { name: "Site search" }).getByLabel("Search").fill(QUERY);
    await expect.poll(() => page.getByRole("option").count()).toBeGreaterThan(1);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=herpies/);
    await page.waitForLoadState("networkidle");
    await page.locator(".search-hit a").first().click();
    await page.waitForURL(/\/blog\//);
    await page.waitForLoadState("networkidle");
    const thirdParty = requests.filter((request) => !isLocal(request.url()));
    for (const request of thirdParty) {
      expect(request.url()).not.toContain(QUERY);
      expect(request.postData() ?? "").not.toContain(QUERY);
      expect((await request.allHeaders()).referer ?? "").not.toContain(QUERY);
    }
    // The live results' requests carry it only in a POST body to this site.
    for (const request of requests.filter((request) => request.url().includes("/api/search"))) expect(request.url()).not.toContain(QUERY);
    const dataLayer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [], (_key, value: unknown) => (Object.prototype.toString.call(value) === "[object Arguments]" ? [...(value as IArguments)] : value)));
    expect(dataLayer).toContain("page_view");
    expect(dataLayer).not.toContain(QUERY);
    expect(JSON.stringify(await page.context().cookies())).not.toContain(QUERY);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(QUERY);
    expect(await page.evaluate(() => document.referrer)).not.toContain(QUERY);
    const received = (await (await fetch(`${sentryUrl}/received`)).json()) as EnvelopeItem[];
    for (const item of received) expect(item.raw).not.toContain(QUERY);
    await page.context().close();
  });
});

describe("bad input", () => {
  const timed = async (run: () => Promise<Response>) => {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };

  it("an empty query, 10,000 characters, control characters and other engines' operators get a quick 4xx or a result", async () => {
    const cases = [
      () => fetch(`${siteUrl}/search?q=`),
      () => fetch(`${siteUrl}/search?q=${"a".repeat(10_000)}`),
      () => fetch(`${siteUrl}/search?q=${encodeURIComponent("herpes\u0000\u0007\u202e\u0085")}`),
      () => fetch(`${siteUrl}/search?q=${encodeURIComponent('site:nhs.uk "hiv" AND (prep OR pep) -warts title:* ~2 ^4 {!q}')}`),
      () => fetch(`${siteUrl}/search?q=a&q=b`),
      () => api({ q: "x".repeat(10_000) }),
      () => api({ q: 42 }),
      () => api("{not json"),
      () => fetch(`${siteUrl}/api/search?q=herpes`),
    ];
    const answers = [];
    for (const run of cases) answers.push(await timed(run));
    for (const answer of answers) {
      expect(answer.ms).toBeLessThan(1_000);
      expect(answer.status).toBeLessThan(500);
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 200, 200, 200, 413, 400, 400, 405]);
    const long = await (await fetch(`${siteUrl}/search?q=${"a".repeat(10_000)}`)).text();
    expect(long).toContain("at most 200 characters");
  });

  it("a flood from one client gets 429s, quickly, and never a 500", async () => {
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: 400 }, (_, index) => api({ q: `hiv ${index}` }).then((response) => response.status)));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(100);
  });
});
