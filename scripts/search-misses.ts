/**
 * `npm run search:misses [-- --days 30]`: what readers searched for and did not find, most
 * frequent first — counts per query over the last N days (at most 90, what is kept), no visitor,
 * no time finer than a day (lib/server/search/misses.ts). Reads Redis when REDIS_URL is set, else the
 * folder SEARCH_MISSES_DIR (default .search-misses) of the site's working directory.
 */
import { parseArgs } from "node:util";
import { parseSiteEnv } from "../lib/server/config/env";
import { fileMissStore, MISS_RETENTION_DAYS, redisMissStore } from "../lib/server/search/misses";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { days: { type: "string", default: "30" } } });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > MISS_RETENTION_DAYS) {
    console.error(`--days must be a whole number from 1 to ${MISS_RETENTION_DAYS}`);
    process.exit(1);
  }
  const env = parseSiteEnv(process.env);
  const redis = env.redisUrl ? redisMissStore(env.redisUrl) : null;
  const rows = await (redis ?? fileMissStore(env.searchMissesDir)).read(days);
  await redis?.close();
  console.log(`Searches that found nothing, last ${days} days (${env.redisUrl ? "Redis" : env.searchMissesDir}):`);
  if (!rows.length) console.log("  none");
  for (const { query, count } of rows) console.log(`${String(count).padStart(7)}  ${query}`);
}

void main();
