import * as Sentry from "@sentry/nextjs";

/**
 * Runs once when a server instance starts: error reporting (@sentry/nextjs's server set-up), the
 * publish webhook's unfinished jobs taken up (lib/server/publishing/revalidate-webhook.ts), and,
 * with a shared cache (REDIS_URL), this build's prerendered pages published to it — only where the
 * cache has nothing yet, so an instance that restarts serves the pages its siblings regenerated
 * since, instead of the build's older copies.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("./sentry.server.config");
  // Publish webhooks acknowledged before a restart and not yet done: regenerated once the server answers.
  const { resumeRevalidation } = await import("./lib/server/publishing/revalidate-webhook");
  resumeRevalidation();
  if (!process.env.REDIS_URL) return;
  const { registerInitialCache } = await import("@fortedigital/nextjs-cache-handler/instrumentation");
  const { default: CacheHandler } = await import("./cache-handler.mjs");
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: process.env.NEXT_DIST_DIR || ".next" });
}

/** Every error Next catches while serving a request (getStaticProps, API routes, rendering). */
export const onRequestError = Sentry.captureRequestError;
