import { LRUCache } from "lru-cache";

/**
 * Searches per client: a token bucket per client address, `perMinute` tokens a minute with a
 * burst of a quarter of that. The addresses live only in this memory (10,000 at most, least
 * recently seen first out), never in a log or a report.
 */
export function createRateLimiter(perMinute: number) {
  const burst = Math.max(5, Math.ceil(perMinute / 4));
  const refillPerMs = perMinute / 60_000;
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 10_000 });
  return {
    /** Whether the client may search now; else how many seconds until it may. */
    take(client: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const bucket = buckets.get(client) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * refillPerMs);
      bucket.at = now;
      buckets.set(client, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
    },
  };
}
