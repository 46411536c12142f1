import type { NextApiRequest, NextApiResponse } from "next";
import { BodyTooLargeError, readRawBody } from "@sti-aware/contract/raw-body";
import { ReplayGuard } from "@/lib/api/replay-guard";
import { contentSource } from "@/lib/server-content-source";
import { schedulePurge } from "@/lib/cdn-purge";
import { siteEnv } from "@/lib/env";
import { pathsToRevalidate } from "@/lib/revalidation";
import { pageTooLargeSince } from "@/lib/page-data/page-size";
import { parseWebhookPayload } from "@/lib/webhook-payload";
import { clearSharedContext } from "@/lib/shared-context";
import { clickOutTable } from "@/lib/server-click-outs";
import { clearListingCounts } from "@/lib/page-data/paths";
import { searchService } from "@/lib/search/service";
import { MAX_SIGNATURE_AGE_MS, SIGNATURE_HEADER, verifyWebhookSignature } from "@sti-aware/contract/webhook-signature";

// The signature covers the raw bytes, so Next must not parse (and re-serialise) the body.
export const config = { api: { bodyParser: false } };

let replays: ReplayGuard | undefined;

/**
 * On-demand revalidation, called by the content service's webhook when an editor publishes,
 * unpublishes or deletes an entry. Answers with the paths it regenerated.
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return res.status(405).json({ error: "Method not allowed" });
  }
  const { webhookSecret: secret, webhookEnvironment, redisUrl } = siteEnv();
  replays ??= new ReplayGuard(MAX_SIGNATURE_AGE_MS, redisUrl);
  let rawBody: string;
  try {
    rawBody = await readRawBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return res.status(413).json({ error: error.message });
    throw error;
  }
  const header = req.headers[SIGNATURE_HEADER];
  const check = secret
    ? verifyWebhookSignature({ rawBody, header: Array.isArray(header) ? header[0] : header, secret, environment: webhookEnvironment })
    : { valid: false as const, reason: "webhook secret is not configured" };
  if (!check.valid) return res.status(401).json({ error: `Unauthorized: ${check.reason}` });
  let parsed;
  try {
    parsed = parseWebhookPayload(JSON.parse(rawBody));
  } catch {
    return res.status(400).json({ error: "Malformed JSON body" });
  }
  // Nothing is regenerated for a payload the site cannot read: the sender learns which field is wrong.
  if ("problem" in parsed) return res.status(400).json({ error: `Invalid webhook payload: ${parsed.problem}` });
  const { payload } = parsed;
  // Only a valid, well-formed request uses up its signature.
  let firstUse: boolean;
  try {
    firstUse = await replays.accept(check.digest);
  } catch {
    // Without the shared store no instance can tell a replay: refuse, and the CMS retries later.
    res.setHeader("Retry-After", "5");
    return res.status(503).json({ error: "Replay guard unavailable (shared store unreachable); retry later" });
  }
  if (!firstUse) return res.status(401).json({ error: "Unauthorized: signature already used" });

  // Menus, site configuration, its mini chart and listing counts are cached for a few seconds: start fresh.
  clearSharedContext();
  clickOutTable.invalidate();
  clearListingCounts();
  // Search follows within the same bound as the pages: this instance's index now, the others through Redis.
  await searchService()
    .applyChange({ type: payload.data.__typename, id: payload.data.id, operation: payload.operation })
    .catch(() => undefined);
  const paths = await pathsToRevalidate(payload, contentSource());
  const revalidated: string[] = [];
  const gone: string[] = [];
  const failed: { path: string; error: string }[] = [];
  const started = Date.now();
  for (const path of paths) {
    try {
      await res.revalidate(path);
      revalidated.push(path);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A path that no longer resolves (a page past the new last page, an unpublished entry) is expected.
      if (/Invalid response 404\b/.test(message)) gone.push(path);
      else failed.push({ path, error: pageTooLargeSince(path, started) ?? message });
    }
  }
  const env = siteEnv();
  const purge = schedulePurge(revalidated, { purgeUrl: env.cdnPurgeUrl, token: env.cdnPurgeToken, siteUrl: env.siteUrl });
  const entry = { type: payload.data.__typename, id: payload.data.id };
  // Honest about the outcome: a path that failed to regenerate still shows its old version, so
  // the sender hears it (and Hygraph retries non-2xx deliveries).
  if (failed.length) {
    return res.status(502).json({ error: `${failed.length} of ${paths.length} paths failed to regenerate`, revalidated, gone, failed, purge, entry });
  }
  return res.status(200).json({ revalidated, gone, failed, purge, entry });
}
