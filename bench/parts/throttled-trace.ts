import type { Browser } from "playwright-core";
import { launchChromium } from "../chromium";
import { median } from "../stats";
import type { TraceEvent } from "../trace-tasks";
import { loadBreakdown, type LoadBreakdown, type LoadMarks } from "./load-breakdown";

/**
 * Per-task breakdown of page loads in Chromium with the CPU throttled 4× (CDP), `runs` fresh loads
 * per page in interleaved rounds (every page once per round, in the order given), the median of
 * each figure over the runs (bench/parts/load-breakdown.ts says what each is).
 */
export const CPU_THROTTLING = 4;

/** Chromium trace categories: tasks, script, style/layout/paint, and the page's user timings. */
const CATEGORIES = ["toplevel", "v8", "v8.execute", "disabled-by-default-v8.compile", "blink.user_timing", "loading", "devtools.timeline", "disabled-by-default-devtools.timeline"].join(",");

/** After the load event: time for idle-time work (telemetry waits for idle) to run and be recorded. */
const SETTLE_MS = 3_000;

export type TracedPage = { page: string; url: string };
export type TraceRow = { page: string; runs: number } & Record<keyof LoadBreakdown, number | string | null>;

/**
 * Next's hydration measure (it clears the marks it is made of) and FCP, ms after the navigation;
 * a string, as the bench's compiler would add helpers to a function that the page does not have.
 */
const READ_MARKS = `(() => {
  const hydration = performance.getEntriesByName("Next.js-hydration")[0];
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  return { hydrationStartMs: hydration ? hydration.startTime : null, hydrationEndMs: hydration ? hydration.startTime + hydration.duration : null, fcpMs: fcp ? fcp.startTime : 0 };
})()`;

async function traceOnce(browser: Browser, url: string): Promise<LoadBreakdown | null> {
  // Lighthouse's mobile viewport, a fresh profile per load.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING });
    await browser.startTracing(page, { categories: CATEGORIES.split(",") });
    let recorded: Buffer | undefined;
    try {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      await page.waitForTimeout(SETTLE_MS);
    } finally {
      recorded = await browser.stopTracing();
    }
    // Read once the trace has stopped, so the bench's own script is not counted in the page's time.
    const marks = (await page.evaluate(READ_MARKS)) as LoadMarks;
    const trace = JSON.parse(recorded.toString("utf8")) as { traceEvents: TraceEvent[] };
    return loadBreakdown(trace.traceEvents, marks);
  } finally {
    await context.close();
  }
}

export async function throttledTraces(pages: TracedPage[], runs: number): Promise<TraceRow[]> {
  const browser = await launchChromium();
  const measured = new Map<string, LoadBreakdown[]>(pages.map(({ page }) => [page, []]));
  try {
    // A failed load is tried again in a later round, twice at most.
    for (let round = 0; round < runs + 2; round++) {
      for (const { page, url } of pages) {
        const loads = measured.get(page)!;
        if (loads.length >= runs) continue;
        const breakdown = await traceOnce(browser, url).catch((error: unknown) => (console.log(`trace ${page}: a load failed`, error), null));
        if (breakdown) loads.push(breakdown);
      }
    }
  } finally {
    await browser.close();
  }
  return pages.map(({ page }) => {
    const loads = measured.get(page)!;
    const keys = Object.keys(loads[0] ?? {}) as (keyof LoadBreakdown)[];
    const figure = (key: keyof LoadBreakdown) => {
      const values = loads.map((load) => load[key]).filter((value): value is number => value !== null);
      if (!values.length) return null;
      // The blocking time with its spread: it is the figure the TBT goal is about.
      return key === "blockingMs" ? `${median(values)} (${Math.min(...values)}–${Math.max(...values)})` : median(values);
    };
    return { page, runs: loads.length, ...Object.fromEntries(keys.map((key) => [key, figure(key)])) } as TraceRow;
  });
}
