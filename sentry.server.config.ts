import * as Sentry from "@sentry/nextjs";
import { sentryDsn, sentryOptions } from "./lib/monitoring";

// Server-side error reporting, loaded by instrumentation.ts; off when no DSN is configured.
const dsn = sentryDsn();
if (dsn) Sentry.init(sentryOptions(dsn));
