import { recordOnce } from "@/lib/server/store/shared-store";

/**
 * Remembers signatures already accepted until they would expire anyway, so the same signed
 * request cannot be replayed. With a shared store (REDIS_URL) the memory is the cluster's: a
 * request accepted by one instance is a replay on every other. Without one, it is this
 * process's, which is the whole deployment when one instance runs.
 */

/**
 * Kept this much past the signature's own end: another instance's clock may run behind this
 * one's, and it judges the signature's age by its own clock.
 */
export const CLOCK_SLACK_MS = 60_000;

export class ReplayGuard {
  private readonly seen = new Map<string, number>();

  constructor(private readonly sharedStoreUrl?: string) {}

  /**
   * True the first time a key is offered (on any instance), false for a replay. `validUntil`:
   * when the signature stops being accepted. A signature dated ahead of now stays valid longer
   * than the age limit from now, and the memory must last as long as it does.
   */
  async accept(key: string, validUntil: number, now = Date.now()): Promise<boolean> {
    const forgetAt = validUntil + CLOCK_SLACK_MS;
    if (this.sharedStoreUrl) return recordOnce(this.sharedStoreUrl, `sti-aware:webhook-signature:${key}`, Math.max(1, forgetAt - now));
    for (const [seenKey, expires] of this.seen) if (expires <= now) this.seen.delete(seenKey);
    if (this.seen.has(key)) return false;
    this.seen.set(key, forgetAt);
    return true;
  }
}
