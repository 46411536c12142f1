import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { createContentSource, type ContentSource } from "@/queries/client/content-source";
import { siteEnv } from "@/lib/server/config/env";
import { reportError } from "@/lib/shared/telemetry/monitoring";

/**
 * While the site serves, someone may be waiting on every content request (a never-generated
 * page, "Load more"): one attempt of at most this long, so a hanging content service costs a
 * visitor seconds, not the 30 s of a full timeout with retries. The build keeps
 * CONTENT_TIMEOUT_MS and its retries: nobody waits on it but the build.
 */
export const VISITOR_TIMEOUT_MS = 2_500;
/**
 * Retries of a build's request. A content service under load answers a query whose filtering
 * ran past its deadline with 503 and Retry-After: 1; the build waits 1, 2, 4, 8 and 8 s (23 s in
 * all) before it gives up, where two retries 250 and 500 ms apart failed a 100,000-post build at
 * load 15. A network failure or another 5xx waits 0.25, 0.5, 1, 2 and 4 s.
 */
export const BUILD_RETRIES = 5;

/** Server side: the master content API, or the preview API (DRAFT stage) in draft mode. */
export function contentSource(options: { preview?: boolean } = {}): ContentSource {
  const env = siteEnv();
  const endpoint = options.preview
    ? { url: env.previewApiUrl, token: env.previewApiToken }
    : { url: env.contentApiUrl, token: env.contentApiToken };
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return createContentSource(endpoint, env.contentTimeoutMs, { retries: BUILD_RETRIES, reportError });
  return createContentSource(endpoint, Math.min(env.contentTimeoutMs, VISITOR_TIMEOUT_MS), { retries: 0, reportError });
}
