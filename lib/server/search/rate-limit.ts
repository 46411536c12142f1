import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { connectWithin, newRedisClient } from "@/lib/server/store/shared-store";

/**
 * Searches per client: a token bucket per client address, `perMinute` tokens a minute with a
 * burst of a quarter of that. Without Redis the buckets live only in this process's memory
 * (10,000 at most, least recently seen first out). With Redis (the cluster) they are shared, so
 * a client behind the load balancer gets one bucket, not one per instance: kept under a hash of
 * the address, for a minute after its last search; if Redis does not answer in time, this
 * process's own buckets decide.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type RateLimiter = { take(client: string, now?: number): Promise<RateDecision> };

const burstOf = (perMinute: number) => Math.max(5, Math.ceil(perMinute / 4));
const retryAfter = (tokens: number, refillPerMs: number) => Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000));

export function createRateLimiter(perMinute: number): RateLimiter {
  const burst = burstOf(perMinute);
  const refillPerMs = perMinute / 60_000;
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 10_000 });
  return {
    /** Whether the client may search now; else how many seconds until it may. */
    async take(client, now = Date.now()) {
      const bucket = buckets.get(client) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * refillPerMs);
      bucket.at = now;
      buckets.set(client, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: retryAfter(bucket.tokens, refillPerMs) };
    },
  };
}

/** The same bucket in Redis, atomically: ARGV = burst, refill per ms, now (ms), key lifetime (ms). Returns the tokens left after the take (×1000), negative when refused. */
const TAKE = `
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local burst, refill, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local tokens = tonumber(bucket[1]) or burst
local at = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * refill)
local allowed = tokens >= 1
if allowed then tokens = tokens - 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if allowed then return math.floor(tokens * 1000) end
return -1 - math.floor(tokens * 1000)`;

export function sharedRateLimiter(perMinute: number, redisUrl: string): RateLimiter {
  const local = createRateLimiter(perMinute);
  const burst = burstOf(perMinute);
  const refillPerMs = perMinute / 60_000;
  const redis = newRedisClient(redisUrl, { failFast: true });
  let connecting: Promise<unknown> | null = null;
  return {
    async take(client, now = Date.now()) {
      try {
        if (!redis.isOpen) await (connecting ??= connectWithin(redis));
        const key = `sti-aware:search-rate:${createHash("sha256").update(client).digest("base64url")}`;
        const left = Number(await redis.eval(TAKE, { keys: [key], arguments: [String(burst), String(refillPerMs), String(now), "120000"] }));
        if (left >= 0) return { allowed: true };
        return { allowed: false, retryAfterSeconds: retryAfter((-1 - left) / 1000, refillPerMs) };
      } catch {
        connecting = null;
        return local.take(client, now);
      }
    },
  };
}
