import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import { DEFAULT_LOCALE, localizationsOf, localizedVersion, type Locale } from "./localization";

/**
 * The content store: every JSON entry of a content directory, indexed by id and model.
 * Each file is the entry's DRAFT version; its PUBLISHED version is the same document when
 * `publishedAt` is set, or the `_published` snapshot when an edit is waiting to be published.
 */

export type Stage = "DRAFT" | "PUBLISHED";

export type EntryData = { id: string; createdAt: string; updatedAt: string; publishedAt: string | null; [field: string]: unknown };

/** An entry as stored on disk. */
export type StoredEntry = EntryData & { _published?: EntryData };

/** An entry as a query sees it: one stage's version, tagged with its model. */
export type Entry = EntryData & { __typename: string; stage: Stage };

/** An entry file that is not a JSON object: where it breaks (in bytes from its start) and how. */
export type DamagedFile = { model: string; file: string; byte: number; size: number; reason: string };

/** "posts/x.json is damaged at byte 57344 of 57344 (Unexpected end of JSON input)": what start-up logs and /healthz shows. */
export function describeDamage({ file, byte, size, reason }: DamagedFile): string {
  return `${file} is damaged at byte ${byte} of ${size} (${reason}); it is not served until it is repaired or restored from a backup`;
}

/** An entry file's document, or where and why it cannot be read. */
function readEntryFile(path: string): { stored: StoredEntry } | { damage: Omit<DamagedFile, "model" | "file"> } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    return { damage: { byte: 0, size: 0, reason: error instanceof Error ? error.message : String(error) } };
  }
  const text = bytes.toString("utf8");
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored === "object" && stored !== null && !Array.isArray(stored)) return { stored: stored as StoredEntry };
    return { damage: { byte: 0, size: bytes.length, reason: "not a JSON object" } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // JSON.parse names a position in characters (none when the text simply ends): the byte is what a hex editor shows.
    const position = /at position (\d+)/.exec(reason);
    const at = position ? Number(position[1]) : text.length;
    const byte = at >= text.length ? bytes.length : Buffer.byteLength(text.slice(0, at));
    return { damage: { byte, size: bytes.length, reason } };
  }
}

export const MODEL_FOLDERS: Record<string, string> = {
  Author: "authors",
  Category: "categories",
  SubCategory: "sub-categories",
  Post: "posts",
  Page: "pages",
  HomePage: "home-pages",
  DeepLink: "deep-links",
  Advertiser: "advertisers",
  Promotion: "promotions",
  ProductReview: "product-reviews",
  Chart: "charts",
  Faq: "faqs",
  Topic: "topics",
  NavigationMenu: "navigation-menus",
  SiteConfig: "site-configs",
  Asset: "assets",
  WindowPeriod: "window-periods",
  UrgentHelp: "urgent-help",
  RankingCriterion: "ranking-criteria",
  SearchSynonym: "search-synonyms",
  PreventionFollowUp: "prevention-follow-ups",
  Fact: "facts",
};

/** The JSON files of one model's folder (none when the folder is missing). */
export function entryFiles(contentDir: string, folder: string): string[] {
  try {
    return readdirSync(join(contentDir, folder)).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
}

/** Entries (and key characters) the filtered-list cache may hold in all: a few tens of MB at most. */
const SELECTIONS_MAX_SIZE = 2_000_000;

export class ContentStore {
  /** Stored documents by id. */
  readonly documents = new Map<string, { model: string; stored: StoredEntry }>();
  private readonly cache = new Map<string, Entry[]>();
  /** Stage versions, built once per document and stage until the next write. */
  private readonly versions = { DRAFT: new Map<string, Entry | null>(), PUBLISHED: new Map<string, Entry | null>() };
  /**
   * Filtered lists (and the sets of entries they hold) by model, stage, order and filter, until
   * the next write: a count per category or author otherwise rescans every entry on each request.
   * Least recently used first out, so any number of distinct filters holds bounded memory.
   */
  private readonly selections = new LRUCache<string, Entry[] | Set<Entry>>({
    maxSize: SELECTIONS_MAX_SIZE,
    sizeCalculation: (entries, key) => (Array.isArray(entries) ? entries.length : entries.size) + key.length,
  });

  constructor(readonly contentDir: string) {}

  /**
   * Entry files that could not be read (cut short by a full disk, say), by their file's id: left
   * out of the content, named with the byte where they break, so the rest of the folder is served.
   */
  readonly damaged = new Map<string, DamagedFile>();

  static load(contentDir: string): ContentStore {
    const store = new ContentStore(contentDir);
    const problems: string[] = [];
    for (const [model, folder] of Object.entries(MODEL_FOLDERS)) {
      for (const file of entryFiles(contentDir, folder)) {
        const id = file.slice(0, -".json".length);
        const read = readEntryFile(join(contentDir, folder, file));
        if ("damage" in read) {
          store.damaged.set(id, { model, file: `${folder}/${file}`, ...read.damage });
          continue;
        }
        const { stored } = read;
        if (stored.id !== id) problems.push(`${folder}/${file}: id "${String(stored.id)}" differs from the file name`);
        else if (store.documents.has(stored.id)) problems.push(`${folder}/${file}: id "${stored.id}" is used twice`);
        store.documents.set(stored.id, { model, stored });
      }
    }
    if (problems.length) throw new Error(`Invalid content in ${contentDir}:\n- ${problems.join("\n- ")}`);
    return store;
  }

  /** Counts writes: a filtered list computed across a write is not remembered. */
  generation = 0;
  private readonly references = new Map<string, Map<string, Entry[]>>();

  /** Called after every write: sorted and filtered views are rebuilt on next use. */
  invalidate(): void {
    this.generation++;
    this.references.clear();
    this.cache.clear();
    this.selections.clear();
    this.versions.DRAFT.clear();
    this.versions.PUBLISHED.clear();
    this.localized.clear();
  }

  /** One stage's version of a stored document, or null when it does not exist in that stage. */
  version(id: string, stage: Stage): Entry | null {
    const document = this.documents.get(id);
    if (!document) return null;
    const { model, stored } = document;
    if (stage === "DRAFT") {
      const { _published, ...draft } = stored;
      void _published;
      return { ...draft, __typename: model, stage };
    }
    if (stored._published) return { ...stored._published, __typename: model, stage };
    if (!stored.publishedAt) return null;
    const { _published, ...published } = stored;
    void _published;
    return withPublishedLocalizations({ ...published, __typename: model, stage });
  }

  /**
   * An entry in the first of `locales` it exists in (Hygraph's fallback order), or null when it
   * exists in none: the default locale is the entry itself; other locales are built once per
   * entry, stage and locale until the next write.
   */
  inLocales(entry: Entry, locales: readonly Locale[]): Entry | null {
    for (const locale of locales) {
      if (locale === DEFAULT_LOCALE) return entry;
      if (!(locale in localizationsOf(entry))) continue;
      const key = `${entry.id}:${entry.stage}:${locale}`;
      let version = this.localized.get(key);
      if (!version || version.__base !== entry) {
        version = localizedVersion(entry, locale) as Entry;
        this.localized.set(key, version);
      }
      return version;
    }
    return null;
  }

  private readonly localized = new Map<string, Entry>();

  /** Every entry of a model in a stage, in creation order; with `locales`, each in the first it exists in (the others left out). */
  all(model: string, stage: Stage, locales?: readonly Locale[]): Entry[] {
    if (locales && !(locales.length === 1 && locales[0] === DEFAULT_LOCALE)) {
      const key = `${model}:${stage}:@${locales.join(",")}`;
      let localized = this.cache.get(key);
      if (!localized) {
        localized = this.all(model, stage).flatMap((entry) => this.inLocales(entry, locales) ?? []);
        this.cache.set(key, localized);
      }
      return localized;
    }
    const key = `${model}:${stage}`;
    let entries = this.cache.get(key);
    if (!entries) {
      entries = [];
      for (const [id, document] of this.documents) {
        if (document.model !== model) continue;
        const entry = this.get(id, stage);
        if (entry) entries.push(entry);
      }
      entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
      this.cache.set(key, entries);
    }
    return entries;
  }

  /** Every entry of a model in a stage in a given order, computed once until the next write. */
  sorted(model: string, stage: Stage, orderBy: string, compare: (a: Entry, b: Entry) => number, locales?: readonly Locale[]): Entry[] {
    const key = `${model}:${stage}:${orderBy}:@${locales?.join(",") ?? DEFAULT_LOCALE}`;
    let entries = this.cache.get(key);
    if (!entries) {
      entries = [...this.all(model, stage, locales)].sort(compare);
      this.cache.set(key, entries);
    }
    return entries;
  }

  /**
   * A filtered list or set remembered by `remember` until the next write. Filtering runs in
   * slices (where-filters.ts), so a write may land meanwhile: `generation` tells a stale result apart.
   */
  recall<T extends Entry[] | Set<Entry>>(key: string): T | undefined {
    return this.selections.get(key) as T | undefined;
  }

  remember(key: string, entries: Entry[] | Set<Entry>, generation: number): void {
    if (generation === this.generation) this.selections.set(key, entries);
  }

  /**
   * The entries of `model` whose relation `field` points at each id, built in one pass per stage
   * until the next write: a reverse relation (an author's posts) is then a lookup, not a scan.
   */
  referencing(model: string, field: string, stage: Stage): Map<string, Entry[]> {
    const key = `${model}:${stage}:${field}`;
    let index = this.references.get(key);
    if (!index) {
      index = new Map();
      for (const entry of this.all(model, stage)) {
        const target = entry[field];
        if (typeof target !== "string") continue;
        const list = index.get(target);
        if (list) list.push(entry);
        else index.set(target, [entry]);
      }
      this.references.set(key, index);
    }
    return index;
  }

  get(id: string, stage: Stage): Entry | null {
    const versions = this.versions[stage];
    let entry = versions.get(id);
    if (entry === undefined) {
      entry = this.version(id, stage);
      versions.set(id, entry);
    }
    return entry;
  }

  /** The model of an entry, damaged ones included: a relation to one is not a broken reference, only unreadable for now. */
  modelOf(id: string): string | undefined {
    return this.documents.get(id)?.model ?? this.damaged.get(id)?.model;
  }
}

/**
 * The PUBLISHED version of an entry with no edit waiting: its localizations that were published
 * (a translation still in DRAFT is not there).
 */
function withPublishedLocalizations(entry: Entry): Entry {
  const all = localizationsOf(entry);
  const names = Object.keys(all);
  if (!names.length) return entry;
  const published = Object.fromEntries(names.filter((locale) => all[locale].publishedAt).map((locale) => [locale, all[locale]]));
  return { ...entry, localizations: published };
}

/** Ids embedded or linked (nodeId) in a rich-text document, in document order, each once. */
export function embeddedIds(document: unknown): string[] {
  const found = new Set<string>();
  // A loop over an explicit stack: content read from files may be nested arbitrarily deep.
  const stack: unknown[] = [document];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    const element = node as { nodeId?: unknown; children?: unknown };
    if (typeof element.nodeId === "string") found.add(element.nodeId);
    if (Array.isArray(element.children)) for (let index = element.children.length - 1; index >= 0; index--) stack.push(element.children[index]);
  }
  return [...found];
}
