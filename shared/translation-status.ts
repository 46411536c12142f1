/**
 * When a translation is behind its English entry: each translation records the English revision it
 * was made from (`translationSource`). A post's revision is its newest review-history entry (a
 * medical change is recorded there); a page has none, so its revision is its `updatedAt`.
 */

export type EnglishRevision =
  /** A post's review history ids, newest first. */
  | { kind: "post"; changeIds: readonly string[] }
  /** A page's last update (ISO date-time). */
  | { kind: "page"; updatedAt: string };

/** The revision a translation made now records. */
export function currentRevision(english: EnglishRevision): string | null {
  return english.kind === "post" ? (english.changeIds[0] ?? null) : english.updatedAt;
}

/** Whether the English changed after the revision the translation was made from (an unknown or missing source is behind too). */
export function isTranslationBehind(english: EnglishRevision, source: string | null | undefined): boolean {
  if (!source) return true;
  // A source that is no date ("unknown: …", written when a backfill could not know it) is behind.
  if (english.kind === "page") return !/^\d{4}-\d{2}-\d{2}T/.test(source) || source < english.updatedAt;
  const at = english.changeIds.indexOf(source);
  return at !== 0 && english.changeIds.length > 0;
}
