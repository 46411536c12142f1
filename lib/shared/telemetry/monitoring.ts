/**
 * Error reporting (Sentry), configured once for both sides. On the server, instrumentation.ts
 * initialises the SDK at start-up and Next reports every request error to it (onRequestError).
 * In the browser the SDK is loaded only when there is something to report, so it costs
 * nothing on the first load and makes no request otherwise. Either way, only when a DSN is set.
 *
 * Reports carry no personal data: no cookies, headers, query strings, user or IP address, no
 * navigation history — and no page address: a page is named by its route template
 * (`/blog/[slug]`), because the address of an article on this site says what the visitor fears
 * they have. On the server, requests are traced (sample rate 1) only for a visitor whose consent
 * cookie says "granted"; before consent only errors are sent.
 */
import type { Breadcrumb, Event } from "@sentry/nextjs";
import { CONSENT_KEY, consentGrantedIn } from "../privacy/consent";
import { publicEnv } from "../config/public-env";

type SentryModule = typeof import("@sentry/nextjs");

/** Tracing sample rate 1 (for consenting visitors, see tracesSampler) and the environment label "production". */
export const SENTRY_OPTIONS = { tracesSampleRate: 1, environment: "production" } as const;

/** A Sentry DSN is public by design (it only allows sending events), so one variable serves both sides. */
export function sentryDsn(): string | undefined {
  return publicEnv.sentryDsn();
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

/** Where a route template can be read from an event: Next's request context and the trace's attributes. */
type RouteContext = { router_path?: unknown; request_path?: unknown };
const TEMPLATE_ATTRIBUTES = ["http.route", "next.route", "next.page"];
const PATH_ATTRIBUTES = ["url.path", "http.target", "url.full", "http.url"];
const UNKNOWN_ROUTE = "(route)";

function pathOf(value: unknown): string | undefined {
  if (typeof value !== "string" || !value) return undefined;
  try {
    return new URL(value, "http://route.invalid").pathname;
  } catch {
    return undefined;
  }
}

/** What next/client puts on `window` (the pages router's singleton), read where it is set. */
type BrowserWithRouter = Window & { next?: { router?: { pathname?: string } } };

/** The page's address and its route template, as far as the event (or the page on screen) tells. */
function routeOf(event: Event, templateFor?: (path: string) => string | undefined): { path?: string; template?: string } {
  const next = (event.contexts?.nextjs ?? {}) as RouteContext;
  const trace = (event.contexts?.trace?.data ?? {}) as Record<string, unknown>;
  if (typeof window !== "undefined") {
    // The router names the route template of the page on screen; the first load's page data names
    // only the first page's, and stays after a client-side navigation.
    const router = (window as BrowserWithRouter).next?.router;
    return { path: window.location.pathname, template: router?.pathname ?? window.__NEXT_DATA__?.page };
  }
  const fromTransaction = event.transaction?.includes("[") ? event.transaction.replace(/^[A-Z]+ /, "") : undefined;
  const template = [next.router_path, ...TEMPLATE_ATTRIBUTES.map((key) => trace[key]), fromTransaction].find(
    (value): value is string => typeof value === "string" && value.startsWith("/"),
  );
  const path = [next.request_path, ...PATH_ATTRIBUTES.map((key) => trace[key]), event.request?.url].map(pathOf).find(Boolean);
  return { path, template: template ?? (path ? templateFor?.(path) : undefined) };
}

/** A value with every occurrence of the page's address replaced by its template (cycle-safe). */
function replaceDeep(value: unknown, path: string, template: string, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return value.split(path).join(template);
  if (!value || typeof value !== "object" || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => replaceDeep(item, path, template, seen));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceDeep(item, path, template, seen)]));
}

/** The parts of an event that are sent (the SDK's own processing metadata is not, and holds cycles). */
const SENT_FIELDS = ["message", "logentry", "transaction", "exception", "contexts", "tags", "extra", "request", "spans", "breadcrumbs"] as const;

/**
 * Removes personal data from an error or transaction event before it is sent. `templateFor`
 * names a path by its route template where the event does not (the server passes the build's
 * routes manifest, lib/server/config/route-templates.ts).
 */
export function scrubEvent<T extends Event>(event: T, templateFor?: (path: string) => string | undefined): T {
  const { path, template } = routeOf(event, templateFor);
  delete event.user;
  if (event.contexts?.nextjs) delete (event.contexts.nextjs as RouteContext).request_path;
  if (event.request) {
    const url = event.request.url ? new URL(event.request.url, "http://route.invalid") : undefined;
    const origin = url && url.origin !== "http://route.invalid" ? url.origin : "";
    event.request = { method: event.request.method, ...(url ? { url: `${origin}${template ?? UNKNOWN_ROUTE}` } : {}) };
  }
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
  // The address may still stand in messages, span names or attributes: every occurrence becomes the template.
  if (path && path !== "/" && path !== template) {
    const fields = event as Record<string, unknown>;
    for (const field of SENT_FIELDS) {
      if (fields[field] !== undefined) fields[field] = replaceDeep(fields[field], path, template ?? UNKNOWN_ROUTE);
    }
  }
  return event;
}

/**
 * Server traces: every request of a visitor who accepted analytics (rate 1), none before; the
 * browser SDK traces nothing (its tracing integration is left out).
 */
export function tracesSampler(context: { normalizedRequest?: { headers?: Record<string, string | string[] | undefined>; cookies?: Record<string, string> } }): number {
  const request = context.normalizedRequest;
  const header = request?.headers?.cookie;
  const cookieHeader = Array.isArray(header) ? header.join("; ") : header;
  const granted = consentGrantedIn(cookieHeader) || request?.cookies?.[CONSENT_KEY] === "granted";
  return granted ? SENTRY_OPTIONS.tracesSampleRate : 0;
}

/**
 * Navigation breadcrumbs are a reading history, and console ones carry whatever a log line holds (the
 * publish worker's line names every page it regenerated): both dropped; the server's log keeps the
 * lines. Others keep their addresses without query.
 */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === "navigation" || breadcrumb.category === "console") return null;
  return { ...breadcrumb, data: scrubAttributes(breadcrumb.data) };
}

/** Options shared by the server and the browser SDK. */
export function sentryOptions(dsn: string, templateFor?: (path: string) => string | undefined) {
  const scrub = <T extends Event>(event: T) => scrubEvent(event, templateFor);
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
    tracesSampler,
    beforeSend: scrub,
    beforeSendTransaction: scrub,
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
