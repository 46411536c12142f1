import { createClient } from "@redis/client";

/**
 * The store every instance of the site shares for security state (today: the webhook's replay
 * guard): Redis at REDIS_URL when the cluster runs, so a guarantee made on one instance holds on
 * all. One connection per process, made on first use; without REDIS_URL, callers keep their
 * state in the process, the single-instance default.
 */

/** Connection attempts give up quickly: a security check must answer, not hang, while Redis is away. */
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * A Redis client with the site's one connection policy: give up a connection attempt after 2 s,
 * reconnect with backoff, and no error events thrown at the process (the failing command reports
 * to its caller). `failFast` refuses commands while disconnected instead of queueing them.
 */
export function newRedisClient(url: string, { failFast = false } = {}) {
  const redis = createClient({ url, socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) }, disableOfflineQueue: failFast });
  redis.on("error", () => undefined);
  return redis;
}

/** Security state must answer, not wait for a reconnect: commands fail fast. */
const makeClient = (url: string) => newRedisClient(url, { failFast: true });
type Client = ReturnType<typeof makeClient>;
const clients = new Map<string, Promise<Client>>();

function client(url: string): Promise<Client> {
  let connecting = clients.get(url);
  if (!connecting) {
    const redis = makeClient(url);
    connecting = redis.connect().then((): Client => redis);
    connecting.catch(() => clients.delete(url));
    clients.set(url, connecting);
  }
  return connecting;
}

/**
 * Records `key` for `ttlMs` if no instance has recorded it yet (Redis SET NX PX, atomic across
 * instances). True the first time, false when it was already there. Throws when Redis cannot
 * answer: the caller must then refuse, not guess.
 */
export async function recordOnce(url: string, key: string, ttlMs: number): Promise<boolean> {
  const redis = await client(url);
  const answer = await redis.set(key, "1", { NX: true, PX: ttlMs });
  return answer === "OK";
}

/** Closes every connection (tests). */
export async function closeSharedStore(): Promise<void> {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map((connecting) => connecting.then((redis) => redis.quit()).catch(() => undefined)));
}
