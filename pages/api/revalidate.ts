import type { NextApiRequest, NextApiResponse } from "next";
import { BodyTooLargeError, readRawBody } from "@sti-aware/contract/raw-body";
import { ReplayGuard } from "@/lib/api/replay-guard";
import { contentSource } from "@/lib/server-content-source";
import { schedulePurge } from "@/lib/cdn-purge";
import { siteEnv } from "@/lib/env";
import { parseWebhookPayload, pathsToRevalidate } from "@/lib/revalidation";
import { clearSharedContext } from "@/lib/shared-context";
import { clickOutTable } from "@/lib/server-click-outs";
import { clearListingCounts } from "@/lib/page-data/paths";
import { searchService } from "@/lib/search/service";
import { MAX_SIGNATURE_AGE_MS, SIGNATURE_HEADER, verifyWebhookSignature } from "@sti-aware/contract/webhook-signature";

// The signature covers the raw bytes, so Next must not parse (and re-serialise) the body.
export const config = { api: { bodyParser: false } };

const replays = new ReplayGuard(MAX_SIGNATURE_AGE_MS);

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
  const secret = siteEnv().webhookSecret;
  let rawBody: string;
  try {
    rawBody = await readRawBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return res.status(413).json({ error: error.message });
    throw error;
  }
  const header = req.headers[SIGNATURE_HEADER];
  const check = secret
    ? verifyWebhookSignature({ rawBody, header: Array.isArray(header) ? header[0] : header, secret })
    : { valid: false as const, reason: "webhook secret is not configured" };
  if (!check.valid) return res.status(401).json({ error: `Unauthorized: ${check.reason}` });
  let payload;
  try {
    payload = parseWebhookPayload(JSON.parse(rawBody));
  } catch {
    return res.status(400).json({ error: "Malformed JSON body" });
  }
  if (!payload) return res.status(400).json({ error: "Body must be { operation, data: { __typename, id } }" });
  // Only a valid, well-formed request uses up its signature.
  if (!replays.accept(check.digest)) return res.status(401).json({ error: "Unauthorized: signature already used" });

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
  const failed: { path: string; error: string }[] = [];
  for (const path of paths) {
    try {
      await res.revalidate(path);
      revalidated.push(path);
    } catch (error) {
      // A path that no longer resolves (e.g. a page past the new last page) is expected.
      failed.push({ path, error: error instanceof Error ? error.message : String(error) });
    }
  }
  const env = siteEnv();
  const purge = schedulePurge(revalidated, { purgeUrl: env.cdnPurgeUrl, token: env.cdnPurgeToken, siteUrl: env.siteUrl });
  return res.status(200).json({ revalidated, failed, purge, entry: { type: payload.data.__typename, id: payload.data.id } });
}
