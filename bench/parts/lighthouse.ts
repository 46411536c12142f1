/**
 * The lighthouse part: mobile scores and FCP/LCP/TBT/CLS for the floor, the floor with the
 * article's main image, and every route type, `runs` runs each (simulated throttling, and as many
 * with throttling applied to the real load) in rounds that measure every page once, floor first;
 * the median run's LCP phases and where its time goes (bench/parts/lighthouse-tables.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureTool, loadAverage } from "../machine";
import { FLOOR_PAGES, ROUTE_TYPES } from "../page-set";
import { median, round } from "../stats";
import { chunkName, longTasksOfTrace, type TaskBreakdown, type TraceEvent } from "../trace-tasks";
import { breakdownTable, longTaskTable, targetTable } from "./lighthouse-tables";

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

export function breakdownOf(report: LighthouseReport): Breakdown {
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
async function lighthouse(pages: Record<string, string>, siteUrl: string, floorUrl: string, scratch: string, runs = 3): Promise<LighthouseResult[]> {
  const targets = [
    ...Object.entries(FLOOR_PAGES).map(([page, path]) => ({ page, path, url: `${floorUrl}${path}` })),
    ...Object.entries(pages).map(([page, path]) => ({ page, path, url: `${siteUrl}${path}` })),
  ];
  const reports = await measureInRounds(targets, scratch, runs);
  const rows: LighthouseResult[] = [];
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

/** A page's row, or why it has none. */
export type LighthouseResult = LighthouseRow | { page: string; error: string };

/** The lighthouse part, on the site and the floor under test. */
export async function benchLighthouse(siteUrl: string, floorUrl: string, scratch: string, runs: number) {
  ensureTool("lighthouse", "12");
  const started = performance.now();
  const rows = await lighthouse(ROUTE_TYPES, siteUrl, floorUrl, scratch, runs);
  const targets = targetTable(rows);
  const breakdown = breakdownTable(rows);
  const result = { loadAverageAfter: loadAverage(), minutes: round((performance.now() - started) / 60_000), targets, breakdown, pages: rows };
  console.log("\nLighthouse (mobile, median of the runs) beside the floor; targets: performance ≥ floor − 3, TBT ≤ floor + 60 ms, LCP ≤ floor + 500 ms, CLS 0, a11y/BP/SEO 100");
  if ("table" in targets) console.table(targets.table);
  console.log("Where the time goes (median run, ms at Lighthouse's 4× CPU slowdown; hydration is unthrottled wall time):");
  console.table(breakdown);
  console.log("Long tasks of the median run (simulated ms) and what ran in each (unthrottled ms, from its trace):");
  console.table(longTaskTable(rows));
  return result;
}
