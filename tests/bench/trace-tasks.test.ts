import { describeTask, longTasksOfTrace, type TraceEvent } from "@/bench/trace-tasks";

const X = (name: string, ts: number, durMs: number, url?: string, thread = 1): TraceEvent => ({ name, ph: "X", pid: 1, tid: thread, ts, dur: durMs * 1000, args: url ? { data: { url } } : {} });
const navigationStart = (ts: number, documentLoaderURL: string): TraceEvent => ({ name: "navigationStart", ph: "R", pid: 1, tid: 1, ts, args: { data: { documentLoaderURL, isLoadingMainFrame: true } } });

// Lighthouse's about:blank first, then the page (ts in µs, as in a Chromium trace).
const trace: TraceEvent[] = [
  navigationStart(0, ""),
  navigationStart(1_000, "http://127.0.0.1:3000/blog"),
  // 20 ms evaluating the framework chunk, 3 of them compiling: 80 ms at 4×.
  X("RunTask", 2_000, 20),
  X("EvaluateScript", 2_100, 15, "http://127.0.0.1:3000/_next/static/chunks/framework-abc.js"),
  X("v8.compile", 2_200, 3),
  // 30 ms with a 20 ms layout: Lighthouse slows tasks that lay out by 2, so 60 ms.
  X("RunTask", 30_000, 30),
  X("Layout", 31_000, 20),
  // 20 ms with layout is 40 ms simulated, and 10 ms without is 40: neither is long.
  X("RunTask", 70_000, 20),
  X("Layout", 70_500, 10),
  X("RunTask", 100_000, 10),
  // Another thread's task is not the page's main thread.
  X("RunTask", 120_000, 50, undefined, 2),
];

describe("long tasks of a Lighthouse trace", () => {
  it("lists the tasks Lighthouse simulates as long, each with the self time of what ran in it", () => {
    expect(longTasksOfTrace(trace)).toEqual([
      {
        startMs: 1,
        durationMs: 20,
        simulatedMs: 80,
        whatRan: [
          { work: "evaluate framework-abc.js", ms: 12 },
          { work: "other", ms: 5 },
          { work: "compile", ms: 3 },
        ],
      },
      { startMs: 29, durationMs: 30, simulatedMs: 60, whatRan: [{ work: "layout", ms: 20 }, { work: "other", ms: 10 }] },
    ]);
  });

  it("describes a task by its largest kinds of work", () => {
    expect(describeTask(longTasksOfTrace(trace)[0], 2)).toBe("20 ms at 1 ms: evaluate framework-abc.js 12, other 5");
  });

  it("finds nothing in a trace without the page's navigation", () => {
    expect(longTasksOfTrace(trace.filter((event) => event.name !== "navigationStart" || !event.args?.data?.documentLoaderURL))).toEqual([]);
  });
});
