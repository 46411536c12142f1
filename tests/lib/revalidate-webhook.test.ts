import type { ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { generateWebhookSignature } from "@sti-aware/contract/webhook-signature";
import { createClient } from "@redis/client";
import { startRedis } from "../../scripts/lib/cluster";
import { freePort, stop } from "../../scripts/lib/processes";
import { deliver, type Handler } from "../support/webhook-handler";

/**
 * The publish webhook (`/api/revalidate`) as the CMS, or an attacker holding a captured request,
 * sees it: the real handler against the real content service (shipped content, read only).
 * Next's `res.revalidate` is the edge stood in for: it records the paths asked for.
 * "Two instances" are two fresh loads of the handler module (each with its own memory), as two
 * processes would be; with REDIS_URL they share a real Redis.
 */
const SECRET = "webhook-test-secret";
let service: ContentService;

/** A fresh instance of the site's webhook handler, reading the environment as it is now. */
async function instance(): Promise<Handler> {
  vi.resetModules();
  return (await import("@/pages/api/revalidate")).default as Handler;
}

const signed = (payload: unknown, environment = "master") => {
  const rawBody = JSON.stringify(payload);
  return { rawBody, header: generateWebhookSignature({ rawBody, secret: SECRET, environment }) };
};

beforeAll(async () => {
  service = await startContentService({ port: 0 });
  process.env.CONTENT_API_URL = `${service.url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${service.url}/graphql/preview`;
  process.env.CONTENT_WEBHOOK_SECRET = SECRET;
  process.env.NEXT_PUBLIC_SITE_URL = "https://sti-aware.example";
});

afterAll(async () => {
  await service?.close();
  delete process.env.REDIS_URL;
});

describe("the webhook trusts nothing it is sent", () => {
  const publish = (data: Record<string, unknown>) => ({ operation: "publish", data: { __typename: "Post", id: "post-x", ...data } });

  it.each([
    ["a slug that is an object", publish({ slug: { toString: "x" } }), "data.slug must be a slug"],
    ["a slug that is a path", publish({ slug: "../../api/preview" }), "data.slug must be a slug"],
    ["a slug with a query", publish({ slug: "a?b=c" }), "data.slug must be a slug"],
    ["an unknown model", { operation: "publish", data: { __typename: "Evil", id: "x1" } }, "data.__typename must name a model"],
    ["an id that is not an id", { operation: "publish", data: { __typename: "Page", id: "/x/../y" } }, "data.id must be an entry id"],
    ["a reference of the wrong shape", publish({ slug: "ok", category: "prevention" }), "data.category must be null or { id, slug }"],
    ["a hostile reference slug", publish({ slug: "ok", author: { slug: "x/../../y" } }), "data.author.slug must be a slug"],
    ["an unknown operation", { operation: "explode", data: { __typename: "Post", id: "p1" } }, "operation must be one of"],
    ["a createdAt that is not a date", publish({ createdAt: { $gt: "" } }), "data.createdAt must be an ISO date-time"],
  ])("refuses %s with a 400 naming the field, and regenerates nothing", async (_case, payload, problem) => {
    const { rawBody, header } = signed(payload);
    const answer = await deliver(await instance(), rawBody, header);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(`Invalid webhook payload: ${problem}`);
    expect(answer.revalidated).toEqual([]);
  });

  it("a well-formed payload regenerates the entry's own pages", async () => {
    const { rawBody, header } = signed(publish({ slug: "chlamydia-symptoms-testing-treatment" }));
    const answer = await deliver(await instance(), rawBody, header);
    expect(answer.status).toBe(200);
    expect(answer.revalidated).toContain("/blog/chlamydia-symptoms-testing-treatment");
  });

  it("binds the signature to the configured environment: a valid signature for another environment is refused", async () => {
    const { rawBody, header } = signed(publish({ slug: "chlamydia-symptoms-testing-treatment" }), "attacker-env");
    const answer = await deliver(await instance(), rawBody, header);
    expect(answer.status).toBe(401);
    expect(answer.revalidated).toEqual([]);
  });
});

describe("signed means once", () => {
  it("a webhook dated 60 s ahead, accepted once, is refused when replayed 5 minutes later (its signature is still valid then)", async () => {
    const handler = await instance();
    const rawBody = JSON.stringify({ operation: "publish", data: { __typename: "HomePage", id: "home" } });
    const header = generateWebhookSignature({ rawBody, secret: SECRET, timestamp: Date.now() + 60_000 });
    expect((await deliver(handler, rawBody, header)).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5 * 60_000 + 1_000 });
    try {
      const replay = await deliver(handler, rawBody, header);
      expect(replay.body.error).toBe("Unauthorized: signature already used");
      expect(replay.status).toBe(401);
      expect(replay.revalidated).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the webhook reports honestly what it regenerated", () => {
  const article = "/blog/chlamydia-symptoms-testing-treatment";
  const payload = { operation: "publish", data: { __typename: "Post", id: "post-chlamydia-symptoms-testing-treatment", slug: "chlamydia-symptoms-testing-treatment" } };

  it("a path that failed to regenerate makes the answer a 502 naming it, not 'revalidated'", async () => {
    const { rawBody, header } = signed(payload);
    const answer = await deliver(await instance(), rawBody, header, (path) =>
      path === article ? new Error(`Failed to revalidate ${path}: Invalid response 500`) : undefined,
    );
    expect(answer.status).toBe(502);
    expect(answer.body.error).toMatch(/^1 of \d+ paths failed to regenerate$/);
    expect(answer.body.failed?.map((failure) => failure.path)).toEqual([article]);
    expect(answer.body.revalidated).not.toContain(article);
  });

  it("a path that no longer exists (404) is reported as gone, and is not a failure", async () => {
    const { rawBody, header } = signed(payload);
    const answer = await deliver(await instance(), rawBody, header, (path) =>
      path === "/blog" ? new Error(`Failed to revalidate ${path}: Invalid response 404`) : undefined,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.gone).toEqual(["/blog"]);
    expect(answer.body.failed).toEqual([]);
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

  it("the webhook answers 502 naming the page as failed because it is too large; the other paths regenerate", async () => {
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
    const { rawBody, header } = signed({ operation: "publish", data: { __typename: "Post", id: `post-${slug}`, slug } });
    const answer = await deliver(handler, rawBody, header, regenerate);
    expect(answer.status).toBe(502);
    expect(answer.body.failed).toEqual([{ path: article, error: expect.stringMatching(/^page too large: its data is \d+\.\d MB; a page may have at most 2\.0 MB$/) }]);
    expect(answer.body.revalidated).not.toContain(article);
    expect(answer.body.revalidated).toContain("/blog");
  });
});

describe("a webhook accepted once is a replay on every instance", () => {
  let redis: ChildProcess | undefined;
  let redisDir: string;

  beforeAll(async () => {
    redisDir = mkdtempSync(join(tmpdir(), "webhook-redis-"));
    const port = await freePort();
    redis = startRedis(port, redisDir, { stdio: "ignore" });
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    // Until Redis answers.
    await vi.waitFor(async () => {
      const { recordOnce } = await import("@/lib/server/store/shared-store");
      await recordOnce(process.env.REDIS_URL ?? "", "warm-up", 1_000);
    }, { timeout: 10_000, interval: 100 });
  });

  afterAll(async () => {
    const { closeSharedStore } = await import("@/lib/server/store/shared-store");
    await closeSharedStore();
    await stop(redis);
    rmSync(redisDir, { recursive: true, force: true });
  });

  it("the same signed request is accepted by the first instance and refused by the second", async () => {
    const [first, second] = [await instance(), await instance()];
    const { rawBody, header } = signed({ operation: "publish", data: { __typename: "HomePage", id: "home" } });
    expect((await deliver(first, rawBody, header)).status).toBe(200);
    const replay = await deliver(second, rawBody, header);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe("Unauthorized: signature already used");
    expect(replay.revalidated).toEqual([]);
  });

  it("the shared memory of a signature dated 60 s ahead outlasts the signature (6 minutes and the clock slack)", async () => {
    const handler = await instance();
    const rawBody = JSON.stringify({ operation: "publish", data: { __typename: "HomePage", id: "home", ahead: 1 } });
    const header = generateWebhookSignature({ rawBody, secret: SECRET, timestamp: Date.now() + 60_000 });
    expect((await deliver(handler, rawBody, header)).status).toBe(200);
    const digest = Buffer.from(/sign=([^,]+)/.exec(header)![1], "base64").toString("hex");
    const reader = createClient({ url: process.env.REDIS_URL });
    await reader.connect();
    try {
      expect(await reader.pTTL(`sti-aware:webhook-signature:${digest}`)).toBeGreaterThan(6 * 60_000 + 50_000);
    } finally {
      await reader.quit();
    }
  });

  it("with Redis hung (SIGSTOP), a signed webhook is refused within 1.5 s with 503 and Retry-After, not held", async () => {
    const handler = await instance();
    const { rawBody, header } = signed({ operation: "publish", data: { __typename: "HomePage", id: "home", hung: 1 } });
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

  it("two instances racing with the same request: exactly one accepts it", async () => {
    const [first, second] = [await instance(), await instance()];
    const { rawBody, header } = signed({ operation: "publish", data: { __typename: "HomePage", id: "home" } });
    const statuses = (await Promise.all([deliver(first, rawBody, header), deliver(second, rawBody, header)])).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });
});
