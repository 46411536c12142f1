import { loadBreakdown } from "@/bench/parts/load-breakdown";
import type { TraceEvent } from "@/bench/trace-tasks";

const X = (name: string, ts: number, durMs: number, url?: string): TraceEvent => ({ name, ph: "X", pid: 1, tid: 1, ts, dur: durMs * 1000, args: url ? { data: { url } } : {} });
const MAIN = "http://127.0.0.1:3000/_next/static/chunks/main-abc.js";

// A load traced at 4× CPU (ts in µs; the navigation starts at 1 ms, so task times are 1 ms later).
const trace: TraceEvent[] = [
  { name: "navigationStart", ph: "R", pid: 1, tid: 1, ts: 1_000, args: { data: { documentLoaderURL: "http://127.0.0.1:3000/blog", isLoadingMainFrame: true } } },
  // The document: 60 ms, of which 30 parsing HTML, 10 style and 15 layout (5 in the task itself).
  X("RunTask", 2_000, 60),
  X("ParseHTML", 2_000, 30),
  X("UpdateLayoutTree", 32_000, 10),
  X("Layout", 47_000, 15),
  // Evaluating main: 45 ms before hydration starts (at 150 ms), then 18 ms of hydration in the same task.
  X("RunTask", 100_000, 70),
  X("EvaluateScript", 100_000, 45, MAIN),
  X("FunctionCall", 152_000, 18, MAIN),
  // After hydration (ended at 180 ms): an effect renders again, 20 ms.
  X("RunTask", 200_000, 20),
  X("FunctionCall", 200_000, 20, MAIN),
];

describe("a load's main-thread time by kind of work", () => {
  it("splits script time at the hydration measure and counts blocking time after FCP only", () => {
    expect(loadBreakdown(trace, { hydrationStartMs: 150, hydrationEndMs: 180, fcpMs: 50 })).toEqual({
      parseHtmlMs: 30,
      parseCssMs: 0,
      styleMs: 10,
      layoutMs: 15,
      paintMs: 0,
      scriptEvaluationMs: 45,
      hydrationMs: 18,
      postHydrationMs: 20,
      gcMs: 0,
      otherMs: 12,
      // The document's task started before FCP; main's 70 ms task blocks 20 ms.
      blockingMs: 20,
      longTasks: 2,
      longestTaskMs: 70,
    });
  });

  it("has no hydration figures for a page that measures none", () => {
    const breakdown = loadBreakdown(trace, { hydrationStartMs: null, hydrationEndMs: null, fcpMs: 0 });
    expect(breakdown).toMatchObject({ scriptEvaluationMs: 83, hydrationMs: null, postHydrationMs: null, blockingMs: 30 });
  });
});
