import { recordOnce } from "@/lib/server/store/shared-store";

/**
 * Remembers signatures already accepted until they would expire anyway, so the same signed
 * request cannot be replayed. With a shared store (REDIS_URL) the memory is the cluster's: a
 * request accepted by one instance is a replay on every other. Without one, it is this
 * process's, which is the whole deployment when one instance runs.
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly sharedStoreUrl?: string,
  ) {}

  /** True the first time a key is offered within its lifetime (on any instance), false for a replay. */
  async accept(key: string, now = Date.now()): Promise<boolean> {
    if (this.sharedStoreUrl) return recordOnce(this.sharedStoreUrl, `sti-aware:webhook-signature:${key}`, this.ttlMs);
    for (const [seenKey, expires] of this.seen) if (expires <= now) this.seen.delete(seenKey);
    if (this.seen.has(key)) return false;
    this.seen.set(key, now + this.ttlMs);
    return true;
  }
}
