import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { GraphQLError } from "graphql";
import { normalizeSlug } from "@sti-aware/contract/slug";
import type { ContentRules } from "./content-rules";
import { entryProblems, referrersOf } from "./entry-validation";
import { embeddedIds, MODEL_FOLDERS, type ContentStore, type Entry, type EntryData, type Stage, type StoredEntry } from "./store";
import { checkContent } from "./check";
import { writeFileAtomic } from "./atomic-file";
import type { WebhookDeliveries } from "./webhook-deliveries";

/**
 * Editing and publishing, in Hygraph's shapes: createPost / updatePost / publishPost /
 * unpublishPost / deletePost, updatePage / publishPage and updateWindowPeriod /
 * publishWindowPeriod (the test planner's rows, checked by window-periods.ts), and the search's synonyms:
 * createSearchSynonym / updateSearchSynonym / publishSearchSynonym / unpublishSearchSynonym /
 * deleteSearchSynonym. Edits land in the DRAFT stage; the
 * PUBLISHED stage keeps the last published version (`_published`) until the entry is published.
 * Every write is atomic (temporary file, fsync, rename) and writes are serialised.
 *
 * Writes are validated like Hygraph's: the entry as it would be stored must pass the same checks
 * the service runs at start-up (required fields, relations, rich text, embeds), and text fields
 * have length limits. A refused write answers 400 with a message naming the field and the rule,
 * and changes nothing. Deleting an entry that others embed or relate to is refused with the list
 * of referrers; unpublishing is allowed (published referrers simply stop showing the embed, as
 * Hygraph's PUBLISHED stage leaves out references to unpublished entries).
 */

/** Longest accepted value of each text field, in characters. */
export const TEXT_LIMITS: Record<string, number> = {
  title: 250,
  slug: 150,
  excerpt: 1_000,
  tag: 60,
  headerOneText: 250,
  headerTwoText: 500,
  metaDescription: 500,
  infection: 100,
  testType: 200,
  note: 1_000,
  sourceTitle: 300,
  sourcePublisher: 100,
  sourceUrl: 2_000,
  synonym: 100,
};
export const MAX_TAGS = 20;
/** Words or phrases one synonym entry may ask for: a handful is what a query can use (lib/server/search). */
export const MAX_SYNONYMS = 12;

export const MUTATIONS_SDL = `
input AuthorConnectInput { connect: AuthorWhereUniqueInput! }
input CategoryConnectInput { connect: CategoryWhereUniqueInput! }
input SubCategoryConnectInput { connect: SubCategoryWhereUniqueInput! }
input AssetConnectInput { connect: AssetWhereUniqueInput! }
input SeoUpdateInput { title: String description: String keywords: [String!] lastReviewed: Date reviewedBy: AuthorConnectInput }
input SeoUpdateOneInlineInput { update: SeoUpdateInput! }
input SourceCreateInput { title: String! publisher: String! date: Date url: String! }
input SourceCreateManyInlineInput { create: [SourceCreateInput!]! }
input ChangeLogEntryCreateInput { date: Date! summary: String! reviewedBy: AuthorConnectInput }
input ChangeLogEntryCreateManyInlineInput { create: [ChangeLogEntryCreateInput!]! }
input PostCreateInput { title: String! slug: String! excerpt: String tags: [String!] content: RichTextAST author: AuthorConnectInput! category: CategoryConnectInput subCategory: SubCategoryConnectInput coverImage: AssetConnectInput seo: SeoUpdateOneInlineInput sources: SourceCreateManyInlineInput changeLog: ChangeLogEntryCreateManyInlineInput }
input PostUpdateInput { title: String slug: String excerpt: String tags: [String!] content: RichTextAST author: AuthorConnectInput category: CategoryConnectInput subCategory: SubCategoryConnectInput coverImage: AssetConnectInput seo: SeoUpdateOneInlineInput sources: SourceCreateManyInlineInput changeLog: ChangeLogEntryCreateManyInlineInput }
input WindowPeriodUpdateInput { infection: String testType: String earliestDays: Int reliableDays: Int note: String sourceTitle: String sourcePublisher: String sourceUrl: String lastReviewed: Date reviewedBy: AuthorConnectInput }
input SearchSynonymCreateInput { term: String! synonyms: [String!]! }
input SearchSynonymUpdateInput { term: String synonyms: [String!] }
input PageUpdateInput { seo: SeoUpdateOneInlineInput title: String headerOneText: String headerTwoText: String metaDescription: String sitemap: Boolean useHeroImage: Boolean content: RichTextAST author: AuthorConnectInput }
type Mutation {
  createPost(data: PostCreateInput!): Post
  updatePost(where: PostWhereUniqueInput!, data: PostUpdateInput!): Post
  publishPost(where: PostWhereUniqueInput!, to: [Stage!] = [PUBLISHED]): Post
  "force: true unpublishes even when published entries link to or embed the post (they lose the link)."
  unpublishPost(where: PostWhereUniqueInput!, from: [Stage!] = [PUBLISHED], force: Boolean = false): Post
  "force: true deletes even when published entries link to the post's address; embeds and relations always refuse."
  deletePost(where: PostWhereUniqueInput!, force: Boolean = false): Post
  updatePage(where: PageWhereUniqueInput!, data: PageUpdateInput!): Page
  publishPage(where: PageWhereUniqueInput!, to: [Stage!] = [PUBLISHED]): Page
  updateWindowPeriod(where: WindowPeriodWhereUniqueInput!, data: WindowPeriodUpdateInput!): WindowPeriod
  publishWindowPeriod(where: WindowPeriodWhereUniqueInput!, to: [Stage!] = [PUBLISHED]): WindowPeriod
  createSearchSynonym(data: SearchSynonymCreateInput!): SearchSynonym
  updateSearchSynonym(where: SearchSynonymWhereUniqueInput!, data: SearchSynonymUpdateInput!): SearchSynonym
  publishSearchSynonym(where: SearchSynonymWhereUniqueInput!, to: [Stage!] = [PUBLISHED]): SearchSynonym
  unpublishSearchSynonym(where: SearchSynonymWhereUniqueInput!, from: [Stage!] = [PUBLISHED]): SearchSynonym
  deleteSearchSynonym(where: SearchSynonymWhereUniqueInput!): SearchSynonym
}
`;

export class MutationInputError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: "BAD_USER_INPUT" } });
  }
}

type Connect = { connect: Record<string, string | null | undefined> } | null | undefined;
type MutationData = Record<string, unknown>;

export class ContentEditor {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: ContentStore,
    private readonly rules: ContentRules,
    private readonly webhooks?: WebhookDeliveries,
  ) {}

  /** Runs writes one after another, so concurrent mutations cannot interleave. */
  private serialise<T>(work: () => T | Promise<T>): Promise<T> {
    const result = this.queue.then(work, work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private path(model: string, id: string): string {
    return join(this.store.contentDir, MODEL_FOLDERS[model], `${id}.json`);
  }

  private save(model: string, stored: StoredEntry): void {
    const problems = entryProblems(this.store, model, stored, this.rules);
    if (problems.length) throw new MutationInputError(problems.join("; "));
    writeFileAtomic(this.path(model, stored.id), JSON.stringify(stored, null, 2) + "\n");
    this.store.documents.set(stored.id, { model, stored });
    this.store.invalidate();
  }

  private find(model: string, where: Record<string, unknown>): StoredEntry {
    const [field, value] = Object.entries(where).find(([, candidate]) => candidate !== undefined && candidate !== null) ?? [];
    const match = [...this.store.documents.values()].find(
      (document) => document.model === model && field !== undefined && document.stored[field] === value,
    );
    if (!match) throw new MutationInputError(`No ${model} found for ${JSON.stringify(where)}`);
    return match.stored;
  }

  private relation(model: string, field: string, input: Connect): string | null {
    if (input === null) return null;
    const where = input?.connect ?? {};
    const match = [...this.store.documents.values()].find(
      (document) => document.model === model && Object.entries(where).some(([key, value]) => value && document.stored[key] === value),
    );
    if (!match) throw new MutationInputError(`${field}: unknown ${model} ${JSON.stringify(where)}`);
    return match.stored.id;
  }

  private slug(value: unknown, model: string, ownId?: string): string {
    const slug = normalizeSlug(String(value ?? ""));
    if (slug.length > TEXT_LIMITS.slug) throw new MutationInputError(`slug: longer than ${TEXT_LIMITS.slug} characters`);
    if (!slug) throw new MutationInputError(`slug "${String(value ?? "")}" is not valid: it must contain letters`);
    // Unique in every stage, as on Hygraph: another entry's published version keeps its slug until
    // that entry is published again, so a draft rename does not free it. Writes are serialised,
    // so no other write can take the slug between this check and the save.
    const holder = [...this.store.documents.values()].find(
      (document) => document.model === model && document.stored.id !== ownId && [document.stored.slug, document.stored._published?.slug].includes(slug),
    );
    if (holder) {
      const stage = holder.stored.slug === slug ? "DRAFT" : "PUBLISHED";
      throw new MutationInputError(`slug "${slug}" is already used by another ${model} (in its ${stage} version); slugs are unique in every stage`);
    }
    return slug;
  }

  private postFields(data: MutationData, stored?: StoredEntry): Partial<EntryData> {
    const fields: Record<string, unknown> = textFields(data, ["title", "excerpt"]);
    if ("slug" in data) fields.slug = this.slug(data.slug, "Post", stored?.id);
    if ("tags" in data) fields.tags = tagList(data.tags);
    if ("content" in data) fields.content = data.content ?? null;
    if ("author" in data) fields.author = this.relation("Author", "author", data.author as Connect);
    if ("category" in data) fields.category = this.relation("Category", "category", data.category as Connect);
    if ("subCategory" in data) fields.subCategory = this.relation("SubCategory", "subCategory", data.subCategory as Connect);
    if ("coverImage" in data) fields.coverImage = this.relation("Asset", "coverImage", data.coverImage as Connect);
    const slug = String(fields.slug ?? stored?.slug ?? "");
    const today = new Date().toISOString().slice(0, 10);
    if (data.seo) fields.seo = this.seoFields(data.seo, stored, `seo-post-${slug}`);
    const sources = (data.sources as { create?: MutationData[] } | null | undefined)?.create;
    if (sources) {
      const added = sources.map((source, index) => ({
        id: `source-${slug}-${randomUUID().slice(0, 8)}`,
        title: requiredString(source.title, `sources.create[${index}].title`, TEXT_LIMITS.sourceTitle),
        publisher: requiredString(source.publisher, `sources.create[${index}].publisher`, TEXT_LIMITS.sourcePublisher),
        date: source.date == null ? null : pastDate(source.date, `sources.create[${index}].date`, today),
        url: httpsUrl(source.url, `sources.create[${index}].url`),
      }));
      fields.sources = [...(Array.isArray(stored?.sources) ? stored.sources : []), ...added];
    }
    const changes = (data.changeLog as { create?: MutationData[] } | null | undefined)?.create;
    if (changes) {
      const added = changes.map((change, index) => ({
        id: `change-${slug}-${randomUUID().slice(0, 8)}`,
        date: pastDate(change.date, `changeLog.create[${index}].date`, today),
        summary: requiredString(change.summary, `changeLog.create[${index}].summary`, TEXT_LIMITS.note),
        reviewedBy: change.reviewedBy ? this.relation("Author", `changeLog.create[${index}].reviewedBy`, change.reviewedBy as Connect) : null,
      }));
      // The review history reads newest first, whatever order entries were added in.
      const all = [...added, ...(Array.isArray(stored?.changeLog) ? (stored.changeLog as Record<string, unknown>[]) : [])];
      fields.changeLog = all.sort((a, b) => String(b.date).localeCompare(String(a.date)));
    }
    return fields as Partial<EntryData>;
  }

  /** Hygraph's `seo: { update: {...} }`: the given fields over the stored component (created when there is none). */
  private seoFields(input: unknown, stored: StoredEntry | undefined, id: string): Record<string, unknown> {
    const update = (input as { update?: MutationData }).update ?? {};
    const seo: Record<string, unknown> = { id, title: null, description: null, canonicalUrl: null, keywords: [], ...((stored?.seo as Record<string, unknown> | null) ?? {}) };
    for (const key of ["title", "description"] as const) if (key in update) seo[key] = optionalString(update[key], `seo.${key}`);
    if ("keywords" in update) seo.keywords = tagList(update.keywords, "seo.keywords");
    if ("lastReviewed" in update) seo.lastReviewed = pastDate(update.lastReviewed, "seo.lastReviewed", new Date().toISOString().slice(0, 10));
    if ("reviewedBy" in update) seo.reviewedBy = this.relation("Author", "seo.reviewedBy", update.reviewedBy as Connect);
    return seo;
  }

  /**
   * Rules that span fields of a post as it would be stored, checked on every write: a sub-category
   * must belong to the post's category (listings would otherwise show the article under the wrong
   * heading), and a review date is only recorded together with its change-log entry.
   */
  private postProblems(post: Record<string, unknown>, before?: Record<string, unknown>): void {
    if (typeof post.subCategory === "string") {
      const sub = this.store.get(post.subCategory, "DRAFT");
      if (sub && sub.category !== post.category) {
        const category = typeof post.category === "string" ? this.store.get(post.category, "DRAFT") : null;
        const choices = this.store.all("SubCategory", "DRAFT").filter((other) => category && other.category === category.id).map((other) => String(other.slug));
        throw new MutationInputError(
          category
            ? `subCategory: "${sub.slug}" is not a sub-category of "${category.slug}" (its sub-categories: ${choices.join(", ") || "none"})`
            : `subCategory: "${sub.slug}" needs its category; set category too`,
        );
      }
    }
    const reviewed = (post.seo as Record<string, unknown> | null | undefined)?.lastReviewed;
    const previous = (before?.seo as Record<string, unknown> | null | undefined)?.lastReviewed;
    const log = Array.isArray(post.changeLog) ? (post.changeLog as Record<string, unknown>[]) : [];
    if (typeof reviewed === "string" && reviewed !== previous && !log.some((change) => change.date === reviewed)) {
      throw new MutationInputError(`seo.lastReviewed: ${reviewed} has no change-log entry; record what the review changed with changeLog: { create: [{ date: "${reviewed}", summary, reviewedBy }] }`);
    }
  }

  /** The DRAFT version as an Entry, for the mutation's answer. */
  private draft(id: string): Entry {
    const entry = this.store.get(id, "DRAFT");
    if (!entry) throw new MutationInputError(`Entry ${id} vanished`);
    return entry;
  }

  createPost(data: MutationData): Promise<Entry> {
    return this.serialise(() => {
      if (!data.author) throw new MutationInputError("author is required");
      const fields = this.postFields(data);
      if (!fields.title) throw new MutationInputError("title is required");
      const now = new Date().toISOString();
      let id = `post-${fields.slug as string}`;
      while (this.store.documents.has(id)) id = `post-${fields.slug as string}-${randomUUID().slice(0, 8)}`;
      const post = { tags: [], excerpt: null, content: { children: [] }, sources: [], changeLog: [], ...fields, id, createdAt: now, updatedAt: now, publishedAt: null };
      this.postProblems(post);
      this.save("Post", post);
      return this.draft(id);
    });
  }

  private update(model: string, where: Record<string, unknown>, fields: (stored: StoredEntry) => Partial<EntryData>): Promise<Entry> {
    return this.serialise(() => {
      const stored = this.find(model, where);
      const changes = fields(stored);
      const published = this.store.get(stored.id, "PUBLISHED");
      // Keep what visitors see until the edit is published.
      const snapshot = stored._published ?? (published ? stripSystem(published) : undefined);
      const next = { ...stored, ...changes, updatedAt: new Date().toISOString(), ...(snapshot ? { _published: snapshot } : {}) };
      if (model === "Post") this.postProblems(next, stored);
      this.save(model, next);
      return this.draft(stored.id);
    });
  }

  /** An uploaded image's Asset (uploads.ts wrote its file), published at once so posts can embed it. */
  createAsset(asset: EntryData): Promise<Entry> {
    return this.serialise(() => {
      this.save("Asset", asset);
      return this.draft(asset.id);
    });
  }

  updatePost(where: Record<string, unknown>, data: MutationData): Promise<Entry> {
    return this.update("Post", where, (stored) => this.postFields(data, stored));
  }

  /** A window-period row: days, note, source and its medical review (rules in window-periods.ts). */
  updateWindowPeriod(where: Record<string, unknown>, data: MutationData): Promise<Entry> {
    return this.update("WindowPeriod", where, () => {
      const fields: Record<string, unknown> = textFields(data, ["infection", "testType", "note", "sourceTitle", "sourcePublisher", "sourceUrl"]);
      for (const key of ["earliestDays", "reliableDays", "lastReviewed"]) if (data[key] !== undefined) fields[key] = data[key];
      if ("reviewedBy" in data) fields.reviewedBy = this.relation("Author", "reviewedBy", data.reviewedBy as Connect);
      return fields as Partial<EntryData>;
    });
  }

  updatePage(where: Record<string, unknown>, data: MutationData): Promise<Entry> {
    return this.update("Page", where, (stored) => {
      const fields: Record<string, unknown> = textFields(data, ["title", "headerOneText", "headerTwoText", "metaDescription"]);
      if (data.seo) fields.seo = this.seoFields(data.seo, stored, `seo-page-${String(stored.slug)}`);
      for (const key of ["sitemap", "useHeroImage", "content"]) if (data[key] !== undefined) fields[key] = data[key];
      if ("author" in data) fields.author = this.relation("Author", "author", data.author as Connect);
      return fields as Partial<EntryData>;
    });
  }

  private setPublished(model: string, where: Record<string, unknown>, publish: boolean, force = false): Promise<Entry> {
    return this.serialise(() => {
      const stored = this.find(model, where);
      if (publish && (model === "Post" || model === "Page")) this.refuseCheckErrors(model, stored);
      if (!publish && !force) this.refuseIfLinked(`unpublish${model}`, model, stored);
      const { _published, ...draft } = stored;
      void _published;
      const now = new Date().toISOString();
      // Hygraph's firstPublishedAt: the day readers first saw the entry, kept through republishing
      // and unpublishing (content from before the field existed was first published at publishedAt).
      const firstPublishedAt = stored.firstPublishedAt ?? stored.publishedAt ?? (publish ? now : null);
      this.save(model, { ...draft, publishedAt: publish ? now : null, firstPublishedAt });
      const entry = this.draft(stored.id);
      this.notify(publish ? "publish" : "unpublish", entry, publish ? "PUBLISHED" : "DRAFT");
      return entry;
    });
  }

  /** The editors' check on the one entry about to go live: what it would show readers must hold. */
  private refuseCheckErrors(model: string, stored: StoredEntry): void {
    const errors = checkContent(this.store, { only: new Set([stored.id]) }).filter((finding) => finding.level === "error");
    if (errors.length) {
      const list = errors.map((finding) => `${finding.field}: ${finding.message}`).join("; ");
      throw new MutationInputError(`publish${model}: ${model} "${String(stored.slug)}" has ${errors.length} error${errors.length === 1 ? "" : "s"} from the editors' check, fix them first: ${list}`);
    }
  }

  /**
   * Published entries that embed the entry or link to its address: taking it away leaves readers a
   * broken link or a gap, so it needs `force`.
   */
  private refuseIfLinked(operation: string, model: string, stored: StoredEntry): void {
    const linkers = publishedLinkers(this.store, this.rules, stored.id, model === "Post" ? `/blog/${String(stored.slug)}` : `/${String(stored.slug)}`);
    if (linkers.length) {
      throw new MutationInputError(`${operation}: ${model} "${String(stored.slug)}" is linked to or embedded by published entries: ${linkers.join(", ")}; change those first, or pass force: true (--force) to go ahead`);
    }
  }

  publish(model: "Post" | "Page" | "WindowPeriod" | "SearchSynonym", where: Record<string, unknown>, to: Stage[] = ["PUBLISHED"]): Promise<Entry> {
    if (!to.includes("PUBLISHED")) return Promise.reject(new MutationInputError("Only publishing to PUBLISHED is supported"));
    return this.setPublished(model, where, true);
  }

  unpublishPost(where: Record<string, unknown>, force = false): Promise<Entry> {
    return this.setPublished("Post", where, false, force);
  }

  deletePost(where: Record<string, unknown>, force = false): Promise<Entry> {
    return this.serialise(() => {
      const stored = this.find("Post", where);
      // Embeds and relations would point nowhere (the service would not restart): never forced.
      const referrers = referrersOf(this.store, stored.id, this.rules);
      if (referrers.length) {
        throw new MutationInputError(`deletePost: Post "${stored.slug}" is still referenced by ${referrers.join(", ")}; remove those references first`);
      }
      if (!force) this.refuseIfLinked("deletePost", "Post", stored);
      return this.removeEntry("Post", stored);
    });
  }

  /** Deletes an entry from both stages, and tells the site. */
  private removeEntry(model: string, stored: StoredEntry): Entry {
    const entry = this.draft(stored.id);
    rmSync(this.path(model, stored.id), { force: true });
    this.store.documents.delete(stored.id);
    this.store.invalidate();
    this.notify("delete", entry, "DRAFT");
    return entry;
  }

  /**
   * A synonym entry's fields: the term readers use (a word or phrase, unique among the entries,
   * compared without case) and the words or phrases it also asks for.
   */
  private synonymFields(data: MutationData, ownId?: string): Partial<EntryData> {
    const fields: Record<string, unknown> = {};
    if ("term" in data) {
      const term = requiredString(data.term, "term", TEXT_LIMITS.synonym);
      const holder = this.store.all("SearchSynonym", "DRAFT").find((entry) => entry.id !== ownId && String(entry.term).trim().toLowerCase() === term.toLowerCase());
      if (holder) throw new MutationInputError(`term: "${term}" already has an entry (${holder.id}); update that one`);
      fields.term = term;
    }
    if ("synonyms" in data) {
      const synonyms = data.synonyms;
      if (!Array.isArray(synonyms) || synonyms.length < 1 || synonyms.length > MAX_SYNONYMS) throw new MutationInputError(`synonyms: a list of 1 to ${MAX_SYNONYMS} words or phrases`);
      fields.synonyms = synonyms.map((synonym: unknown, index) => requiredString(synonym, `synonyms[${index}]`, TEXT_LIMITS.synonym));
    }
    return fields as Partial<EntryData>;
  }

  createSearchSynonym(data: MutationData): Promise<Entry> {
    return this.serialise(() => {
      const fields = this.synonymFields(data);
      if (!fields.term || !fields.synonyms) throw new MutationInputError("term and synonyms are required");
      const base = `search-synonym-${normalizeSlug(String(fields.term)) || randomUUID().slice(0, 8)}`;
      let id = base;
      while (this.store.documents.has(id)) id = `${base}-${randomUUID().slice(0, 8)}`;
      const now = new Date().toISOString();
      this.save("SearchSynonym", { ...fields, id, createdAt: now, updatedAt: now, publishedAt: null });
      return this.draft(id);
    });
  }

  updateSearchSynonym(where: Record<string, unknown>, data: MutationData): Promise<Entry> {
    return this.update("SearchSynonym", where, (stored) => this.synonymFields(data, stored.id));
  }

  /** Nothing links to or embeds a synonym entry: unpublishing needs no check. */
  unpublishSearchSynonym(where: Record<string, unknown>): Promise<Entry> {
    return this.setPublished("SearchSynonym", where, false, true);
  }

  deleteSearchSynonym(where: Record<string, unknown>): Promise<Entry> {
    return this.serialise(() => this.removeEntry("SearchSynonym", this.find("SearchSynonym", where)));
  }

  /** Hygraph-style webhook, delivered in the background (webhook-deliveries.ts), so editors never wait for the site. */
  private notify(operation: string, entry: Entry, stage: Stage): void {
    if (!this.webhooks?.configured) return;
    const resolve = (id: unknown) => {
      const related = typeof id === "string" ? this.store.get(id, "DRAFT") : null;
      return related ? { id: related.id, slug: related.slug } : null;
    };
    const { __typename, stage: _stage, ...fields } = entry;
    void _stage;
    const data: Record<string, unknown> = { __typename, ...fields, stage };
    for (const key of ["author", "category", "subCategory"]) if (key in data) data[key] = resolve(data[key]);
    delete data.content;
    this.webhooks.send({ operation, data: data as { __typename: string; id: string } });
  }

  /** Resolves once every write queued so far is on disk (for tests and shutdown). */
  settled(): Promise<void> {
    return this.queue.then(() => undefined);
  }
}

/** Trimmed text fields within their limits; title, when given, must not be blank. */
function textFields(data: MutationData, keys: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of keys) {
    if (!(key in data) || data[key] === undefined) continue;
    const value = data[key];
    if (key === "title" && (typeof value !== "string" || !value.trim())) throw new MutationInputError("title is required");
    if (value !== null && typeof value !== "string") throw new MutationInputError(`${key}: must be a string`);
    if (typeof value === "string" && value.length > TEXT_LIMITS[key]) throw new MutationInputError(`${key}: longer than ${TEXT_LIMITS[key]} characters`);
    fields[key] = key === "title" ? (value as string).trim() : value;
  }
  return fields;
}

function tagList(value: unknown, field = "tags"): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === "string")) throw new MutationInputError(`${field}: must be a list of strings`);
  if (value.length > MAX_TAGS) throw new MutationInputError(`${field}: at most ${MAX_TAGS} tags`);
  const tooLong = value.find((tag: string) => tag.length > TEXT_LIMITS.tag);
  if (tooLong !== undefined) throw new MutationInputError(`${field}: "${tooLong.slice(0, 40)}…" is longer than ${TEXT_LIMITS.tag} characters`);
  return value;
}

/** A calendar date written YYYY-MM-DD that exists (no 30 February): Date.parse rolls such days over. */
export function isStrictDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A strict date not after today (UTC): reviews and sources describe what already happened. */
function pastDate(value: unknown, field: string, today: string): string {
  if (!isStrictDate(value)) throw new MutationInputError(`${field}: "${String(value ?? "")}" is not a date (YYYY-MM-DD, a day that exists)`);
  if (value > today) throw new MutationInputError(`${field}: ${value} is in the future`);
  return value;
}

function optionalString(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== "string") throw new MutationInputError(`${field}: must be a string`);
  return value;
}

function requiredString(value: unknown, field: string, limit: number): string {
  if (typeof value !== "string" || !value.trim()) throw new MutationInputError(`${field}: is required`);
  if (value.length > limit) throw new MutationInputError(`${field}: longer than ${limit} characters`);
  return value.trim();
}

function httpsUrl(value: unknown, field: string): string {
  let url: URL | null = null;
  try {
    url = typeof value === "string" ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || url.protocol !== "https:") throw new MutationInputError(`${field}: "${String(value ?? "")}" is not an https address`);
  return String(value);
}

/** Published entries whose rich text embeds `id` or links to `path`, as "Model slug (field)". */
export function publishedLinkers(store: ContentStore, rules: ContentRules, id: string, path: string): string[] {
  const linkers = new Set<string>();
  const linksTo = (node: unknown): boolean => {
    const stack: unknown[] = [node];
    while (stack.length) {
      const current = stack.pop();
      if (typeof current !== "object" || current === null) continue;
      const element = current as { href?: unknown; children?: unknown };
      if (typeof element.href === "string" && element.href.split(/[?#]/)[0].replace(/\/$/, "") === path) return true;
      if (Array.isArray(element.children)) stack.push(...element.children);
    }
    return false;
  };
  for (const [otherId, { model }] of store.documents) {
    if (otherId === id) continue;
    const published = store.get(otherId, "PUBLISHED");
    if (!published) continue;
    for (const field of Object.keys(rules.richText[model] ?? {})) {
      const value = published[field];
      if (embeddedIds(value).includes(id) || linksTo(value)) linkers.add(`${model} ${String(published.slug ?? otherId)} (${field})`);
    }
  }
  return [...linkers];
}

function stripSystem(entry: Entry): EntryData {
  const { __typename, stage, ...data } = entry;
  void __typename;
  void stage;
  return data;
}

/** Resolvers of the Mutation type. */
export function mutationRoot(editor: ContentEditor): Record<string, (args: Record<string, unknown>) => Promise<Entry>> {
  type Where = Record<string, unknown>;
  return {
    createPost: (args) => editor.createPost(args.data as MutationData),
    updatePost: (args) => editor.updatePost(args.where as Where, args.data as MutationData),
    publishPost: (args) => editor.publish("Post", args.where as Where, args.to as Stage[]),
    unpublishPost: (args) => editor.unpublishPost(args.where as Where, args.force === true),
    deletePost: (args) => editor.deletePost(args.where as Where, args.force === true),
    updatePage: (args) => editor.updatePage(args.where as Where, args.data as MutationData),
    publishPage: (args) => editor.publish("Page", args.where as Where, args.to as Stage[]),
    updateWindowPeriod: (args) => editor.updateWindowPeriod(args.where as Where, args.data as MutationData),
    publishWindowPeriod: (args) => editor.publish("WindowPeriod", args.where as Where, args.to as Stage[]),
    createSearchSynonym: (args) => editor.createSearchSynonym(args.data as MutationData),
    updateSearchSynonym: (args) => editor.updateSearchSynonym(args.where as Where, args.data as MutationData),
    publishSearchSynonym: (args) => editor.publish("SearchSynonym", args.where as Where, args.to as Stage[]),
    unpublishSearchSynonym: (args) => editor.unpublishSearchSynonym(args.where as Where),
    deleteSearchSynonym: (args) => editor.deleteSearchSynonym(args.where as Where),
  };
}
