import { createClient } from "@redis/client";
import { deadline, withDeadlines } from "./redis-deadline.mjs";

/**
 * The store every instance of the site shares (today: the publish webhook's queue and its memory of
 * deliveries): Redis at REDIS_URL when the cluster runs, so a guarantee made on one instance holds
 * on all. One connection per process, made on first use; without REDIS_URL, callers keep their
 * state in the process, the single-instance default.
 */

/** Connection attempts give up quickly: a security check must answer, not hang, while Redis is away. */
const CONNECT_TIMEOUT_MS = 1_000;
/**
 * The longest any command waits for an answer: a hung Redis (accepting, never answering) must not
 * hold a request. The same as the page cache's (cache-handler.mjs): shorter gave false alarms on a
 * busy machine, which cost a search change not announced or a webhook retried.
 */
export const REDIS_COMMAND_DEADLINE_MS = 1_000;

/**
 * A Redis client with the site's one connection policy: give up a connection attempt after 1 s,
 * reconnect with backoff, every command answered or refused within 1 s (redis-deadline.mjs),
 * and no error events thrown at the process (the failing command reports to its caller).
 * `failFast` refuses commands while disconnected instead of queueing them.
 */
export function newRedisClient(url: string, { failFast = false } = {}) {
  const redis = createClient({ url, socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) }, disableOfflineQueue: failFast });
  redis.on("error", () => undefined);
  return withDeadlines(redis, { timeoutMs: REDIS_COMMAND_DEADLINE_MS });
}

/**
 * Connects `redis`, or gives up after the connection timeout: the handshake to a hung Redis is
 * accepted by its kernel and never answered. A client given up on is closed, not left trying.
 */
export async function connectWithin<T extends { connect(): Promise<unknown>; destroy(): void }>(redis: T): Promise<T> {
  try {
    await deadline(redis.connect(), CONNECT_TIMEOUT_MS, "Redis's handshake");
    return redis;
  } catch (error) {
    try {
      redis.destroy();
    } catch {
      // Already closed.
    }
    throw error;
  }
}

/** Security state must answer, not wait for a reconnect: commands fail fast. */
const makeClient = (url: string) => newRedisClient(url, { failFast: true });
type Client = ReturnType<typeof makeClient>;
const clients = new Map<string, Promise<Client>>();

function client(url: string): Promise<Client> {
  let connecting = clients.get(url);
  if (!connecting) {
    const redis = makeClient(url);
    connecting = connectWithin(redis);
    connecting.catch(() => clients.delete(url));
    clients.set(url, connecting);
  }
  return connecting;
}

/** The process's connection to the shared store at `url` (commands fail fast while it is away). */
export const sharedStoreClient = (url: string) => client(url);

/** Closes every connection (tests). */
export async function closeSharedStore(): Promise<void> {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map((connecting) => connecting.then((redis) => redis.quit()).catch(() => undefined)));
}
