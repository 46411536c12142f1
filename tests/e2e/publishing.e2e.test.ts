import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { generateWebhookSignature } from "@sti-aware/contract/webhook-signature";
import { launchBrowser, openPage } from "./support/browser";
import { e2eContentSettings, startContentProcess, stopContentProcess } from "./support/content-process";
import { mutate as mutateContent } from "./support/mutations";
import { E2E_SECRETS } from "./support/secrets";

const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");
const contentPort = inject("contentPort");
const contentDir = inject("contentDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const mutate = (query: string) => mutateContent(contentUrl, query);

const html = async (path: string) => (await fetch(`${siteUrl}${path}`)).text();

function signedWebhook(body: unknown, options: { timestamp?: number; secret?: string } = {}) {
  const rawBody = JSON.stringify(body);
  return {
    rawBody,
    signature: generateWebhookSignature({ rawBody, secret: options.secret ?? E2E_SECRETS.webhook, timestamp: options.timestamp }),
  };
}

const postWebhook = (rawBody: string, signature?: string, method = "POST") =>
  fetch(`${siteUrl}/api/revalidate`, {
    method,
    headers: { "content-type": "application/json", ...(signature ? { "gcms-signature": signature } : {}) },
    body: method === "GET" ? undefined : rawBody,
  });

describe("publishing", () => {
  it("a publish through the mutation API changes the live article within seconds", async () => {
    const path = "/blog/hepatitis-b-and-sex";
    expect(await html(path)).toContain("Hepatitis B and Sexual Health");
    const title = `Hepatitis B and Sexual Health (updated ${Date.now()})`;
    // An edit after the last medical review is published with a new review and its change note.
    const today = new Date().toISOString().slice(0, 10);
    const review = `seo: { update: { lastReviewed: "${today}", reviewedBy: { connect: { slug: "priya-raman" } } } }, changeLog: { create: [{ date: "${today}", summary: "Title updated; no medical change.", reviewedBy: { connect: { slug: "priya-raman" } } }] }`;
    await mutate(`mutation { updatePost(where: { slug: "hepatitis-b-and-sex" }, data: { title: "${title}", ${review} }) { id } }`);
    expect(await html(path)).not.toContain(title);
    const started = performance.now();
    await mutate('mutation { publishPost(where: { slug: "hepatitis-b-and-sex" }, to: PUBLISHED) { id } }');
    await expect.poll(() => html(path), { timeout: 20_000, interval: 100 }).toContain(title);
    const seconds = (performance.now() - started) / 1000;
    console.log(`publish → fresh HTML: ${seconds.toFixed(2)} s`);
    await expect.poll(() => html("/infections/viral-stis/page/1"), { timeout: 10_000, interval: 200 }).toContain(title);
  });

  it("rejects unsigned, forged, stale and replayed webhooks and answers bad requests clearly", async () => {
    const payload = { operation: "publish", data: { __typename: "Post", id: "post-hiv-basics-testing-treatment", slug: "hiv-basics-testing-treatment", stage: "PUBLISHED" } };
    const fresh = signedWebhook(payload);
    expect((await postWebhook(fresh.rawBody)).status).toBe(401);
    expect((await postWebhook(fresh.rawBody, signedWebhook(payload, { secret: "forged" }).signature)).status).toBe(401);
    expect((await postWebhook(fresh.rawBody.replace("hiv-basics", "hiv-basicz"), fresh.signature)).status).toBe(401);
    const stale = signedWebhook(payload, { timestamp: Date.now() - 6 * 60 * 1000 });
    expect((await postWebhook(stale.rawBody, stale.signature)).status).toBe(401);
    expect((await postWebhook("", undefined, "GET")).status).toBe(405);
    const malformed = "{not json";
    expect((await postWebhook(malformed, generateWebhookSignature({ rawBody: malformed, secret: E2E_SECRETS.webhook }))).status).toBe(400);

    const accepted = await postWebhook(fresh.rawBody, fresh.signature);
    expect(accepted.status).toBe(200);
    const result = (await accepted.json()) as { revalidated: string[] };
    expect(result.revalidated).toEqual(expect.arrayContaining(["/blog/hiv-basics-testing-treatment", "/blog", "/", "/infections/page/1", "/infections/viral-stis/page/1", "/medical-team/amara-okafor"]));
    expect((await postWebhook(fresh.rawBody, fresh.signature)).status).toBe(401);
  });

  it("keeps serving the last good pages while the content service is down, and refreshes after it returns", async () => {
    const path = "/blog/genital-herpes-facts";
    await stopContentProcess(contentDir, contentPort);
    try {
      const during = await fetch(`${siteUrl}${path}`);
      expect(during.status).toBe(200);
      expect(await during.text()).toContain("Genital Herpes");
      const payload = { operation: "publish", data: { __typename: "Page", id: "page-about-us", slug: "about-us", stage: "PUBLISHED" } };
      const { rawBody, signature } = signedWebhook(payload);
      const attempt = await postWebhook(rawBody, signature);
      // The webhook says honestly that regeneration failed (so the CMS retries), naming the paths,
      // and visitors keep getting the last good page.
      expect(attempt.status).toBe(502);
      expect(((await attempt.json()) as { failed: { path: string }[] }).failed.map((failure) => failure.path)).toContain("/about-us");
      const page = await fetch(`${siteUrl}/about-us`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("About STI Aware");
    } finally {
      await startContentProcess(e2eContentSettings(siteUrl, contentPort, contentDir));
    }
    const today = new Date().toISOString().slice(0, 10);
    await mutate(`mutation { updatePage(where: { slug: "about-us" }, data: { headerTwoText: "Back after the outage.", seo: { update: { lastReviewed: "${today}", reviewedBy: { connect: { slug: "priya-raman" } } } } }) { id } }`);
    await mutate('mutation { publishPage(where: { slug: "about-us" }, to: PUBLISHED) { id } }');
    await expect.poll(() => html("/about-us"), { timeout: 20_000, interval: 200 }).toContain("Back after the outage.");
  });
});

describe("preview mode", () => {
  it("shows drafts with a banner to editors with the secret, and nobody else", async () => {
    await mutate('mutation { createPost(data: { title: "Draft: new guidance", slug: "draft-new-guidance", author: { connect: { slug: "priya-raman" } }, category: { connect: { slug: "prevention" } } }) { id } }');
    expect((await fetch(`${siteUrl}/blog/draft-new-guidance`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/api/preview?secret=wrong&slug=draft-new-guidance`, { redirect: "manual" })).status).toBe(401);
    expect((await fetch(`${siteUrl}/api/preview?secret=${E2E_SECRETS.preview}&slug=no-such-draft`, { redirect: "manual" })).status).toBe(404);
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl}/api/preview?secret=${E2E_SECRETS.preview}&slug=draft-new-guidance`);
    expect(new URL(page.url()).pathname).toBe("/blog/draft-new-guidance");
    expect(await page.locator("h1").innerText()).toBe("Draft: new guidance");
    expect(await page.getByRole("status").innerText()).toContain("Preview");
    await page.getByRole("link", { name: "Exit preview" }).click();
    await page.waitForURL(`${siteUrl}/`);
    const after = await page.goto(`${siteUrl}/blog/draft-new-guidance`);
    expect(after?.status()).toBe(404);
  });
});

describe("affiliate click-outs", () => {
  it("redirects a known deep link with no-store and noindex", async () => {
    const response = await fetch(`${siteUrl}/go/labnow`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^https:\/\/www\.labnow\.example\//);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
  });

  it.each([
    "unknown-brand",
    "..%2F..%2Fetc%2Fpasswd",
    "testwise%2F..",
    "https:%2F%2Fevil.example",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    "TESTWISE",
    "testwise%00",
    "a".repeat(150),
  ])("answers 404 for the hostile name %s", async (name) => {
    const response = await fetch(`${siteUrl}/go/${name}`, { redirect: "manual" });
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
  });
});

describe("security headers", () => {
  it("sends the policy headers on every route and the pages run without CSP violations", async () => {
    for (const path of ["/", "/blog", "/best-at-home-std-tests", "/sitemap.xml", "/go/testwise", "/es", "/es/blog", "/es/rss.xml"]) {
      const response = await fetch(`${siteUrl}${path}`, { redirect: "manual" });
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp.split(";").find((directive) => directive.trim().startsWith("script-src")), path).not.toContain("unsafe-inline");
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("origin");
      expect(response.headers.get("permissions-policy"), path).toContain("interest-cohort=()");
    }
    for (const path of ["/", "/blog/chlamydia-symptoms-testing-treatment", "/best-at-home-std-tests", "/medical-team/lucas-brennan"]) {
      const { page, consoleErrors } = await openPage(browser);
      await page.goto(`${siteUrl}${path}`, { waitUntil: "networkidle" });
      expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error)), path).toEqual([]);
      expect(consoleErrors, path).toEqual([]);
      await page.context().close();
    }
  });
});
