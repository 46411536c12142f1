import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentSource } from "@/queries/client/content-source";
import { redisMissStore } from "@/lib/server/search/misses";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { startRedis } from "../../scripts/lib/cluster";
import { freePort, stop } from "../../scripts/lib/processes";
import { SIGNATURE_HEADER } from "@sti-aware/contract/webhook-signature";
import { deliver, type Handler } from "../support/webhook-handler";
import { graphql, publishableFields } from "./helpers";

/**
 * Several site instances, one Redis: a change the webhook reports to one instance reaches every
 * instance's search index, and the miss counts are kept in one place. A real redis-server and the
 * real content service (on a temporary copy of the shipped content).
 */
const TOKEN = "instances-test-token";
const WEBHOOK_SECRET = "instances-webhook-secret";
let redis: ChildProcess;
/** The site's webhook endpoint: the real handler, where the content service sends its webhooks. */
let site: Server;
let redisUrl: string;
let contentDir: string;
let service: ContentService;

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => resolve(socket.end() !== undefined)).on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

beforeAll(async () => {
  const port = await freePort();
  contentDir = mkdtempSync(join(tmpdir(), "search-instances-"));
  redis = startRedis(port, join(contentDir, "redis"), { stdio: "ignore" });
  cpSync("content-service/content", join(contentDir, "content"), { recursive: true });
  site = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const handler = (await import("@/pages/api/revalidate")).default as Handler;
      const answer = await deliver(handler, Buffer.concat(chunks).toString("utf8"), String(req.headers[SIGNATURE_HEADER] ?? ""));
      res.writeHead(answer.status).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`;
  service = await startContentService({ port: 0, contentDir: join(contentDir, "content"), token: TOKEN, webhookUrl, webhookSecret: WEBHOOK_SECRET });
  await waitForPort(port);
  redisUrl = `redis://127.0.0.1:${port}`;
  // Read once by the site's configuration (lib/server/config/env.ts), before the search modules first use it.
  process.env.REDIS_URL = redisUrl;
  process.env.CONTENT_API_URL = `${service.url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${service.url}/graphql/preview`;
  process.env.CONTENT_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.NEXT_PUBLIC_SITE_URL = "https://sti-aware.example";
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => site?.close(resolve));
  await stop(redis);
  rmSync(contentDir, { recursive: true, force: true });
});

describe("with REDIS_URL", () => {
  it("a post published through one instance is found on the other within 1 s", async () => {
    const { createSearchService } = await import("@/lib/server/search/service");
    const source = createContentSource({ url: `${service.url}/graphql` });
    const [first, second] = [createSearchService(source), createSearchService(source)];
    await Promise.all([first.ready(60_000), second.ready(60_000)]);
    // Let the subscriber connect.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const created = await graphql<{ createPost: { id: string } }>(
      service,
      `mutation { createPost(data: { title: "Marmoset rash explained", slug: "marmoset-rash", author: { connect: { slug: "amara-okafor" } }, ${publishableFields()} }) { id } }`,
      undefined,
      { token: TOKEN },
    );
    const id = created.body.data?.createPost.id as string;
    await graphql(service, `mutation { publishPost(where: { id: "${id}" }) { id } }`, undefined, { token: TOKEN });
    const started = performance.now();
    await first.applyChange({ type: "Post", id, operation: "publish" });
    await expect.poll(async () => (await second.ready()).search("marmoset", 5).total, { timeout: 1_000, interval: 20 }).toBe(1);
    await graphql(service, `mutation { unpublishPost(where: { id: "${id}" }) { id } }`, undefined, { token: TOKEN });
    await first.applyChange({ type: "Post", id, operation: "unpublish" });
    await expect.poll(async () => (await second.ready()).search("marmoset", 5).total, { timeout: 1_000, interval: 20 }).toBe(0);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("a synonym editors publish through the API reaches search on every instance within 1 s, through the webhook", async () => {
    const { createSearchService, searchService } = await import("@/lib/server/search/service");
    // The instance the webhook reaches, and another one that hears of it through Redis.
    const [first, second] = [searchService(), createSearchService(createContentSource({ url: `${service.url}/graphql` }))];
    await Promise.all([first.ready(60_000), second.ready(60_000)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mutate = <T>(query: string) => graphql<T>(service, query, undefined, { token: TOKEN });
    const found = async (instance: typeof first) => (await instance.ready()).search("zorbflu", 5).hits[0]?.href ?? null;

    const created = await mutate<{ createSearchSynonym: { id: string; stage: string } }>('mutation { createSearchSynonym(data: { term: "zorbflu", synonyms: ["herpes"] }) { id stage } }');
    expect(created.body.errors).toBeUndefined();
    expect((await mutate('mutation { createSearchSynonym(data: { term: "Zorbflu", synonyms: ["hpv"] }) { id } }')).body.errors?.[0].message).toContain('term: "Zorbflu" already has an entry');
    // A draft changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([await found(first), await found(second)]).toEqual([null, null]);

    expect((await mutate('mutation { publishSearchSynonym(where: { term: "zorbflu" }) { id } }')).body.errors).toBeUndefined();
    const started = performance.now();
    for (const instance of [first, second]) {
      await expect.poll(() => found(instance), { timeout: 1_000, interval: 20 }).toBe("/blog/genital-herpes-facts");
    }
    expect(performance.now() - started).toBeLessThan(1_000);

    expect((await mutate('mutation { updateSearchSynonym(where: { term: "zorbflu" }, data: { synonyms: ["syphilis"] }) { id } }')).body.errors).toBeUndefined();
    expect((await mutate('mutation { publishSearchSynonym(where: { term: "zorbflu" }) { id } }')).body.errors).toBeUndefined();
    for (const instance of [first, second]) {
      await expect.poll(() => found(instance), { timeout: 1_000, interval: 20 }).toBe("/blog/syphilis-stages-and-testing");
    }

    expect((await mutate('mutation { unpublishSearchSynonym(where: { term: "zorbflu" }) { id } }')).body.errors).toBeUndefined();
    for (const instance of [first, second]) await expect.poll(() => found(instance), { timeout: 1_000, interval: 20 }).toBeNull();
    expect((await mutate('mutation { deleteSearchSynonym(where: { term: "zorbflu" }) { id } }')).body.errors).toBeUndefined();
    expect((await mutate<{ searchSynonyms: unknown[] }>('{ searchSynonyms(where: { term: "zorbflu" }, stage: DRAFT) { id } }')).body.data?.searchSynonyms).toEqual([]);
  });

  it("searches that found nothing are counted per day in Redis, with an expiry", async () => {
    const store = redisMissStore(redisUrl);
    try {
      const now = new Date();
      store.record("Quokka pox", now);
      store.record("quokka  pox", now);
      store.record("call me on 07700900123", now);
      await store.flush();
      expect(await store.read(1, now)).toEqual([{ query: "quokka pox", count: 2 }]);
    } finally {
      await store.close();
    }
  });
});
