/**
 * Error reporting starts with the rest of telemetry, once the page is idle. Errors thrown before
 * that are kept here (a few, from the moment the page's first script runs: the start script in a
 * built page, lib/browser/start/site-start.ts; the shell's code in development) and handed over
 * when it starts. The start script and _app are separate bundles, so what is kept lives on the window.
 */
const MAX_KEPT = 5;
const STORE = Symbol.for("sti-aware.early-errors");

type Store = { kept: unknown[]; keep: (event: ErrorEvent | PromiseRejectionEvent) => void };
const storeOf = () => window as unknown as Record<symbol, Store | undefined>;

export function keepEarlyErrors(): void {
  if (typeof window === "undefined" || storeOf()[STORE]) return;
  const kept: unknown[] = [];
  // Cross-origin "Script error." events carry no error object and nothing to act on: skipped.
  const keep = (event: ErrorEvent | PromiseRejectionEvent) => {
    const error = "reason" in event ? event.reason : event.error;
    if (error && kept.length < MAX_KEPT) kept.push(error);
  };
  storeOf()[STORE] = { kept, keep };
  addEventListener("error", keep);
  addEventListener("unhandledrejection", keep);
}

/** The errors thrown so far; from now on the caller's own listeners report them. */
export function takeEarlyErrors(): unknown[] {
  const store = storeOf()[STORE];
  if (!store) return [];
  removeEventListener("error", store.keep);
  removeEventListener("unhandledrejection", store.keep);
  return store.kept.splice(0);
}
