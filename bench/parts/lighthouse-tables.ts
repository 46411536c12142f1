import { describeTask } from "../trace-tasks";
import { FLOOR_PAGES, TARGETS } from "../page-set";
import type { LighthouseResult, LighthouseRow } from "./lighthouse";

/** The Lighthouse part's tables: each page against the targets, where the time goes, and each long task. */

/** Applied-throttling medians as "FCP / LCP / TBT". */
const appliedSummary = (row: LighthouseRow) => (row.applied ? `FCP ${row.applied.fcpMs}, LCP ${row.applied.lcpMs}, TBT ${row.applied.tbtMs} ms` : "n/a");

/**
 * Each route beside the floor, with the issue's targets as pass/fail, on the per-metric medians
 * of the runs (one slow run moves a single metric less than it moves the "median run").
 */
export function targetTable(rows: LighthouseResult[]) {
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
export function breakdownTable(rows: LighthouseResult[]) {
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
export function longTaskTable(rows: LighthouseResult[]) {
  return rows
    .filter((row): row is LighthouseRow => "breakdown" in row)
    .flatMap((row) => row.breakdown.whatRan.map((task) => ({ page: row.page, simulatedMs: task.simulatedMs, unthrottled: describeTask(task) })));
}
