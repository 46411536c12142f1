/**
 * The static part (issue 56): each route type's own HTML with every script removed, served
 * statically (bench/static-document.ts), beside the framework floor and the page as served, in
 * Lighthouse (mobile preset, simulated throttling), interleaved rounds of every page once (the
 * floor first), medians of `runs` rounds (at least 9 unless asked for fewer while iterating).
 * Our JavaScript's cost is (served − static) and (served − floor); the targets are issue 56's.
 * Then where the served pages' main-thread time goes: a throttled trace of each (kind of work,
 * hydration) and, from the median Lighthouse run, script evaluation per chunk.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { loadAverage } from "../machine";
import { ROUTE_TYPES } from "../page-set";
import { serveWithoutScripts } from "../static-document";
import { median, round } from "../stats";
import { breakdownOf, lighthouseOnce, type Breakdown } from "./lighthouse";
import { throttledTraces, type TraceRow } from "./throttled-trace";

/** One page per route type, as the issue lists them. */
export const STATIC_ROUTES: Record<string, string> = {
  home: ROUTE_TYPES.home,
  article: ROUTE_TYPES.article,
  listing: ROUTE_TYPES.listing,
  comparison: ROUTE_TYPES.comparison,
  author: ROUTE_TYPES.author,
  planner: "/when-to-test",
  page: "/how-we-rank",
  search: "/search?q=chlamydia",
};

/** Issue 56's "done when", against the floor and the static document measured in the same rounds. */
export const STATIC_TARGETS = {
  tbtOverFloorMs: 50,
  minPerformance: 98,
  lcpOverStaticMs: 300,
};

type Variant = "static" | "floor" | "served";
type Run = {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  breakdown: Breakdown;
};
type Medians = {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  runs: number;
};

async function measure(url: string, output: string): Promise<Run | null> {
  const report = await lighthouseOnce(url, output, "simulate");
  // The report and its saved trace are read; a run of 9 rounds would otherwise keep gigabytes.
  for (const suffix of [".json", "-0.trace.json", "-0.devtoolslog.json"])
    rmSync(output.replace(/\.json$/, suffix), { force: true });
  if (!report) return null;
  const value = (id: string) =>
    Math.round(report.audits[id]?.numericValue ?? 0);
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    tbtMs: value("total-blocking-time"),
    lcpMs: value("largest-contentful-paint"),
    breakdown: breakdownOf(report),
  };
}

const mediansOf = (runs: Run[]): Medians => ({
  performance: median(runs.map((run) => run.performance)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  runs: runs.length,
});
const spread = (runs: Run[]) =>
  `${Math.min(...runs.map((run) => run.tbtMs))}–${Math.max(...runs.map((run) => run.tbtMs))}`;

/** The median run by TBT: its script per chunk and main-thread categories say where that TBT came from. */
function medianRunBreakdown(runs: Run[]) {
  const { breakdown } = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[
    Math.floor((runs.length - 1) / 2)
  ];
  return {
    scriptPerChunk: breakdown.scriptPerChunk.filter(
      (entry) => entry.totalMs >= 5,
    ),
    mainThreadMs: breakdown.mainThreadMs,
    longTasks: breakdown.longTasks,
    hydrationMs: breakdown.hydrationMs,
  };
}

export async function benchStatic(
  site: { siteUrl: string; floorUrl: string },
  scratch: string,
  runs: number,
  routeNames?: string[],
) {
  const loadAtStart = loadAverage();
  const started = performance.now();
  const routes = Object.entries(STATIC_ROUTES).filter(
    ([name]) => !routeNames || routeNames.includes(name),
  );
  const documents = await serveWithoutScripts(
    site.siteUrl,
    routes.map(([, path]) => path),
  );
  const targets: { route: string; variant: Variant; url: string }[] = [
    { route: "floor", variant: "floor", url: `${site.floorUrl}/` },
    ...routes.flatMap(([route, path]) => [
      { route, variant: "static" as const, url: `${documents.url}${path}` },
      { route, variant: "served" as const, url: `${site.siteUrl}${path}` },
    ]),
  ];
  const measured = new Map<string, Run[]>(
    targets.map(({ route, variant }) => [`${route} ${variant}`, []]),
  );
  try {
    // A run Lighthouse could not measure is run again in a later round, twice at most.
    for (let round = 0; round < runs + 2; round++) {
      let measuredThisRound = 0;
      for (const { route, variant, url } of targets) {
        const done = measured.get(`${route} ${variant}`)!;
        if (done.length >= runs) continue;
        measuredThisRound++;
        const run = await measure(
          url,
          join(scratch, `static-${route}-${variant}-${round}.json`),
        );
        if (run) done.push(run);
      }
      if (measuredThisRound) console.log(
        `static: round ${round + 1} done, load ${loadAverage().join(" / ")}`,
      );
    }
  } finally {
    await documents.close();
  }
  const floorRuns = measured.get("floor floor")!;
  if (!floorRuns.length)
    throw new Error("Lighthouse measured no run of the floor");
  const floor = mediansOf(floorRuns);
  const mark = (ok: boolean) => (ok ? "pass" : "FAIL");
  const rows = routes.map(([route, path]) => {
    const [staticRuns, servedRuns] = [
      measured.get(`${route} static`)!,
      measured.get(`${route} served`)!,
    ];
    if (!staticRuns.length || !servedRuns.length)
      return { route, path, error: "Lighthouse measured no run" };
    const [plain, served] = [mediansOf(staticRuns), mediansOf(servedRuns)];
    return {
      route,
      path,
      static: plain,
      floor,
      served: { ...served, tbtSpread: spread(servedRuns) },
      servedMinusStatic: {
        tbtMs: served.tbtMs - plain.tbtMs,
        performance: served.performance - plain.performance,
        lcpMs: served.lcpMs - plain.lcpMs,
      },
      servedMinusFloor: {
        tbtMs: served.tbtMs - floor.tbtMs,
        performance: served.performance - floor.performance,
        lcpMs: served.lcpMs - floor.lcpMs,
      },
      targets: [
        `TBT ≤ floor + ${STATIC_TARGETS.tbtOverFloorMs} ${mark(served.tbtMs <= floor.tbtMs + STATIC_TARGETS.tbtOverFloorMs)}`,
        `performance ≥ ${STATIC_TARGETS.minPerformance} ${mark(served.performance >= STATIC_TARGETS.minPerformance)}`,
        `LCP ≤ static + ${STATIC_TARGETS.lcpOverStaticMs} ${mark(served.lcpMs <= plain.lcpMs + STATIC_TARGETS.lcpOverStaticMs)}`,
      ].join(", "),
      servedMedianRun: medianRunBreakdown(servedRuns),
    };
  });
  console.log(
    `\nThe same document without scripts, the floor and the page as served (Lighthouse mobile, simulated throttling, medians of ${runs} interleaved rounds; TBT / performance / LCP):`,
  );
  console.table(
    rows.map((row) =>
      "error" in row
        ? row
        : {
            route: row.route,
            static: `${row.static.tbtMs} ms / ${row.static.performance} / ${row.static.lcpMs} ms`,
            floor: `${floor.tbtMs} ms / ${floor.performance} / ${floor.lcpMs} ms`,
            served: `${row.served.tbtMs} ms (${row.served.tbtSpread}) / ${row.served.performance} / ${row.served.lcpMs} ms`,
            "served − static": `${row.servedMinusStatic.tbtMs} ms / ${row.servedMinusStatic.performance} / ${row.servedMinusStatic.lcpMs} ms`,
            "served − floor": `${row.servedMinusFloor.tbtMs} ms / ${row.servedMinusFloor.performance} / ${row.servedMinusFloor.lcpMs} ms`,
            targets: row.targets,
          },
    ),
  );
  console.log(
    "Script per chunk of each served page's median run (ms at Lighthouse's 4× slowdown, chunks of 5 ms or more):",
  );
  console.table(
    rows.flatMap((row) =>
      "error" in row
        ? []
        : row.servedMedianRun.scriptPerChunk.map((chunk) => ({
            route: row.route,
            ...chunk,
          })),
    ),
  );
  // Where the served pages' time goes, by kind of work, in Chromium at 4× CPU (5 loads at most: the Lighthouse rounds carry the figures).
  const traceRuns = Math.min(runs, 5);
  const trace: TraceRow[] = await throttledTraces(
    [
      { page: "floor", url: `${site.floorUrl}/` },
      ...routes.map(([route, path]) => ({
        page: route,
        url: `${site.siteUrl}${path}`,
      })),
    ],
    traceRuns,
  );
  console.log(
    `\nMain-thread time of the served pages by kind of work (Chromium, 4× CPU, ms, medians of ${traceRuns} interleaved loads):`,
  );
  console.table(trace);
  return {
    runs,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadAverage(),
    minutes: round((performance.now() - started) / 60_000),
    targets: STATIC_TARGETS,
    rows,
    trace: { runs: traceRuns, rows: trace },
  };
}
