import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { distDir } from "@/lib/server/config/env";
import { writeDurably } from "@/lib/server/store/durable-file";
import type { WebhookPayload } from "./webhook-payload";
import { RedisRevalidationQueue } from "./revalidation-queue-redis";

/**
 * The publish webhook's work, kept durably between the answer and the regeneration: Hygraph gives
 * a delivery 3000 ms and retries it 4 times ("Webhooks"), while regenerating 30 or 100 paths takes
 * longer, so the handler stores the job, answers, and a worker (revalidation-worker.ts) does it.
 * A job is on disk (or in Redis) before the 2xx goes out: a process killed after the answer loses
 * nothing, the next one (or another instance) takes it up.
 *
 * A delivery is known by what it says (a hash of operation, model, id, stage and the body), not by
 * its signature: a retry of the same delivery, re-signed or not, adds no second job for as long as
 * `SEEN_FOR_MS`. Hygraph's payloads carry the entry's updatedAt/publishedAt, so a later publish of
 * the same entry says something else and is a job of its own.
 */

export type RevalidationJob = {
  /** The delivery's digest: the same delivery sent again has the same id. */
  id: string;
  receivedAt: string;
  payload: WebhookPayload;
  /** Regenerations tried so far. */
  attempts: number;
  /** On a retry: only the paths that failed the last time. */
  paths?: string[];
};

export interface RevalidationQueue {
  /** Stores a job durably; false when the same delivery was seen within `seenForMs` (nothing stored). */
  add(job: RevalidationJob, seenForMs: number): Promise<boolean>;
  /** The next job due at `now`, leased to this process until `now + leaseMs`; null when none is due. */
  claim(now: number, leaseMs: number): Promise<RevalidationJob | null>;
  /** Keeps a claimed job leased while its paths regenerate. */
  renew(id: string, until: number): Promise<void>;
  complete(id: string): Promise<void>;
  /** Puts a job back, due at `at` (its failed paths, one more attempt). */
  retryAt(job: RevalidationJob, at: number): Promise<void>;
  /** The paths the site last regenerated for an entry: where it was, once it is unpublished or deleted. */
  served(entryId: string): Promise<string[]>;
  remember(entryId: string, paths: string[]): Promise<void>;
}

/** How long a delivery is remembered: past Hygraph's five attempts and the signature's 5-minute window. */
export const SEEN_FOR_MS = 60 * 60_000;

/** The digest a delivery is known by. */
export function deliveryDigest(payload: WebhookPayload, rawBody: string): string {
  const { operation, data } = payload;
  return createHash("sha256").update([operation, data.__typename, data.id, data.stage ?? "", rawBody].join("\n")).digest("hex");
}

/**
 * One instance on its own: each job a file in `<dist>/cache/revalidation-queue`, written durably
 * before the answer. Leases and the memory of seen deliveries are this process's (it is the only
 * one): after a restart every job left on disk is due at once, and a retry of a delivery whose job
 * already finished before the restart is regenerated once more (harmless, only slower).
 */
export class FileRevalidationQueue implements RevalidationQueue {
  private readonly leased = new Map<string, number>();
  private readonly seen = new Map<string, number>();

  constructor(private readonly dir = join(distDir(), "cache", "revalidation-queue")) {}

  private file(id: string) {
    return join(this.dir, `${id}.json`);
  }

  async add(job: RevalidationJob, seenForMs: number): Promise<boolean> {
    const now = Date.now();
    for (const [id, until] of this.seen) if (until <= now) this.seen.delete(id);
    if (this.seen.has(job.id) || (await this.read(job.id))) return false;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeDurably(this.file(job.id), JSON.stringify({ job, dueAt: now }));
    this.seen.set(job.id, now + seenForMs);
    return true;
  }

  private async read(id: string): Promise<{ job: RevalidationJob; dueAt: number } | null> {
    try {
      return JSON.parse(await readFile(this.file(id), "utf8")) as { job: RevalidationJob; dueAt: number };
    } catch {
      return null;
    }
  }

  async claim(now: number, leaseMs: number): Promise<RevalidationJob | null> {
    let files: string[];
    try {
      files = (await readdir(this.dir)).filter((file) => /^[0-9a-f]{64}\.json$/.test(file)).sort();
    } catch {
      return null;
    }
    for (const file of files) {
      const id = file.slice(0, -".json".length);
      if ((this.leased.get(id) ?? 0) > now) continue;
      const stored = await this.read(id);
      if (!stored || stored.dueAt > now) continue;
      this.leased.set(id, now + leaseMs);
      return stored.job;
    }
    return null;
  }

  async renew(id: string, until: number): Promise<void> {
    this.leased.set(id, until);
  }

  async complete(id: string): Promise<void> {
    await rm(this.file(id), { force: true });
    this.leased.delete(id);
  }

  async retryAt(job: RevalidationJob, at: number): Promise<void> {
    await writeDurably(this.file(job.id), JSON.stringify({ job, dueAt: at }));
    this.leased.delete(job.id);
  }

  private servedFile(entryId: string) {
    return join(this.dir, "served", `${createHash("sha256").update(entryId).digest("hex").slice(0, 32)}.json`);
  }

  async served(entryId: string): Promise<string[]> {
    try {
      return JSON.parse(await readFile(this.servedFile(entryId), "utf8")) as string[];
    } catch {
      return [];
    }
  }

  async remember(entryId: string, paths: string[]): Promise<void> {
    await mkdir(join(this.dir, "served"), { recursive: true, mode: 0o700 });
    await writeDurably(this.servedFile(entryId), JSON.stringify(paths));
  }
}

/** The cluster's queue (REDIS_URL): every instance takes jobs from it; otherwise this process's files. */
export function revalidationQueue(redisUrl: string | undefined, dir?: string): RevalidationQueue {
  return redisUrl ? new RedisRevalidationQueue(redisUrl) : new FileRevalidationQueue(dir);
}
