import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { newRedisClient } from "@/lib/server/store/shared-store";
import { normalizeWord, tokenize } from "./text";

/**
 * What editors learn from searches: how often a query found nothing, per day. First-party and
 * anonymous: the query's words (normalised) and a count, no visitor id, no address, no time finer
 * than the UTC day, kept 90 days at most. A query that looks like personal data (an email address,
 * a long number, more than 8 words) is not kept at all. In Redis with REDIS_URL (one hash per day,
 * expiring), else in one JSON file per day in SEARCH_MISSES_DIR. `npm run search:misses` reads them.
 */

export const MISS_RETENTION_DAYS = 90;
const REDIS_PREFIX = "sti-aware:search-misses:";
/** Counts are written every few seconds, not per search. */
const FLUSH_MS = 5_000;

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The words kept for a query that found nothing, or null when nothing of it should be kept. */
export function missKey(query: string): string | null {
  if (/@|\d{4,}|https?:|www\./i.test(query)) return null;
  const words = tokenize(query).map(normalizeWord).filter(Boolean);
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

/**
 * Counts gathered in memory per day and query, handed to `write` every few seconds (and on
 * `flush`): both stores count the same way and differ only in where the counts go.
 */
function bufferedCounts(write: (days: DayCounts) => Promise<void>) {
  let buffered: DayCounts = new Map();
  let timer: NodeJS.Timeout | null = null;
  const counts = {
    add(day: string, key: string, count: number) {
      const forDay = buffered.get(day) ?? new Map<string, number>();
      forDay.set(key, (forDay.get(key) ?? 0) + count);
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

/** One JSON file per UTC day; files older than the retention period are deleted on each write. */
export function fileMissStore(dir: string): MissStore {
  const readDay = (day: string): Record<string, number> => {
    try {
      return JSON.parse(readFileSync(join(dir, `${day}.json`), "utf8")) as Record<string, number>;
    } catch {
      return {};
    }
  };
  const store: MissStore = {
    ...bufferedCounts(async (days) => {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      for (const [day, counts] of days) {
        const merged = readDay(day);
        for (const [key, count] of counts) merged[key] = (merged[key] ?? 0) + count;
        const path = join(dir, `${day}.json`);
        writeFileSync(`${path}.tmp`, JSON.stringify(merged), { mode: 0o600 });
        renameSync(`${path}.tmp`, path);
      }
      const oldest = dayOf(new Date(Date.now() - (MISS_RETENTION_DAYS - 1) * 86_400_000));
      for (const file of readdirSync(dir)) {
        if (/^\d{4}-\d{2}-\d{2}\.json$/.test(file) && file.slice(0, 10) < oldest) rmSync(join(dir, file), { force: true });
      }
    }),
    async read(days, now = new Date()) {
      const totals = new Map<string, number>();
      for (const day of lastDays(days, now)) for (const [query, count] of Object.entries(readDay(day))) totals.set(query, (totals.get(query) ?? 0) + count);
      return sorted(totals);
    },
  };
  return store;
}

/** One hash per UTC day in Redis, expiring after the retention period: every instance counts into the same place. */
export function redisMissStore(url: string): MissStore & { close(): Promise<void> } {
  const client = newRedisClient(url);
  let connecting: Promise<unknown> | null = null;
  const connected = async () => {
    if (!client.isOpen) await (connecting ??= client.connect());
    return client;
  };
  const store = {
    ...bufferedCounts(async (days) => {
      const redis = await connected();
      for (const [day, counts] of days) {
        for (const [key, count] of counts) await redis.hIncrBy(`${REDIS_PREFIX}${day}`, key, count);
        await redis.expire(`${REDIS_PREFIX}${day}`, MISS_RETENTION_DAYS * 86_400);
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
