import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { generateWebhookSignature } from "@sti-aware/contract/webhook-signature";
import { e2eContentSettings, startContentProcess, stopContentProcess } from "./support/content-process";
import { E2E_SECRETS } from "./support/secrets";

/**
 * A brand's feature list past the Markdown parser's bounds, written where nothing refused it (here
 * planted in the content copy, as content imported from hosted Hygraph would be) and published:
 * every page regenerates (a promotion's publish revalidates the whole site), the pages embedding
 * it fail within the parser's bound and keep their last good version, and the server stays
 * responsive. Before, one such line (`- - - … x`, 32 kB) held the event loop for minutes while each
 * page embedding it regenerated: `/robots.txt` took 5–14 s instead of 31–77 ms.
 */
const siteUrl = inject("siteUrl");
const contentPort = inject("contentPort");
const contentDir = inject("contentDir");

const PROMOTION = join(contentDir, "promotions", "promo-clearpath-complete.json");
/** Articles that embed the promotion (their page data carries its features). */
const EMBEDDING_ARTICLES = ["/blog/choosing-a-home-sti-test", "/blog/common-sti-symptoms", "/blog/gonorrhea-what-to-know"];
/** The page as served: a prerendered page's HTML is the same, byte for byte, until it is regenerated. */
const pageHtml = async (path: string) => {
  const response = await fetch(`${siteUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
const PATHOLOGICAL = "- Broad panel\n" + "- ".repeat(16_000) + "x";

/** Milliseconds for one /robots.txt, answered in full. */
async function robotsMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${siteUrl}/robots.txt`);
  await response.text();
  expect(response.status).toBe(200);
  return performance.now() - started;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function publishWebhook(): Promise<Response> {
  // Each publish is a new delivery: Hygraph's body carries the entry's system dates ("Receiving a webhook"), so a
  // second publish differs from the first, and the site, which recognises a delivery sent again by its content, regenerates.
  const now = new Date().toISOString();
  const rawBody = JSON.stringify({ operation: "publish", data: { __typename: "Promotion", id: "promo-clearpath-complete", slug: "clearpath-complete", stage: "PUBLISHED", updatedAt: now, publishedAt: now } });
  const signature = generateWebhookSignature({ rawBody, secret: E2E_SECRETS.webhook });
  return fetch(`${siteUrl}/api/revalidate`, { method: "POST", headers: { "content-type": "application/json", "gcms-signature": signature }, body: rawBody });
}

/** Where the e2e site keeps the jobs it acknowledged (no Redis): one file per job until it is done. */
const QUEUE = join(".next-e2e", "cache", "revalidation-queue");

/** The publish webhook, acknowledged (202), and the regeneration it queued, done. */
async function publishAndSettle(): Promise<Response> {
  const response = await publishWebhook();
  expect(response.status).toBe(202);
  const deadline = Date.now() + 240_000;
  while ((existsSync(QUEUE) ? readdirSync(QUEUE).filter((file) => /^[0-9a-f]{64}\.json$/.test(file)) : []).length > 0) {
    if (Date.now() > deadline) throw new Error(`the site's revalidation queue (${QUEUE}) did not empty`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return response;
}

/** /robots.txt timed one after another until `work` settles (at least `least` times). */
async function robotsWhile<T>(work: Promise<T>, least: number): Promise<{ result: T; times: number[] }> {
  let settled = false;
  const done = work.finally(() => {
    settled = true;
  });
  const times: number[] = [];
  while (!settled || times.length < least) times.push(await robotsMs());
  return { result: await done, times };
}

async function restartContentWith(change: (promotion: Record<string, unknown>) => void): Promise<void> {
  await stopContentProcess(contentDir, contentPort);
  const promotion = JSON.parse(readFileSync(PROMOTION, "utf8")) as Record<string, unknown>;
  change(promotion);
  writeFileSync(PROMOTION, JSON.stringify(promotion, null, 2) + "\n");
  await startContentProcess(e2eContentSettings(siteUrl, contentPort, contentDir));
}

describe("a published feature list past the parser's bounds", () => {
  it("leaves /robots.txt within 2× its baseline while the site regenerates, and the pages embedding it at their last good version", async () => {
    const original = (JSON.parse(readFileSync(PROMOTION, "utf8")) as { features_md: string }).features_md;
    const idle: number[] = [];
    for (let index = 0; index < 20; index++) idle.push(await robotsMs());
    // The baseline: the same requests while the site regenerates every page from good content, so
    // what is compared is the cost of the pathological text, not that of regenerating the site.
    const baseline = await robotsWhile(publishAndSettle(), 20);
    const lastGood = new Map<string, string>();
    for (const path of EMBEDDING_ARTICLES) lastGood.set(path, await pageHtml(path));

    await restartContentWith((promotion) => {
      promotion.features_md = PATHOLOGICAL;
    });
    try {
      const during = await robotsWhile(publishAndSettle(), 20);
      console.log(`/robots.txt median ${median(idle).toFixed(1)} ms idle, ${median(baseline.times).toFixed(1)} ms regenerating good content, ${median(during.times).toFixed(1)} ms with the pathological feature list`);
      expect(median(during.times)).toBeLessThan(2 * median(baseline.times));
      // Each page embedding it failed to regenerate (the site logged it) and is served at its last good version, as it was.
      for (const path of EMBEDDING_ARTICLES) expect(await pageHtml(path)).toBe(lastGood.get(path));
    } finally {
      await restartContentWith((promotion) => {
        promotion.features_md = original;
      });
      await publishAndSettle();
    }
    // Three site-wide regenerations and two restarts of the content service.
  }, 300_000);
});
