import { join, resolve } from "node:path";
import type { StoredEntry } from "../store/store";
import { insertAfter, rewriteEntries } from "./rewrite-entries";

/**
 * `npx tsx content-service/scripts/add-import-keys.ts [content-dir]`: stores the unique `key`
 * (the entry's id) in every entry of a model that declares it (models with no other unique field:
 * the content import upserts by it, since Hygraph assigns its own ids). Re-runnable: an entry
 * that has a key is left as it is.
 */

/** The entry with `key` (its id) placed after `id`, in its published snapshot too; null when it has one already. */
export function withImportKey(stored: StoredEntry): StoredEntry | null {
  if (typeof stored.key === "string" && stored.key) return null;
  return insertAfter(stored, "id", "key", stored.id);
}

export function addImportKeys(contentDir: string): string[] {
  return rewriteEntries(contentDir, "key", withImportKey);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dir = resolve(process.argv[2] ?? join(import.meta.dirname, "..", "content"));
  const changed = addImportKeys(dir);
  console.log(`key stored in ${changed.length} entr${changed.length === 1 ? "y" : "ies"} of ${dir}`);
}
