import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../http/server";

/**
 * Copies of the shipped content with planted edits, for the editors' check tests: each copy is a
 * temporary directory removed after the file's tests, so the shipped content is never touched.
 */

export type Json = Record<string, unknown>;
export type RichNode = { type?: string; text?: string; nodeId?: string; children?: RichNode[] };

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the shipped content with each file (path under the content directory) edited in place. */
export function contentWith(edits: Record<string, (entry: Json) => void>): string {
  const dir = mkdtempSync(join(tmpdir(), "check-copy-"));
  copies.push(dir);
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    const entry = JSON.parse(readFileSync(path, "utf8")) as Json;
    edit(entry);
    writeFileSync(path, JSON.stringify(entry, null, 2));
  }
  return dir;
}

/** A paragraph appended to a rich-text body. */
export const addParagraph = (document: unknown, text: string) => (document as RichNode).children!.push({ type: "paragraph", children: [{ text }] });
