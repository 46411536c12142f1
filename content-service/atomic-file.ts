import { randomUUID } from "node:crypto";
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";

/** Durable writes of the content service: content entries, uploaded files, the webhook log. */

/** Writes a file so that readers see either the old or the new content, never a part of it. */
export function writeFileAtomic(path: string, content: string | Uint8Array): void {
  const temporary = `${path}.${randomUUID()}.tmp`;
  const descriptor = openSync(temporary, "w");
  try {
    writeSync(descriptor, typeof content === "string" ? Buffer.from(content) : content);
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

