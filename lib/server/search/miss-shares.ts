import { createHmac, randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { LRUCache } from "lru-cache";

/**
 * Each client's share of the day's miss counts. The day keeps at most MAX_QUERIES_PER_DAY
 * queries (misses.ts); without a share the first client to send that many unique misses took
 * the day and no reader's miss counted after it (1,100 misses from one address filled it in
 * seconds). A client's misses past its share are not counted, whoever it is: filling the day now
 * takes MAX_QUERIES_PER_DAY / MISSES_PER_CLIENT_PER_DAY clients. The share is far above what a
 * reader searches for in a day and without finding anything.
 */
export const MISSES_PER_CLIENT_PER_DAY = 20;

/**
 * One client: an IPv4 address, or an IPv6 address's /64 (what one subscriber is given: one
 * home's devices, or one client cycling through its own addresses, count as one).
 */
export function clientGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

export type MissShares = { take(client: string, day: string): boolean };

/**
 * The shares used today, in this process's memory only (never written anywhere): clients held as
 * a keyed hash under a key made at start, at most `clients` of them, least recently seen first
 * out. In the cluster each instance keeps its own, so a client gets at most one share per instance.
 */
export function missShares(perClient = MISSES_PER_CLIENT_PER_DAY, clients = 20_000): MissShares {
  const key = randomBytes(32);
  const used = new LRUCache<string, { day: string; count: number }>({ max: clients });
  return {
    /** Whether this client's miss on `day` (UTC, yyyy-mm-dd) is counted: true at most `perClient` times a day. */
    take(client, day) {
      const id = createHmac("sha256", key).update(clientGroup(client)).digest("base64url");
      const entry = used.get(id);
      const count = entry?.day === day ? entry.count : 0;
      if (count >= perClient) return false;
      used.set(id, { day, count: count + 1 });
      return true;
    },
  };
}
