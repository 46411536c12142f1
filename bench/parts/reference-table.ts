import { join } from "node:path";
import { median } from "../stats";
import { lighthouseOnce } from "./lighthouse";

/**
 * The App Router reference, the floor and the site's pages in one table (issue 35): Lighthouse
 * mobile (simulated throttling) in interleaved rounds, every page once per round, the medians of
 * the runs with TBT's spread, and the goals checked against the reference and the floor measured
 * in the same rounds.
 */
export type MeasuredPage = { page: string; url: string };

/** The goals: TBT ≤ the reference's and ≤ floor + 20 ms, performance ≥ floor − 1. */
export const GOALS = { tbtOverFloorMs: 20, performanceBelowFloor: 1 };

type Run = { performance: number; tbtMs: number; lcpMs: number; scriptKB: number };
export type ReferenceRow = { page: string; runs: number; tbt: string; tbtMs: number; lcpMs: number; performance: number; scriptKB: number; goals?: string };

async function measure(url: string, output: string): Promise<Run | null> {
  const report = await lighthouseOnce(url, output, "simulate");
  if (!report) return null;
  const value = (id: string) => Math.round(report.audits[id]?.numericValue ?? 0);
  // Script bytes as transferred (compressed), whatever the router: from Lighthouse's resource summary.
  const script = (report.audits["resource-summary"]?.details?.items ?? []).find((item) => item.resourceType === "script");
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    tbtMs: value("total-blocking-time"),
    lcpMs: value("largest-contentful-paint"),
    scriptKB: Math.round(Number(script?.transferSize ?? 0) / 100) / 10,
  };
}

export async function referenceTable(pages: MeasuredPage[], scratch: string, runs: number): Promise<ReferenceRow[]> {
  const measured = new Map<string, Run[]>(pages.map(({ page }) => [page, []]));
  // A run Lighthouse could not measure is run again in a later round, twice at most.
  for (let round = 0; round < runs + 2; round++) {
    for (const { page, url } of pages) {
      const done = measured.get(page)!;
      if (done.length >= runs) continue;
      const run = await measure(url, join(scratch, `reference-${page.replace(/\W+/g, "-")}-${round}.json`));
      if (run) done.push(run);
    }
  }
  const rows = pages.map(({ page }): ReferenceRow => {
    const done = measured.get(page)!;
    if (!done.length) throw new Error(`Lighthouse measured no run of ${page}`);
    const tbts = done.map((run) => run.tbtMs);
    return {
      page,
      runs: done.length,
      tbt: `${median(tbts)} ms (${Math.min(...tbts)}–${Math.max(...tbts)})`,
      tbtMs: median(tbts),
      lcpMs: median(done.map((run) => run.lcpMs)),
      performance: median(done.map((run) => run.performance)),
      scriptKB: median(done.map((run) => run.scriptKB)),
    };
  });
  const [reference, floor] = [rows.find((row) => row.page === "App Router reference"), rows.find((row) => row.page === "floor")];
  if (!reference || !floor) return rows;
  const mark = (ok: boolean) => (ok ? "pass" : "FAIL");
  for (const row of rows) {
    if (row === reference || row === floor) continue;
    row.goals = [
      `TBT ≤ reference ${mark(row.tbtMs <= reference.tbtMs)}`,
      `TBT ≤ floor + ${GOALS.tbtOverFloorMs} ${mark(row.tbtMs <= floor.tbtMs + GOALS.tbtOverFloorMs)}`,
      `performance ≥ floor − ${GOALS.performanceBelowFloor} ${mark(row.performance >= floor.performance - GOALS.performanceBelowFloor)}`,
    ].join(", ");
  }
  return rows;
}
