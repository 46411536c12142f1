import { createHash } from "node:crypto";
import type { FrontMatter } from "./markdown-file";

/**
 * The revision a pulled file was made from, and the three-way comparison a push makes with it.
 *
 * `pull` records the entry's `updatedAt` (Hygraph's system field, changed by every write) and a
 * short hash of each field as the file shows it. A push reads the entry again just before it
 * writes: a field is changed locally when the file's value differs from the recorded hash, and
 * changed there when the entry's value does. Hygraph's update takes no precondition, so the
 * comparison is the client's, on the entry as read right before the write.
 */

/** A field's value in the file's terms (front-matter value, or the body's rich text); null when absent. */
export type FieldValues = Record<string, unknown>;
export type Revision = { updatedAt: string; fields: Record<string, string> };

export const REVISION_KEY = "revision";

/** JSON with object keys sorted, so equal values hash alike whatever order they were built in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export const fieldHash = (value: unknown): string => createHash("sha256").update(canonical(value)).digest("hex").slice(0, 12);
export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** The front matter's `revision:` block for an entry as pulled. */
export function revisionFrontMatter(updatedAt: string, fields: FieldValues): FrontMatter {
  return { [REVISION_KEY]: { "updated-at": updatedAt, fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fieldHash(value)])) } };
}

/** The file's recorded revision, taken out of its front matter (undefined for a file `pull` did not write). */
export function takeRevision(file: string, frontMatter: FrontMatter): { revision?: Revision; fields: FrontMatter } {
  const { [REVISION_KEY]: recorded, ...fields } = frontMatter;
  if (recorded === undefined) return { fields };
  const block = recorded as { "updated-at"?: unknown; fields?: unknown } | null;
  const updatedAt = block?.["updated-at"];
  const hashes = block?.fields;
  if (typeof updatedAt !== "string" || !hashes || typeof hashes !== "object" || Array.isArray(hashes) || Object.values(hashes).some((hash) => typeof hash !== "string")) {
    throw new Error(`${file}: front matter: revision is written by \`pull\` (updated-at and a hash per field); leave it as it is, or pull again`);
  }
  return { revision: { updatedAt, fields: hashes as Record<string, string> }, fields };
}

export type PushPlan = {
  /** Fields to write: the file's value, which differs from the entry's. */
  write: string[];
  /** Fields changed there since the pull, kept as they are (the file did not change them). */
  keptTheirs: string[];
  /** Fields both sides changed, to different values. */
  conflicts: string[];
  /** Every field changed there since the pull. */
  changedThere: string[];
};

/**
 * What a push writes. `intended`: fields the editor set explicitly (flags), changed whatever the
 * file's base. Without a revision every field the file holds is meant; with `force` the file wins.
 */
export function planPush(local: FieldValues, remote: FieldValues, options: { revision?: Revision; intended?: string[]; force?: boolean; present?: string[] }): PushPlan {
  const { revision, intended = [], force = false } = options;
  const keys = Object.keys(local);
  const differs = (key: string) => !sameValue(local[key], remote[key]);
  if (!revision) {
    const present = options.present ?? keys;
    return { write: keys.filter((key) => (present.includes(key) || intended.includes(key)) && differs(key)), keptTheirs: [], conflicts: [], changedThere: [] };
  }
  const base = revision.fields;
  const changedHere = (key: string) => intended.includes(key) || base[key] !== fieldHash(local[key]);
  const changedThere = keys.filter((key) => base[key] !== fieldHash(remote[key]));
  if (force) return { write: keys.filter(differs), keptTheirs: [], conflicts: [], changedThere };
  return {
    write: keys.filter((key) => changedHere(key) && differs(key)),
    keptTheirs: changedThere.filter((key) => !changedHere(key)),
    conflicts: changedThere.filter((key) => changedHere(key) && differs(key)),
    changedThere,
  };
}
