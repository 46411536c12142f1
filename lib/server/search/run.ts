import type { IncomingMessage, ServerResponse } from "node:http";
import { siteEnv } from "@/lib/server/config/env";
import { dayOf, fileMissStore, redisMissStore, type MissStore } from "./misses";
import { missShares, type MissShares } from "./miss-shares";
import { clientAddress, trustedProxyList } from "./client-address";
import { createRateLimiter, sharedRateLimiter, type RateLimiter } from "./rate-limit";
import { searchService, SearchIndexNotReady } from "./service";
import { checkQuery } from "./text";
import type { SearchAnswer } from "@/lib/shared/search/types";
import { serverMessages } from "@/lib/server/i18n/messages";
import { DEFAULT_LOCALE, type SiteLocale } from "@sti-aware/contract/routes";

/**
 * One search, as the results page (lib/server/page-data/search.ts) and the live results
 * (lib/server/api/search.ts) both run it: the client's rate, the query's length, the index, and a
 * count when nothing was found. Nothing here logs or reports the query.
 */

export type SearchOutcome = { status: 200; answer: SearchAnswer } | { status: 400 | 429 | 503; query: string; problem: string; retryAfterSeconds?: number };

type Singletons = { limiter: RateLimiter; misses: MissStore; shares: MissShares; proxies: ReturnType<typeof trustedProxyList> };
const KEY = Symbol.for("sti-aware.search-singletons");

function singletons(): Singletons {
  const holder = globalThis as { [KEY]?: Singletons };
  if (!holder[KEY]) {
    const env = siteEnv();
    holder[KEY] = {
      limiter: env.redisUrl ? sharedRateLimiter(env.searchRateLimit, env.redisUrl) : createRateLimiter(env.searchRateLimit),
      misses: env.redisUrl ? redisMissStore(env.redisUrl) : fileMissStore(env.searchMissesDir),
      shares: missShares(),
      proxies: trustedProxyList(env.trustedProxies),
    };
  }
  return holder[KEY];
}

/** The client a request counts against: the peer, or the address a trusted proxy (TRUSTED_PROXIES) forwarded. */
export const clientOf = (req: IncomingMessage): string => clientAddress(req, singletons().proxies);

/** Every search response: never cached anywhere, never sent on as a Referer, never indexed. */
export function setPrivateSearchHeaders(res: ServerResponse): void {
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("X-Robots-Tag", "noindex");
}

const empty = (query: string): SearchAnswer => ({ query, total: 0, hits: [], suggestions: [] });

/**
 * `countMiss`: whether a search that finds nothing is counted for the editors. Not for a request
 * another site made the browser send (a link, an image, a frame pointing at /search?q=…): the
 * page still answers, but strangers' pages cannot fill the counts. A client's misses count only
 * within its share of the day (miss-shares.ts), so no one client fills the day for the others.
 * `locale`: the reader's language. Its own index answers; only when it finds nothing does the
 * English index answer too, as an offer beside the empty results (`otherLanguage`).
 */
export async function runSearch(raw: unknown, client: string, limit: number, { countMiss = true, locale = DEFAULT_LOCALE }: { countMiss?: boolean; locale?: SiteLocale } = {}): Promise<SearchOutcome> {
  const { limiter, misses, shares } = singletons();
  const checked = checkQuery(raw, locale);
  if (!checked.ok) return { status: 400, query: "", problem: checked.problem };
  if (!checked.query) return { status: 200, answer: empty("") };
  const rate = await limiter.take(client);
  if (!rate.allowed) return { status: 429, query: checked.query, problem: serverMessages("search", locale).t("tooMany"), retryAfterSeconds: rate.retryAfterSeconds };
  try {
    const engine = await searchService(locale).ready();
    const answer = engine.search(checked.query, limit);
    if (answer.total === 0 && countMiss) {
      const now = new Date();
      if (shares.take(client, dayOf(now))) misses.record(checked.query, now);
    }
    if (answer.total === 0 && locale !== DEFAULT_LOCALE) await offerEnglish(answer, limit);
    return { status: 200, answer };
  } catch (error) {
    const starting = error instanceof SearchIndexNotReady;
    return { status: 503, query: checked.query, problem: serverMessages("search", locale).t(starting ? "starting" : "unavailable"), retryAfterSeconds: 5 };
  }
}

/** The English results of a query the reader's language found nothing for, when English has some (its index not ready: no offer). */
async function offerEnglish(answer: SearchAnswer, limit: number): Promise<void> {
  const english = await searchService(DEFAULT_LOCALE)
    .ready()
    .then((engine) => engine.search(answer.query, limit))
    .catch(() => null);
  if (english?.total) answer.otherLanguage = { locale: DEFAULT_LOCALE, total: english.total, hits: english.hits };
}

/** The miss counts' store, for the editors' command (scripts/search-misses.ts). */
export const missStore = (): MissStore => singletons().misses;
