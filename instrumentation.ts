import * as Sentry from "@sentry/nextjs";

/** Next.js calls register() once when the server starts (@sentry/nextjs's server set-up). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./sentry.server.config");
}

/** Every error Next catches while serving a request (getStaticProps, API routes, rendering). */
export const onRequestError = Sentry.captureRequestError;
