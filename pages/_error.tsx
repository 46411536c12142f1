import type { NextPageContext } from "next";
import { ErrorView } from "@/components/errors/ErrorView";
import { CONTENT_OUTAGE_RETRY_AFTER_SECONDS, isContentOutage } from "@/lib/shared/telemetry/content-outage";
import { reportError } from "@/lib/shared/telemetry/monitoring";

type ErrorPageProps = { outage: boolean };

/**
 * Rendered when a page that was never generated cannot be built because the content service
 * is down: 503 with Retry-After rather than a 500, so crawlers and caches come back later.
 * Every other server error keeps the static 404 and 500 pages (and reaches error reporting
 * through instrumentation.ts's onRequestError). Next also renders this page when a page
 * crashes in the browser: that crash is reported here.
 */
export default function ErrorPage({ outage }: ErrorPageProps) {
  return <ErrorView kind={outage ? "outage" : "serverError"} />;
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  if (typeof window !== "undefined" && err) reportError(err, { area: "browser-render" });
  const outage = isContentOutage(err);
  if (outage && res && !res.headersSent) {
    res.statusCode = 503;
    res.setHeader("Retry-After", String(CONTENT_OUTAGE_RETRY_AFTER_SECONDS));
  }
  return { outage };
};
