import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as Sentry from "@sentry/nextjs";
import { sentryDsn, sentryOptions } from "./lib/shared/telemetry/monitoring";
import { routeTemplateMatcher, type RoutesManifest } from "./lib/server/config/route-templates";

/** The build's routes, so that reports name a page by its template, never its address. */
function routesManifest(): RoutesManifest {
  try {
    return JSON.parse(readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "routes-manifest.json"), "utf8")) as RoutesManifest;
  } catch {
    return {};
  }
}

// Server-side error reporting, loaded by instrumentation.ts; off when no DSN is configured.
const dsn = sentryDsn();
if (dsn) Sentry.init(sentryOptions(dsn, routeTemplateMatcher(routesManifest())));
