/**
 * The site's one slug rule, for every locale, in the order the spec gives (docs/requirements.md,
 * Validation), with two additions that make it a normal form (normalizeSlug(normalizeSlug(x)) ===
 * normalizeSlug(x), tests/lib/slug-properties.test.ts):
 * - Latin letters are transliterated first (ñ → n, á → a, ü → u, ç → c, ß → ss, ø → o …), so a
 *   Spanish title keeps its letters ("Señales del VIH" → "senales-del-vih") and no locale has a rule of its own;
 * - "remove leading digits" removes the hyphens, spaces and underscores between them too: the spec's
 *   order left "1-2 go" as "2-go", which a second pass changed again.
 */
export function normalizeSlug(input: string): string {
  return transliterate(input)
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .replace(/^[\d\s_-]+/, "")
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const LETTERS: Readonly<Record<string, string>> = { ß: "ss", ẞ: "ss", æ: "ae", Æ: "ae", œ: "oe", Œ: "oe", ø: "o", Ø: "o", đ: "d", Đ: "d", ð: "d", Ð: "d", ł: "l", Ł: "l", þ: "th", Þ: "th", ı: "i" };
const UNDECOMPOSED = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");

/** Accented letters as their base letters: compatibility decomposition, marks dropped, then the table above. */
function transliterate(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(UNDECOMPOSED, (letter) => LETTERS[letter]);
}

/** A slug is valid when it is non-empty and already in normal form. */
export function isNormalizedSlug(slug: string): boolean {
  return slug !== "" && normalizeSlug(slug) === slug;
}

/**
 * Why a slug an editor or translator wrote is refused, or undefined when it is already normal: a
 * slug is stored as written or not at all, never changed silently ("../../api/revalidate" would
 * have become "apirevalidate"). The message gives the normal form to write instead.
 */
export function slugProblem(slug: string): string | undefined {
  const normal = normalizeSlug(slug);
  if (!normal) return `"${slug}" is not valid: it must contain letters`;
  if (normal !== slug) return `"${slug}" is not valid: a slug is lowercase letters a-z, digits and single hyphens, starting with a letter (write "${normal}")`;
  return undefined;
}
