import type { NextPageContext } from "next";
import { ErrorView } from "@/components/errors/ErrorView";
import { CONTENT_OUTAGE_RETRY_AFTER_SECONDS, isContentOutage } from "@/lib/content-outage";

type ErrorPageProps = { outage: boolean };

/**
 * Rendered when a page that was never generated cannot be built because the content service
 * is down: 503 with Retry-After rather than a 500, so crawlers and caches come back later.
 * Every other error keeps the static 404 and 500 pages.
 */
export default function ErrorPage({ outage }: ErrorPageProps) {
  return outage ? (
    <ErrorView heading="Temporarily unavailable" message="This page cannot be shown right now. Please try again in a minute." />
  ) : (
    <ErrorView heading="Something went wrong" message="Sorry, this page could not be shown right now. Please try again in a few minutes." />
  );
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  const outage = isContentOutage(err);
  if (outage && res && !res.headersSent) {
    res.statusCode = 503;
    res.setHeader("Retry-After", String(CONTENT_OUTAGE_RETRY_AFTER_SECONDS));
  }
  return { outage };
};
