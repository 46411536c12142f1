import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { normalizeSlug } from "../lib/slug";

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
};

export class ContentStore {
  /** Stored documents by id. */
  readonly documents = new Map<string, { model: string; stored: StoredEntry }>();
  private readonly cache = new Map<string, Entry[]>();
  /** Stage versions, built once per document and stage until the next write. */
  private readonly versions = { DRAFT: new Map<string, Entry | null>(), PUBLISHED: new Map<string, Entry | null>() };

  constructor(readonly contentDir: string) {}

  static load(contentDir: string): ContentStore {
    const store = new ContentStore(contentDir);
    const problems: string[] = [];
    for (const [model, folder] of Object.entries(MODEL_FOLDERS)) {
      let files: string[] = [];
      try {
        files = readdirSync(join(contentDir, folder)).filter((file) => file.endsWith(".json"));
      } catch {
        continue;
      }
      for (const file of files) {
        const path = join(contentDir, folder, file);
        try {
          const stored = JSON.parse(readFileSync(path, "utf8")) as StoredEntry;
          if (stored.id !== file.slice(0, -".json".length)) problems.push(`${folder}/${file}: id "${stored.id}" differs from the file name`);
          if (store.documents.has(stored.id)) problems.push(`${folder}/${file}: id "${stored.id}" is used twice`);
          store.documents.set(stored.id, { model, stored });
        } catch (error) {
          problems.push(`${folder}/${file}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    if (problems.length) throw new Error(`Invalid content in ${contentDir}:\n- ${problems.join("\n- ")}`);
    return store;
  }

  /** Called after every write: sorted and filtered views are rebuilt on next use. */
  invalidate(): void {
    this.cache.clear();
    this.versions.DRAFT.clear();
    this.versions.PUBLISHED.clear();
  }

  /** One stage's version of a stored document, or null when it does not exist in that stage. */
  version(id: string, stage: Stage): Entry | null {
    const document = this.documents.get(id);
    if (!document) return null;
    const { stored, model } = document;
    if (stage === "DRAFT") {
      const { _published, ...draft } = stored;
      void _published;
      return { ...draft, __typename: model, stage };
    }
    if (stored._published) return { ...stored._published, __typename: model, stage };
    if (!stored.publishedAt) return null;
    const { _published, ...published } = stored;
    void _published;
    return { ...published, __typename: model, stage };
  }

  /** Every entry of a model in a stage, in creation order. */
  all(model: string, stage: Stage): Entry[] {
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
  sorted(model: string, stage: Stage, orderBy: string, compare: (a: Entry, b: Entry) => number): Entry[] {
    const key = `${model}:${stage}:${orderBy}`;
    let entries = this.cache.get(key);
    if (!entries) {
      entries = [...this.all(model, stage)].sort(compare);
      this.cache.set(key, entries);
    }
    return entries;
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

  modelOf(id: string): string | undefined {
    return this.documents.get(id)?.model;
  }
}

/** Embeds (nodeId + nodeType) found in a rich-text document, in order, each once. */
export function embeddedIds(node: unknown, found: string[] = []): string[] {
  if (typeof node !== "object" || node === null) return found;
  const element = node as { nodeId?: unknown; children?: unknown };
  if (typeof element.nodeId === "string" && !found.includes(element.nodeId)) found.push(element.nodeId);
  if (Array.isArray(element.children)) for (const child of element.children) embeddedIds(child, found);
  return found;
}

/** Checks relations, embeds, required fields and slugs; returns every problem found. */
export function validateStore(store: ContentStore, relations: Record<string, Record<string, string>>, required: Record<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [id, { model, stored }] of store.documents) {
    const versions = [stored, ...(stored._published ? [stored._published] : [])];
    for (const version of versions) {
      for (const field of required[model] ?? []) {
        const value = version[field];
        if (value === undefined || value === null || value === "") problems.push(`${id}: ${field} is required`);
      }
      if (typeof version.slug === "string" && version.slug !== normalizeSlug(version.slug)) {
        problems.push(`${id}: slug "${version.slug}" is not normalised (expected "${normalizeSlug(version.slug)}")`);
      }
      for (const [field, target] of Object.entries(relations[model] ?? {})) {
        const value = version[field];
        const ids = Array.isArray(value) ? value : value ? [value] : [];
        for (const related of ids) {
          if (typeof related !== "string") continue;
          const relatedModel = store.modelOf(related);
          if (!relatedModel) problems.push(`${id}: ${field} points to missing entry "${related}"`);
          else if (target !== "*" && !target.split("|").includes(relatedModel)) {
            problems.push(`${id}: ${field} points to ${relatedModel} "${related}", expected ${target}`);
          }
        }
      }
      for (const field of ["content"]) {
        for (const embedded of embeddedIds(version[field])) {
          if (!store.modelOf(embedded)) problems.push(`${id}: ${field} embeds missing entry "${embedded}"`);
        }
      }
      const seo = version.seo;
      const seoList = Array.isArray(seo) ? seo : seo ? [seo] : [];
      for (const component of seoList as Record<string, unknown>[]) {
        for (const field of ["reviewedBy", "image"]) {
          const related = component[field];
          if (typeof related === "string" && !store.modelOf(related)) problems.push(`${id}: seo.${field} points to missing entry "${related}"`);
        }
      }
    }
  }
  return problems;
}
