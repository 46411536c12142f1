import { DEFAULT_LOCALE, isSiteLocale, routes, SITE_LOCALES, type Routes, type SiteLocale } from "@sti-aware/contract/routes";
import type { AlternateLink, JsonLd, LanguageVersion } from "@/lib/shared/page/page-meta";
import { absoluteUrl } from "./seo";
import { listingPagePath, type ListingSummary } from "@/lib/server/content/listings";

/**
 * A page's hreflang links, when it has a translation: one per language, each pointing at that
 * language's version (so every version names all the others, both ways), and x-default at the
 * English version, the one for readers of any other language. A page in one language has none.
 */
export function alternateLinks(versions: LanguageVersion[] | undefined): AlternateLink[] {
  const byLocale = new Map((versions ?? []).map((version) => [version.locale, version.path]));
  if (byLocale.size < 2) return [];
  const links = SITE_LOCALES.flatMap((locale) => {
    const path = byLocale.get(locale);
    return path === undefined ? [] : [{ hrefLang: locale, href: absoluteUrl(path) }];
  });
  const fallback = byLocale.get(DEFAULT_LOCALE) ?? links[0].href;
  return [...links, { hrefLang: "x-default", href: absoluteUrl(fallback) }];
}

/** Lists, breadcrumbs and the like are not creative works; everything else a page describes says its language (schema.org's inLanguage). */
export function withLanguage(items: JsonLd[], locale: SiteLocale): JsonLd[] {
  return items.map((item) => (item["@type"] === "BreadcrumbList" ? item : { ...item, inLanguage: locale }));
}

/** An entry's language versions as pages: each localization's locale and the path its own slug has there. */
export function languageVersions(localizations: { locale: string; slug: string }[], pathIn: (routes: Routes, slug: string) => string): LanguageVersion[] {
  return localizations.flatMap(({ locale, slug }) => (isSiteLocale(locale) ? [{ locale, path: pathIn(routes.inLocale(locale), slug) }] : []));
}

/**
 * Where a page in `locale` links an entry the code names by its English slug: the entry's version
 * in that language, else its English one, else (entry not found) the English address as written.
 */
export function versionPathIn(locale: SiteLocale, englishSlug: string, localizations: { locale: string; slug: string }[], pathIn: (routes: Routes, slug: string) => string): string {
  const versions = languageVersions(localizations, pathIn);
  return (versions.find((version) => version.locale === locale) ?? versions.find((version) => version.locale === DEFAULT_LOCALE))?.path ?? pathIn(routes, englishSlug);
}

/** A page every language has (home, blog): its path in each. */
export const everyLanguage = (pathIn: (routes: Routes) => string): LanguageVersion[] => SITE_LOCALES.map((locale) => ({ locale, path: pathIn(routes.inLocale(locale)) }));

/** A listing in one language, as lib/server/content/listings.ts counts it: its slugs there, the ids that pair it across languages, its pages. */
type ListingInLanguage = Pick<ListingSummary, "locale" | "category" | "subCategory" | "categoryId" | "subCategoryId" | "pagesCount">;

/**
 * A listing page's language versions: the same category (and sub-category) at the same page
 * number in every language that has that page (page 3 of a listing with two Spanish pages has
 * no Spanish version).
 */
export function listingVersions(listings: ListingInLanguage[], of: { categoryId: string; subCategoryId: string | null }, page: number): LanguageVersion[] {
  return listings
    .filter((listing) => listing.categoryId === of.categoryId && listing.subCategoryId === of.subCategoryId && page <= listing.pagesCount)
    .map((listing) => ({ locale: listing.locale, path: listingPagePath(listing, page) }));
}
