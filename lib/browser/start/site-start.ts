import { keepEarlyErrors } from "@/lib/browser/page/early-errors";
import { installQuickExit } from "@/lib/browser/visitor/quick-exit-keys";
import { PAGE_SCRIPTS_ID, type PageScript } from "@/lib/shared/page/page-scripts";

/**
 * The first and only script a built page runs before it has painted (pages/_document.tsx links
 * it; lib/server/document/site-start-script.ts bundles it). At once it installs the quick exit's
 * keys and starts keeping errors for telemetry (lib/browser/page/early-errors.ts); then, once the
 * page has painted, it fetches and runs Next's scripts, which the document lists in their place.
 * The document is complete without them (the article's body, the menus' disclosures, every form
 * work without script), and fetching and evaluating them beside the largest element is what kept
 * the first screen behind the same HTML without scripts (docs/performance.md, "Next's scripts
 * after the first paint").
 */

/** Next's scripts start at the `load` event, or this long after this script ran if `load` is slower (a slow image). */
export const START_AT_LATEST_MS = 3_000;

/**
 * Next's scripts, in the document's order: executed in that order (`async = false`), as their `defer`
 * tags were, also when inserted at different times. One is inserted per task: inserting one starts
 * its fetch (1–2 ms of a desktop CPU each), and the eight in one task were a long task on a phone's
 * (docs/performance.md, "Fifth cut").
 */
export function startPageScripts(): void {
  const list = document.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  const scripts = list ? (JSON.parse(list) as PageScript[]) : [];
  const insert = (index: number) => {
    if (index >= scripts.length) return;
    const { src, crossOrigin } = scripts[index];
    const script = document.createElement("script");
    script.src = src;
    script.async = false;
    if (crossOrigin !== undefined) script.crossOrigin = crossOrigin;
    document.head.appendChild(script);
    setTimeout(() => insert(index + 1), 0);
  };
  insert(0);
}

/**
 * The page's images that are not lazy, decoded: `load` fires once they have arrived, but the frame
 * that paints the largest of them can come later (Chromium decodes off the main thread).
 */
function eagerImagesDecoded(): Promise<unknown> {
  const images = [...document.images].filter((image) => image.getAttribute("loading") !== "lazy");
  return Promise.allSettled(images.map(async (image) => image.decode()));
}

/** How long, after two frames, the start waits at most for the largest paint to be reported. */
export const PAINT_REPORT_WAIT_MS = 50;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves when the browser reports a largest contentful paint at or after `since` (the entry
 * comes once the frame is presented, a few milliseconds or frames after it was painted), or
 * after two frames and PAINT_REPORT_WAIT_MS when none comes (the largest element painted before).
 */
function largestPaintReported(since: number): Promise<void> {
  const fallback = nextFrame()
    .then(nextFrame)
    .then(() => delay(PAINT_REPORT_WAIT_MS));
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return fallback;
  let observer: PerformanceObserver | undefined;
  const reported = new Promise<void>((resolve) => {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) resolve();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  });
  return Promise.race([reported, fallback]).finally(() => observer?.disconnect());
}

/**
 * Calls `start` once: after `load` (or START_AT_LATEST_MS), the eager images decoded, and their
 * paint reported (largestPaintReported), in a task of its own after that.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const loaded = async () => {
    await eagerImagesDecoded();
    // A hidden tab draws no frames: its page starts at once.
    if (document.visibilityState !== "hidden") await largestPaintReported(performance.now());
    setTimeout(startOnce, 0);
  };
  if (document.readyState === "complete") void loaded();
  else window.addEventListener("load", () => void loaded(), { once: true });
  setTimeout(startOnce, START_AT_LATEST_MS);
}

export function siteStart(): void {
  keepEarlyErrors();
  installQuickExit();
  afterFirstPaint(startPageScripts);
}
