/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint, PAINT_REPORT_WAIT_MS, siteStart, START_AT_LATEST_MS, startPageScripts } from "@/lib/browser/start/site-start";
import { takeEarlyErrors } from "@/lib/browser/page/early-errors";
import { PAGE_SCRIPTS_ID } from "@/lib/shared/page/page-scripts";

/**
 * A built page's start script: the quick exit's keys at once; Next's scripts only once the page
 * has loaded, its eager images are decoded and two frames have passed, in the document's order.
 */
const CHUNKS = ["/_next/static/chunks/webpack-1.js", "/_next/static/chunks/framework-2.js", "/_next/static/chunks/main-3.js", "/_next/static/chunks/pages/_app-4.js"];

function pageWithHints() {
  const list = CHUNKS.map((src, index) => (index === 0 ? { src, crossOrigin: "anonymous" } : { src }));
  document.head.innerHTML = `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${JSON.stringify(list)}</script>`;
  document.body.innerHTML = `<div class="quick-exit"><p class="quick-exit__status" data-status-2="2 more" data-status-1="1 more" data-status-0="Leaving"></p></div><main><h1>What is PrEP?</h1></main>`;
}

const startedScripts = () => [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => new URL(script.src).pathname);
const shift = () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
/** Promise callbacks (the images' decoding) run. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
};
/** Two frames, the wait for the paint's report (jsdom reports no paints), then the task queued after it (fake timers run a 0 ms timeout after 1 ms). */
async function twoFramesLater() {
  await settle();
  vi.advanceTimersToNextFrame();
  await settle();
  vi.advanceTimersToNextFrame();
  await settle();
  vi.advanceTimersByTime(PAINT_REPORT_WAIT_MS);
  await settle();
  vi.advanceTimersByTime(1);
}

describe("the start script", () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame", "Date"] });
    readyState = "interactive";
    vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
    pageWithHints();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const load = () => {
    readyState = "complete";
    window.dispatchEvent(new Event("load"));
  };

  it("takes the quick exit's three presses of Shift before any of Next's scripts has started", () => {
    // jsdom does not navigate: the exit's location.replace is only logged.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    siteStart();
    shift();
    expect(document.querySelector(".quick-exit__status")?.textContent).toBe("2 more");
    shift();
    shift();
    expect(document.documentElement.classList.contains("quick-exit-leaving")).toBe(true);
    expect(startedScripts()).toEqual([]);
  });

  it("keeps an error thrown before Next's scripts for telemetry, which takes it when it starts", () => {
    siteStart();
    const error = new Error("thrown before hydration");
    window.dispatchEvent(new ErrorEvent("error", { error }));
    expect(takeEarlyErrors()).toEqual([error]);
    expect(takeEarlyErrors()).toEqual([]);
  });

  it("starts Next's scripts after the load event, two frames and the wait for the paint's report, once", async () => {
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(1_000);
    expect(start).not.toHaveBeenCalled();

    load();
    await settle();
    vi.advanceTimersToNextFrame();
    await settle();
    vi.advanceTimersToNextFrame();
    await settle();
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PAINT_REPORT_WAIT_MS - 1);
    await settle();
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settle();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);

    // The latest start (START_AT_LATEST_MS after the script ran) does not start them again.
    vi.advanceTimersByTime(START_AT_LATEST_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's eager images to be decoded (the largest element is often one), not for lazy ones", async () => {
    let decoded: () => void = () => undefined;
    document.body.insertAdjacentHTML("beforeend", `<img class="cover" src="/cover.svg" alt=""><img class="later" loading="lazy" src="/below.svg" alt="">`);
    const cover = document.querySelector<HTMLImageElement>("img.cover")!;
    const below = document.querySelector<HTMLImageElement>("img.later")!;
    cover.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    below.decode = () => new Promise<void>(() => undefined);
    const start = vi.fn();
    afterFirstPaint(start);
    load();
    await twoFramesLater();
    expect(start).not.toHaveBeenCalled();
    decoded();
    await twoFramesLater();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("turns the document's list into scripts run in its order (async off), with their crossorigin", async () => {
    siteStart();
    load();
    await twoFramesLater();
    vi.advanceTimersByTime(CHUNKS.length);

    expect(startedScripts()).toEqual(CHUNKS);
    const scripts = [...document.querySelectorAll<HTMLScriptElement>("script[src]")];
    expect(scripts.map((script) => script.async)).toEqual([false, false, false, false]);
    expect(scripts[0].crossOrigin).toBe("anonymous");
    expect(scripts[1].getAttribute("crossorigin")).toBeNull();
  });

  it("inserts one script per task, so that starting them is no long task", () => {
    // Inserting a script starts its fetch, 1–2 ms of a desktop CPU each.
    startPageScripts();
    expect(startedScripts()).toEqual(CHUNKS.slice(0, 1));
    for (let inserted = 2; inserted <= CHUNKS.length; inserted++) {
      vi.advanceTimersToNextTimer();
      expect(startedScripts()).toEqual(CHUNKS.slice(0, inserted));
    }
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("starts them at the latest START_AT_LATEST_MS after it ran when the page is slow to load (an image on a slow line)", async () => {
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(START_AT_LATEST_MS);
    await twoFramesLater();
    expect(start).toHaveBeenCalledTimes(1);
    load();
    await twoFramesLater();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts them without waiting for frames in a tab that is hidden (it draws none), and on a page already loaded", async () => {
    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const inHiddenTab = vi.fn();
    readyState = "complete";
    afterFirstPaint(inHiddenTab);
    await settle();
    vi.advanceTimersByTime(1);
    expect(inHiddenTab).toHaveBeenCalledTimes(1);

    hidden.mockReturnValue("visible");
    const loaded = vi.fn();
    afterFirstPaint(loaded);
    await twoFramesLater();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
