import { randomUUID } from "node:crypto";
import { referrersOf } from "../../store/entry-validation";
import type { EntryWriter } from "./entry-writer";
import { httpsUrl, MutationInputError, pastDate, requiredString, tagList, textFields, TEXT_LIMITS, type Connect, type MutationData } from "./mutation-inputs";
import { seoFields } from "./seo-input";
import type { ContentStore, Entry, EntryData, StoredEntry } from "../../store/store";

/** Posts: their fields (sources and review history included), the rules across them, create, update and delete. */

function postFields(writer: EntryWriter, data: MutationData, stored?: StoredEntry): Partial<EntryData> {
  const fields: Record<string, unknown> = textFields(data, ["title", "excerpt"]);
  if ("slug" in data) fields.slug = writer.slug(data.slug, "Post", stored?.id);
  if ("tags" in data) fields.tags = tagList(data.tags);
  if ("content" in data) fields.content = data.content ?? null;
  if ("author" in data) fields.author = writer.relation("Author", "author", data.author as Connect);
  if ("category" in data) fields.category = writer.relation("Category", "category", data.category as Connect);
  if ("subCategory" in data) fields.subCategory = writer.relation("SubCategory", "subCategory", data.subCategory as Connect);
  if ("coverImage" in data) fields.coverImage = writer.relation("Asset", "coverImage", data.coverImage as Connect);
  const slug = String(fields.slug ?? stored?.slug ?? "");
  const today = new Date().toISOString().slice(0, 10);
  if (data.seo) fields.seo = seoFields(writer, data.seo, stored, `seo-post-${slug}`);
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
      reviewedBy: change.reviewedBy ? writer.relation("Author", `changeLog.create[${index}].reviewedBy`, change.reviewedBy as Connect) : null,
    }));
    // The review history reads newest first, whatever order entries were added in.
    const all = [...added, ...(Array.isArray(stored?.changeLog) ? (stored.changeLog as Record<string, unknown>[]) : [])];
    fields.changeLog = all.sort((a, b) => String(b.date).localeCompare(String(a.date)));
  }
  return fields as Partial<EntryData>;
}

/**
 * Rules that span fields of a post as it would be stored, checked on every write: a sub-category
 * must belong to the post's category (listings would otherwise show the article under the wrong
 * heading), and a review date is only recorded together with its change-log entry.
 */
function postProblems(store: ContentStore, post: Record<string, unknown>, before?: Record<string, unknown>): void {
  if (typeof post.subCategory === "string") {
    const sub = store.get(post.subCategory, "DRAFT");
    if (sub && sub.category !== post.category) {
      const category = typeof post.category === "string" ? store.get(post.category, "DRAFT") : null;
      const choices = store.all("SubCategory", "DRAFT").filter((other) => category && other.category === category.id).map((other) => String(other.slug));
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

export function createPost(writer: EntryWriter, data: MutationData): Promise<Entry> {
  return writer.serialise(() => {
    if (!data.author) throw new MutationInputError("author is required");
    const fields = postFields(writer, data);
    if (!fields.title) throw new MutationInputError("title is required");
    const now = new Date().toISOString();
    let id = `post-${fields.slug as string}`;
    while (writer.store.documents.has(id)) id = `post-${fields.slug as string}-${randomUUID().slice(0, 8)}`;
    const post = { tags: [], excerpt: null, content: { children: [] }, sources: [], changeLog: [], ...fields, id, createdAt: now, updatedAt: now, publishedAt: null };
    postProblems(writer.store, post);
    writer.save("Post", post);
    return writer.draft(id);
  });
}

export function updatePost(writer: EntryWriter, where: Record<string, unknown>, data: MutationData): Promise<Entry> {
  return writer.update("Post", where, (stored) => postFields(writer, data, stored), (next, before) => postProblems(writer.store, next, before));
}

export function deletePost(writer: EntryWriter, where: Record<string, unknown>, force = false): Promise<Entry> {
  return writer.serialise(() => {
    const stored = writer.find("Post", where);
    // Embeds and relations would point nowhere (the service would not restart): never forced.
    const referrers = referrersOf(writer.store, stored.id, writer.rules);
    if (referrers.length) {
      throw new MutationInputError(`deletePost: Post "${stored.slug}" is still referenced by ${referrers.join(", ")}; remove those references first`);
    }
    if (!force) writer.refuseIfLinked("deletePost", "Post", stored);
    return writer.removeEntry("Post", stored);
  });
}
