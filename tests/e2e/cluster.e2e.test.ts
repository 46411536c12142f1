import type { ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStandalone, clusterEnvironment, startInstance, startNginx, startRedis, type Nginx } from "../../scripts/lib/cluster";
import { freePort, stop, waitForHttp } from "../../scripts/lib/processes";
import { e2eContentSettings, startContentProcess, stopContentProcess } from "./support/content-process";
import { mutate } from "./support/mutations";
import { E2E_SECRETS } from "./support/secrets";

/**
 * The scale-out topology of `npm run cluster`, on free ports: Redis, the content service, one
 * standalone build with the shared cache handler, two instances and nginx in front, publishing
 * webhooks going through nginx, and a local stand-in for a CDN's purge API.
 */
const DIST_DIR = ".next-e2e-cluster";
const POST = "pep-after-hiv-exposure";
const PAGES = [`/blog/${POST}`, "/blog", "/", "/prevention/page/1", "/prevention/prep-pep/page/1"];

type Instance = { port: number; process: ChildProcess; log: string[] };
let contentDir: string;
let redisDir: string;
let contentUrl: string;
let contentPort: number;
let redisPort: number;
let redis: ChildProcess | undefined;
let nginx: Nginx | undefined;
let nginxUrl: string;
let env: NodeJS.ProcessEnv;
const instances: Instance[] = [];
let purgeReceiver: Server;
const purged: string[][] = [];

function launch(port: number): Instance {
  const child = startInstance(DIST_DIR, port, env, { stdio: ["ignore", "ignore", "pipe"] });
  const instance: Instance = { port, process: child, log: [] };
  child.stderr?.on("data", (chunk: Buffer) => instance.log.push(...chunk.toString().split("\n").filter(Boolean)));
  return instance;
}

const launchRedis = () => startRedis(redisPort, redisDir, { stdio: "ignore" });
const text = async (url: string) => (await fetch(url)).text();
const direct = (instance: Instance, path: string) => text(`http://127.0.0.1:${instance.port}${path}`);

async function publishTitle(title: string): Promise<void> {
  // An edit after the last medical review is published with a new review and its change note.
  const today = new Date().toISOString().slice(0, 10);
  const review = `seo: { update: { lastReviewed: "${today}", reviewedBy: { connect: { slug: "priya-raman" } } } }, changeLog: { create: [{ date: "${today}", summary: "Title updated; no medical change.", reviewedBy: { connect: { slug: "priya-raman" } } }] }`;
  await mutate(contentUrl, `mutation { updatePost(where: { slug: "${POST}" }, data: { title: "${title}", ${review} }) { id } }`);
  await mutate(contentUrl, `mutation { publishPost(where: { slug: "${POST}" }, to: PUBLISHED) { id } }`);
}

/** Seconds until every page shows `title` on every instance, asked directly (not through nginx). */
async function secondsUntilFreshEverywhere(title: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  const escaped = title.replace(/&/g, "&amp;");
  for (const instance of instances) {
    for (const path of PAGES) {
      await expect
        .poll(() => direct(instance, path), { timeout: Math.max(100, timeoutMs - (performance.now() - started)), interval: 50 })
        .toContain(escaped);
    }
  }
  return (performance.now() - started) / 1000;
}

beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), "sti-aware-cluster-content-"));
  redisDir = mkdtempSync(join(tmpdir(), "sti-aware-cluster-redis-"));
  cpSync("content-service/content", contentDir, { recursive: true });
  [contentPort, redisPort] = [await freePort(), await freePort()];
  const [nginxPort, firstPort, secondPort, purgePort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  nginxUrl = `http://127.0.0.1:${nginxPort}`;
  contentUrl = `http://127.0.0.1:${contentPort}`;
  purgeReceiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      purged.push((JSON.parse(body) as { paths: string[] }).paths);
      response.end();
    });
  });
  await new Promise<void>((resolve) => purgeReceiver.listen(purgePort, "127.0.0.1", resolve));

  redis = launchRedis();
  // The content service's webhook goes through nginx, as in `npm run cluster`.
  await startContentProcess(e2eContentSettings(nginxUrl, contentPort, contentDir));
  env = clusterEnvironment(
    contentUrl,
    { NEXT_PUBLIC_SITE_URL: nginxUrl, CONTENT_WEBHOOK_SECRET: E2E_SECRETS.webhook, PREVIEW_SECRET: E2E_SECRETS.preview, REDIS_URL: `redis://127.0.0.1:${redisPort}` },
    {
      // The e2e content API is closed like a private Hygraph project: reads carry a token.
      CONTENT_API_TOKEN: E2E_SECRETS.contentReadToken,
      CONTENT_PREVIEW_API_TOKEN: E2E_SECRETS.previewToken,
      REVALIDATE_SECONDS: "3600",
      CONTENT_TIMEOUT_MS: "3000",
      CDN_PURGE_URL: `http://127.0.0.1:${purgePort}/purge`,
    },
  );
  await buildStandalone(DIST_DIR, env, { stdio: ["ignore", "ignore", "inherit"] });
  instances.push(launch(firstPort), launch(secondPort));
  await Promise.all(instances.map((instance) => waitForHttp(`http://127.0.0.1:${instance.port}/`, 60_000)));
  nginx = startNginx({ port: nginxPort, instances: [`127.0.0.1:${firstPort}`, `127.0.0.1:${secondPort}`] }, { stdio: "ignore" });
  await waitForHttp(`${nginxUrl}/`, 20_000);
}, 600_000);

async function stopEverything(): Promise<void> {
  await stop(nginx?.process);
  for (const instance of instances) await stop(instance.process);
  await stop(redis);
  if (contentDir) await stopContentProcess(contentDir);
  await new Promise((resolve) => (purgeReceiver ? purgeReceiver.close(resolve) : resolve(undefined)));
  for (const dir of [contentDir, redisDir, nginx?.dir, DIST_DIR]) if (dir) rmSync(dir, { recursive: true, force: true });
}

afterAll(stopEverything, 60_000);

/** Whether any process of the group `pid` leads (nginx workers, Next's children…) is still alive. */
const groupIsRunning = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("scale-out: two instances, one shared cache, nginx in front", () => {
  it("a publish reaches both instances, asked directly, within 2 s: article, listings and home page; the CDN is told", async () => {
    const title = `PEP After a Possible HIV Exposure (cluster ${Date.now()})`;
    for (const instance of instances) expect(await direct(instance, `/blog/${POST}`)).not.toContain(title);
    await publishTitle(title);
    const seconds = await secondsUntilFreshEverywhere(title, 2_000);
    console.log(`publish → fresh on both instances (${PAGES.length} pages each): ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThanOrEqual(2);
    expect(await text(`${nginxUrl}/blog/${POST}`)).toContain(title);
    await expect.poll(() => purged.flat(), { timeout: 5_000 }).toEqual(expect.arrayContaining(PAGES));
  });

  it("with one instance stopped, 200 requests through nginx all answer 200; restarted, it serves the shared cache's current pages without rendering them", async () => {
    const title = `PEP After a Possible HIV Exposure (failover ${Date.now()})`;
    await publishTitle(title);
    await secondsUntilFreshEverywhere(title, 10_000);
    const [, second] = instances;
    await stop(second.process);
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      // Distinct query strings: each request passes nginx's micro-cache and reaches an instance.
      statuses.push((await fetch(`${nginxUrl}${PAGES[i % PAGES.length]}?visit=${i}`)).status);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const restarted = launch(second.port);
    instances[1] = restarted;
    await waitForHttp(`http://127.0.0.1:${restarted.port}/healthz-not-a-page`, 60_000);
    const response = await fetch(`http://127.0.0.1:${restarted.port}/blog/${POST}`);
    expect(await response.text()).toContain(title);
    // HIT: read from Redis, not rendered again — and not the build's older copy either.
    expect(response.headers.get("x-nextjs-cache")).toBe("HIT");
  });

  it("with Redis stopped pages keep answering 200 with one warning per instance; with Redis back the next publish reaches both", async () => {
    await stop(redis);
    for (let i = 0; i < 20; i++) {
      expect((await fetch(`${nginxUrl}${PAGES[i % PAGES.length]}?outage=${i}`)).status).toBe(200);
    }
    for (const instance of instances) expect((await fetch(`http://127.0.0.1:${instance.port}/blog/${POST}`)).status).toBe(200);
    const warnings = (instance: Instance) => instance.log.filter((line) => line.includes("[cache] Redis") && line.includes("unreachable"));
    await expect.poll(() => instances.map((instance) => warnings(instance).length), { timeout: 10_000 }).toEqual([1, 1]);

    redis = launchRedis();
    const back = (instance: Instance) => instance.log.some((line) => line.includes("[cache] Redis") && line.includes("is back"));
    await expect.poll(() => instances.every(back), { timeout: 15_000, interval: 200 }).toBe(true);
    expect(instances.map((instance) => warnings(instance).length)).toEqual([1, 1]);
    const title = `PEP After a Possible HIV Exposure (after the outage ${Date.now()})`;
    await publishTitle(title);
    const seconds = await secondsUntilFreshEverywhere(title, 5_000);
    console.log(`publish after Redis came back → fresh on both instances: ${seconds.toFixed(2)} s`);
  });

  it("with Redis hung (SIGSTOP: it accepts and never answers) every page on both instances, cached ones too, answers 200 within 2.5 s (a 1-s deadline, then rendering), and nginx keeps both", async () => {
    // Cached on both instances first.
    for (const instance of instances) for (const path of PAGES) expect((await fetch(`http://127.0.0.1:${instance.port}${path}`)).status).toBe(200);
    process.kill(redis!.pid!, "SIGSTOP");
    try {
      const latencies: number[] = [];
      for (let i = 0; i < 3; i++) {
        for (const instance of instances) {
          for (const path of PAGES) {
            const started = performance.now();
            const response = await fetch(`http://127.0.0.1:${instance.port}${path}`, { signal: AbortSignal.timeout(10_000) });
            await response.text();
            latencies.push(performance.now() - started);
            expect(response.status).toBe(200);
          }
        }
      }
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await fetch(`${nginxUrl}${PAGES[i % PAGES.length]}?hung=${i}`, { signal: AbortSignal.timeout(10_000) })).status);
      latencies.sort((a, b) => a - b);
      console.log(`pages with Redis hung (${latencies.length} requests to both instances): p50 ${latencies[Math.floor(latencies.length / 2)].toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`);
      expect(latencies.at(-1)).toBeLessThan(2_500);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      process.kill(redis!.pid!, "SIGCONT");
    }
  });

  it("leaves nothing running", async () => {
    const pids = [nginx?.process.pid, redis?.pid, ...instances.map((instance) => instance.process.pid)];
    await stopEverything();
    expect(pids.filter(groupIsRunning)).toEqual([]);
    for (const url of [nginxUrl, contentUrl, ...instances.map((instance) => `http://127.0.0.1:${instance.port}`)]) {
      await expect(fetch(url, { signal: AbortSignal.timeout(1_000) })).rejects.toThrow();
    }
  });
});
