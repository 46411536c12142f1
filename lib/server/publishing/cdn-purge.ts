/**
 * CDN purge hook. Pages send `s-maxage` + `stale-while-revalidate`, so a CDN in front keeps the
 * old page until told otherwise: after a publish, the revalidation endpoint hands the paths it
 * regenerated to CDN_PURGE_URL (off when unset). The body is provider-neutral JSON —
 * `{ "paths": [...], "urls": [...] }` — for a small adapter (or a CDN that accepts a list of
 * URLs) to turn into the provider's purge call.
 */

export type PurgeSettings = { purgeUrl: string | undefined; token: string | undefined; siteUrl: string };
export type PurgeOutcome = { status: "off" } | { status: "sent"; paths: number } | { status: "failed"; error: string };

/** A slow CDN must not pile up requests. */
export const PURGE_TIMEOUT_MS = 5_000;
/**
 * The purge waits out nginx's 1-second HTML micro-cache (deploy/nginx.conf): a CDN refetching
 * sooner could get, and keep for `s-maxage`, the page from before the publish.
 */
export const PURGE_DELAY_MS = 1_500;

export async function purgeCdn(paths: string[], settings: PurgeSettings): Promise<PurgeOutcome> {
  if (!settings.purgeUrl) return { status: "off" };
  if (paths.length === 0) return { status: "sent", paths: 0 };
  const body = JSON.stringify({ paths, urls: paths.map((path) => new URL(path, settings.siteUrl).toString()) });
  try {
    const response = await fetch(settings.purgeUrl, {
      method: "POST",
      headers: { "content-type": "application/json", ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}) },
      body,
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) return { status: "failed", error: `purge endpoint answered ${response.status}` };
    return { status: "sent", paths: paths.length };
  } catch (error) {
    return { status: "failed", error: error instanceof Error ? error.message : String(error) };
  }
}

/** Purges after PURGE_DELAY_MS without holding the webhook's answer; a failure is logged. */
export function schedulePurge(paths: string[], settings: PurgeSettings): "off" | "scheduled" {
  if (!settings.purgeUrl) return "off";
  setTimeout(() => {
    void purgeCdn(paths, settings).then((outcome) => {
      if (outcome.status === "failed") console.error(`CDN purge of ${paths.length} paths failed: ${outcome.error}`);
    });
  }, PURGE_DELAY_MS);
  return "scheduled";
}
