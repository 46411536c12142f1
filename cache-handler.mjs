// The ISR cache. With REDIS_URL, shared by several instances (`npm run cluster`, deploy/compose.yaml):
// pages and data live in Redis through @fortedigital/nextjs-cache-handler, with an in-process LRU
// copy that answers while Redis is away. Without it, Next's own file-system cache, keeping each
// page's lifetime (see PageLifetimes). Plain JavaScript because Next loads this file itself at run
// time, outside the compiled bundle.
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { withDeadlines } from "./lib/server/store/redis-deadline.mjs";

/** How long a starting instance waits for Redis before serving from its local copy alone. */
const CONNECT_WAIT_MS = 3_000;
/**
 * The longest a page waits for one Redis command. A Redis that hangs (accepts, never answers)
 * made every page, cached ones too, wait for ever: node-redis's own timeouts stop once a command
 * is sent. After a miss, Redis is left alone for 5 s and pages come from the local copy. 1 s, not
 * less: on a machine at load 15, 500 ms gave false alarms, and a resting instance serves its own
 * copy of a page a sibling has just regenerated.
 */
const COMMAND_DEADLINE_MS = 1_000;
/**
 * How long a page stays in the shared cache after its last regeneration, at least. The handler's
 * default (1.5 × the page's revalidate time, 7.5 min here) dropped every page a content outage
 * kept from regenerating, so visitors got 503s where the last good page should be served; a day
 * bounds Redis to the pages visited in a day.
 */
const LAST_GOOD_SECONDS = 24 * 60 * 60;
// Next loads this module once, instrumentation.ts a second time through webpack: both copies
// must share one Redis connection and one local copy.
const SHARED = Symbol.for("sti-aware.cache-handler");

function connectRedis(url) {
  let reachable = true;
  const unreachable = (reason) => {
    if (!reachable) return;
    reachable = false;
    console.warn(`[cache] Redis at ${url} is ${reason}: serving pages from this instance's local copy until it is back.`);
  };
  const back = () => {
    if (reachable) return;
    reachable = true;
    console.warn(`[cache] Redis at ${url} is back: shared cache in use again.`);
  };
  const client = createClient({
    url,
    // Retry forever, at most every 2 s: the handler serves from the local copy meanwhile.
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000), connectTimeout: 2_000 },
    disableOfflineQueue: true,
  });
  // One warning per outage, one notice when it ends (node-redis emits an error per retry).
  client.on("error", (error) => unreachable(`unreachable (${error.message})`));
  client.on("ready", back);
  const ready = new Promise((resolve) => {
    client.once("ready", resolve);
    setTimeout(resolve, CONNECT_WAIT_MS).unref();
  });
  client.connect().catch(() => {
    // The error listener has warned; reconnectStrategy keeps trying.
  });
  const bounded = withDeadlines(client, {
    timeoutMs: COMMAND_DEADLINE_MS,
    onNoAnswer: (ms) => unreachable(`not answering (no answer within ${ms} ms)`),
    onAnswer: back,
  });
  return { client: bounded, ready };
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
  const redis = createRedisHandler({ client, keyPrefix: `sti-aware:${buildId ?? "dev"}:`, timeoutMs: COMMAND_DEADLINE_MS });
  // Reads try Redis first and fall through to the local copy when Redis fails; writes go to both.
  return { handlers: [redis, local], ttl: { estimateExpireAge: (staleAge) => Math.max(staleAge * 1.5, LAST_GOOD_SECONDS) } };
}

CacheHandler.onCreation(({ buildId }) => (globalThis[SHARED] ??= createHandlers(buildId)));

/**
 * Next's file-system cache keeps a page's HTML and data across a restart but not its lifetime
 * (the `revalidate` its getStaticProps gave): a page first generated after the build was then
 * served once without Cache-Control, as stale, and regenerated. Each page's lifetime is kept
 * here beside the cache and given back with the page.
 */
// Node hands the CommonJS module's exports as the default; other loaders (the tests') its `default`.
class PageLifetimes extends (fileSystemCache.default ?? fileSystemCache) {
  constructor(context) {
    super(context);
    // The proxy (middleware) makes a cache too, with no directory: it stores no pages.
    this.lifetimesDir = context.serverDistDir ? join(context.serverDistDir, "..", "cache", "page-lifetimes") : undefined;
  }

  lifetimeFile(key) {
    return join(this.lifetimesDir, `${createHash("sha256").update(key).digest("hex")}.json`);
  }

  async get(key, context) {
    const entry = await super.get(key, context);
    if (!entry || entry.cacheControl || context?.kind !== "PAGES" || !this.lifetimesDir) return entry;
    try {
      // In place: the entry is also the one Next's in-memory copy holds.
      entry.cacheControl = JSON.parse(await readFile(this.lifetimeFile(key), "utf8"));
    } catch {
      // Never recorded (a page from before this handler): Next decides, as it always has.
    }
    return entry;
  }

  async set(key, data, context) {
    await super.set(key, data, context);
    // Pages and their redirects; not data a page fetched (fetchCache), which carries no lifetime here.
    if (!data || context?.fetchCache || !context?.cacheControl || !this.lifetimesDir) return;
    await mkdir(this.lifetimesDir, { recursive: true });
    await writeFile(this.lifetimeFile(key), JSON.stringify(context.cacheControl));
  }
}

export default process.env.REDIS_URL ? CacheHandler : PageLifetimes;
