import type { NextPageContext } from "next";
import { ErrorView } from "@/components/errors/ErrorView";
import { reportError } from "@/lib/monitoring";

/**
 * Next renders this page when a page crashes in the browser (server errors get the static 500
 * page and reach error reporting through instrumentation.ts's onRequestError).
 */
export default function ErrorPage() {
  return <ErrorView heading="Something went wrong" message="Sorry, this page could not be shown. Please try again in a few minutes." />;
}

ErrorPage.getInitialProps = ({ err }: NextPageContext) => {
  if (typeof window !== "undefined" && err) reportError(err, { area: "browser-render" });
  return {};
};
