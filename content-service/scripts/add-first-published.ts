import { join, resolve } from "node:path";
import type { StoredEntry } from "../store/store";
import { insertAfter, rewriteEntries } from "./rewrite-entries";

/**
 * `npm run content:migrate-first-published [content-dir]`: stores the custom field
 * `firstPublishedAt` in every entry of a model that declares it (Post, Page) and lacks it. The
 * service used to compute it on the fly as a system field Hygraph does not have; it is now a
 * field of the entry, as on a hosted project. An entry that was published was first published at
 * its (published version's) publishedAt, the best date known; a never-published one gets null.
 * Re-runnable: an entry that has the field is left as it is.
 */

/** The entry with `firstPublishedAt` placed after `publishedAt`, in its published snapshot too; null when it has it already. */
export function withFirstPublished(stored: StoredEntry): StoredEntry | null {
  if ("firstPublishedAt" in stored) return null;
  return insertAfter(stored, "publishedAt", "firstPublishedAt", stored._published?.publishedAt ?? stored.publishedAt ?? null);
}

export function migrateFirstPublished(contentDir: string): string[] {
  return rewriteEntries(contentDir, "firstPublishedAt", withFirstPublished);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dir = resolve(process.argv[2] ?? join(import.meta.dirname, "..", "content"));
  const changed = migrateFirstPublished(dir);
  console.log(`firstPublishedAt stored in ${changed.length} entr${changed.length === 1 ? "y" : "ies"} of ${dir}`);
}
