/**
 * Slug normalisation, in the order the spec gives (docs/requirements.md, Validation):
 * lowercase; drop characters other than word characters, whitespace and hyphens;
 * drop leading digits; whitespace and underscores become hyphens; collapse repeated
 * hyphens; trim hyphens at both ends.
 */
export function normalizeSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .replace(/^\d+/, "")
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A slug is valid when it is non-empty and already in normal form. */
export function isNormalizedSlug(slug: string): boolean {
  return slug !== "" && normalizeSlug(slug) === slug;
}
