/**
 * The front-end parts of `npm run bench`, measured against the framework floor (bench/floor) in
 * the same run (issue 12): Lighthouse per route type with the trace breakdown of the median run,
 * interaction latency in throttled Chromium, and HTML / __NEXT_DATA__ bytes.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "playwright-core";
import { CONSENT_KEY } from "../lib/shared/privacy/consent";
import { chunkName, describeTask, longTasksOfTrace, type TaskBreakdown, type TraceEvent } from "./trace-tasks";

/** One page per route type; the floor is the bare Next page. */
export const ROUTE_TYPES: Record<string, string> = {
  home: "/",
  blog: "/blog",
  article: "/blog/chlamydia-symptoms-testing-treatment",
  listing: "/sti-testing/page/1",
  author: "/medical-team/amara-okafor",
  comparison: "/best-at-home-std-tests",
};

/**
 * The floor's pages (bench/floor): the bare page, the issue's reference, and the same page with
 * the bench article's main image (an image LCP needs a request of its own: this is its cost with
 * nothing but the framework).
 */
export const FLOOR_PAGES = { floor: "/", "floor + image": "/with-image" };

/** The issue's targets, relative to the floor measured in the same run. */
export const TARGETS = { performanceBelowFloor: 3, tbtOverFloorMs: 60, lcpOverFloorMs: 500, cls: 0, otherScores: 100, inpMs: 100 };

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)];
const kB = (bytes: number) => round(bytes / 1000);

// ─── HTML and __NEXT_DATA__ bytes ────────────────────────────────────────────────────────────

export type HtmlBytes = { page: string; path: string; htmlKB: number; htmlGzipKB: number; nextDataKB: number; nextDataGzipKB: number; nextDataShare: string };

export async function htmlBytes(pages: Record<string, string>, siteUrl: string, floorUrl: string): Promise<HtmlBytes[]> {
  const rows: HtmlBytes[] = [];
  for (const [page, path] of [["floor", "/"], ...Object.entries(pages)]) {
    const response = await fetch(`${page === "floor" ? floorUrl : siteUrl}${path}`);
    if (!response.ok) throw new Error(`${page} ${path} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    const nextData = Buffer.from(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html.toString("utf8"))?.[1] ?? "");
    rows.push({
      page,
      path,
      htmlKB: kB(html.length),
      htmlGzipKB: kB(gzipSync(html, { level: 9 }).length),
      nextDataKB: kB(nextData.length),
      nextDataGzipKB: kB(gzipSync(nextData, { level: 9 }).length),
      nextDataShare: `${Math.round((100 * nextData.length) / html.length)}%`,
    });
  }
  return rows;
}

// ─── Lighthouse, with the trace breakdown of the median run ──────────────────────────────────

type AuditDetails = { items?: Record<string, unknown>[] };
type LighthouseReport = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: AuditDetails }>;
  /** Set when Lighthouse could not measure the load (e.g. NO_NAVSTART: the trace missed it); its scores are null. */
  runtimeError?: { code: string };
  /** Added by the bench: the long tasks of the run's saved trace, with what ran in each. */
  traceTasks?: TaskBreakdown[];
};

export type Breakdown = {
  /** Lighthouse `bootup-time`: script evaluation and parse/compile per script, ms at the simulated 4× CPU slowdown. */
  scriptPerChunk: { chunk: string; totalMs: number; evaluationMs: number; parseCompileMs: number }[];
  /** Lighthouse `mainthread-work-breakdown`: main-thread time by category, ms at 4×. */
  mainThreadMs: Record<string, number>;
  /** Lighthouse `long-tasks`: each task ≥ 50 ms as simulated, with its simulated start and attributable script. */
  longTasks: { startMs: number; durationMs: number; script: string }[];
  /** The same tasks read from the run's trace: unthrottled start and length, and what ran in each (trace-tasks.ts). */
  whatRan: TaskBreakdown[];
  /** Next's pages-router user timings (unthrottled wall time: simulated throttling runs the page at full speed). */
  hydrationMs: number | null;
  beforeHydrationMs: number | null;
};

export type LighthouseRow = {
  page: string;
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Median of the runs' TBT / LCP / performance, beside the median run's figures above. */
  medians: { performance: number; tbtMs: number; lcpMs: number; fcpMs: number };
  /** The median run's LCP split into Lighthouse's phases (ms): where the LCP time goes. */
  lcpPhases: Record<string, number>;
  /**
   * The same page with throttling applied to the real load (Lighthouse `--throttling-method=devtools`:
   * 4× CPU and the mobile network shaped in Chromium), medians of as many runs. Simulated throttling
   * replays an unthrottled trace, so work that happened to finish before the paint there (on
   * loopback, the scripts) is charged to LCP; applied throttling shows what a phone would see.
   */
  applied: { fcpMs: number; lcpMs: number; tbtMs: number } | null;
  breakdown: Breakdown;
};

function breakdownOf(report: LighthouseReport): Breakdown {
  const details = (id: string) => report.audits[id]?.details ?? {};
  const scriptPerChunk = (details("bootup-time").items ?? []).map((item) => ({
    chunk: chunkName(String(item.url)),
    totalMs: Math.round(Number(item.total)),
    evaluationMs: Math.round(Number(item.scripting)),
    parseCompileMs: Math.round(Number(item.scriptParseCompile)),
  }));
  const mainThreadMs = Object.fromEntries((details("mainthread-work-breakdown").items ?? []).map((item) => [String(item.group), Math.round(Number(item.duration))]));
  const longTasks = (details("long-tasks").items ?? []).map((item) => ({
    startMs: Math.round(Number(item.startTime)),
    durationMs: Math.round(Number(item.duration)),
    script: chunkName(String(item.url)),
  }));
  const timing = (name: string) => {
    const item = (details("user-timings").items ?? []).find((entry) => entry.name === name);
    return item ? round(Number(item.duration)) : null;
  };
  return { scriptPerChunk, mainThreadMs, longTasks, whatRan: report.traceTasks ?? [], hydrationMs: timing("Next.js-hydration"), beforeHydrationMs: timing("Next.js-before-hydration") };
}

function paintMetrics(report: LighthouseReport) {
  const value = (id: string) => Math.round(report.audits[id]?.numericValue ?? 0);
  return { fcpMs: value("first-contentful-paint"), lcpMs: value("largest-contentful-paint"), tbtMs: value("total-blocking-time") };
}

/** Lighthouse's LCP phases table (TTFB, load delay, load time, render delay). */
function lcpPhasesOf(report: LighthouseReport): Record<string, number> {
  const tables = report.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const phases = (tables as { items?: { phase?: string; timing?: number }[] }[]).find((table) => table.items?.some((item) => item.phase))?.items ?? [];
  return Object.fromEntries(phases.map((item) => [String(item.phase), Math.round(Number(item.timing))]));
}

/**
 * One Lighthouse run in a child process; null when Lighthouse could not measure the load (no
 * report, or a runtime error such as NO_NAVSTART, whose scores are null). A simulated run also
 * saves its trace, read for what ran in each long task. Asynchronous on purpose: the bench's
 * content service, which serves the pages' images, runs in this process, and a synchronous spawn
 * would stop it answering until Lighthouse gave up on every image.
 */
export async function lighthouseOnce(url: string, output: string, throttling: Throttling): Promise<LighthouseReport | null> {
  const categories = throttling === "simulate" ? "performance,accessibility,best-practices,seo" : "performance";
  const assets = throttling === "simulate" ? ["--save-assets"] : [];
  const child = spawn(process.execPath, ["node_modules/lighthouse/cli/index.js", url, "--quiet", "--output=json", `--output-path=${output}`, ...assets, `--throttling-method=${throttling}`, "--chrome-flags=--headless --no-sandbox --disable-gpu", `--only-categories=${categories}`], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    stdio: "ignore",
  });
  await new Promise((resolve) => child.once("close", resolve));
  if (!existsSync(output)) return null;
  const report = JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
  if (report.runtimeError) return null;
  // Lighthouse names the saved trace after the report, without its extension.
  const tracePath = output.replace(/\.json$/, "-0.trace.json");
  if (existsSync(tracePath)) {
    const trace = JSON.parse(readFileSync(tracePath, "utf8")) as { traceEvents: TraceEvent[] };
    report.traceTasks = longTasksOfTrace(trace.traceEvents);
  }
  return report;
}

export type Throttling = "simulate" | "devtools";

/**
 * `runs` reports per page and throttling method, measured in rounds: each round measures every
 * page once, the floor first, so the floor and the site share the machine's conditions (on a
 * shared 2-core machine a busy minute would otherwise fall on some pages and not the floor). A
 * run Lighthouse could not measure is run again in a later round, twice at most, never scored 0.
 */
async function measureInRounds(targets: { page: string; url: string }[], scratch: string, runs: number): Promise<Record<Throttling, Map<string, LighthouseReport[]>>> {
  const measured = { simulate: new Map<string, LighthouseReport[]>(), devtools: new Map<string, LighthouseReport[]>() };
  for (const { page } of targets) for (const reports of Object.values(measured)) reports.set(page, []);
  for (let round = 0; round < runs + 2; round++) {
    for (const { page, url } of targets) {
      for (const throttling of ["simulate", "devtools"] as const) {
        const reports = measured[throttling].get(page)!;
        if (reports.length >= runs) continue;
        const report = await lighthouseOnce(url, join(scratch, `${page}-${throttling}-${round}.json`), throttling);
        if (report) reports.push(report);
      }
    }
  }
  return measured;
}

/**
 * Simulated-throttling scores swing by several points between runs on a shared 2-core machine,
 * so each page is measured `runs` times; the median run (by performance, then TBT) is reported
 * with its trace breakdown, and the per-metric medians beside it.
 */
export async function lighthouse(pages: Record<string, string>, siteUrl: string, floorUrl: string, scratch: string, runs = 3): Promise<(LighthouseRow | { page: string; error: string })[]> {
  const targets = [
    ...Object.entries(FLOOR_PAGES).map(([page, path]) => ({ page, path, url: `${floorUrl}${path}` })),
    ...Object.entries(pages).map(([page, path]) => ({ page, path, url: `${siteUrl}${path}` })),
  ];
  const reports = await measureInRounds(targets, scratch, runs);
  const rows: (LighthouseRow | { page: string; error: string })[] = [];
  for (const { page, path } of targets) {
    const measured = reports.simulate.get(page)!.map((report) => {
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      return {
        report,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        ...paintMetrics(report),
        cls: round(report.audits["cumulative-layout-shift"]?.numericValue ?? 0, 3),
      };
    });
    const applied = reports.devtools.get(page)!.map(paintMetrics);
    if (!measured.length) {
      rows.push({ page, error: "lighthouse did not produce a report" });
      continue;
    }
    const medianOf = (runs: { tbtMs: number; lcpMs: number; fcpMs: number }[]) => ({ tbtMs: median(runs.map((run) => run.tbtMs)), lcpMs: median(runs.map((run) => run.lcpMs)), fcpMs: median(runs.map((run) => run.fcpMs)) });
    const medians = { performance: median(measured.map((run) => run.performance)), ...medianOf(measured) };
    measured.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
    const { report, ...chosen } = measured[Math.floor(measured.length / 2)];
    rows.push({ page, path, runs: measured.length, ...chosen, medians, lcpPhases: lcpPhasesOf(report), applied: applied.length ? medianOf(applied) : null, breakdown: breakdownOf(report) });
    console.log(`lighthouse ${page}: performance ${chosen.performance}, TBT ${chosen.tbtMs} ms, LCP ${chosen.lcpMs} ms (${measured.length} runs)`);
  }
  return rows;
}

/** Applied-throttling medians as "FCP / LCP / TBT". */
const appliedSummary = (row: LighthouseRow) => (row.applied ? `FCP ${row.applied.fcpMs}, LCP ${row.applied.lcpMs}, TBT ${row.applied.tbtMs} ms` : "n/a");

/**
 * Each route beside the floor, with the issue's targets as pass/fail, on the per-metric medians
 * of the runs (one slow run moves a single metric less than it moves the "median run").
 */
export function targetTable(rows: (LighthouseRow | { page: string; error: string })[]) {
  const floor = rows.find((row): row is LighthouseRow => row.page === "floor" && "performance" in row);
  if (!floor) return { error: "no floor measurement: targets cannot be checked" };
  const floorWithImage = rows.find((row): row is LighthouseRow => row.page === "floor + image" && "performance" in row);
  const limits = {
    minPerformance: floor.medians.performance - TARGETS.performanceBelowFloor,
    maxTbtMs: floor.medians.tbtMs + TARGETS.tbtOverFloorMs,
    maxLcpMs: floor.medians.lcpMs + TARGETS.lcpOverFloorMs,
  };
  const mark = (ok: boolean) => (ok ? "pass" : "FAIL");
  const table = rows.map((row) => {
    if (!("performance" in row)) return { page: row.page, error: row.error };
    const { performance, tbtMs, lcpMs } = row.medians;
    const longTasks = row.breakdown.longTasks.map((task) => task.durationMs);
    const lcpPhases = Object.entries(row.lcpPhases).map(([phase, ms]) => `${phase} ${ms}`).join(", ");
    const longTaskSummary = longTasks.length ? `${longTasks.length}: ${longTasks.slice(0, 5).join(", ")}${longTasks.length > 5 ? ", …" : ""} ms` : "none";
    // The floor is the reference, not a page under test (a bare page has no title, lang or description).
    if (row.page in FLOOR_PAGES) {
      return { page: row.page, performance: `${performance}`, tbt: `${tbtMs} ms`, lcp: `${lcpMs} ms`, fcp: `${row.medians.fcpMs} ms`, lcpPhases, applied: appliedSummary(row), cls: `${row.cls}`, "a11y/bp/seo": `${row.accessibility}/${row.bestPractices}/${row.seo} (reference)`, hydration: `${row.breakdown.hydrationMs ?? "n/a"} ms`, longTasks: longTaskSummary };
    }
    const scoresOk = [row.accessibility, row.bestPractices, row.seo].every((score) => score === TARGETS.otherScores);
    return {
      page: row.page,
      performance: `${performance} (floor ${floor.medians.performance}) ${mark(performance >= limits.minPerformance)}`,
      tbt: `${tbtMs} ms (floor ${floor.medians.tbtMs}) ${mark(tbtMs <= limits.maxTbtMs)}`,
      lcp: `${lcpMs} ms (floor ${floor.medians.lcpMs}${floorWithImage ? `, floor + image ${floorWithImage.medians.lcpMs}` : ""}) ${mark(lcpMs <= limits.maxLcpMs)}`,
      fcp: `${row.medians.fcpMs} ms (floor ${floor.medians.fcpMs})`,
      lcpPhases,
      applied: `${appliedSummary(row)} (floor ${appliedSummary(floor)}${floorWithImage ? `; floor + image ${appliedSummary(floorWithImage)}` : ""})`,
      cls: `${row.cls} ${mark(row.cls === TARGETS.cls)}`,
      "a11y/bp/seo": `${row.accessibility}/${row.bestPractices}/${row.seo} ${mark(scoresOk)}`,
      hydration: row.breakdown.hydrationMs === null ? "n/a" : `${row.breakdown.hydrationMs} ms`,
      longTasks: longTaskSummary,
    };
  });
  return { limits, table };
}

/** A compact view of where the time goes: the heaviest scripts and main-thread categories per page. */
export function breakdownTable(rows: (LighthouseRow | { page: string; error: string })[]) {
  return rows.filter((row): row is LighthouseRow => "breakdown" in row).map((row) => {
    const { scriptPerChunk, mainThreadMs, longTasks, hydrationMs } = row.breakdown;
    const scriptMs = (test: (chunk: string) => boolean) => scriptPerChunk.filter((entry) => test(entry.chunk)).reduce((sum, entry) => sum + entry.evaluationMs, 0);
    const framework = /^(framework|main|webpack|polyfills)-/;
    return {
      page: row.page,
      scriptEvaluationMs: mainThreadMs.scriptEvaluation ?? 0,
      frameworkChunksMs: scriptMs((chunk) => framework.test(chunk)),
      siteChunksMs: scriptMs((chunk) => !framework.test(chunk) && chunk.includes(".js")),
      styleLayoutMs: mainThreadMs.styleLayout ?? 0,
      parseHtmlMs: mainThreadMs.parseHTML ?? 0,
      otherMs: mainThreadMs.other ?? 0,
      longTasks: longTasks.length,
      longestTaskMs: longTasks[0]?.durationMs ?? 0,
      longestTaskScript: longTasks[0]?.script ?? "",
      hydrationMs,
    };
  });
}

/** Every long task of each page's median run, as simulated, and what ran in it unthrottled. */
export function longTaskTable(rows: (LighthouseRow | { page: string; error: string })[]) {
  return rows
    .filter((row): row is LighthouseRow => "breakdown" in row)
    .flatMap((row) => row.breakdown.whatRan.map((task) => ({ page: row.page, simulatedMs: task.simulatedMs, unthrottled: describeTask(task) })));
}

// ─── Interaction latency (INP) ───────────────────────────────────────────────────────────────

/** Event Timing entries of real interactions, from the start of the page (an init script). */
const RECORD_INTERACTIONS = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

type Interaction = {
  name: string;
  path: string;
  /** A visitor who already chose (the banner would otherwise cover part of a 390 px screen). */
  consentChosen: boolean;
  target: (page: Page) => ReturnType<Page["locator"]>;
  /**
   * Called before the tap: starts waiting for the interaction's visible outcome. (Counting the
   * post cards after the tap raced a fast "Load more": its cards were already in the count.)
   */
  watch: (page: Page) => Promise<{ outcome: Promise<unknown> }>;
};

export const INTERACTIONS: Interaction[] = [
  {
    name: "Load more (/blog)",
    path: "/blog",
    consentChosen: true,
    target: (page) => page.getByRole("button", { name: "Load more articles" }),
    watch: async (page) => {
      const before = await page.locator(".post-card").count();
      return { outcome: page.waitForFunction((count) => document.querySelectorAll(".post-card").length > count, before, { timeout: 30_000 }) };
    },
  },
  {
    name: "open mobile menu",
    path: "/",
    consentChosen: true,
    target: (page) => page.getByRole("button", { name: "Menu", exact: true }),
    watch: async (page) => ({ outcome: page.waitForSelector('button[aria-controls="main-menu"][aria-expanded="true"]', { timeout: 30_000 }) }),
  },
  {
    name: "accept consent",
    path: "/",
    consentChosen: false,
    target: (page) => page.getByRole("button", { name: "Accept analytics" }),
    watch: async (page) => ({ outcome: page.getByRole("button", { name: "Accept analytics" }).waitFor({ state: "detached", timeout: 30_000 }) }),
  },
  {
    name: "open FAQ (article)",
    path: "/blog/chlamydia-symptoms-testing-treatment",
    consentChosen: true,
    target: (page) => page.locator("details summary").first(),
    watch: async (page) => ({ outcome: page.waitForSelector("details[open]", { timeout: 30_000 }) }),
  },
];

export type InpRow = { interaction: string; path: string; runs: number[]; medianMs: number; target: string; failedRuns?: string[] } | { interaction: string; path: string; error: string };

/** One fresh page load, the interaction, and its longest Event Timing entry in ms. */
async function measureInteraction(browser: Browser, siteUrl: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: false });
  try {
    if (interaction.consentChosen) await context.addInitScript(`try { localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, "denied"); } catch {}`);
    await context.addInitScript(RECORD_INTERACTIONS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${siteUrl}${interaction.path}`, { waitUntil: "load" });
    // Interactive: hydrated (Next's own measure; a page that never records it is given 30 s),
    // and the work right after hydration has settled.
    await page.waitForFunction(() => performance.getEntriesByName("Next.js-hydration").length > 0, undefined, { timeout: 30_000 }).catch(() => undefined);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1_000);
    const target = interaction.target(page);
    // A visitor scrolls until the target is in view and taps a moment later. Regions below the fold
    // skip rendering until they near the viewport, so what renders on the way can move the target:
    // scroll again until it stays put.
    let box = null;
    for (let attempt = 0; attempt < 5; attempt++) {
      await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await page.waitForTimeout(500);
      box = await target.boundingBox();
      if (box && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height) break;
    }
    if (!box) throw new Error(`${interaction.name}: target not visible`);
    const { outcome } = await interaction.watch(page);
    outcome.catch(() => undefined); // awaited below; handled here if the tap itself throws first
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await outcome;
    // Event Timing entries are delivered after the next paint.
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => (window as unknown as { __interactions: { duration: number }[] }).__interactions);
    return Math.max(0, ...entries.map((entry) => entry.duration));
  } finally {
    await context.close();
  }
}

/**
 * Interaction latency at a 390 × 844 viewport with Chromium's CPU throttled 4× (CDP), a fresh
 * browser context per run: the longest Event Timing entry of the interaction (what INP reports
 * for a page with one interaction). Entries under 16 ms are not reported by the browser: 0 then
 * means "under 16 ms".
 */
export async function interactionLatency(siteUrl: string, runs = 3): Promise<InpRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const rows: InpRow[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      // Like a Lighthouse run, a run that fails is run again, twice at most, and reported: a page
      // whose markup changed loses its row after that, not the whole bench.
      const durations: number[] = [];
      const failedRuns: string[] = [];
      for (let attempt = 0; attempt < runs + 2 && durations.length < runs; attempt++) {
        try {
          durations.push(await measureInteraction(browser, siteUrl, interaction));
        } catch (error) {
          failedRuns.push(error instanceof Error ? error.message.split("\n")[0] : String(error));
          console.log(`INP ${interaction.name}: a run failed`, error);
        }
      }
      if (durations.length < runs) {
        rows.push({ interaction: interaction.name, path: interaction.path, error: failedRuns.join("; ") });
        continue;
      }
      const medianMs = median(durations);
      rows.push({ interaction: interaction.name, path: interaction.path, runs: durations, medianMs, target: `≤ ${TARGETS.inpMs} ms ${medianMs <= TARGETS.inpMs ? "pass" : "FAIL"}`, ...(failedRuns.length ? { failedRuns } : {}) });
      console.log(`INP ${interaction.name}: ${durations.join(", ")} ms → median ${medianMs} ms`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
