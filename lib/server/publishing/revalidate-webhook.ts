import type { NextApiRequest, NextApiResponse } from "next";
import { BodyTooLargeError, readRawBody } from "@sti-aware/contract/raw-body";
import { MAX_SIGNATURE_AGE_MS, SIGNATURE_HEADER, verifyWebhookSignature } from "@sti-aware/contract/webhook-signature";
import { refuseOtherMethods } from "@/lib/server/api/allowed-methods";
import { siteEnv } from "@/lib/server/config/env";
import { contentSource } from "@/lib/server/content/source";
import { clearSharedContext } from "@/lib/server/content/shared-context";
import { clickOuts } from "@/lib/server/click-outs/server-click-outs";
import { clearListingCounts } from "@/lib/server/content/listings";
import { pageTooLargeSince } from "@/lib/server/page-data/page-size";
import { applyChangeToEveryLanguage } from "@/lib/server/search/service";
import { pathsToRevalidate } from "./affected-paths";
import { schedulePurge } from "./cdn-purge";
import { ReplayGuard } from "./replay-guard";
import { parseWebhookPayload, type WebhookPayload } from "./webhook-payload";

/**
 * On-demand revalidation, called by the content service's webhook when an editor publishes,
 * unpublishes or deletes an entry: verify the signed delivery, refresh the caches the change
 * touches, regenerate its paths, purge them from a CDN, and report what happened. The API
 * route (pages/api/revalidate.ts) only calls `handleRevalidateWebhook`.
 */

/** A refusal: the status and error the sender gets, nothing regenerated. */
type Refusal = { status: number; error: string; retryAfterSeconds?: number };
type Delivery = { payload: WebhookPayload } | Refusal;

let replays: ReplayGuard | undefined;

async function readBody(req: NextApiRequest): Promise<string | Refusal> {
  try {
    return await readRawBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { status: 413, error: error.message };
    throw error;
  }
}

/** Verify, parse and spend the signature: only a valid, well-formed request uses it up. */
export async function verifyDelivery(req: NextApiRequest): Promise<Delivery> {
  const { webhookSecret: secret, webhookEnvironment, redisUrl } = siteEnv();
  replays ??= new ReplayGuard(redisUrl);
  const rawBody = await readBody(req);
  if (typeof rawBody !== "string") return rawBody;
  const header = req.headers[SIGNATURE_HEADER];
  const check = secret
    ? verifyWebhookSignature({ rawBody, header: Array.isArray(header) ? header[0] : header, secret, environment: webhookEnvironment })
    : { valid: false as const, reason: "webhook secret is not configured" };
  if (!check.valid) return { status: 401, error: `Unauthorized: ${check.reason}` };
  let parsed: ReturnType<typeof parseWebhookPayload>;
  try {
    parsed = parseWebhookPayload(JSON.parse(rawBody));
  } catch {
    return { status: 400, error: "Malformed JSON body" };
  }
  // Nothing is regenerated for a payload the site cannot read: the sender learns which field is wrong.
  if ("problem" in parsed) return { status: 400, error: `Invalid webhook payload: ${parsed.problem}` };
  try {
    if (!(await replays.accept(check.digest, check.signature.timestamp + MAX_SIGNATURE_AGE_MS))) return { status: 401, error: "Unauthorized: signature already used" };
  } catch {
    // Without the shared store no instance can tell a replay: refuse, and the CMS retries later.
    return { status: 503, error: "Replay guard unavailable (shared store unreachable); retry later", retryAfterSeconds: 5 };
  }
  return { payload: parsed.payload };
}

/** Menus, site configuration, click-outs, listing counts and the search follow the change before any page regenerates. */
export async function refreshCaches(payload: WebhookPayload): Promise<void> {
  clearSharedContext();
  clickOuts.forget();
  clearListingCounts();
  // Search follows within the same bound as the pages: this instance's index now, the others through Redis.
  await applyChangeToEveryLanguage({ type: payload.data.__typename, id: payload.data.id, operation: payload.operation }).catch(() => undefined);
}

export type Regeneration = { revalidated: string[]; gone: string[]; failed: { path: string; error: string }[] };

/** Regenerates each path; one that no longer resolves (past the new last page, unpublished) is gone, not failed. */
export async function regenerate(paths: string[], revalidate: (path: string) => Promise<void>): Promise<Regeneration> {
  const outcome: Regeneration = { revalidated: [], gone: [], failed: [] };
  const started = Date.now();
  for (const path of paths) {
    try {
      await revalidate(path);
      outcome.revalidated.push(path);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/Invalid response 404\b/.test(message)) outcome.gone.push(path);
      // A page refused as too large for the page cache keeps its last good version: say so.
      else outcome.failed.push({ path, error: pageTooLargeSince(path, started) ?? message });
    }
  }
  return outcome;
}

/**
 * Honest about the outcome: a path that failed to regenerate still shows its old version, so
 * the sender hears it (a 502; Hygraph retries non-2xx deliveries).
 */
export function report(payload: WebhookPayload, paths: string[], regeneration: Regeneration, purge: ReturnType<typeof schedulePurge>) {
  const entry = { type: payload.data.__typename, id: payload.data.id };
  const { failed } = regeneration;
  if (failed.length) return { status: 502, body: { error: `${failed.length} of ${paths.length} paths failed to regenerate`, ...regeneration, purge, entry } };
  return { status: 200, body: { ...regeneration, purge, entry } };
}

export async function handleRevalidateWebhook(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  if (refuseOtherMethods(req, res, ["POST"])) return;
  const delivery = await verifyDelivery(req);
  if (!("payload" in delivery)) {
    if (delivery.retryAfterSeconds) res.setHeader("Retry-After", String(delivery.retryAfterSeconds));
    return res.status(delivery.status).json({ error: delivery.error });
  }
  const { payload } = delivery;
  await refreshCaches(payload);
  const paths = await pathsToRevalidate(payload, contentSource());
  const regeneration = await regenerate(paths, (path) => res.revalidate(path));
  const env = siteEnv();
  const purge = schedulePurge(regeneration.revalidated, { purgeUrl: env.cdnPurgeUrl, token: env.cdnPurgeToken, siteUrl: env.siteUrl });
  const { status, body } = report(payload, paths, regeneration, purge);
  res.status(status).json(body);
}
