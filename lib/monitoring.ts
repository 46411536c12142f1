/**
 * Error reporting (Sentry), configured once for both sides. On the server, instrumentation.ts
 * initialises the SDK at start-up and Next reports every request error to it (onRequestError).
 * In the browser the SDK is loaded only when there is something to report, so it costs
 * nothing on the first load and makes no request otherwise. Either way, only when a DSN is set.
 *
 * Reports carry no personal data: no cookies, headers, query strings, user or IP address, no
 * navigation history; the page address is kept without its query string.
 */
import type { Breadcrumb, Event } from "@sentry/nextjs";

type SentryModule = typeof import("@sentry/nextjs");

/** SPEC §9: tracing sample rate 1, environment label "production". */
export const SENTRY_OPTIONS = { tracesSampleRate: 1, environment: "production" } as const;

/** A Sentry DSN is public by design (it only allows sending events), so one variable serves both sides. */
export function sentryDsn(): string | undefined {
  return process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;
}

/** An address (absolute or a path) without its query string or fragment. */
function withoutQuery(value: string | undefined): string | undefined {
  return value?.split(/[?#]/)[0];
}

const looksLikeAddress = (value: string) => /^(https?:\/\/|\/)/i.test(value);

/** Span and context attributes that identify a visitor (IP, browser, cookies, headers) or carry a query. */
const PERSONAL_ATTRIBUTE = /(^|[._-])(ip|peer|client|user_agent|useragent|user-agent|cookie|cookies|header|headers|remote|sock|query|query_string)([._-]|$)/i;

function scrubAttributes<T extends Record<string, unknown>>(data: T | undefined): T | undefined {
  if (!data) return data;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (PERSONAL_ATTRIBUTE.test(key)) continue;
    if (typeof value === "string" && looksLikeAddress(value)) scrubbed[key] = withoutQuery(value);
    else if (value && typeof value === "object" && !Array.isArray(value)) scrubbed[key] = scrubAttributes(value as Record<string, unknown>);
    else scrubbed[key] = value;
  }
  return scrubbed as T;
}

/** Removes personal data from an error or transaction event before it is sent. */
export function scrubEvent<T extends Event>(event: T): T {
  delete event.user;
  if (event.request) event.request = { url: withoutQuery(event.request.url), method: event.request.method };
  if (event.contexts) {
    for (const [name, context] of Object.entries(event.contexts)) {
      if (context) event.contexts[name] = scrubAttributes(context);
    }
  }
  if (event.spans) {
    for (const span of event.spans) span.data = scrubAttributes(span.data) ?? {};
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.flatMap((breadcrumb) => scrubBreadcrumb(breadcrumb) ?? []);
  if (event.transaction) event.transaction = withoutQuery(event.transaction);
  return event;
}

/** Navigation breadcrumbs are a reading history: dropped. Others keep their addresses without query. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === "navigation") return null;
  return { ...breadcrumb, data: scrubAttributes(breadcrumb.data) };
}

/** Options shared by the server and the browser SDK. */
export function sentryOptions(dsn: string) {
  return {
    dsn,
    ...SENTRY_OPTIONS,
    sendDefaultPii: false,
    // With dataCollection set, every omitted field defaults to "collect": each one is spelled out.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: true, variables: false },
      genAI: { inputs: false, outputs: false },
      databaseQueryData: false,
      stackFrameVariables: false,
    },
    // Whole transactions, not streamed spans: beforeSendTransaction (the scrubbing below) only
    // runs on the static lifecycle; Sentry 11 streams spans past it by default.
    traceLifecycle: "static" as const,
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  };
}

/**
 * Browser integrations left out: errors reach Sentry through reportError (the SDK arrives after
 * the error that loads it), page-load tracing and release-health sessions would report every
 * visit rather than failures.
 */
const BROWSER_INTEGRATIONS_LEFT_OUT = new Set(["GlobalHandlers", "BrowserTracing", "BrowserSession"]);

let sentry: Promise<SentryModule> | undefined;

function loadSentry(): Promise<SentryModule> | undefined {
  const dsn = sentryDsn();
  if (!dsn) return undefined;
  sentry ??= import("@sentry/nextjs").then((module) => {
    // On the server, instrumentation.ts has already initialised the SDK.
    if (typeof window !== "undefined") {
      module.init({
        ...sentryOptions(dsn),
        integrations: (defaults) => defaults.filter((integration) => !BROWSER_INTEGRATIONS_LEFT_OUT.has(integration.name)),
      });
    }
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
