/**
 * Remembers signatures already accepted until they would expire anyway, so the same signed
 * request cannot be replayed. Kept in memory: one site process is one deployment here; a
 * multi-instance deployment would move this to a shared store.
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();

  constructor(private readonly ttlMs: number) {}

  /** True the first time a key is offered within its lifetime, false for a replay. */
  accept(key: string, now = Date.now()): boolean {
    for (const [seenKey, expires] of this.seen) if (expires <= now) this.seen.delete(seenKey);
    if (this.seen.has(key)) return false;
    this.seen.set(key, now + this.ttlMs);
    return true;
  }
}
