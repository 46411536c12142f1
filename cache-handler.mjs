// Shared ISR cache for several instances (`npm run cluster`, deploy/compose.yaml): pages and data
// live in Redis through @fortedigital/nextjs-cache-handler, with an in-process LRU copy that
// answers while Redis is away. next.config.ts points Next here only when REDIS_URL is set at build.
// Plain JavaScript because Next loads this file itself at run time, outside the compiled bundle.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

/** How long a starting instance waits for Redis before serving from its local copy alone. */
const CONNECT_WAIT_MS = 3_000;
// Next loads this module once, instrumentation.ts a second time through webpack: both copies
// must share one Redis connection and one local copy.
const SHARED = Symbol.for("sti-aware.cache-handler");

function connectRedis(url) {
  let reachable = true;
  const client = createClient({
    url,
    // Retry forever, at most every 2 s: the handler serves from the local copy meanwhile.
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000), connectTimeout: 2_000 },
    disableOfflineQueue: true,
  });
  // One warning per outage, one notice when it ends (node-redis emits an error per retry).
  client.on("error", (error) => {
    if (!reachable) return;
    reachable = false;
    console.warn(`[cache] Redis at ${url} is unreachable (${error.message}): serving pages from this instance's local copy until it is back.`);
  });
  client.on("ready", () => {
    if (reachable) return;
    reachable = true;
    console.warn(`[cache] Redis at ${url} is back: shared cache in use again.`);
  });
  const ready = new Promise((resolve) => {
    client.once("ready", resolve);
    setTimeout(resolve, CONNECT_WAIT_MS).unref();
  });
  client.connect().catch(() => {
    // The error listener has warned; reconnectStrategy keeps trying.
  });
  return { client, ready };
}

async function createHandlers(buildId) {
  const local = createLruHandler();
  const url = process.env.REDIS_URL;
  // The build prerenders into the local copy only: the running instances publish the build's
  // pages to Redis at start (instrumentation.ts), without overwriting newer ones.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    if (!url) console.warn("[cache] REDIS_URL is not set: this instance caches pages on its own.");
    return { handlers: [local] };
  }
  const { client, ready } = connectRedis(url);
  await ready;
  // One key space per build: a new deploy never serves an old build's pages (their script hashes differ).
  const redis = createRedisHandler({ client, keyPrefix: `sti-aware:${buildId ?? "dev"}:`, timeoutMs: 1_000 });
  // Reads try Redis first and fall through to the local copy when Redis fails; writes go to both.
  return { handlers: [redis, local] };
}

CacheHandler.onCreation(({ buildId }) => (globalThis[SHARED] ??= createHandlers(buildId)));

export default CacheHandler;
