/**
 * `npm run bench [-- --parts build,bundle,content,serve,publish,cluster,lighthouse,reference,trace,inp,feeds,hostile,search] [--sizes 100,1000,10000] [--feeds-posts 100000] [--hostile-sizes 2000,100000] [--search-posts 100000] [--runs 3]`
 *
 * Prints tables and writes bench/results.json (the parts that ran replace their own entries; the
 * other parts' figures from earlier runs stay). The front-end parts (bundle, lighthouse, inp)
 * build and serve the framework floor (bench/floor: a bare Next page, same Next and React) beside
 * the site in the same run, and report the site against it. Parts:
 * - build: synthetic content at each size → `next build`: wall seconds, pages/second, peak RSS of
 *   the whole build process tree, size of the build output.
 * - bundle: First Load JS (gzip) per route, shared vs own, over the floor's, against the
 *   allowances and the targets in bench/budgets.json; HTML and __NEXT_DATA__ bytes (raw, gzip) per route type.
 * - content: content-service p50/p99 for the author-posts and posts-by-category queries at the largest size.
 * - serve: autocannon against `next start` for an article, and against a minimal static server
 *   serving the same prerendered HTML; req/s, p50/p99 and the ratio.
 * - publish: seconds from publishPost to fresh HTML, over 10 publishes (median, max).
 * - cluster: the same load on the static server, one `next start`, and nginx in front of two
 *   standalone instances sharing Redis (micro-cache on): req/s, p50/p99, ratios to the static
 *   server; then publish → fresh article on both instances, over 10 publishes (median, max).
 * - lighthouse: mobile scores and FCP/LCP/TBT/CLS for the floor, the floor with the article's
 *   main image, and every route type (home, blog, article, listing, author, comparison; median of
 *   3 runs each, simulated throttling, in rounds that measure every page once, floor first),
 *   pass/fail against the floor, LCP phases, the same pages with throttling applied to the real
 *   load (3 more runs each), and where the time goes in the median run: script time per chunk,
 *   main-thread work by category, each long task with its script and, from the run's trace, what
 *   ran in it; Next's hydration measure.
 * - reference, trace: the App Router reference beside the floor and our article, /blog and author
 *   page, in one Lighthouse table, and the same loads traced at 4× CPU by kind of work (≥ 5 runs
 *   each; bench/parts/reference-parts.ts).
 * - inp: interaction latency in Chromium at 4× CPU throttling (Load more, mobile menu, consent,
 *   FAQ), median of 3 fresh page loads each.
 * - feeds: the crawler routes (sitemap index, every child sitemap, RSS) of a site built on
 *   --feeds-posts synthetic posts (default 100,000): first and repeated request time, bytes,
 *   URLs per file, content-service queries per request, a burst of 20 concurrent first
 *   requests, and the peak RSS of the `next start` process tree.
 * - hostile: the content service on --hostile-sizes synthetic posts (default 2000,100000) under the
 *   anonymous requests of bench/hostile.ts: each answered alone (time, status), then ten at a time
 *   for 10 s while `/healthz` and the site's own queries are timed (p50/p99/max).
 * - search: the site's search index over --search-posts synthetic posts (default 100,000): index build
 *   seconds, the memory it adds, and the server time per query (p50/p95/p99) over a mix of readers'
 *   queries (bench/search.ts). The First Load JS of every route, the article's and /search's included,
 *   is in the bundle part.
 * Tools that are not project dependencies (autocannon, lighthouse) are installed on first use.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { generateContent } from "@sti-aware/content-service/generate";
import { startContentService, type ContentService, type QueryStats } from "@sti-aware/content-service";
import { measureFirstLoad } from "../scripts/lib/bundle-size";
import { buildFloor, floorDistPath, startFloor } from "../scripts/lib/floor";
import { imagePreloadsIn } from "../lib/server/document/image-preloads";
import budgets from "./budgets.json";
import { benchSearch } from "./search";
import { breakdownTable, htmlBytes, interactionLatency, lighthouse, longTaskTable, ROUTE_TYPES, targetTable } from "./front-end";
import { buildStandalone, clusterEnvironment, startInstance, startNginx, startRedis, type Nginx } from "../scripts/lib/cluster";
import { hostileLoad } from "./hostile";
import { REFERENCE_PARTS, referenceParts } from "./parts/reference-parts";
import { freePort, NEXT_BIN, NEXT_BUILD_ARGS, siteEnvironment, start, stop, waitForHttp } from "../scripts/lib/processes";

type Results = Record<string, unknown>;
const results: Results = { machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version }, date: new Date().toISOString() };
/** The 1/5/15-minute load averages: the machine is shared, so every run says how busy it was. */
const loadAverage = () => loadavg().map((value) => round(value, 2));

const { values } = parseArgs({
  options: {
    parts: { type: "string", default: "build,bundle,content,serve,publish,cluster,lighthouse,reference,trace,inp,feeds,hostile,search" },
    sizes: { type: "string", default: "100,1000,10000" },
    "feeds-posts": { type: "string", default: "100000" },
    "hostile-sizes": { type: "string", default: "2000,100000" },
    "search-posts": { type: "string", default: "100000" },
    /** Runs per page (lighthouse) and per interaction (inp); the median is reported. */
    runs: { type: "string", default: "3" },
  },
});
const parts = new Set(values.parts.split(","));
const sizes = values.sizes.split(",").map(Number);
const runsPerMeasure = Number(values.runs);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (numbers: number[]) => percentile([...numbers].sort((a, b) => a - b), 50);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function ensureTool(name: string, version: string): void {
  if (existsSync(join("node_modules", name))) return;
  console.log(`Installing ${name}@${version} for the benchmark…`);
  execFileSync("npm", ["install", "--no-save", `${name}@${version}`], { stdio: "inherit" });
}

/** Sum of resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Process ended while we looked.
    }
  }
  let total = 0;
  const visit = (pid: number) => {
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      // Gone.
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return total;
}

function directorySize(path: string): number {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? directorySize(full) : statSync(full).size;
  }
  return total;
}

function countPrerendered(distDir: string): number {
  const pagesDir = join(distDir, "server", "pages");
  return readdirSync(pagesDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html")).length;
}

async function build(contentUrl: string, distDir: string, env: Record<string, string> = {}): Promise<{ seconds: number; peakRssMiB: number; pages: number; outputMiB: number }> {
  rmSync(distDir, { recursive: true, force: true });
  const started = performance.now();
  const child = start(process.execPath, NEXT_BUILD_ARGS, { env: siteEnvironment(contentUrl, { NEXT_DIST_DIR: distDir, ...env }), stdio: ["ignore", "ignore", "inherit"] });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid ?? 0))), 250);
  const code = await new Promise<number>((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`next build failed for ${distDir}`);
  const seconds = (performance.now() - started) / 1000;
  return { seconds: round(seconds), peakRssMiB: Math.round(peak / 2 ** 20), pages: countPrerendered(distDir), outputMiB: round(directorySize(distDir) / 2 ** 20) };
}

async function timeQueries(service: ContentService, query: string, variables: (i: number) => Record<string, unknown>, count = 200) {
  const timings: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${service.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables: variables(i) }) });
    await response.json();
    timings.push(performance.now() - started);
  }
  const sorted = timings.sort((a, b) => a - b);
  return { p50ms: round(percentile(sorted, 50), 2), p99ms: round(percentile(sorted, 99), 2) };
}

/** Queries the service answered since `before`, per operation. */
function queriesSince(service: ContentService, before: QueryStats): { total: number; byOperation: Record<string, number> } {
  const byOperation = Object.fromEntries(
    Object.entries(service.stats.byOperation)
      .map(([operation, count]) => [operation, count - (before.byOperation[operation] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
  return { total: service.stats.total - before.total, byOperation };
}

const snapshot = (stats: QueryStats): QueryStats => ({ total: stats.total, byOperation: { ...stats.byOperation } });

/** The crawler routes on a large synthetic archive: see the header. */
async function crawlerRoutes(scratch: string, posts: number): Promise<Results> {
  const dir = join(scratch, `content-${posts}`);
  if (!existsSync(dir)) generateContent(posts, dir);
  const service = await startContentService({ contentDir: dir });
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const distDir = ".next-bench-feeds";
  // A long content timeout: on a shared machine the in-process service can be slow, and timeouts are not what is measured.
  const env = { NEXT_DIST_DIR: distDir, NEXT_PUBLIC_SITE_URL: siteUrl, REVALIDATE_SECONDS: "3600", CONTENT_TIMEOUT_MS: "60000" };
  let server: ReturnType<typeof start> | undefined;
  let peakRss = 0;
  let sampler: NodeJS.Timeout | undefined;
  try {
    const built = await build(service.url, distDir, env);
    console.log(`feeds: built on ${posts} posts in ${built.seconds} s`);
    server = start(process.execPath, [NEXT_BIN, "start", "-p", String(sitePort), "-H", "127.0.0.1"], { env: siteEnvironment(service.url, env), stdio: ["ignore", "ignore", "inherit"] });
    const pid = server.pid ?? 0;
    await waitForHttp(`${siteUrl}/robots.txt`);
    sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(pid))), 100);

    const measure = async (path: string) => {
      const before = snapshot(service.stats);
      const started = performance.now();
      const response = await fetch(`${siteUrl}${path}`);
      const body = await response.text();
      return { status: response.status, ms: performance.now() - started, bytes: Buffer.byteLength(body), urls: (body.match(/<loc>/g) ?? []).length, queries: queriesSince(service, before), body };
    };
    const repeated = async (path: string, times = 20) => {
      const before = snapshot(service.stats);
      const timings: number[] = [];
      for (let i = 0; i < times; i++) timings.push((await measure(path)).ms);
      const sorted = timings.sort((a, b) => a - b);
      return { p50ms: round(percentile(sorted, 50)), maxMs: round(sorted.at(-1) ?? 0), queries: queriesSince(service, before).total };
    };
    const row = async (path: string, first: Awaited<ReturnType<typeof measure>>) => {
      if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
      return { path, firstMs: round(first.ms), bytes: first.bytes, urls: first.urls, firstQueries: first.queries.total, ...(await repeated(path)) };
    };

    // The feed was generated by the build; its own generation is timed below.
    const rows = [];
    const index = await measure("/sitemap.xml");
    rows.push(await row("/sitemap.xml", index));
    const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    // One child is left for the burst of concurrent first requests.
    const burstChild = children.filter((child) => child.startsWith("/sitemaps/posts-")).at(-2) ?? "";
    for (const child of children.filter((path) => path !== burstChild)) rows.push(await row(child, await measure(child)));
    rows.push({ ...(await row("/rss.xml", await measure("/rss.xml"))), note: "prerendered at build" });

    const burstBefore = snapshot(service.stats);
    const burstStarted = performance.now();
    const burst = await Promise.all(Array.from({ length: 20 }, () => fetch(`${siteUrl}${burstChild}`).then(async (response) => ({ status: response.status, body: await response.text() }))));
    const burstResult = {
      path: burstChild,
      requests: 20,
      wallMs: round(performance.now() - burstStarted),
      statuses: [...new Set(burst.map((answer) => answer.status))],
      distinctBodies: new Set(burst.map((answer) => answer.body)).size,
      queries: queriesSince(service, burstBefore),
    };

    // Generation of the index and the feed themselves (what a webhook or the time-based safety net costs).
    const { createContentSource } = await import("../queries/client/content-source");
    const { sitemapIndex } = await import("../lib/server/crawlers/sitemap");
    const { newestPosts } = await import("../queries/crawler-feeds");
    const source = createContentSource({ url: `${service.url}/graphql` });
    const timed = async (run: () => Promise<unknown>) => {
      const before = snapshot(service.stats);
      const started = performance.now();
      await run();
      return { ms: round(performance.now() - started), queries: queriesSince(service, before).total };
    };
    const generation = {
      sitemapIndex: await timed(() => sitemapIndex(source, Number(process.env.SITEMAP_CHUNK_SIZE ?? 10_000))),
      rss: await timed(() => newestPosts(source, 50)),
    };
    clearInterval(sampler);
    peakRss = Math.max(peakRss, treeRss(pid));
    const childRows = rows.filter((entry) => entry.path.startsWith("/sitemaps/"));
    const result = {
      posts,
      build: built,
      routes: rows,
      burst: burstResult,
      generation,
      largestFileUrls: Math.max(...rows.map((entry) => entry.urls)),
      slowestFirstChildMs: Math.max(...childRows.map((entry) => entry.firstMs)),
      slowestRepeatedP50Ms: Math.max(...rows.map((entry) => entry.p50ms)),
      sitePeakRssMiB: Math.round(peakRss / 2 ** 20),
    };
    console.table(rows);
    console.log("feeds:", { ...result, routes: undefined });
    return result;
  } finally {
    if (sampler) clearInterval(sampler);
    await stop(server);
    await service.close();
  }
}

/** Every serving measurement uses the same load, so the figures compare. */
const LOAD = { connections: 20, seconds: 10 };
const BENCH_ARTICLE = "chlamydia-symptoms-testing-treatment";
type LoadResult = { reqPerSec: number; p50ms: number; p99ms: number; non2xx: number };

const articleHtml = (distDir: string) => join(distDir, "server", "pages", "blog", `${BENCH_ARTICLE}.html`);

/** autocannon in its own process (asynchronous: a static server in this process must keep answering). */
function cannon(url: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/autocannon/autocannon.js", "-c", String(LOAD.connections), "-d", String(LOAD.seconds), "-j", url]);
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("error", reject);
    child.on("exit", () => {
      const report = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number };
      resolve({ reqPerSec: round(report.requests.average), p50ms: report.latency.p50, p99ms: report.latency.p99, non2xx: report.non2xx });
    });
  });
}

/** The floor: a minimal server answering every request with the same prerendered HTML. */
async function staticHtmlServer(html: Buffer): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Scale-out: the static server, one `next start` (the site build) and nginx in front of two
 * instances of the standalone build sharing Redis, under the same load, one after the other;
 * then publish → fresh article on both instances (asked directly), 10 times.
 */
async function benchCluster(shippedContentDir: string, nextStartUrl: string): Promise<Results> {
  const contentDir = mkdtempSync(join(tmpdir(), "sti-aware-bench-cluster-"));
  execFileSync("cp", ["-r", `${shippedContentDir}/.`, contentDir]);
  const [nginxPort, redisPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  const secret = "bench-cluster-secret";
  const service = await startContentService({ contentDir, token: "bench-token", webhookUrl: `${nginxUrl}/api/revalidate`, webhookSecret: secret });
  const redis = startRedis(redisPort, join(contentDir, ".redis"), { stdio: "ignore" });
  const distDir = ".next-bench-cluster";
  const env = clusterEnvironment(
    service.url,
    { NEXT_PUBLIC_SITE_URL: nginxUrl, CONTENT_WEBHOOK_SECRET: secret, PREVIEW_SECRET: "bench-preview", REDIS_URL: `redis://127.0.0.1:${redisPort}` },
    { REVALIDATE_SECONDS: "3600" },
  );
  let instances: ReturnType<typeof startInstance>[] = [];
  let nginx: Nginx | undefined;
  try {
    await buildStandalone(distDir, env, { stdio: ["ignore", "ignore", "inherit"] });
    instances = [firstPort, secondPort].map((port) => startInstance(distDir, port, env, { stdio: "ignore" }));
    await Promise.all([firstPort, secondPort].map((port) => waitForHttp(`http://127.0.0.1:${port}/`)));
    nginx = startNginx({ port: nginxPort, instances: [`127.0.0.1:${firstPort}`, `127.0.0.1:${secondPort}`] }, { stdio: "ignore" });
    await waitForHttp(`${nginxUrl}/`);
    await fetch(`${nginxUrl}/blog/${BENCH_ARTICLE}`);

    const staticServer = await staticHtmlServer(readFileSync(articleHtml(distDir)));
    const staticResult = await cannon(staticServer.url);
    await staticServer.close();
    const nextStart = await cannon(`${nextStartUrl}/blog/${BENCH_ARTICLE}`);
    const throughNginx = await cannon(`${nginxUrl}/blog/${BENCH_ARTICLE}`);

    const timings: number[] = [];
    for (let i = 0; i < 10; i++) {
      const title = `Chlamydia: Symptoms, Testing and Treatment (cluster rev ${Date.now()})`;
      await service.editor.updatePost({ slug: BENCH_ARTICLE }, { title });
      const started = performance.now();
      await service.editor.publish("Post", { slug: BENCH_ARTICLE });
      for (const port of [firstPort, secondPort]) {
        for (;;) {
          const body = await (await fetch(`http://127.0.0.1:${port}/blog/${BENCH_ARTICLE}`)).text();
          if (body.includes(title)) break;
          if (performance.now() - started > 30_000) throw new Error(`publish did not reach the instance on ${port} within 30 s`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      timings.push((performance.now() - started) / 1000);
    }
    return {
      connections: LOAD.connections,
      seconds: LOAD.seconds,
      page: `/blog/${BENCH_ARTICLE}`,
      staticServer: staticResult,
      nextStart,
      nginxTwoInstances: throughNginx,
      ratioToStatic: { nextStart: round(nextStart.reqPerSec / staticResult.reqPerSec, 2), nginxTwoInstances: round(throughNginx.reqPerSec / staticResult.reqPerSec, 2) },
      publishFreshOnBothInstances: { publishes: 10, medianSeconds: round(median(timings), 2), maxSeconds: round(Math.max(...timings), 2) },
    };
  } finally {
    await stop(nginx?.process);
    for (const instance of instances) await stop(instance);
    await stop(redis);
    await service.close();
    for (const dir of [contentDir, nginx?.dir, distDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

const FLOOR_DIST = ".next-bench-floor";
const RUN_STARTED = performance.now();
const LOAD_AT_START = loadAverage();

type BudgetTable = { shared: number; routes: Record<string, number>; targets: Record<string, number> };

/** gzip size of each of the routes' scripts, by file name without its hash. */
function chunkSizes(distDir: string, routes: string[]): Record<string, number> {
  const manifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as { pages: Record<string, string[]> };
  return Object.fromEntries(
    [...new Set(routes.flatMap((route) => manifest.pages[route] ?? []))].filter((file) => file.endsWith(".js")).map((file) => [file.replace(/^static\/chunks\//, "").replace(/-[0-9a-f]{16}\.js$/, ""), round(gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1000)]),
  );
}

/**
 * First Load JS per route over the floor's (kB = 1,000 bytes, gzip level 9, as the budgets), with
 * the allowance the budget test enforces and the target for each route.
 */
function bundleAgainstFloor(siteDist: string, floorDist: string): Results {
  const floor = measureFirstLoad(floorDist).find((bundle) => bundle.route === "/");
  if (!floor) throw new Error("the floor build has no / route");
  const { shared, routes, targets } = budgets as BudgetTable;
  const site = measureFirstLoad(siteDist);
  const rows = site.map((bundle) => {
    const over = bundle.firstLoadBytes - floor.firstLoadBytes;
    const allowance = routes[bundle.route] ?? routes.default;
    const target = targets[bundle.route] ?? targets.default;
    return {
      route: bundle.route,
      firstLoadKB: round(bundle.firstLoadBytes / 1000),
      ownKB: round(bundle.ownBytes / 1000),
      overFloorKB: round(over / 1000),
      allowanceKB: round(allowance / 1000),
      targetKB: round(target / 1000),
      withinAllowance: over <= allowance,
      meetsTarget: over <= target,
    };
  });
  const result = {
    floorFirstLoadKB: round(floor.firstLoadBytes / 1000),
    siteSharedKB: round((site[0]?.sharedBytes ?? 0) / 1000),
    sharedOverFloorKB: round(((site[0]?.sharedBytes ?? 0) - floor.firstLoadBytes) / 1000),
    sharedAllowanceKB: round(shared / 1000),
    // Framework, main and runtime chunks of both builds, to see which of them our code grows.
    chunks: { floor: chunkSizes(floorDist, ["/_app", "/"]), siteShared: chunkSizes(siteDist, ["/_app"]) },
    routes: rows,
  };
  console.log(`\nFirst Load JS (gzip kB) over the floor's ${result.floorFirstLoadKB} kB; chunks:`, result.chunks);
  console.table(rows);
  return result;
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "sti-aware-bench-"));
  const largest = Math.max(...sizes);
  try {
    if (parts.has("build")) {
      const rows = [];
      for (const size of sizes) {
        const dir = join(scratch, `content-${size}`);
        generateContent(size, dir);
        const service = await startContentService({ contentDir: dir });
        try {
          const measured = await build(service.url, `.next-bench-${size}`);
          rows.push({ posts: size, ...measured, pagesPerSecond: round(measured.pages / measured.seconds) });
          console.log(`build ${size} posts:`, rows.at(-1));
        } finally {
          await service.close();
        }
      }
      results.build = rows;
    }

    if (parts.has("content")) {
      const dir = join(scratch, `content-${largest}`);
      if (!existsSync(dir)) generateContent(largest, dir);
      const service = await startContentService({ contentDir: dir });
      try {
        const { AUTHOR_POSTS_QUERY } = await import("../queries/author-posts");
        const { POSTS_BY_CATEGORY_QUERY } = await import("../queries/posts-by-category");
        const authors = ["amara-okafor", "lucas-brennan", "priya-raman", "elena-vasquez"];
        const categories = ["sti-testing", "infections", "prevention", "sexual-wellbeing"];
        results.content = {
          posts: largest,
          authorPosts: await timeQueries(service, AUTHOR_POSTS_QUERY.toString(), (i) => ({ slug: authors[i % 4], limit: 9, offset: (i % 20) * 9 })),
          postsByCategory: await timeQueries(service, POSTS_BY_CATEGORY_QUERY.toString(), (i) => ({ category: categories[i % 4], limit: 9, offset: (i % 20) * 9, width: 300 })),
        };
        console.log("content service:", results.content);
      } finally {
        await service.close();
      }
    }

    if (parts.has("hostile")) {
      const { AUTHOR_POSTS_QUERY } = await import("../queries/author-posts");
      const { POSTS_BY_CATEGORY_QUERY } = await import("../queries/posts-by-category");
      const siteQueries = [
        JSON.stringify({ query: AUTHOR_POSTS_QUERY.toString(), variables: { slug: "amara-okafor", limit: 9, offset: 9 } }),
        JSON.stringify({ query: POSTS_BY_CATEGORY_QUERY.toString(), variables: { category: "prevention", limit: 9, offset: 0, width: 300 } }),
      ];
      const rows = [];
      for (const size of values["hostile-sizes"].split(",").map(Number)) {
        const dir = join(scratch, `content-${size}`);
        if (!existsSync(dir)) generateContent(size, dir);
        // Its own process, as deployed: the attack and the timing here must not share its event loop.
        const port = await freePort();
        const service = start(process.execPath, ["node_modules/tsx/dist/cli.mjs", "content-service/cli.ts"], {
          env: { ...process.env, CONTENT_SERVICE_PORT: String(port), CONTENT_DIR: dir },
          stdio: ["ignore", "ignore", "inherit"],
        });
        try {
          await waitForHttp(`http://127.0.0.1:${port}/healthz`, 300_000);
          rows.push({ posts: size, ...(await hostileLoad(`http://127.0.0.1:${port}`, siteQueries)) });
          console.log(`hostile load on ${size} posts:`, JSON.stringify(rows.at(-1), null, 1));
        } finally {
          await stop(service);
        }
      }
      results.hostile = rows;
    }

    if (parts.has("feeds")) results.feeds = await crawlerRoutes(scratch, Number(values["feeds-posts"]));
    if (parts.has("search")) results.search = await benchSearch(scratch, Number(values["search-posts"]));

    // The remaining parts run against the site built from the shipped content.
    const needSite = ["bundle", "serve", "publish", "cluster", "lighthouse", "inp", ...REFERENCE_PARTS].some((part) => parts.has(part));
    const needFloor = ["bundle", "lighthouse", ...REFERENCE_PARTS].some((part) => parts.has(part));
    if (!needSite) return;
    const contentDir = join(scratch, "content-shipped");
    execFileSync("cp", ["-r", "content-service/content", contentDir]);
    const sitePort = await freePort();
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const secret = "bench-webhook-secret";
    const previewToken = "bench-preview-token";
    const service = await startContentService({ contentDir, token: "bench-token", previewToken, webhookUrl: `${siteUrl}/api/revalidate`, webhookSecret: secret });
    const env = siteEnvironment(service.url, {
      NEXT_DIST_DIR: ".next-bench-site",
      NEXT_PUBLIC_SITE_URL: siteUrl,
      CONTENT_WEBHOOK_SECRET: secret,
      CONTENT_PREVIEW_API_TOKEN: previewToken,
      REVALIDATE_SECONDS: "3600",
    });
    await build(service.url, ".next-bench-site").catch(async (error) => {
      await service.close();
      throw error;
    });
    const server = start(process.execPath, [NEXT_BIN, "start", "-p", String(sitePort), "-H", "127.0.0.1"], { env, stdio: "ignore" });
    const floorPort = await freePort();
    const floorUrl = `http://127.0.0.1:${floorPort}`;
    let floorServer: ReturnType<typeof start> | undefined;
    try {
      await waitForHttp(`${siteUrl}/`);
      if (needFloor) {
        const started = performance.now();
        // The floor's /with-image page shows the bench article's main image, as the article does.
        const [articleImage] = imagePreloadsIn(await (await fetch(`${siteUrl}${ROUTE_TYPES.article}`)).text());
        await buildFloor(FLOOR_DIST, articleImage);
        console.log(`floor: built in ${round((performance.now() - started) / 1000)} s`);
        floorServer = startFloor(FLOOR_DIST, floorPort);
        await waitForHttp(`${floorUrl}/`);
      }
      if (parts.has("bundle")) {
        results.bundle = bundleAgainstFloor(".next-bench-site", floorDistPath(FLOOR_DIST));
        // The search part's summary: what search costs the article's first load, and its own page.
        const firstLoad = (route: string) => measureFirstLoad(".next-bench-site").find((entry) => entry.route === route);
        const kB = (bytes = 0) => round(bytes / 1024);
        const searchFirstLoad = { articleFirstLoadKB: kB(firstLoad("/blog/[slug]")?.firstLoadBytes), searchPageFirstLoadKB: kB(firstLoad("/search")?.firstLoadBytes) };
        if (results.search && typeof results.search === "object") Object.assign(results.search, searchFirstLoad);
        console.log("search: First Load JS (gzip):", searchFirstLoad);
        results.html = await htmlBytes(ROUTE_TYPES, siteUrl, floorUrl);
        console.table(results.html);
      }

      if (parts.has("serve")) {
        ensureTool("autocannon", "8");
        const staticServer = await staticHtmlServer(readFileSync(articleHtml(".next-bench-site")));
        const next = await cannon(`${siteUrl}/blog/${BENCH_ARTICLE}`);
        const plain = await cannon(staticServer.url);
        await staticServer.close();
        results.serve = { connections: LOAD.connections, seconds: LOAD.seconds, nextStart: next, staticServer: plain, ratio: round(next.reqPerSec / plain.reqPerSec, 2) };
        console.log("serving:", results.serve);
      }

      if (parts.has("publish")) {
        const timings: number[] = [];
        for (let i = 0; i < 10; i++) {
          const title = `Chlamydia: Symptoms, Testing and Treatment (rev ${Date.now()})`;
          await service.editor.updatePost({ slug: "chlamydia-symptoms-testing-treatment" }, { title });
          const started = performance.now();
          await service.editor.publish("Post", { slug: "chlamydia-symptoms-testing-treatment" });
          for (;;) {
            const body = await (await fetch(`${siteUrl}/blog/chlamydia-symptoms-testing-treatment`)).text();
            if (body.includes(title)) break;
            if (performance.now() - started > 30_000) throw new Error("publish did not reach the page within 30 s");
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          timings.push((performance.now() - started) / 1000);
        }
        results.publish = { publishes: 10, medianSeconds: round(median(timings), 2), maxSeconds: round(Math.max(...timings), 2) };
        console.log("publish → fresh HTML:", results.publish);
      }

      if (parts.has("cluster")) {
        ensureTool("autocannon", "8");
        results.cluster = await benchCluster(contentDir, siteUrl);
        console.log("scale-out:", results.cluster);
      }

      if (parts.has("lighthouse")) {
        ensureTool("lighthouse", "12");
        const started = performance.now();
        const rows = await lighthouse(ROUTE_TYPES, siteUrl, floorUrl, scratch, runsPerMeasure);
        const targets = targetTable(rows);
        const breakdown = breakdownTable(rows);
        results.lighthouse = { loadAverageAfter: loadAverage(), minutes: round((performance.now() - started) / 60_000), targets, breakdown, pages: rows };
        console.log("\nLighthouse (mobile, median of the runs) beside the floor; targets: performance ≥ floor − 3, TBT ≤ floor + 60 ms, LCP ≤ floor + 500 ms, CLS 0, a11y/BP/SEO 100");
        if ("table" in targets) console.table(targets.table);
        console.log("Where the time goes (median run, ms at Lighthouse's 4× CPU slowdown; hydration is unthrottled wall time):");
        console.table(breakdown);
        console.log("Long tasks of the median run (simulated ms) and what ran in each (unthrottled ms, from its trace):");
        console.table(longTaskTable(rows));
      }

      if (parts.has("reference")) ensureTool("lighthouse", "12");
      if (REFERENCE_PARTS.some((part) => parts.has(part))) Object.assign(results, await referenceParts(parts, { contentUrl: service.url, siteUrl, floorUrl }, scratch, runsPerMeasure));

      if (parts.has("inp")) {
        const started = performance.now();
        const rows = await interactionLatency(siteUrl, runsPerMeasure);
        results.inp = { loadAverageAfter: loadAverage(), minutes: round((performance.now() - started) / 60_000), cpuThrottling: 4, viewport: "390x844", interactions: rows };
        console.log("\nInteraction latency (Chromium, 4× CPU throttling, median of the runs; target ≤ 100 ms; 0 = under 16 ms):");
        console.table(rows.map((row) => ("runs" in row ? { ...row, runs: row.runs.join(", ") } : row)));
      }
    } finally {
      await stop(floorServer);
      await stop(server);
      await service.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    // A run of some parts keeps the other parts' figures from earlier runs.
    const previous = existsSync("bench/results.json") ? (JSON.parse(readFileSync("bench/results.json", "utf8")) as Results) : {};
    const ran = { parts: [...parts], date: results.date, loadAverageAtStart: LOAD_AT_START, loadAverageAtEnd: loadAverage(), minutes: round((performance.now() - RUN_STARTED) / 60_000) };
    writeFileSync("bench/results.json", JSON.stringify({ ...previous, ...results, lastRun: ran }, null, 2) + "\n");
    console.log("\nResults written to bench/results.json");
    if (results.build) console.table(results.build);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
