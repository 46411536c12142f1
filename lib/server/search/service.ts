import { randomUUID } from "node:crypto";
import { connectWithin, newRedisClient } from "@/lib/server/store/shared-store";
import type { ContentSource } from "@/queries/client/content-source";
import { siteEnv } from "@/lib/server/config/env";
import { contentSource } from "@/lib/server/content/source";
import { getSearchDocument, getSearchState, listSearchDocuments, listSearchSynonyms } from "@/queries/search";
import { SearchEngine } from "./engine";
import { analyzerOf } from "./languages";
import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale } from "@sti-aware/contract/routes";

/**
 * The instance's search index for one language (English and Spanish each have their own: a
 * Spanish entry is indexed from its Spanish localization, read without fallback), kept current
 * without anyone rebuilding it by hand:
 * - built from the content API (PUBLISHED stage, through the site's content client) on first use;
 * - on the CMS's webhook (/api/revalidate) the changed post is read again and replaced, or
 *   removed when it is no longer published, before the webhook answers; a change of synonyms,
 *   categories or sub-categories rebuilds the index in the background;
 * - with REDIS_URL, the instance that received the webhook announces the change on a Redis
 *   channel and every other instance applies it the same way;
 * - as a safety net, every REVALIDATE_SECONDS the index compares its size and newest change with
 *   the API's and rebuilds when they differ, and reads the synonyms again.
 */

export type ContentChange = { type: string; id: string; operation: string };

/** The Redis channel of a language's index: English's as before, another language's its own. */
const channelOf = (locale: SiteLocale) => (locale === DEFAULT_LOCALE ? "sti-aware:search-changes" : `sti-aware:search-changes:${locale}`);
/** How long a search waits for the first build before answering "starting". */
const FIRST_BUILD_WAIT_MS = 5_000;

export class SearchIndexNotReady extends Error {
  constructor() {
    super("The search index is being built");
    this.name = "SearchIndexNotReady";
  }
}

class SearchService {
  private engine: SearchEngine | null = null;
  private building: Promise<SearchEngine> | null = null;
  /** Changes that arrived during a build, applied once it ends. */
  private pending: ContentChange[] = [];
  private newest: string | null = null;
  private readonly instance = randomUUID();
  private publisher: RedisClient | null = null;
  private safetyNet: NodeJS.Timeout | null = null;

  constructor(
    private readonly source: () => ContentSource,
    readonly locale: SiteLocale = DEFAULT_LOCALE,
  ) {}

  /** The index, built on first use; a search waits at most FIRST_BUILD_WAIT_MS for it. */
  async ready(waitMs = FIRST_BUILD_WAIT_MS): Promise<SearchEngine> {
    if (this.engine) return this.engine;
    const build = this.rebuild();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SearchIndexNotReady()), waitMs);
    });
    try {
      return await Promise.race([build, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Builds a fresh index (one build at a time) and swaps it in when complete. */
  rebuild(): Promise<SearchEngine> {
    this.building ??= this.build().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async build(): Promise<SearchEngine> {
    this.startListening();
    const source = this.source();
    const engine = new SearchEngine(analyzerOf(this.locale), this.locale);
    engine.setSynonyms(await listSearchSynonyms(source, this.locale));
    let newest: string | null = null;
    await listSearchDocuments(source, this.locale, (documents) => {
      for (const document of documents) {
        engine.upsert(document);
        if (!newest || document.updatedAt > newest) newest = document.updatedAt;
      }
    });
    this.engine = engine;
    this.newest = newest;
    const pending = this.pending;
    this.pending = [];
    for (const change of pending) await this.applyLocally(change).catch(() => undefined);
    return engine;
  }

  /** A change the CMS reported to this instance: applied here, then announced to the others. */
  async applyChange(change: ContentChange): Promise<void> {
    await this.applyLocally(change);
    await this.announce(change);
  }

  private async applyLocally(change: ContentChange): Promise<void> {
    if (this.building || !this.engine) {
      // The build in progress may already have read the old version: apply again after it.
      if (this.building) this.pending.push(change);
      return;
    }
    const engine = this.engine;
    switch (change.type) {
      case "Post": {
        const document = await getSearchDocument(this.source(), this.locale, change.id);
        if (document) {
          engine.upsert(document);
          if (!this.newest || document.updatedAt > this.newest) this.newest = document.updatedAt;
        } else engine.remove(change.id);
        return;
      }
      case "SearchSynonym":
        engine.setSynonyms(await listSearchSynonyms(this.source(), this.locale));
        return;
      case "Category":
      case "SubCategory":
        // Their titles are indexed with every post in them.
        void this.rebuild().catch(() => undefined);
        return;
      default:
    }
  }

  /** With REDIS_URL: tells the other instances. Without it (one instance), nothing to do. */
  private async announce(change: ContentChange): Promise<void> {
    const url = siteEnv().redisUrl;
    if (!url) return;
    try {
      const publisher = (this.publisher ??= createRedis(url));
      if (!publisher.isOpen) {
        // A client given up on is closed: the next change makes a new one.
        this.publisher = null;
        this.publisher = await connectWithin(publisher);
      }
      await publisher.publish(channelOf(this.locale), JSON.stringify({ ...change, from: this.instance }));
    } catch (error) {
      console.warn(`[search] could not announce a change on Redis: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private listening = false;

  private startListening(): void {
    if (this.listening) return;
    this.listening = true;
    const env = siteEnv();
    // The safety net: a missed webhook or Redis message is caught within REVALIDATE_SECONDS.
    this.safetyNet = setInterval(() => void this.checkConsistency().catch(() => undefined), env.revalidateSeconds * 1000);
    this.safetyNet.unref();
    if (!env.redisUrl) return;
    const subscriber = createRedis(env.redisUrl);
    subscriber
      .connect()
      .then(() =>
        subscriber.subscribe(channelOf(this.locale), (message) => {
          const change = parseChange(message);
          if (change && change.from !== this.instance) void this.applyLocally(change).catch(() => undefined);
        }),
      )
      .catch(() => undefined);
  }

  /** Rebuilds when the API's count or newest change differs from the index's. */
  async checkConsistency(): Promise<boolean> {
    if (!this.engine || this.building) return false;
    const state = await getSearchState(this.source(), this.locale);
    // Synonyms are few: read again every time, so a missed change of the editors' list heals too.
    this.engine.setSynonyms(await listSearchSynonyms(this.source(), this.locale));
    // Also when replaced and removed posts have left half the passage texts' memory behind.
    if (state.count === this.engine.size && state.newest === this.newest && this.engine.garbageShare < 0.5) return false;
    await this.rebuild();
    return true;
  }
}

type RedisClient = ReturnType<typeof createRedis>;

/** Reconnects keep trying; the safety net covers what is missed meanwhile. */
const createRedis = (url: string) => newRedisClient(url);

function parseChange(message: string): (ContentChange & { from?: string }) | null {
  try {
    const value = JSON.parse(message) as Record<string, unknown>;
    if (typeof value.type !== "string" || typeof value.id !== "string" || typeof value.operation !== "string") return null;
    return { type: value.type, id: value.id, operation: value.operation, from: typeof value.from === "string" ? value.from : undefined };
  } catch {
    return null;
  }
}

const KEY = Symbol.for("sti-aware.search-service");
type Holder = { [KEY]?: Map<SiteLocale, SearchService> };

/**
 * The instance's search service of a language. Kept on globalThis: Next bundles each route
 * separately, and the webhook route and the search routes must share one index per language.
 */
export function searchService(locale: SiteLocale = DEFAULT_LOCALE): SearchService {
  const holder = globalThis as Holder;
  const services = (holder[KEY] ??= new Map());
  let service = services.get(locale);
  if (!service) {
    service = new SearchService(() => contentSource(), locale);
    services.set(locale, service);
  }
  return service;
}

/** A change the CMS reported, applied to every language's index (an entry's localizations are published with it or on their own). */
export async function applyChangeToEveryLanguage(change: ContentChange): Promise<void> {
  // One language's failure does not keep the others from following.
  await Promise.allSettled(SITE_LOCALES.map((locale) => searchService(locale).applyChange(change)));
}

/** A service over another content source (tests, the bench). */
export const createSearchService = (source: ContentSource, locale: SiteLocale = DEFAULT_LOCALE) => new SearchService(() => source, locale);
export type { SearchService };
