import type { EntryWriter } from "./entry-writer";
import { optionalString, pastDate, tagList, type Connect, type MutationData } from "./mutation-inputs";
import type { StoredEntry } from "../../store/store";

/** The SEO component as posts and pages update it. */

/** Hygraph's `seo: { update: {...} }`: the given fields over the stored component (created when there is none). */
export function seoFields(writer: EntryWriter, input: unknown, stored: StoredEntry | undefined, id: string): Record<string, unknown> {
  const update = (input as { update?: MutationData }).update ?? {};
  const seo: Record<string, unknown> = { id, title: null, description: null, canonicalUrl: null, keywords: [], ...((stored?.seo as Record<string, unknown> | null) ?? {}) };
  for (const key of ["title", "description"] as const) if (key in update) seo[key] = optionalString(update[key], `seo.${key}`);
  if ("keywords" in update) seo.keywords = tagList(update.keywords, "seo.keywords");
  if ("lastReviewed" in update) seo.lastReviewed = pastDate(update.lastReviewed, "seo.lastReviewed", new Date().toISOString().slice(0, 10));
  if ("reviewedBy" in update) seo.reviewedBy = writer.relation("Author", "seo.reviewedBy", update.reviewedBy as Connect);
  return seo;
}
