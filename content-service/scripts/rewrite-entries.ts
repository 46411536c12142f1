import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../store/atomic-file";
import { FIELD_INDEX } from "../store/models";
import { entryFiles, MODEL_FOLDERS, type StoredEntry } from "../store/store";

/**
 * A re-runnable migration of the entries of every model that declares `field`: `migrate` answers
 * the entry as it should be stored, or null to leave it. Returns the files it rewrote.
 */
export function rewriteEntries(contentDir: string, field: string, migrate: (stored: StoredEntry) => StoredEntry | null): string[] {
  const changed: string[] = [];
  for (const [model, folder] of Object.entries(MODEL_FOLDERS)) {
    if (!FIELD_INDEX.get(model)?.has(field)) continue;
    for (const file of entryFiles(contentDir, folder)) {
      const path = join(contentDir, folder, file);
      const migrated = migrate(JSON.parse(readFileSync(path, "utf8")) as StoredEntry);
      if (!migrated) continue;
      writeFileAtomic(path, JSON.stringify(migrated, null, 2) + "\n");
      changed.push(join(folder, file));
    }
  }
  return changed;
}

/** The entry with `field` placed after `after`, in its published snapshot too. */
export function insertAfter(stored: StoredEntry, after: string, field: string, value: unknown): StoredEntry {
  const insert = <T extends Record<string, unknown>>(entry: T): T =>
    Object.fromEntries(Object.entries(entry).flatMap(([key, current]) => (key === after ? [[key, current], [field, value]] : [[key, current]]))) as T;
  const migrated = insert(stored);
  if (stored._published) migrated._published = insert(stored._published);
  return migrated;
}
