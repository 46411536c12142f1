import { open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * Replaces `path` with `text` only once every byte is on disk: written to a temporary file,
 * checked, flushed, renamed, the folder flushed. Throws (and removes the temporary file) on any
 * short or failed write, leaving `path` as it was.
 */
export async function writeDurably(path: string, text: string): Promise<void> {
  const bytes = Buffer.from(text);
  const temporary = `${path}.tmp`;
  try {
    const file = await open(temporary, "w", 0o600);
    try {
      const { bytesWritten } = await file.write(bytes, 0, bytes.length, 0);
      if (bytesWritten !== bytes.length) throw new Error(`short write: ${bytesWritten} of ${bytes.length} bytes`);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  const folder = await open(dirname(path), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
