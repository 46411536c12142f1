import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { writeFileAtomic } from "../store/atomic-file";
import { FIELD_INDEX } from "../store/models";
import { entryFiles, MODEL_FOLDERS, type StoredEntry } from "../store/store";

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
  const first = stored._published?.publishedAt ?? stored.publishedAt ?? null;
  const insert = <T extends Record<string, unknown>>(entry: T): T =>
    Object.fromEntries(Object.entries(entry).flatMap(([key, value]) => (key === "publishedAt" ? [[key, value], ["firstPublishedAt", first]] : [[key, value]]))) as T;
  const migrated = insert(stored);
  if (stored._published) migrated._published = insert(stored._published);
  return migrated;
}

export function migrateFirstPublished(contentDir: string): string[] {
  const changed: string[] = [];
  for (const [model, folder] of Object.entries(MODEL_FOLDERS)) {
    if (!FIELD_INDEX.get(model)?.has("firstPublishedAt")) continue;
    for (const file of entryFiles(contentDir, folder)) {
      const path = join(contentDir, folder, file);
      const migrated = withFirstPublished(JSON.parse(readFileSync(path, "utf8")) as StoredEntry);
      if (!migrated) continue;
      writeFileAtomic(path, JSON.stringify(migrated, null, 2) + "\n");
      changed.push(join(folder, file));
    }
  }
  return changed;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dir = resolve(process.argv[2] ?? join(import.meta.dirname, "..", "content"));
  const changed = migrateFirstPublished(dir);
  console.log(`firstPublishedAt stored in ${changed.length} entr${changed.length === 1 ? "y" : "ies"} of ${dir}`);
}
