import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { writeDurably } from "@/lib/server/store/durable-file";
import { connectWithin, newRedisClient } from "@/lib/server/store/shared-store";
import { normalizeWord, tokenize } from "./text";

/**
 * What editors learn from searches: how often a query found nothing, per day. First-party and
 * anonymous: the query's words (normalised) and a count, no visitor id, no address, no time finer
 * than the UTC day, kept 90 days at most. A query that looks like personal data (an email address,
 * a long number, more than 8 words) is not kept at all. In Redis with REDIS_URL (one hash per day,
 * expiring), else in one JSON file per day in SEARCH_MISSES_DIR. `npm run search:misses` reads them.
 */

export const MISS_RETENTION_DAYS = 90;
/**
 * Distinct queries counted per day, at most. Strangers choose the queries: without a bound one
 * client's day of unique misses made a 17 MB file that stalled the site at every flush. When a
 * day is full, queries already counted keep counting and new ones are not added: what the site
 * keeps is the day's first 1,000 queries, the frequent ones among them, and never more than
 * ~100 kB a day (a key is at most 80 characters).
 */
export const MAX_QUERIES_PER_DAY = 1_000;
const REDIS_PREFIX = "sti-aware:search-misses:";
/** Counts are written every few seconds, not per search. */
const FLUSH_MS = 5_000;

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * What looks like personal data, on the query in NFKC form (full-width and other compatibility
 * forms read as their plain letters, digits and signs: "＠" and "﹫" are "@", "０７７" is "077"):
 * an @ sign, a number of 4+ digits in any script, a phone number written in groups (7+ digits
 * with spaces, dots, dashes or brackets between), a URL or a host name, "name at host dot com",
 * a postcode (a street or a house, with a clinic's name beside it: someone's address or where they
 * are treated). Postcodes of 4+ digits (US, Spain, Germany, the Netherlands …) are numbers
 * already; the letter-and-digit ones are named: the UK's ("SW1A 1AA", "m1 1ae"), Canada's
 * ("K1A 0B1") and Ireland's Eircodes ("D02 X285").
 */
const POSTCODES = [/\b\p{L}{1,2}\p{N}[\p{L}\p{N}]?\s*\p{N}\p{L}{2}\b/u, /\b\p{L}\p{N}\p{L}\s*\p{N}\p{L}\p{N}\b/u, /\b\p{L}\p{N}[\p{N}W]\s*(?=[\p{L}\p{N}]{0,3}\p{N})[\p{L}\p{N}]{4}\b/iu];
const PERSONAL_DATA = [/@/, /\p{N}{4,}/u, /\p{N}(?:[\s().\-+/]*\p{N}){6,}/u, /https?:|www\./i, /[\p{L}\p{N}]\.\p{L}{2,}/u, /\bat\b.*\bdot\b/i, ...POSTCODES];

/** The words kept for a query that found nothing, or null when nothing of it should be kept. */
export function missKey(query: string): string | null {
  const plain = query.normalize("NFKC");
  if (PERSONAL_DATA.some((pattern) => pattern.test(plain))) return null;
  const words = tokenize(plain).map(normalizeWord).filter(Boolean);
  if (!words.length || words.length > 8) return null;
  const key = words.join(" ");
  return key.length <= 80 ? key : null;
}

export type MissStore = {
  record(query: string, now?: Date): void;
  flush(): Promise<void>;
  /** Counts per query over the last `days` days, most frequent first. */
  read(days: number, now?: Date): Promise<{ query: string; count: number }[]>;
};

const sorted = (totals: Map<string, number>) => [...totals].map(([query, count]) => ({ query, count })).sort((a, b) => b.count - a.count || a.query.localeCompare(b.query));

function lastDays(days: number, now: Date): string[] {
  return Array.from({ length: Math.min(days, MISS_RETENTION_DAYS) }, (_, index) => dayOf(new Date(now.getTime() - index * 86_400_000)));
}

type DayCounts = Map<string, Map<string, number>>;

/** Adds `count` to `key` unless the day is full and the key is new: the day's bound. */
function addBounded(counts: Map<string, number>, key: string, count: number): void {
  const known = counts.get(key);
  if (known === undefined && counts.size >= MAX_QUERIES_PER_DAY) return;
  counts.set(key, (known ?? 0) + count);
}

/**
 * Counts gathered in memory per day and query, handed to `write` every few seconds (and on
 * `flush`): both stores count the same way and differ only in where the counts go. The buffer
 * has the day's bound too, so a store that is away for long does not grow it either.
 */
function bufferedCounts(write: (days: DayCounts) => Promise<void>) {
  let buffered: DayCounts = new Map();
  let timer: NodeJS.Timeout | null = null;
  const counts = {
    add(day: string, key: string, count: number) {
      const forDay = buffered.get(day) ?? new Map<string, number>();
      addBounded(forDay, key, count);
      buffered.set(day, forDay);
    },
    record(query: string, now = new Date()) {
      const key = missKey(query);
      if (!key) return;
      counts.add(dayOf(now), key, 1);
      timer ??= setTimeout(() => void counts.flush().catch(() => undefined), FLUSH_MS);
      timer.unref?.();
    },
    async flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (!buffered.size) return;
      const days = buffered;
      buffered = new Map();
      try {
        await write(days);
      } catch (error) {
        // Kept for the next flush: a store that is briefly away loses no count.
        for (const [day, forDay] of days) for (const [key, count] of forDay) counts.add(day, key, count);
        throw error;
      }
    },
  };
  return counts;
}

const DAY_FILE = /^\d{4}-\d{2}-\d{2}\.json$/;

/**
 * One JSON file per UTC day; files older than the retention period are deleted on each write.
 * A write is checked (every byte written, flushed to disk, then renamed over the old file), so
 * a full disk leaves the previous day's file whole and the counts wait in memory for the next
 * flush; a file that cannot be read as counts is moved aside (`….damaged-<time>`), said in the
 * log, and the day starts again, never taking the site down.
 */
export function fileMissStore(dir: string, log: (message: string) => void = console.warn): MissStore {
  let checked: Promise<void> | undefined;
  const quarantine = async (file: string, reason: string) => {
    const aside = `${file}.damaged-${Date.now()}`;
    await rename(join(dir, file), join(dir, aside)).catch(() => undefined);
    log(`[search] ${join(dir, file)} could not be read as miss counts (${reason}): moved to ${aside}; that day's counts start again.`);
  };
  const readDay = async (day: string): Promise<Record<string, number>> => {
    let text: string;
    try {
      text = await readFile(join(dir, `${day}.json`), "utf8");
    } catch {
      return {};
    }
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== "object" || value === null || Array.isArray(value) || Object.values(value).some((count) => !Number.isSafeInteger(count))) throw new Error("not a map of counts");
      return value as Record<string, number>;
    } catch (error) {
      await quarantine(`${day}.json`, error instanceof Error ? error.message : String(error));
      return {};
    }
  };
  /** At start: half-written temporary files are removed, damaged days moved aside. */
  const check = async () => {
    let files: string[];
    try {
      files = await readdir(dir);
    } catch {
      return;
    }
    for (const file of files) {
      if (file.endsWith(".tmp")) await rm(join(dir, file), { force: true });
      else if (DAY_FILE.test(file)) await readDay(file.slice(0, 10));
    }
  };
  const checkOnce = () => (checked ??= check().catch(() => undefined));
  // Begun as soon as the store exists; every write and read waits for it.
  void checkOnce();
  const store: MissStore = {
    ...bufferedCounts(async (days) => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await checkOnce();
      for (const [day, counts] of days) {
        const merged = new Map(Object.entries(await readDay(day)));
        for (const [key, count] of counts) addBounded(merged, key, count);
        await writeDurably(join(dir, `${day}.json`), JSON.stringify(Object.fromEntries(merged)));
      }
      const oldest = dayOf(new Date(Date.now() - (MISS_RETENTION_DAYS - 1) * 86_400_000));
      for (const file of await readdir(dir)) {
        if (DAY_FILE.test(file) && file.slice(0, 10) < oldest) await rm(join(dir, file), { force: true });
      }
    }),
    async read(days, now = new Date()) {
      await checkOnce();
      const totals = new Map<string, number>();
      for (const day of lastDays(days, now)) for (const [query, count] of Object.entries(await readDay(day))) totals.set(query, (totals.get(query) ?? 0) + count);
      return sorted(totals);
    },
  };
  return store;
}

/** HINCRBY each query of ARGV[3…] (query, count pairs) unless the hash already holds ARGV[1] queries and it is new; then EXPIRE ARGV[2]. */
const BOUNDED_INCREMENT = `
local max = tonumber(ARGV[1])
for i = 3, #ARGV, 2 do
  if redis.call('HEXISTS', KEYS[1], ARGV[i]) == 1 or redis.call('HLEN', KEYS[1]) < max then
    redis.call('HINCRBY', KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1`;

/** One hash per UTC day in Redis, expiring after the retention period: every instance counts into the same place. */
export function redisMissStore(url: string): MissStore & { close(): Promise<void> } {
  let client = newRedisClient(url);
  let connecting: Promise<unknown> | null = null;
  const connected = async () => {
    if (!client.isOpen) {
      try {
        await (connecting ??= connectWithin(client));
      } catch (error) {
        // Given up on (Redis hung or away) and closed: the next flush tries a new connection.
        client = newRedisClient(url);
        connecting = null;
        throw error;
      }
    }
    return client;
  };
  const store = {
    ...bufferedCounts(async (days) => {
      const redis = await connected();
      for (const [day, counts] of days) {
        const key = `${REDIS_PREFIX}${day}`;
        // One script per day: the bound holds when several instances count at once.
        await redis.eval(BOUNDED_INCREMENT, { keys: [key], arguments: [String(MAX_QUERIES_PER_DAY), String(MISS_RETENTION_DAYS * 86_400), ...[...counts].flat().map(String)] });
      }
    }),
    async read(days: number, now = new Date()) {
      const redis = await connected();
      const totals = new Map<string, number>();
      for (const day of lastDays(days, now)) {
        for (const [query, count] of Object.entries(await redis.hGetAll(`${REDIS_PREFIX}${day}`))) totals.set(query, (totals.get(query) ?? 0) + Number(count));
      }
      return sorted(totals);
    },
    async close() {
      if (client.isOpen) await client.quit();
    },
  };
  return store;
}
