import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentSource } from "@/queries/client/content-source";
import { redisMissStore } from "@/lib/search/misses";
import { startContentService, type ContentService } from "@/content-service/server";
import { startRedis } from "../../scripts/lib/cluster";
import { freePort, stop } from "../../scripts/lib/processes";
import { graphql, publishableFields } from "./helpers";

/**
 * Several site instances, one Redis: a change the webhook reports to one instance reaches every
 * instance's search index, and the miss counts are kept in one place. A real redis-server and the
 * real content service (on a temporary copy of the shipped content).
 */
const TOKEN = "instances-test-token";
let redis: ChildProcess;
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
  service = await startContentService({ port: 0, contentDir: join(contentDir, "content"), token: TOKEN });
  await waitForPort(port);
  redisUrl = `redis://127.0.0.1:${port}`;
  // Read once by the site's configuration (lib/server/config/env.ts), before the search modules first use it.
  process.env.REDIS_URL = redisUrl;
});
afterAll(async () => {
  await service?.close();
  await stop(redis);
  rmSync(contentDir, { recursive: true, force: true });
});

describe("with REDIS_URL", () => {
  it("a post published through one instance is found on the other within 1 s", async () => {
    const { createSearchService } = await import("@/lib/search/service");
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
