import { resolve } from "node:path";

/**
 * An uploaded file's path in the files folder, from the name an entry or a request gives, or
 * null when the name is not a plain file name there: no separators, no dot-dot, nothing hidden.
 * A name is data (a URL's path, an asset entry's fileName in a content folder someone sent): it
 * never reads a file outside the folder.
 */
export function fileInFolder(filesDir: string, fileName: string): string | null {
  if (!/^\w[\w.-]*$/.test(fileName) || fileName.includes("..")) return null;
  const path = resolve(filesDir, fileName);
  return path.startsWith(resolve(filesDir) + "/") ? path : null;
}
