import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { generateWebhookSignature } from "@sti-aware/contract/webhook-signature";
import { launchBrowser, openPage } from "./support/browser";
import { e2eContentSettings, startContentProcess, stopContentProcess } from "./support/content-process";
import { mutate as mutateContent } from "./support/mutations";
import { E2E_SECRETS } from "./support/secrets";
import { e2eSiteEnvironment, startSite } from "./support/global-setup";
import { freePort, stop, waitForHttp } from "../../scripts/lib/processes";

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

  it("a publish of both languages at once changes the English and the Spanish article", async () => {
    const where = 'where: { slug: "hepatitis-c-testing-and-treatment" }';
    const [en, es] = ["/blog/hepatitis-c-testing-and-treatment", "/es/blog/hepatitis-c-y-sexo-pruebas-y-tratamiento"];
    const stamp = Date.now();
    const today = new Date().toISOString().slice(0, 10);
    const review = `seo: { update: { lastReviewed: "${today}", reviewedBy: { connect: { slug: "priya-raman" } } } }, changeLog: { create: [{ date: "${today}", summary: "Titles updated; no medical change.", reviewedBy: { connect: { slug: "priya-raman" } } }] }`;
    const spanish = `localizations: { update: [{ locale: es, data: { title: "Hepatitis C y sexo (${stamp})" } }] }`;
    expect(await mutate(`mutation { updatePost(${where}, data: { title: "Hepatitis C: Testing and Treatment (${stamp})", ${review}, ${spanish} }) { id } }`)).toBeDefined();
    await mutate(`mutation { publishPost(${where}, locales: [es]) { id } }`);
    await expect.poll(() => html(en), { timeout: 20_000, interval: 200 }).toContain(`Hepatitis C: Testing and Treatment (${stamp})`);
    await expect.poll(() => html(es), { timeout: 20_000, interval: 200 }).toContain(`Hepatitis C y sexo (${stamp})`);
  });

  it("rejects unsigned, forged and stale webhooks, answers bad requests clearly, and does a delivery sent again only once", async () => {
    // Hygraph docs, "Webhooks" → "Receiving a webhook": a Post's slug is localized, so it is in `localizations` only.
    const payload = { operation: "publish", data: { __typename: "Post", id: "post-hiv-basics-testing-treatment", stage: "PUBLISHED", localizations: [{ locale: "en", slug: "hiv-basics-testing-treatment" }] } };
    const fresh = signedWebhook(payload);
    expect((await postWebhook(fresh.rawBody)).status).toBe(401);
    expect((await postWebhook(fresh.rawBody, signedWebhook(payload, { secret: "forged" }).signature)).status).toBe(401);
    expect((await postWebhook(fresh.rawBody.replace("hiv-basics", "hiv-basicz"), fresh.signature)).status).toBe(401);
    const stale = signedWebhook(payload, { timestamp: Date.now() - 6 * 60 * 1000 });
    expect((await postWebhook(stale.rawBody, stale.signature)).status).toBe(401);
    expect((await postWebhook("", undefined, "GET")).status).toBe(405);
    const malformed = "{not json";
    expect((await postWebhook(malformed, generateWebhookSignature({ rawBody: malformed, secret: E2E_SECRETS.webhook }))).status).toBe(400);

    // Answered once the job is queued; the paths regenerate after the answer.
    const accepted = await postWebhook(fresh.rawBody, fresh.signature);
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toMatchObject({ accepted: true, duplicate: false });
    // The same delivery again, as it was or re-signed (a retry): acknowledged, nothing done twice.
    for (const again of [fresh, signedWebhook(payload, { timestamp: Date.now() + 1_000 })]) {
      const retry = await postWebhook(again.rawBody, again.signature);
      expect(retry.status).toBe(200);
      expect(await retry.json()).toMatchObject({ accepted: false, duplicate: true });
    }
  });

  it("keeps serving the last good pages while the content service is down, and refreshes after it returns", async () => {
    const path = "/blog/genital-herpes-facts";
    await stopContentProcess(contentDir, contentPort);
    try {
      const during = await fetch(`${siteUrl}${path}`);
      expect(during.status).toBe(200);
      expect(await during.text()).toContain("Genital Herpes");
      const payload = { operation: "publish", data: { __typename: "Page", id: "page-about-us", stage: "PUBLISHED", localizations: [{ locale: "en", slug: "about-us" }] } };
      const { rawBody, signature } = signedWebhook(payload);
      const attempt = await postWebhook(rawBody, signature);
      // The webhook is taken (its job kept, its failed paths tried again later), and visitors keep getting the last good page.
      expect(attempt.status).toBe(202);
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

describe("a site killed right after it answered a webhook", () => {
  let site: ChildProcess | undefined;
  let queueDir: string;
  afterAll(async () => {
    await stop(site);
    rmSync(queueDir, { recursive: true, force: true });
  });

  it("loses no regeneration: the job is on disk, and the restarted site does it", async () => {
    // An instance of its own (same build), whose queue this test can look into.
    queueDir = mkdtempSync(join(tmpdir(), "e2e-revalidation-queue-"));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = { ...e2eSiteEnvironment({ siteUrl: origin, contentUrl, contentDir, sentryDsn: "" }), REVALIDATION_QUEUE_DIR: queueDir };
    site = startSite(port, env);
    await waitForHttp(`${origin}/`, 60_000);
    // Hygraph docs, "Webhooks" → "Receiving a webhook": published version, relations as { id, __typename }, slugs per locale.
    const body = {
      operation: "publish",
      data: {
        __typename: "Post",
        id: "post-trichomoniasis",
        stage: "PUBLISHED",
        updatedAt: new Date().toISOString(),
        author: { id: "author-amara-okafor", __typename: "Author" },
        localizations: [{ locale: "en", slug: "trichomoniasis" }, { locale: "es", slug: "tricomoniasis" }],
      },
    };
    const { rawBody, signature } = signedWebhook(body);
    const answer = await fetch(`${origin}/api/revalidate`, { method: "POST", headers: { "content-type": "application/json", "gcms-signature": signature }, body: rawBody });
    expect(answer.status).toBe(202);
    process.kill(-site.pid!, "SIGKILL");
    const jobs = () => readdirSync(queueDir).filter((file) => file.endsWith(".json"));
    expect(jobs()).toHaveLength(1);

    site = startSite(port, env);
    await waitForHttp(`${origin}/`, 60_000);
    // Taken up at start, with no webhook arriving: done once its file is gone.
    await expect.poll(jobs, { timeout: 60_000, interval: 500 }).toEqual([]);
    for (const path of ["/blog/trichomoniasis", "/es/blog/tricomoniasis"]) expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
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
    "testwise%00",
    "a".repeat(150),
  ])("answers 404 for the hostile name %s", async (name) => {
    const response = await fetch(`${siteUrl}/go/${name}`, { redirect: "manual" });
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
  });

  it("sends a name in other letters to its one spelling first (308), never to the partner directly", async () => {
    const response = await fetch(`${siteUrl}/go/TESTWISE`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get("location") ?? "", siteUrl).pathname).toBe("/go/testwise");
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
