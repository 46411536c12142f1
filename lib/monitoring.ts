/**
 * Error reporting. Sentry is loaded only when a DSN is configured and only when there is
 * something to report, so it costs nothing on the first load and makes no request otherwise.
 */
type SentryModule = typeof import("@sentry/nextjs");

/** SPEC §9: tracing sample rate 1, environment label "production". */
export const SENTRY_OPTIONS = { tracesSampleRate: 1, environment: "production" } as const;

let sentry: Promise<SentryModule> | undefined;

/** A Sentry DSN is public by design (it only allows sending events), so one variable serves both sides. */
export function sentryDsn(): string | undefined {
  return process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;
}

function loadSentry(): Promise<SentryModule> | undefined {
  const dsn = sentryDsn();
  if (!dsn) return undefined;
  sentry ??= import("@sentry/nextjs").then((module) => {
    module.init({ dsn, ...SENTRY_OPTIONS });
    return module;
  });
  return sentry;
}

/** Sends an error to the error-reporting service when one is configured; never throws. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  loadSentry()
    ?.then((module) => module.captureException(error, context ? { extra: context } : undefined))
    .catch(() => undefined);
}
