/**
 * What ran in each long task, read from the Chromium trace Lighthouse recorded (`--save-assets`).
 * Lighthouse's own `long-tasks` audit gives each task's simulated start, length and attributable
 * script, but no breakdown of the task. Simulated throttling replays the unthrottled trace with
 * each task's CPU time × 4, or × 2 for a task that laid out the page (Lantern's layout multiplier),
 * so a task of 12.5 ms (25 ms with layout) or more in the trace is a long task (≥ 50 ms) there.
 */

/** The fields of a Chromium trace event this reads. */
export type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { data?: { url?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean } } };

export type TaskBreakdown = {
  /** Start in the unthrottled load, ms after the navigation started. */
  startMs: number;
  /** Length in the unthrottled load, and as Lighthouse simulates it (× 4, × 2 with layout). */
  durationMs: number;
  simulatedMs: number;
  /** Time inside the task by kind of work (self time, largest first), ms unthrottled. */
  whatRan: { work: string; ms: number }[];
};

/** Lighthouse's simulated CPU slowdown of the mobile preset, and Lantern's for tasks with layout. */
const CPU_SLOWDOWN = 4;
const LAYOUT_TASK_SLOWDOWN = CPU_SLOWDOWN / 2;
const LONG_TASK_MS = 50;

const round = (value: number) => Math.round(value * 10) / 10;
/** A chunk URL shortened to its path under Next's chunks (hash kept: it tells builds apart). */
export const chunkName = (url: string) => (url.startsWith("http") ? new URL(url).pathname.replace(/^\/_next\/static\/chunks\//, "") : url);

/** Kinds of work by trace event name (exact, or a prefix ending in "::"), for events without a script URL. */
const WORK_BY_EVENT: [string[], string][] = [
  // Committing the navigation creates the document and its script context: the floor pays it too.
  [["DocumentLoader::", "LocalWindowProxy::", "V8.DeserializeContext", "CommitLoad", "ContextCreatedNotification"], "commit navigation"],
  [["ParseHTML", "HTMLDocumentParser::", "DecodedDataDocumentParser::"], "parse HTML"],
  [["ParseAuthorStyleSheet"], "parse CSS"],
  [["EventDispatch"], "event handlers"],
  [["RunMicrotasks"], "microtasks"],
  [["v8.compile", "v8.compileModule", "v8.produceCache"], "compile"],
  [["UpdateLayoutTree"], "style"],
  [["Layout"], "layout"],
  [["IntersectionObserverController::"], "intersection observers"],
  [["PrePaint", "Paint", "Layerize", "Commit"], "paint"],
  [["Decode Image", "ImageDecodeTask"], "image decode"],
  [["MajorGC", "MinorGC", "V8.GC_SCAVENGER", "BlinkGC.AtomicPhase"], "garbage collection"],
];

/** The kind of work an event is, if it names one; its descendants inherit it. */
export function workOf(event: TraceEvent): string | null {
  const url = event.args?.data?.url;
  if (event.name === "EvaluateScript") return url ? `evaluate ${chunkName(url)}` : "evaluate inline script";
  if (["FunctionCall", "TimerFire", "FireAnimationFrame", "FireIdleCallback"].includes(event.name)) return url ? `run ${chunkName(url)}` : "run script";
  const matches = (name: string) => (name.endsWith("::") ? event.name.startsWith(name) : event.name === name);
  return WORK_BY_EVENT.find(([names]) => names.some(matches))?.[1] ?? null;
}

/** The renderer main thread that loaded the page, and when its navigation started. */
export function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number; navigationStart: number } | null {
  // Lighthouse opens about:blank first (no URL); later navigations' events name no URL either.
  const starts = events.filter((event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame && /^https?:/.test(event.args.data.documentLoaderURL ?? ""));
  const start = starts.sort((a, b) => a.ts - b.ts).pop();
  return start ? { pid: start.pid, tid: start.tid, navigationStart: start.ts } : null;
}

/** A top-level task of the page's main thread and the events that ran inside it, in order. */
export type MainThreadTask = { task: TraceEvent; nested: TraceEvent[] };

/** Every task (RunTask) on the page's main thread, from its navigation on. */
export function mainThreadTasks(events: TraceEvent[]): { navigationStart: number; tasks: MainThreadTask[] } | null {
  const thread = mainThreadOf(events);
  if (!thread) return null;
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X" && event.dur !== undefined && event.ts >= thread.navigationStart)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: MainThreadTask[] = [];
  for (let index = 0; index < onThread.length; index++) {
    const task = onThread[index];
    if (task.name !== "RunTask") continue;
    const end = task.ts + (task.dur ?? 0);
    let next = index + 1;
    while (next < onThread.length && onThread[next].ts < end) next++;
    tasks.push({ task, nested: onThread.slice(index + 1, next) });
    index = next - 1;
  }
  return { navigationStart: thread.navigationStart, tasks };
}

/** A stretch of a task's time spent in one event itself (not its children): its kind of work and when that event started (µs). */
export type SelfTime = { work: string; ts: number; micros: number };

/** The task's time as self time per event, each event's kind of work inherited from the nearest one that names it. */
export function selfTimes({ task, nested }: MainThreadTask): SelfTime[] {
  const taskDur = task.dur ?? 0;
  const segments: SelfTime[] = [];
  const stack: { end: number; work: string; child: number; dur: number; ts: number }[] = [{ end: task.ts + taskDur, work: "other", child: 0, dur: taskDur, ts: task.ts }];
  const close = (upTo: number) => {
    while (stack.length > 1 && stack[stack.length - 1].end <= upTo) {
      const done = stack.pop()!;
      segments.push({ work: done.work, ts: done.ts, micros: done.dur - done.child });
    }
  };
  for (const event of nested) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    const dur = Math.min(event.dur ?? 0, parent.end - event.ts);
    parent.child += dur;
    stack.push({ end: event.ts + dur, work: workOf(event) ?? parent.work, child: 0, dur, ts: event.ts });
  }
  close(Infinity);
  const root = stack[0];
  segments.push({ work: root.work, ts: root.ts, micros: root.dur - root.child });
  return segments;
}

/** Every task on the page's main thread that Lighthouse counts as long, with what ran in it. */
export function longTasksOfTrace(events: TraceEvent[]): TaskBreakdown[] {
  const thread = mainThreadTasks(events);
  if (!thread) return [];
  const tasks: TaskBreakdown[] = [];
  for (const mainTask of thread.tasks) {
    const { task, nested } = mainTask;
    const taskDur = task.dur ?? 0;
    if (taskDur * CPU_SLOWDOWN < LONG_TASK_MS * 1000) continue;
    const laidOut = nested.some((event) => event.name === "Layout");
    const simulatedMs = Math.round((taskDur * (laidOut ? LAYOUT_TASK_SLOWDOWN : CPU_SLOWDOWN)) / 1000);
    if (simulatedMs < LONG_TASK_MS) continue;
    const byWork = new Map<string, number>();
    for (const { work, micros } of selfTimes(mainTask)) byWork.set(work, (byWork.get(work) ?? 0) + micros);
    const whatRan = [...byWork]
      .map(([work, micros]) => ({ work, ms: round(micros / 1000) }))
      .filter((entry) => entry.ms >= 0.5)
      .sort((a, b) => b.ms - a.ms);
    tasks.push({ startMs: round((task.ts - thread.navigationStart) / 1000), durationMs: round(taskDur / 1000), simulatedMs, whatRan });
  }
  return tasks;
}

/** "layout 9.1, evaluate framework-….js 4.2, …": the largest kinds of work in a task. */
export const describeTask = (task: TaskBreakdown, kinds = 3) =>
  `${task.durationMs} ms at ${task.startMs} ms: ${task.whatRan
    .slice(0, kinds)
    .map((entry) => `${entry.work} ${entry.ms}`)
    .join(", ")}`;
