import { siteEnv } from "@/lib/server/config/env";
import { revalidationQueue, type RevalidationJob, type RevalidationQueue } from "./revalidation-queue";

/**
 * Takes the publish webhook's jobs from the durable queue after the answer has gone, one at a
 * time per process, and runs them (revalidate-webhook.ts, `runJob`). A job is leased while it
 * runs (the lease renewed as its paths regenerate), so in the cluster another instance takes it
 * only if this one dies. A job whose paths failed is put back with only those paths, due later;
 * the worker wakes for it. Jobs left by a process that was killed are taken up by the next
 * request's worker, or at start (instrumentation.ts, `resumeRevalidation`).
 */

/** Regenerates one path (Next's `res.revalidate`, or self-revalidate.ts at start). */
export type Revalidate = (path: string) => Promise<void>;
export type RunJob = (job: RevalidationJob, queue: RevalidationQueue, revalidate: Revalidate) => Promise<{ retryAt?: number }>;

export const LEASE_MS = 30_000;

export class RevalidationWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private revalidate: Revalidate | null = null;
  private wake: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly queue: RevalidationQueue,
    private readonly run: RunJob,
  ) {}

  /** Starts draining the queue (or asks the running drain to look again), regenerating through `revalidate`. */
  kick(revalidate?: Revalidate): Promise<void> {
    if (revalidate) this.revalidate = revalidate;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves when no drain is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    const revalidate = this.revalidate;
    if (!revalidate) return;
    do {
      this.again = false;
      for (;;) {
        let job: RevalidationJob | null;
        try {
          job = await this.queue.claim(Date.now(), LEASE_MS);
        } catch (error) {
          console.error(`revalidation queue unreachable, jobs wait for the next attempt: ${error instanceof Error ? error.message : String(error)}`);
          this.wakeAt(Date.now() + 5_000);
          return;
        }
        if (!job) break;
        const { retryAt } = await this.run(job, this.queue, revalidate).catch((error: unknown) => {
          // The job stays leased and falls due again when its lease ends.
          console.error(`revalidation job ${job.id.slice(0, 12)} stopped: ${error instanceof Error ? error.message : String(error)}`);
          return { retryAt: Date.now() + LEASE_MS };
        });
        if (retryAt) this.wakeAt(retryAt);
      }
    } while (this.again);
  }

  /** Wakes the worker when a job put back falls due (the earliest one wins). */
  private wakeAt(at: number): void {
    if (this.wake) clearTimeout(this.wake);
    this.wake = setTimeout(() => {
      this.wake = null;
      void this.kick();
    }, Math.max(0, at - Date.now()));
    this.wake.unref?.();
  }
}

let worker: RevalidationWorker | undefined;

/** This process's worker over the deployment's queue (Redis in the cluster, files otherwise). */
export function revalidationWorker(run: RunJob): RevalidationWorker {
  worker ??= new RevalidationWorker(revalidationQueue(siteEnv().redisUrl, siteEnv().revalidationQueueDir), run);
  return worker;
}
