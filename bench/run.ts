/**
 * `npm run bench [-- --parts build,bundle,content,serve,publish,cluster,lighthouse,reference,trace,inp,feeds,hostile,search,webhook-log,renditions,markdown] [--sizes 100,1000,10000] [--feeds-posts 100000] [--hostile-sizes 2000,100000] [--search-posts 100000] [--runs 3] [--static-routes home,article,…]`
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
 * - static: each route type's own HTML with every script removed, served statically, beside the floor
 *   and the page as served (Lighthouse mobile, interleaved rounds, medians of `--runs`, default 9;
 *   `--static-routes` picks route types while iterating): TBT, performance and LCP of each, our
 *   script's cost as (served − static) and (served − floor) against issue 56's targets, and a 4×-CPU
 *   trace of the served pages by kind of work (bench/parts/static.ts).
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
 * - webhook-log: the cost of one webhook delivery update with a 1 MB and a 20 MB log (appended now,
 *   rewritten whole before), and reading it at start (bench/parts/webhook-log.ts).
 * - renditions: the first rendition of a 12-megapixel photo and of an image at the upload bound,
 *   and of the probe's 39.7-megapixel PNG as it was rendered before the bound (bench/parts/renditions.ts).
 * - markdown: each shape that makes CommonMark's parser quadratic (nested list markers, numbered
 *   list markers, `- > ` chains, underlined headings, emphasis runs, deep quotes, link references)
 *   at 32 kB, read by the editors' push and by the site, against a normal article and the valid
 *   shapes of the site's size, and a front matter of 100,000 YAML keys (bench/parts/markdown.ts).
 * Each part is measured by its module in bench/parts/ (search: bench/search.ts); this file reads
 * the options, runs the parts asked for in a fixed order, and writes bench/results.json.
 * Tools that are not project dependencies (autocannon, lighthouse) are installed on first use.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ensureTool, loadAverage, machine } from "./machine";
import { benchBuild } from "./parts/build";
import { benchBundle } from "./parts/bundle";
import { benchCluster } from "./parts/cluster";
import { benchContentQueries } from "./parts/content";
import { benchFeeds } from "./parts/feeds";
import { benchHostile } from "./parts/hostile";
import { benchInp } from "./parts/inp";
import { benchLighthouse } from "./parts/lighthouse";
import { benchMarkdown } from "./parts/markdown";
import { benchPublish } from "./parts/publish";
import { REFERENCE_PARTS, referenceParts } from "./parts/reference-parts";
import { benchRenditions } from "./parts/renditions";
import { benchServe } from "./parts/serve";
import { benchStatic } from "./parts/static";
import { benchWebhookLog } from "./parts/webhook-log";
import { benchSearch } from "./search";
import { withSiteUnderTest, type SiteUnderTest } from "./site-under-test";
import { round } from "./stats";

type Results = Record<string, unknown>;
const RUN_STARTED = performance.now();
const LOAD_AT_START = loadAverage();
const results: Results = { date: new Date().toISOString() };

const { values } = parseArgs({
  options: {
    parts: { type: "string", default: "build,bundle,content,serve,publish,cluster,lighthouse,reference,trace,inp,feeds,hostile,search,webhook-log,renditions,markdown" },
    sizes: { type: "string", default: "100,1000,10000" },
    "feeds-posts": { type: "string", default: "100000" },
    "hostile-sizes": { type: "string", default: "2000,100000" },
    "search-posts": { type: "string", default: "100000" },
    /** Runs per page (lighthouse, static) and per interaction (inp); the median is reported. Default 3, for static 9. */
    runs: { type: "string" },
    /** Route types the static part measures (bench/parts/static.ts STATIC_ROUTES); default all. */
    "static-routes": { type: "string" },
  },
});
const parts = new Set(values.parts.split(","));
const sizes = values.sizes.split(",").map(Number);
const runsPerMeasure = Number(values.runs ?? 3);
/** Issue 56's figures are medians of at least 9 rounds; fewer only when asked for (a quick run while iterating). */
const staticRuns = Number(values.runs ?? 9);

/** Parts that start a content service of their own on synthetic content, in the order they run. */
const ON_SYNTHETIC_CONTENT: [string, (scratch: string) => Promise<unknown>][] = [
  ["build", (scratch) => benchBuild(scratch, sizes)],
  ["content", (scratch) => benchContentQueries(scratch, Math.max(...sizes))],
  ["hostile", (scratch) => benchHostile(scratch, values["hostile-sizes"].split(",").map(Number))],
  ["feeds", (scratch) => benchFeeds(scratch, Number(values["feeds-posts"]))],
  ["search", (scratch) => benchSearch(scratch, Number(values["search-posts"]))],
  ["webhook-log", (scratch) => benchWebhookLog(scratch)],
  ["renditions", (scratch) => benchRenditions(scratch)],
  // No content service: the Markdown parser alone, on editor-written shapes (bench/markdown-shapes.ts).
  ["markdown", async (scratch) => benchMarkdown(scratch)],
];

/** Parts measured on the site built from the shipped content, in the order they run; each gives its entries of results.json. */
const ON_SITE: [string[], (site: SiteUnderTest, scratch: string) => Promise<Results>][] = [
  [["bundle"], (site) => benchBundle(site, results.search)],
  [["serve"], async (site) => ({ serve: await benchServe(site) })],
  [["publish"], async (site) => ({ publish: await benchPublish(site) })],
  [["cluster"], async (site) => ({ cluster: await benchCluster(site) })],
  [["lighthouse"], async (site, scratch) => ({ lighthouse: await benchLighthouse(site.siteUrl, site.floorUrl, scratch, runsPerMeasure) })],
  [
    REFERENCE_PARTS,
    (site, scratch) => {
      if (parts.has("reference")) ensureTool("lighthouse", "12");
      return referenceParts(parts, { contentUrl: site.service.url, siteUrl: site.siteUrl, floorUrl: site.floorUrl }, scratch, runsPerMeasure);
    },
  ],
  [
    ["static"],
    async (site, scratch) => {
      ensureTool("lighthouse", "12");
      return { static: await benchStatic(site, scratch, staticRuns, values["static-routes"]?.split(",")) };
    },
  ],
  [["inp"], async (site) => ({ inp: await benchInp(site.siteUrl, runsPerMeasure) })],
];
/** The parts reported against the framework floor, built and served beside the site. */
const FLOOR_PARTS = ["bundle", "lighthouse", "static", ...REFERENCE_PARTS];

/** The parts that ran replace their own entries; the other parts' figures from earlier runs stay. */
function writeResults(): void {
  const previous = existsSync("bench/results.json") ? (JSON.parse(readFileSync("bench/results.json", "utf8")) as Results) : {};
  const ran = { parts: [...parts], date: results.date, loadAverageAtStart: LOAD_AT_START, loadAverageAtEnd: loadAverage(), minutes: round((performance.now() - RUN_STARTED) / 60_000) };
  // Parts kept from earlier runs may come from another machine: each part records its own.
  const measuredOn = { ...(previous.measuredOn as Results | undefined), ...Object.fromEntries([...parts].map((part) => [part, { ...machine(), date: results.date }])) };
  writeFileSync("bench/results.json", JSON.stringify({ ...previous, ...results, measuredOn, lastRun: ran }, null, 2) + "\n");
  console.log("\nResults written to bench/results.json");
  if (results.build) console.table(results.build);
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "sti-aware-bench-"));
  try {
    for (const [part, measure] of ON_SYNTHETIC_CONTENT) if (parts.has(part)) results[part] = await measure(scratch);
    const siteParts = ON_SITE.filter(([names]) => names.some((name) => parts.has(name)));
    if (!siteParts.length) return;
    await withSiteUnderTest(scratch, FLOOR_PARTS.some((part) => parts.has(part)), async (site) => {
      for (const [, measure] of siteParts) Object.assign(results, await measure(site, scratch));
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    writeResults();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
