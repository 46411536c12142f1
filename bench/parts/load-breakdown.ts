import { mainThreadTasks, selfTimes, type TraceEvent } from "../trace-tasks";

/**
 * Where a page load's main-thread time goes, from a Chromium trace recorded with the CPU throttled
 * (bench/parts/throttled-trace.ts): the time of every task from the navigation to the end of the
 * recording, by kind of work, with script time split at Next's hydration measure into what ran
 * before hydration (evaluating the chunks), during it, and after it (renders and effects that
 * follow: the "post-hydration" work).
 */
export type LoadBreakdown = {
  parseHtmlMs: number;
  parseCssMs: number;
  styleMs: number;
  layoutMs: number;
  paintMs: number;
  scriptEvaluationMs: number;
  /** null when the page has no hydration measure (the App Router reference: React measures nothing there). */
  hydrationMs: number | null;
  postHydrationMs: number | null;
  gcMs: number;
  /** Time in tasks that no traced event names (committing the navigation, messages from the browser process). */
  otherMs: number;
  /** Sum over the tasks after the first contentful paint of their time beyond 50 ms: TBT as the throttled load gives it. */
  blockingMs: number;
  longTasks: number;
  longestTaskMs: number;
};

/** When hydration started and ended (Next's `Next.js-hydration` measure) and FCP, ms after the navigation. */
export type LoadMarks = { hydrationStartMs: number | null; hydrationEndMs: number | null; fcpMs: number };

const SCRIPT_WORK = /^(evaluate |run |compile$|microtasks$|event handlers$|intersection observers$)/;
const FIXED_WORK: Record<string, keyof LoadBreakdown> = {
  "parse HTML": "parseHtmlMs",
  "parse CSS": "parseCssMs",
  style: "styleMs",
  layout: "layoutMs",
  paint: "paintMs",
  "garbage collection": "gcMs",
};
const LONG_TASK_MS = 50;

const round = (value: number) => Math.round(value * 10) / 10;

export function loadBreakdown(events: TraceEvent[], marks: LoadMarks): LoadBreakdown | null {
  const thread = mainThreadTasks(events);
  if (!thread) return null;
  const sinceNavigation = (ts: number) => (ts - thread.navigationStart) / 1000;
  const hydrated = marks.hydrationStartMs !== null && marks.hydrationEndMs !== null;
  const totals: Record<string, number> = {};
  const add = (key: string, ms: number) => (totals[key] = (totals[key] ?? 0) + ms);
  let blockingMs = 0;
  let longTasks = 0;
  let longestTaskMs = 0;
  for (const task of thread.tasks) {
    const durationMs = (task.task.dur ?? 0) / 1000;
    longestTaskMs = Math.max(longestTaskMs, durationMs);
    if (durationMs > LONG_TASK_MS) {
      longTasks++;
      if (sinceNavigation(task.task.ts) >= marks.fcpMs) blockingMs += durationMs - LONG_TASK_MS;
    }
    for (const { work, ts, micros } of selfTimes(task)) {
      const ms = micros / 1000;
      if (FIXED_WORK[work]) add(FIXED_WORK[work], ms);
      else if (!SCRIPT_WORK.test(work)) add("otherMs", ms);
      else if (!hydrated || sinceNavigation(ts) < marks.hydrationStartMs!) add("scriptEvaluationMs", ms);
      else if (sinceNavigation(ts) < marks.hydrationEndMs!) add("hydrationMs", ms);
      else add("postHydrationMs", ms);
    }
  }
  const total = (key: keyof LoadBreakdown) => round(totals[key] ?? 0);
  return {
    parseHtmlMs: total("parseHtmlMs"),
    parseCssMs: total("parseCssMs"),
    styleMs: total("styleMs"),
    layoutMs: total("layoutMs"),
    paintMs: total("paintMs"),
    scriptEvaluationMs: total("scriptEvaluationMs"),
    hydrationMs: hydrated ? total("hydrationMs") : null,
    postHydrationMs: hydrated ? total("postHydrationMs") : null,
    gcMs: total("gcMs"),
    otherMs: total("otherMs"),
    blockingMs: round(blockingMs),
    longTasks,
    longestTaskMs: round(longestTaskMs),
  };
}
