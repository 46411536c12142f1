import { randomUUID } from "node:crypto";
import { closeSync, existsSync, fstatSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** Durable writes of the content service: content entries, uploaded files, the webhook log. */

/** Error codes that mean the disk (or the user's quota) has no room left. */
const FULL_DISK_CODES = new Set(["ENOSPC", "EDQUOT"]);

/**
 * A write that did not reach the disk whole. The previous version of the file is untouched and
 * no temporary file is left. `status` is the HTTP answer for the request that asked for it:
 * 507 Insufficient Storage when the disk is full, 500 for any other failure.
 */
export class StorageError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(
    readonly path: string,
    cause: unknown,
    action: "saved" | "deleted" = "saved",
  ) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code ?? "EIO";
    const file = `${basename(dirname(path))}/${basename(path)}`;
    const full = FULL_DISK_CODES.has(code);
    super(
      full
        ? `Insufficient storage: the content service's disk is full (${code}); ${file} was not ${action} and nothing was changed. Free space on the disk and try again.`
        : `Storage error: ${file} could not be ${action} (${cause instanceof Error ? cause.message : String(cause)}); nothing was changed.`,
      { cause },
    );
    this.status = full ? 507 : 500;
    this.code = code;
  }
}

/** Writes every byte: one write(2) may take only part of a buffer (a filling disk takes what fits). */
export function writeAll(descriptor: number, bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.length) {
    const written = writeSync(descriptor, bytes, offset, bytes.length - offset);
    if (written <= 0) throw Object.assign(new Error(`wrote ${offset} of ${bytes.length} bytes`), { code: "EIO" });
    offset += written;
  }
}

/** The rename is durable only once the directory entry itself is on disk. */
export function syncDirectory(directory: string): void {
  const descriptor = openSync(directory, "r");
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Writes a file so that readers see either the old or the new content, never a part of it: the
 * bytes go to a temporary file beside it, all of them, flushed to disk and checked by size before
 * the rename replaces the old file. Any failure throws a StorageError and removes the temporary file.
 */
export function writeFileAtomic(path: string, content: string | Uint8Array, options: { mode?: number } = {}): void {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  const temporary = `${path}.${randomUUID()}.tmp`;
  let descriptor: number | undefined;
  try {
    mkdirSync(dirname(path), { recursive: true });
    descriptor = openSync(temporary, "w", options.mode ?? 0o666);
    writeAll(descriptor, bytes);
    fsyncSync(descriptor);
    const { size } = fstatSync(descriptor);
    if (size !== bytes.length) throw Object.assign(new Error(`${size} of ${bytes.length} bytes reached the disk`), { code: "EIO" });
    closeSync(descriptor);
    descriptor = undefined;
    renameSync(temporary, path);
    syncDirectory(dirname(path));
  } catch (error) {
    if (descriptor !== undefined) closeQuietly(descriptor);
    rmSync(temporary, { force: true });
    throw new StorageError(path, error);
  }
}

/** Deletes a file for good: the directory is flushed, so the file does not come back after a power cut. */
export function removeFileDurably(path: string): void {
  try {
    rmSync(path, { force: true });
    syncDirectory(dirname(path));
  } catch (error) {
    throw new StorageError(path, error, "deleted");
  }
}

export function closeQuietly(descriptor: number): void {
  try {
    closeSync(descriptor);
  } catch {
    // The write already failed; that error is the one to report.
  }
}

/** Temporary files a crash left between write and rename (`<file>.<uuid>.tmp`); removed at start. */
export function removeLeftoverTemporaryFiles(dir: string): string[] {
  const removed: string[] = [];
  if (!existsSync(dir)) return removed;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.[0-9a-f-]{36}\.tmp$/.test(entry.name)) {
      const path = join(entry.parentPath, entry.name);
      rmSync(path, { force: true });
      removed.push(path);
    }
  }
  return removed;
}
