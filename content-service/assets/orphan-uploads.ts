import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { removeFileDurably } from "../store/atomic-file";
import type { ContentStore } from "../store/store";

/**
 * An upload writes its file, then its Asset entry (uploads.ts). A stop between the two (a crash,
 * a kill, a power cut) leaves a file no Asset names: served by its address to whoever guesses it,
 * listed by no one, kept for ever. At start the service removes such files: only names an upload
 * makes (`<handle>-<6 hex>.<ext>`), so a file put there by hand is left alone, and none while an
 * Asset entry cannot be read (its file would look orphaned).
 */
const UPLOAD_FILE = /^[\w.-]+-[0-9a-f]{6}\.(?:png|jpg|webp|gif|avif|svg)$/;

export function removeOrphanUploads(filesDir: string, store: ContentStore, log: (line: string) => void = console.error): string[] {
  if (!existsSync(filesDir)) return [];
  if ([...store.damaged.values()].some((damage) => damage.model === "Asset")) {
    log("Content service: an Asset entry is damaged, so uploaded files without an Asset are kept until it is repaired.");
    return [];
  }
  const named = new Set([...store.documents.values()].filter(({ model }) => model === "Asset").map(({ stored }) => String(stored.fileName)));
  const removed: string[] = [];
  for (const file of readdirSync(filesDir)) {
    if (!UPLOAD_FILE.test(file) || named.has(file)) continue;
    removeFileDurably(join(filesDir, file));
    removed.push(file);
    log(`Content service: removed files/${file}, an upload that no Asset names (its upload was cut short before its Asset was written).`);
  }
  return removed;
}
