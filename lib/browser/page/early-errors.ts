/**
 * Error reporting starts with the rest of telemetry, once the page is idle. Errors thrown before
 * that are kept here (a few, from the moment the shell's code runs) and handed over when it starts.
 */
const MAX_KEPT = 5;
const kept: unknown[] = [];

// Cross-origin "Script error." events carry no error object and nothing to act on: skipped.
const keep = (event: ErrorEvent | PromiseRejectionEvent) => {
  const error = "reason" in event ? event.reason : event.error;
  if (error && kept.length < MAX_KEPT) kept.push(error);
};

if (typeof window !== "undefined") {
  addEventListener("error", keep);
  addEventListener("unhandledrejection", keep);
}

/** The errors thrown so far; from now on the caller's own listeners report them. */
export function takeEarlyErrors(): unknown[] {
  removeEventListener("error", keep);
  removeEventListener("unhandledrejection", keep);
  return kept.splice(0);
}
