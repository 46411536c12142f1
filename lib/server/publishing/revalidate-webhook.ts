import type { NextApiRequest, NextApiResponse } from "next";
import { BodyTooLargeError, readRawBody } from "@sti-aware/contract/raw-body";
import { SIGNATURE_HEADER, verifyWebhookSignature } from "@sti-aware/contract/webhook-signature";
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
import { deliveryDigest, SEEN_FOR_MS, type RevalidationJob, type RevalidationQueue } from "./revalidation-queue";
import { LEASE_MS, revalidationWorker, type Revalidate } from "./revalidation-worker";
import { ownOrigin, selfRevalidate } from "./self-revalidate";
import { parseWebhookPayload, type WebhookPayload } from "./webhook-payload";

/**
 * On-demand revalidation, called by Hygraph's webhook (or the embedded content service's, which
 * sends the same body) when an editor publishes, unpublishes or deletes an entry: verify the signed
 * delivery, store its job durably and answer 202 at once (Hygraph waits 3000 ms), then, after the
 * answer, refresh the caches the change touches, regenerate its paths, purge them from a CDN and
 * log the outcome (revalidation-worker.ts). The API route (pages/api/revalidate.ts) only calls
 * `handleRevalidateWebhook`.
 */

/** A refusal: the status and error the sender gets, nothing regenerated. */
type Refusal = { status: number; error: string; retryAfterSeconds?: number };
type Delivery = { payload: WebhookPayload; digest: string } | Refusal;

async function readBody(req: NextApiRequest): Promise<string | Refusal> {
  try {
    return await readRawBody(req, MAX_WEBHOOK_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { status: 413, error: error.message };
    throw error;
  }
}

/** Hygraph's payload of a whole Post, rich text in each locale, runs past the default 1 MB. */
const MAX_WEBHOOK_BYTES = 8 * 1024 * 1024;

/** Verify and parse: a delivery is known afterwards by what it says (its digest), not by its signature. */
export async function verifyDelivery(req: NextApiRequest): Promise<Delivery> {
  const { webhookSecret: secret, webhookEnvironment } = siteEnv();
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
  return { payload: parsed.payload, digest: deliveryDigest(parsed.payload, rawBody) };
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

/** The operations that take an entry off the site: its old addresses are regenerated (to 404) too. */
const LEAVING = new Set(["unpublish", "delete"]);
/** Attempts at a job's failing paths before it is given up (and logged as such): 5 s, 10 s, 20 s … apart. */
const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 5_000;

/** What a job's regeneration did, one line in the log (the webhook's outcome, which the answer could not carry). */
function logOutcome(job: RevalidationJob, paths: string[], regeneration: Regeneration, purge: ReturnType<typeof schedulePurge>, next: string): void {
  const { operation, data } = job.payload;
  const line = { job: job.id.slice(0, 12), operation, entry: `${data.__typename} ${data.id}`, attempt: job.attempts + 1, paths: paths.length, revalidated: regeneration.revalidated.length, gone: regeneration.gone, failed: regeneration.failed, purge, next };
  (regeneration.failed.length ? console.error : console.info)(`revalidate webhook ${JSON.stringify(line)}`);
}

/**
 * One job: the caches, the affected paths (and, for an entry leaving the site, where it last was),
 * their regeneration under a renewed lease, the CDN purge; then done, or its failed paths put back.
 */
export async function runJob(job: RevalidationJob, queue: RevalidationQueue, revalidate: Revalidate): Promise<{ retryAt?: number }> {
  const { payload } = job;
  let paths = job.paths;
  if (!paths) {
    if (!refreshedHere.delete(job.id)) await refreshCaches(payload);
    paths = await pathsToRevalidate(payload, contentSource());
    if (LEAVING.has(payload.operation)) paths = [...new Set([...paths, ...(await queue.served(payload.data.id).catch(() => []))])];
  }
  const renewing = setInterval(() => void queue.renew(job.id, Date.now() + LEASE_MS).catch(() => undefined), LEASE_MS / 3);
  let regeneration: Regeneration;
  try {
    regeneration = await regenerate(paths, revalidate);
  } finally {
    clearInterval(renewing);
  }
  const env = siteEnv();
  const purge = schedulePurge(regeneration.revalidated, { purgeUrl: env.cdnPurgeUrl, token: env.cdnPurgeToken, siteUrl: env.siteUrl });
  if (payload.operation === "publish" && !job.paths) await queue.remember(payload.data.id, regeneration.revalidated).catch(() => undefined);
  const failed = regeneration.failed.map((failure) => failure.path);
  if (failed.length && job.attempts + 1 < MAX_ATTEMPTS) {
    const retryAt = Date.now() + RETRY_BASE_MS * 2 ** job.attempts;
    logOutcome(job, paths, regeneration, purge, `${failed.length} paths again at ${new Date(retryAt).toISOString()}`);
    await queue.retryAt({ ...job, attempts: job.attempts + 1, paths: failed }, retryAt);
    return { retryAt };
  }
  logOutcome(job, paths, regeneration, purge, failed.length ? `given up after ${MAX_ATTEMPTS} attempts` : "done");
  await queue.complete(job.id);
  return {};
}

/**
 * Jobs whose caches and search this process refreshed as it answered: search and menus follow a
 * change at once, not after the jobs before it in the queue. A job taken up elsewhere (another
 * instance, after a restart) refreshes them itself.
 */
const refreshedHere = new Set<string>();

/** Create and update change only the draft (Hygraph sends the draft snapshot): no published page shows it. */
const DRAFT_ONLY = new Set(["create", "update"]);

export async function handleRevalidateWebhook(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  if (refuseOtherMethods(req, res, ["POST"])) return;
  const delivery = await verifyDelivery(req);
  if (!("payload" in delivery)) {
    if (delivery.retryAfterSeconds) res.setHeader("Retry-After", String(delivery.retryAfterSeconds));
    return res.status(delivery.status).json({ error: delivery.error });
  }
  const { payload, digest } = delivery;
  const entry = { type: payload.data.__typename, id: payload.data.id, operation: payload.operation };
  if (DRAFT_ONLY.has(payload.operation)) return res.status(200).json({ accepted: false, reason: "a draft change: no published page shows it", entry });
  const worker = revalidationWorker(runJob);
  let added: boolean;
  try {
    added = await worker.queue.add({ id: digest, receivedAt: new Date().toISOString(), payload, attempts: 0 }, SEEN_FOR_MS);
  } catch {
    // Nothing is acknowledged that is not stored: the sender retries.
    res.setHeader("Retry-After", "5");
    return res.status(503).json({ error: "Revalidation queue unavailable (shared store unreachable); retry later" });
  }
  // A delivery seen before (a retry, re-signed or not) is acknowledged and does nothing more.
  res.status(added ? 202 : 200).json({ accepted: added, duplicate: !added, job: digest.slice(0, 12), entry });
  if (added) {
    await refreshCaches(payload);
    refreshedHere.add(digest);
    // Marks of jobs another instance took are never cleared by this one's worker: keep the newest.
    for (const old of refreshedHere) if (refreshedHere.size > 1_000) refreshedHere.delete(old);
  }
  void worker.kick((path) => res.revalidate(path));
}

/**
 * At start (instrumentation.ts): the jobs a killed process acknowledged and did not finish, done
 * once this server answers (retried every few seconds until it does), through self-revalidate.ts.
 */
export function resumeRevalidation(): void {
  const attempt = async (tries: number): Promise<void> => {
    try {
      const origin = ownOrigin();
      // Any answer means the server is up (this route answers HEAD with 405).
      await fetch(`${origin}/api/revalidate`, { method: "HEAD" });
      await revalidationWorker(runJob).kick(await selfRevalidate(origin));
    } catch {
      if (tries > 0) setTimeout(() => void attempt(tries - 1), 2_000).unref();
    }
  };
  setTimeout(() => void attempt(30), 1_000).unref();
}

/** Resolves once this process's worker has nothing running (tests). */
export const revalidationSettled = () => revalidationWorker(runJob).idle();
