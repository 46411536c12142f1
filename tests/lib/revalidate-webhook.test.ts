import type { ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { generateWebhookSignature } from "@sti-aware/contract/webhook-signature";
import { createClient } from "@redis/client";
import { startRedis } from "../../scripts/lib/cluster";
import { freePort, stop } from "../../scripts/lib/processes";
import { deliver, type Handler, type Regenerate } from "../support/webhook-handler";
import { hygraphBody, related, type HygraphData } from "../support/hygraph-webhook";
import type { WebhookOperation } from "@/lib/server/publishing/webhook-payload";

/**
 * The publish webhook (`/api/revalidate`) as Hygraph, or an attacker holding a captured request,
 * sees it: the real handler against the real content service (shipped content, read only), with
 * bodies built by Hygraph's documented rules (tests/support/hygraph-webhook.ts: "Webhooks" →
 * "Receiving a webhook") and signed as @hygraph/utils signs them. Next's `res.revalidate` is the
 * edge stood in for: it records the paths asked for. "Two instances" are two fresh loads of the
 * handler module (each with its own memory), as two processes would be; with REDIS_URL they
 * share a real Redis. "A process killed after the answer" is an instance whose regeneration never
 * ends, dropped, and a fresh one over the same queue.
 */
const SECRET = "webhook-test-secret";
let service: ContentService;
let queueDir: string;

type Instance = Handler & { settled: () => Promise<void> };

/** A fresh instance of the site's webhook handler, reading the environment as it is now. */
async function instance(): Promise<Instance> {
  vi.resetModules();
  const handler = (await import("@/pages/api/revalidate")).default as Handler;
  const { revalidationSettled } = await import("@/lib/server/publishing/revalidate-webhook");
  return Object.assign(handler, { settled: revalidationSettled });
}

const signed = (payload: unknown, { environment = "master", timestamp }: { environment?: string; timestamp?: number } = {}) => {
  const rawBody = JSON.stringify(payload);
  return { rawBody, header: generateWebhookSignature({ rawBody, secret: SECRET, environment, timestamp }) };
};

/** A regeneration that waits until released: what the answer went out before. */
function gated(): { regenerate: Regenerate; release: () => void } {
  let release = () => undefined as void;
  const open = new Promise<void>((resolve) => (release = resolve));
  return { regenerate: async () => (await open, undefined), release };
}

const jobsOnDisk = () => readdirSync(queueDir).filter((file) => file.endsWith(".json"));

beforeAll(async () => {
  service = await startContentService({ port: 0 });
  queueDir = mkdtempSync(join(tmpdir(), "revalidation-queue-"));
  process.env.REVALIDATION_QUEUE_DIR = queueDir;
  process.env.CONTENT_API_URL = `${service.url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${service.url}/graphql/preview`;
  process.env.CONTENT_WEBHOOK_SECRET = SECRET;
  process.env.NEXT_PUBLIC_SITE_URL = "https://sti-aware.example";
});

afterAll(async () => {
  await service?.close();
  delete process.env.REDIS_URL;
  delete process.env.REVALIDATION_QUEUE_DIR;
  rmSync(queueDir, { recursive: true, force: true });
});

const POST = { id: "post-chlamydia-symptoms-testing-treatment", en: "chlamydia-symptoms-testing-treatment", es: "clamidia-sintomas-pruebas-y-tratamiento" };

/**
 * "Receiving a webhook", payloads on: a Post's non-localized fields and relations ({ id, __typename })
 * at the top, its localized ones (slug, title) per locale in `localizations`.
 */
const postData = (): HygraphData => ({
  __typename: "Post",
  id: POST.id,
  createdAt: "2025-01-28T21:37:00.000Z",
  tags: ["chlamydia"],
  author: related("Author", "author-amara-okafor"),
  category: related("Category", "category-infections"),
  subCategory: related("SubCategory", "subcat-bacterial-stis"),
  coverImage: related("Asset", "asset-cover-chlamydia-symptoms-testing-treatment"),
  localizations: [
    { locale: "en", slug: POST.en, title: "Chlamydia: Symptoms, Testing and Treatment" },
    { locale: "es", slug: POST.es, title: "Clamidia" },
  ],
});

describe("the webhook trusts nothing it is sent", () => {
  const publish = (data: Record<string, unknown>) => hygraphBody("publish", { __typename: "Post", id: "post-x", ...data });

  it.each([
    ["a slug that is an object", publish({ slug: { toString: "x" } }), "data.slug must be a slug"],
    ["a localized slug that is a path", publish({ localizations: [{ locale: "en", slug: "../../api/preview" }] }), "data.localizations[0].slug must be a slug"],
    ["a localized slug with a query", publish({ localizations: [{ locale: "es", slug: "a?b=c" }] }), "data.localizations[0].slug must be a slug"],
    ["a locale that is not a locale", publish({ localizations: [{ locale: "../x", slug: "ok" }] }), "data.localizations[0].locale must name a locale"],
    ["an unknown model", hygraphBody("publish", { __typename: "Evil", id: "x1" }), "data.__typename must name a model"],
    ["an id that is not an id", hygraphBody("publish", { __typename: "Page", id: "/x/../y" }), "data.id must be an entry id"],
    ["a reference of the wrong shape", publish({ category: "prevention" }), "data.category must be null or { __typename, id }"],
    ["a hostile reference id", publish({ author: { __typename: "Author", id: "x/../../y" } }), "data.author.id must be an entry id"],
    ["an unknown operation", { operation: "explode", data: { __typename: "Post", id: "p1", stage: "PUBLISHED" } }, "operation must be one of"],
    ["a createdAt that is not a date", publish({ createdAt: { $gt: "" } }), "data.createdAt must be an ISO date-time"],
  ])("refuses %s with a 400 naming the field, and regenerates nothing", async (_case, payload, problem) => {
    const { rawBody, header } = signed(payload);
    const handler = await instance();
    const answer = await deliver(handler, rawBody, header);
    await handler.settled();
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(`Invalid webhook payload: ${problem}`);
    expect(answer.revalidated).toEqual([]);
  });

  it("binds the signature to the configured environment: a valid signature for another environment is refused", async () => {
    const { rawBody, header } = signed(hygraphBody("publish", postData()), { environment: "attacker-env" });
    const handler = await instance();
    const answer = await deliver(handler, rawBody, header);
    await handler.settled();
    expect(answer.status).toBe(401);
    expect(answer.revalidated).toEqual([]);
  });

  it("a draft change (create, update: Hygraph sends the draft) is acknowledged and regenerates nothing", async () => {
    const handler = await instance();
    for (const operation of ["create", "update"] as const) {
      const { rawBody, header } = signed(hygraphBody(operation, postData()));
      const answer = await deliver(handler, rawBody, header);
      await handler.settled();
      expect(answer.status).toBe(200);
      expect(answer.revalidated).toEqual([]);
    }
  });
});

/** One shipped entry of every model, as Hygraph's payload names it (payloads off: __typename, id, stage). */
const ENTRIES: HygraphData[] = [
  postData(),
  { __typename: "Page", id: "page-about-us", localizations: [{ locale: "en", slug: "about-us" }, { locale: "es", slug: "quienes-somos" }] },
  { __typename: "Author", id: "author-amara-okafor", slug: "amara-okafor", posts: [related("Post", POST.id)] },
  ...(
    [
      ["HomePage", "home-page"],
      ["WindowPeriod", "window-period-chlamydia-naat"],
      ["Category", "category-infections"],
      ["SubCategory", "subcat-bacterial-stis"],
      ["DeepLink", "deeplink-carelink"],
      ["Advertiser", "adv-carelink"],
      ["Promotion", "promo-carelink-prep-consult"],
      ["ProductReview", "review-clearpath"],
      ["Chart", "chart-best-std-tests"],
      ["Faq", "faq-antibiotic-resistant-gonorrhea-1"],
      ["Topic", "topic-choosing-a-home-test"],
      ["NavigationMenu", "menu-footer"],
      ["SiteConfig", "site-config"],
      ["Asset", "asset-antibiotic-resistant-gonorrhea-1"],
      ["SearchSynonym", "search-synonym-burning-when-i-pee"],
      ["UrgentHelp", "urgent-hiv-exposure"],
      ["RankingCriterion", "criterion-accuracy"],
      ["PreventionFollowUp", "follow-up-injectable-prep"],
      ["Fact", "fact-cdc-hiv-screening-ages"],
    ] as const
  ).map(([__typename, id]) => ({ __typename, id })),
];

/** The pages of the entries that have their own, in both languages. */
const OWN_PAGES: Record<string, string[]> = {
  Post: [`/blog/${POST.en}`, `/es/blog/${POST.es}`],
  Page: ["/about-us", "/es/quienes-somos"],
  Author: ["/medical-team/amara-okafor", "/es/medical-team/amara-okafor"],
  HomePage: ["/", "/es"],
  NavigationMenu: ["/", "/es", "/blog", "/es/blog", "/about-us"],
};

describe("every model, every operation that changes what readers see, as Hygraph sends it", () => {
  let handler: Instance;
  beforeAll(async () => {
    handler = await instance();
  });

  it.each(ENTRIES.flatMap((data) => (["publish", "unpublish", "delete"] as WebhookOperation[]).map((operation) => [data.__typename, operation, data] as const)))(
    "%s %s: answered 202 before any path regenerates, then its pages regenerate",
    async (_model, operation, data) => {
      const { rawBody, header } = signed(hygraphBody(operation, data));
      const { regenerate, release } = gated();
      const answer = await deliver(handler, rawBody, header, regenerate);
      expect(answer.status).toBe(202);
      expect(answer.body.accepted).toBe(true);
      expect(answer.revalidatedBeforeAnswer).toEqual([]);
      release();
      await handler.settled();
      // Every change refreshes the sitemap index at least; an entry with pages, those pages in each language.
      expect(answer.revalidated).toEqual(expect.arrayContaining(["/crawler-documents/sitemap-index", ...(OWN_PAGES[data.__typename] ?? [])]));
    },
  );

  it("a translated post's publish: 30 and more paths, the English and Spanish articles among them, all after the answer", async () => {
    const { rawBody, header } = signed(hygraphBody("publish", { ...postData(), updatedAt: "2026-11-27T10:00:00.000Z" }));
    const { regenerate, release } = gated();
    const answer = await deliver(handler, rawBody, header, regenerate);
    expect(answer.status).toBe(202);
    expect(answer.revalidatedBeforeAnswer).toEqual([]);
    release();
    await handler.settled();
    expect(answer.revalidated.length).toBeGreaterThanOrEqual(30);
    expect(answer.revalidated).toEqual(expect.arrayContaining([`/blog/${POST.en}`, `/es/blog/${POST.es}`, "/medical-team/amara-okafor", "/es/medical-team/amara-okafor", "/infections/page/1"]));
  });
});

describe("a delivery sent again does nothing twice", () => {
  it("a retry of the same delivery, re-signed with a new timestamp or not, is answered 200 and regenerates nothing", async () => {
    const handler = await instance();
    const body = hygraphBody("publish", { ...postData(), updatedAt: "2026-11-27T11:00:00.000Z" });
    const first = signed(body);
    const answer = await deliver(handler, first.rawBody, first.header);
    await handler.settled();
    expect(answer.status).toBe(202);
    expect(answer.revalidated).toContain(`/es/blog/${POST.es}`);
    for (const again of [first, signed(body, { timestamp: Date.now() + 1_000 })]) {
      const retry = await deliver(handler, again.rawBody, again.header);
      await handler.settled();
      expect(retry.status).toBe(200);
      expect(retry.body.duplicate).toBe(true);
      expect(retry.revalidated).toEqual([]);
    }
  });

  it("a replay outside the signature's window is refused and forces nothing", async () => {
    const handler = await instance();
    const { rawBody, header } = signed(hygraphBody("publish", { __typename: "HomePage", id: "home-page" }), { timestamp: Date.now() - 6 * 60_000 });
    const answer = await deliver(handler, rawBody, header);
    await handler.settled();
    expect(answer.status).toBe(401);
    expect(answer.revalidated).toEqual([]);
  });
});

describe("an entry that leaves the site", () => {
  it("a delete without slugs (the draft, payloads off) regenerates the addresses the site last served for that id", async () => {
    const handler = await instance();
    // An article the content API no longer has: its addresses are known only from its last publish.
    const published = signed(hygraphBody("publish", { __typename: "Post", id: "post-gone-article", localizations: [{ locale: "en", slug: "gone-article" }, { locale: "es", slug: "articulo-ido" }] }));
    const first = await deliver(handler, published.rawBody, published.header);
    await handler.settled();
    expect(first.revalidated).toEqual(expect.arrayContaining(["/blog/gone-article", "/es/blog/articulo-ido"]));
    const deleted = signed(hygraphBody("delete", { __typename: "Post", id: "post-gone-article" }));
    const answer = await deliver(handler, deleted.rawBody, deleted.header);
    await handler.settled();
    expect(answer.status).toBe(202);
    expect(answer.revalidated).toEqual(expect.arrayContaining(["/blog/gone-article", "/es/blog/articulo-ido"]));
  });
});

describe("nothing acknowledged is lost", () => {
  it("a job is on disk when the answer goes out; a process that dies before regenerating leaves it to the next, which does it", async () => {
    const dying = await instance();
    const { rawBody, header } = signed(hygraphBody("unpublish", { ...postData(), updatedAt: "2026-11-27T12:00:00.000Z" }));
    const before = jobsOnDisk().length;
    // Its regeneration never ends: the process is killed after its answer.
    const answer = await deliver(dying, rawBody, header, () => new Promise<undefined>(() => undefined));
    expect(answer.status).toBe(202);
    expect(jobsOnDisk().length).toBe(before + 1);

    const restarted = await instance();
    const other = signed(hygraphBody("publish", { __typename: "HomePage", id: "home-page", updatedAt: "2026-11-27T12:00:01.000Z" }));
    const next = await deliver(restarted, other.rawBody, other.header);
    await restarted.settled();
    expect(next.revalidated).toEqual(expect.arrayContaining([`/blog/${POST.en}`, `/es/blog/${POST.es}`, "/"]));
    expect(jobsOnDisk().length).toBe(before);
  });

  it("a path that fails to regenerate is logged and its job kept with that path only, for a later attempt", async () => {
    const handler = await instance();
    const article = `/blog/${POST.en}`;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { rawBody, header } = signed(hygraphBody("publish", { ...postData(), updatedAt: "2026-11-27T13:00:00.000Z" }));
      const answer = await deliver(handler, rawBody, header, (path) => (path === article ? new Error(`Failed to revalidate ${path}: Invalid response 500`) : undefined));
      await handler.settled();
      expect(answer.status).toBe(202);
      expect(answer.revalidated).not.toContain(article);
      expect(errors.mock.calls.map(([line]) => String(line)).join("\n")).toMatch(new RegExp(`revalidate webhook .*"failed":\\[\\{"path":"${article}".*"next":"1 paths again at`));
      const kept = jobsOnDisk().map((file) => JSON.parse(readFileSync(join(queueDir, file), "utf8")) as { job: { id: string; paths?: string[]; attempts: number } });
      expect(kept.find(({ job }) => job.id.startsWith(answer.body.job ?? "?"))?.job).toMatchObject({ paths: [article], attempts: 1 });
    } finally {
      errors.mockRestore();
    }
  });
});

describe("a page too large for the page cache is not reported as regenerated", () => {
  const slug = "chlamydia-symptoms-testing-treatment";
  const article = `/blog/${slug}`;
  let large: ContentService;
  let contentDir: string;

  // An article within every editor's limit per document, embedding 30 long FAQs: its page data is ~4 MB.
  beforeAll(async () => {
    contentDir = mkdtempSync(join(tmpdir(), "webhook-large-page-"));
    cpSync("content-service/content", contentDir, { recursive: true });
    const postFile = join(contentDir, "posts", `post-${slug}.json`);
    const post = JSON.parse(readFileSync(postFile, "utf8")) as { content: { children: unknown[] } };
    for (let index = 1; index <= 30; index++) {
      const id = `faq-long-${index}`;
      const answer = `Answer ${index}: ${"Testing is quick and confidential. ".repeat(2_000)}`;
      writeFileSync(join(contentDir, "faqs", `${id}.json`), JSON.stringify({ id, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z", publishedAt: "2026-01-01T00:00:00.000Z", question: `Question ${index}?`, answer }));
      post.content.children.push({ type: "embed", nodeType: "Faq", nodeId: id, children: [{ text: "" }] });
    }
    writeFileSync(postFile, JSON.stringify(post));
    large = await startContentService({ port: 0, contentDir });
    process.env.CONTENT_API_URL = `${large.url}/graphql`;
  });

  afterAll(async () => {
    await large?.close();
    rmSync(contentDir, { recursive: true, force: true });
    process.env.CONTENT_API_URL = `${service.url}/graphql`;
  });

  it("the webhook's log names the page as failed because it is too large; the other paths regenerate", async () => {
    const handler = await instance();
    const { getStaticProps } = await import("@/pages/blog/[slug]");
    // As Next regenerates a page: its getStaticProps runs, and a throw becomes "Invalid response 500".
    const regenerate = async (path: string) => {
      if (path !== article) return undefined;
      try {
        await getStaticProps({ params: { slug } });
        return undefined;
      } catch {
        return new Error(`Failed to revalidate ${path}: Invalid response 500`);
      }
    };
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { rawBody, header } = signed(hygraphBody("publish", { ...postData(), updatedAt: "2026-11-27T14:00:00.000Z" }));
      const answer = await deliver(handler, rawBody, header, regenerate);
      await handler.settled();
      expect(answer.status).toBe(202);
      const log = errors.mock.calls.map(([line]) => String(line)).join("\n");
      expect(log).toMatch(/"failed":\[\{"path":"\/blog\/chlamydia-symptoms-testing-treatment","error":"page too large: its data is \d+\.\d MB; a page may have at most 2\.0 MB"\}\]/);
      expect(answer.revalidated).not.toContain(article);
      expect(answer.revalidated).toContain("/blog");
    } finally {
      errors.mockRestore();
    }
  });
});

describe("a delivery accepted once is a duplicate on every instance", () => {
  let redis: ChildProcess | undefined;
  let redisDir: string;

  beforeAll(async () => {
    redisDir = mkdtempSync(join(tmpdir(), "webhook-redis-"));
    const port = await freePort();
    redis = startRedis(port, redisDir, { stdio: "ignore" });
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    // Until Redis answers.
    await vi.waitFor(async () => {
      const probe = createClient({ url: process.env.REDIS_URL });
      await probe.connect();
      await probe.quit();
    }, { timeout: 10_000, interval: 100 });
  });

  afterAll(async () => {
    const { closeSharedStore } = await import("@/lib/server/store/shared-store");
    await closeSharedStore();
    await stop(redis);
    rmSync(redisDir, { recursive: true, force: true });
  });

  it("the same delivery is queued by the first instance; the second answers 200 and regenerates nothing", async () => {
    const [first, second] = [await instance(), await instance()];
    const { rawBody, header } = signed(hygraphBody("publish", { __typename: "HomePage", id: "home-page" }));
    const accepted = await deliver(first, rawBody, header);
    await first.settled();
    expect(accepted.status).toBe(202);
    expect(accepted.revalidated).toContain("/");
    const again = await deliver(second, rawBody, header);
    await second.settled();
    expect(again.status).toBe(200);
    expect(again.revalidated).toEqual([]);
  });

  it("the job is in Redis when the answer goes out, and another instance does it when the first dies", async () => {
    const dying = await instance();
    const { rawBody, header } = signed(hygraphBody("publish", { ...postData(), updatedAt: "2026-11-27T15:00:00.000Z" }));
    const answer = await deliver(dying, rawBody, header, () => new Promise<undefined>(() => undefined));
    expect(answer.status).toBe(202);
    const reader = createClient({ url: process.env.REDIS_URL });
    await reader.connect();
    try {
      expect(await reader.hLen("sti-aware:revalidation:jobs")).toBe(1);
      expect(await reader.pTTL(`sti-aware:revalidation:seen:${(await reader.hKeys("sti-aware:revalidation:jobs"))[0]}`)).toBeGreaterThan(59 * 60_000);
    } finally {
      await reader.quit();
    }
    // Its lease (30 s) runs out: the next instance's worker takes the job.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31_000, shouldAdvanceTime: true });
    try {
      const restarted = await instance();
      const other = signed(hygraphBody("publish", { __typename: "HomePage", id: "home-page", updatedAt: "2026-11-27T15:00:01.000Z" }));
      const next = await deliver(restarted, other.rawBody, other.header);
      await restarted.settled();
      expect(next.revalidated).toEqual(expect.arrayContaining([`/blog/${POST.en}`, `/es/blog/${POST.es}`]));
    } finally {
      vi.useRealTimers();
    }
  });

  it("with Redis hung (SIGSTOP), a signed webhook is refused within 1.5 s with 503 and Retry-After, not held", async () => {
    const handler = await instance();
    const { rawBody, header } = signed(hygraphBody("publish", { __typename: "HomePage", id: "home-page", hung: 1 }));
    process.kill(redis!.pid!, "SIGSTOP");
    try {
      const started = performance.now();
      const answer = await deliver(handler, rawBody, header);
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(503);
      expect(answer.body.error).toMatch(/retry later/);
      expect(elapsed).toBeLessThan(1_500);
    } finally {
      process.kill(redis!.pid!, "SIGCONT");
    }
  });

  it("two instances racing with the same delivery: exactly one queues it", async () => {
    const [first, second] = [await instance(), await instance()];
    const { rawBody, header } = signed(hygraphBody("publish", { __typename: "HomePage", id: "home-page", race: 1 }));
    const statuses = (await Promise.all([deliver(first, rawBody, header), deliver(second, rawBody, header)])).map((answer) => answer.status);
    await Promise.all([first.settled(), second.settled()]);
    expect(statuses.sort()).toEqual([200, 202]);
  });
});
