import { randomUUID } from "node:crypto";
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { GraphQLError } from "graphql";
import { normalizeSlug } from "@sti-aware/contract/slug";
import { generateWebhookSignature, SIGNATURE_HEADER } from "@sti-aware/contract/webhook-signature";
import { entryProblems, MODEL_FOLDERS, referrersOf, type ContentRules, type ContentStore, type Entry, type EntryData, type Stage, type StoredEntry } from "./store";
import { withRetries } from "@sti-aware/contract/backoff";

/**
 * Editing and publishing, in Hygraph's shapes: createPost / updatePost / publishPost /
 * unpublishPost / deletePost, updatePage / publishPage and updateWindowPeriod /
 * publishWindowPeriod (the test planner's rows, checked by window-periods.ts). Edits land in the DRAFT stage; the
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
};
export const MAX_TAGS = 20;

export const MUTATIONS_SDL = `
input AuthorConnectInput { connect: AuthorWhereUniqueInput! }
input CategoryConnectInput { connect: CategoryWhereUniqueInput! }
input SubCategoryConnectInput { connect: SubCategoryWhereUniqueInput! }
input AssetConnectInput { connect: AssetWhereUniqueInput! }
input PostCreateInput { title: String! slug: String! excerpt: String tags: [String!] content: RichTextAST author: AuthorConnectInput! category: CategoryConnectInput subCategory: SubCategoryConnectInput coverImage: AssetConnectInput }
input PostUpdateInput { title: String slug: String excerpt: String tags: [String!] content: RichTextAST author: AuthorConnectInput category: CategoryConnectInput subCategory: SubCategoryConnectInput coverImage: AssetConnectInput }
input WindowPeriodUpdateInput { infection: String testType: String earliestDays: Int reliableDays: Int note: String sourceTitle: String sourcePublisher: String sourceUrl: String lastReviewed: Date reviewedBy: AuthorConnectInput }
input PageUpdateInput { title: String headerOneText: String headerTwoText: String metaDescription: String sitemap: Boolean useHeroImage: Boolean content: RichTextAST author: AuthorConnectInput }
type Mutation {
  createPost(data: PostCreateInput!): Post
  updatePost(where: PostWhereUniqueInput!, data: PostUpdateInput!): Post
  publishPost(where: PostWhereUniqueInput!, to: [Stage!] = [PUBLISHED]): Post
  unpublishPost(where: PostWhereUniqueInput!, from: [Stage!] = [PUBLISHED]): Post
  deletePost(where: PostWhereUniqueInput!): Post
  updatePage(where: PageWhereUniqueInput!, data: PageUpdateInput!): Page
  publishPage(where: PageWhereUniqueInput!, to: [Stage!] = [PUBLISHED]): Page
  updateWindowPeriod(where: WindowPeriodWhereUniqueInput!, data: WindowPeriodUpdateInput!): WindowPeriod
  publishWindowPeriod(where: WindowPeriodWhereUniqueInput!, to: [Stage!] = [PUBLISHED]): WindowPeriod
}
`;

export class MutationInputError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: "BAD_USER_INPUT" } });
  }
}

type Connect = { connect: Record<string, string | null | undefined> } | null | undefined;
type MutationData = Record<string, unknown>;

export type WebhookSettings = { url?: string; secret?: string; environment?: string; retries?: number; timeoutMs?: number };

/** Writes a file so that readers see either the old or the new content, never a part of it. */
export function writeFileAtomic(path: string, content: string): void {
  const temporary = `${path}.${randomUUID()}.tmp`;
  const descriptor = openSync(temporary, "w");
  try {
    writeSync(descriptor, content);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  // The rename is durable only once the directory entry itself is on disk.
  const directory = openSync(dirname(path), "r");
  try {
    fsyncSync(directory);
  } finally {
    closeSync(directory);
  }
}

/** Temporary files a crash left between write and rename (`<file>.<uuid>.tmp`); removed at start. */
export function removeLeftoverTemporaryFiles(contentDir: string): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(contentDir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.[0-9a-f-]{36}\.tmp$/.test(entry.name)) {
      const path = join(entry.parentPath, entry.name);
      rmSync(path, { force: true });
      removed.push(path);
    }
  }
  return removed;
}

export class ContentEditor {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: ContentStore,
    private readonly rules: ContentRules,
    private readonly webhook: WebhookSettings = {},
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

  private postFields(data: MutationData, ownId?: string): Partial<EntryData> {
    const fields: Record<string, unknown> = textFields(data, ["title", "excerpt"]);
    if ("slug" in data) fields.slug = this.slug(data.slug, "Post", ownId);
    if ("tags" in data) fields.tags = tagList(data.tags);
    if ("content" in data) fields.content = data.content ?? null;
    if ("author" in data) fields.author = this.relation("Author", "author", data.author as Connect);
    if ("category" in data) fields.category = this.relation("Category", "category", data.category as Connect);
    if ("subCategory" in data) fields.subCategory = this.relation("SubCategory", "subCategory", data.subCategory as Connect);
    if ("coverImage" in data) fields.coverImage = this.relation("Asset", "coverImage", data.coverImage as Connect);
    return fields as Partial<EntryData>;
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
      this.save("Post", { tags: [], excerpt: null, content: { children: [] }, ...fields, id, createdAt: now, updatedAt: now, publishedAt: null });
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
      this.save(model, { ...stored, ...changes, updatedAt: new Date().toISOString(), ...(snapshot ? { _published: snapshot } : {}) });
      return this.draft(stored.id);
    });
  }

  updatePost(where: Record<string, unknown>, data: MutationData): Promise<Entry> {
    return this.update("Post", where, (stored) => this.postFields(data, stored.id));
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
    return this.update("Page", where, () => {
      const fields: Record<string, unknown> = textFields(data, ["title", "headerOneText", "headerTwoText", "metaDescription"]);
      for (const key of ["sitemap", "useHeroImage", "content"]) if (data[key] !== undefined) fields[key] = data[key];
      if ("author" in data) fields.author = this.relation("Author", "author", data.author as Connect);
      return fields as Partial<EntryData>;
    });
  }

  private setPublished(model: string, where: Record<string, unknown>, publish: boolean): Promise<Entry> {
    return this.serialise(() => {
      const stored = this.find(model, where);
      const { _published, ...draft } = stored;
      void _published;
      const now = new Date().toISOString();
      this.save(model, { ...draft, publishedAt: publish ? now : null });
      const entry = this.draft(stored.id);
      this.notify(publish ? "publish" : "unpublish", entry, publish ? "PUBLISHED" : "DRAFT");
      return entry;
    });
  }

  publish(model: "Post" | "Page" | "WindowPeriod", where: Record<string, unknown>, to: Stage[] = ["PUBLISHED"]): Promise<Entry> {
    if (!to.includes("PUBLISHED")) return Promise.reject(new MutationInputError("Only publishing to PUBLISHED is supported"));
    return this.setPublished(model, where, true);
  }

  unpublishPost(where: Record<string, unknown>): Promise<Entry> {
    return this.setPublished("Post", where, false);
  }

  deletePost(where: Record<string, unknown>): Promise<Entry> {
    return this.serialise(() => {
      const stored = this.find("Post", where);
      const referrers = referrersOf(this.store, stored.id, this.rules);
      if (referrers.length) {
        throw new MutationInputError(`deletePost: Post "${stored.slug}" is still referenced by ${referrers.join(", ")}; remove those references first`);
      }
      const entry = this.draft(stored.id);
      rmSync(this.path("Post", stored.id), { force: true });
      this.store.documents.delete(stored.id);
      this.store.invalidate();
      this.notify("delete", entry, "DRAFT");
      return entry;
    });
  }

  /** Hygraph-style webhook; sent in the background with retries, so editors never wait for the site. */
  private notify(operation: string, entry: Entry, stage: Stage): void {
    const { url, secret } = this.webhook;
    if (!url || !secret) return;
    const resolve = (id: unknown) => {
      const related = typeof id === "string" ? this.store.get(id, "DRAFT") : null;
      return related ? { id: related.id, slug: related.slug } : null;
    };
    const { __typename, stage: _stage, ...fields } = entry;
    void _stage;
    const data: Record<string, unknown> = { __typename, ...fields, stage };
    for (const key of ["author", "category", "subCategory"]) if (key in data) data[key] = resolve(data[key]);
    delete data.content;
    void deliverWebhook({ url, secret, environment: this.webhook.environment, retries: this.webhook.retries, timeoutMs: this.webhook.timeoutMs }, { operation, data });
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

function tagList(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === "string")) throw new MutationInputError("tags: must be a list of strings");
  if (value.length > MAX_TAGS) throw new MutationInputError(`tags: at most ${MAX_TAGS} tags`);
  const tooLong = value.find((tag: string) => tag.length > TEXT_LIMITS.tag);
  if (tooLong !== undefined) throw new MutationInputError(`tags: "${tooLong.slice(0, 40)}…" is longer than ${TEXT_LIMITS.tag} characters`);
  return value;
}

function stripSystem(entry: Entry): EntryData {
  const { __typename, stage, ...data } = entry;
  void __typename;
  void stage;
  return data;
}

/** POSTs a signed webhook; 3 s timeout, retried with exponential backoff. Resolves true on a 2xx answer. */
export async function deliverWebhook(settings: Required<Pick<WebhookSettings, "url" | "secret">> & WebhookSettings, payload: unknown): Promise<boolean> {
  const rawBody = JSON.stringify(payload);
  const deliver = async () => {
    const response = await fetch(settings.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        // Signed per attempt: a retry carries a fresh timestamp and is not a replay.
        [SIGNATURE_HEADER]: generateWebhookSignature({ rawBody, secret: settings.secret, environment: settings.environment ?? "master" }),
      },
      body: rawBody,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 3_000),
    });
    if (response.ok) return true;
    // 429 and 5xx are worth another attempt (thrown to be retried); any other answer is final.
    if (response.status === 429 || response.status >= 500) throw new Error(`HTTP ${response.status}`);
    console.error(`Webhook to ${settings.url} refused: HTTP ${response.status}`);
    return false;
  };
  try {
    // Network errors, timeouts, 429 and 5xx are all transient here.
    return await withRetries(deliver, { retries: settings.retries ?? 3, baseDelayMs: 250, isTransient: () => true });
  } catch (error) {
    console.error(`Webhook to ${settings.url} failed: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}

/** Resolvers of the Mutation type. */
export function mutationRoot(editor: ContentEditor): Record<string, (args: Record<string, unknown>) => Promise<Entry>> {
  type Where = Record<string, unknown>;
  return {
    createPost: (args) => editor.createPost(args.data as MutationData),
    updatePost: (args) => editor.updatePost(args.where as Where, args.data as MutationData),
    publishPost: (args) => editor.publish("Post", args.where as Where, args.to as Stage[]),
    unpublishPost: (args) => editor.unpublishPost(args.where as Where),
    deletePost: (args) => editor.deletePost(args.where as Where),
    updatePage: (args) => editor.updatePage(args.where as Where, args.data as MutationData),
    publishPage: (args) => editor.publish("Page", args.where as Where, args.to as Stage[]),
    updateWindowPeriod: (args) => editor.updateWindowPeriod(args.where as Where, args.data as MutationData),
    publishWindowPeriod: (args) => editor.publish("WindowPeriod", args.where as Where, args.to as Stage[]),
  };
}
