/**
 * The contract of `/api/posts`, the same-origin endpoint behind "Load more": which list, from
 * which offset, how many. Built by the browser, parsed and checked by the route; no other
 * query or variable can be sent through it.
 */
import { LISTING_PAGE_SIZE } from "./listing";
import { isNormalizedSlug } from "@sti-aware/contract/slug";
import { DEFAULT_LOCALE, isSiteLocale, SITE_LOCALES, type SiteLocale } from "@sti-aware/contract/routes";

/** Which posts a "Load more" list pages through. */
export type PostListSource =
  /** An author's articles in `locale` (absent: English), as their page in that language lists them. */
  | { kind: "author"; slug: string; locale?: SiteLocale }
  /** A category's (sub-category's) articles, or without a category every article, in `locale` (absent: English). */
  | { kind: "category"; category?: string; subCategory?: string; locale?: SiteLocale };

export type PostListRequest = { list: PostListSource; limit: number; offset: number };

/** Far beyond any real list; stops a stranger asking the content API to skip millions of entries. */
export const MAX_LIST_OFFSET = 100_000;
const MAX_SLUG_LENGTH = 200;

export function postListQueryString({ list, limit, offset }: PostListRequest): string {
  const params = new URLSearchParams({ list: list.kind, limit: String(limit), offset: String(offset) });
  if (list.kind === "author") params.set("slug", list.slug);
  else {
    if (list.category) params.set("category", list.category);
    if (list.subCategory) params.set("subCategory", list.subCategory);
  }
  if (list.locale && list.locale !== DEFAULT_LOCALE) params.set("locale", list.locale);
  return params.toString();
}

export type ParsedPostListQuery = { ok: true; request: PostListRequest } | { ok: false; error: string };

type QueryValues = Record<string, string | string[] | undefined>;

const KNOWN_PARAMETERS = new Set(["list", "limit", "offset", "slug", "category", "subCategory", "locale"]);

function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** Checks every parameter; the first problem is the answer, in words a developer can act on. */
export function parsePostListQuery(query: QueryValues): ParsedPostListQuery {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!KNOWN_PARAMETERS.has(name)) return { ok: false, error: `Unknown parameter "${name}"` };
    if (typeof value !== "string") return { ok: false, error: `"${name}" must be given once` };
    values[name] = value;
  }
  const limit = wholeNumber(values.limit, 1, LISTING_PAGE_SIZE);
  if (limit === null) return { ok: false, error: `"limit" must be a whole number from 1 to ${LISTING_PAGE_SIZE}` };
  const offset = wholeNumber(values.offset, 0, MAX_LIST_OFFSET);
  if (offset === null) return { ok: false, error: `"offset" must be a whole number from 0 to ${MAX_LIST_OFFSET}` };
  const slugs = ["slug", "category", "subCategory"].filter((name) => name in values);
  for (const name of slugs) {
    if (values[name].length > MAX_SLUG_LENGTH || !isNormalizedSlug(values[name])) {
      return { ok: false, error: `"${name}" must be a slug (lowercase letters, digits and hyphens)` };
    }
  }
  if ("locale" in values && (values.locale === DEFAULT_LOCALE || !isSiteLocale(values.locale))) {
    // English is the default, never named: the languages a list can be asked for by name are the others.
    const named = SITE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => `"${locale}"`);
    return { ok: false, error: `"locale" must be ${named.join(" or ")}, or left out for English` };
  }
  const locale = isSiteLocale(values.locale) ? values.locale : undefined;
  if (values.list === "author") {
    if (!values.slug || "category" in values || "subCategory" in values) {
      return { ok: false, error: 'list=author takes "slug" only' };
    }
    return { ok: true, request: { list: { kind: "author", slug: values.slug, ...(locale ? { locale } : {}) }, limit, offset } };
  }
  if (values.list === "category") {
    if ("slug" in values) return { ok: false, error: 'list=category takes "category" and "subCategory", not "slug"' };
    if (values.subCategory && !values.category) return { ok: false, error: '"subCategory" needs its "category"' };
    return { ok: true, request: { list: { kind: "category", category: values.category, subCategory: values.subCategory, ...(locale ? { locale } : {}) }, limit, offset } };
  }
  return { ok: false, error: '"list" must be "author" or "category"' };
}
