import type { ContentSource } from "@/queries/client/content-source";
import { getPostLanguages, listAllPages } from "@/queries/content-index";
import { listAllListingsInEveryLanguage, listingPagePath, type ListingSummary } from "./listings";
import { DEFAULT_LOCALE, ROUTE_TEMPLATES, routes, type RouteName, type SiteLocale } from "@sti-aware/contract/routes";

/**
 * The one place that turns an English address of the site (an editor's menu link, a link in a
 * translation's rich text, a page the shell names) into that page's address in another language,
 * where that version exists now: a translated article or page by its own slug, a listing that
 * exists in the language, a page every language has (home, blog, team, authors, planner, search).
 * Read when the page is rendered, never written into the content, because whether a Spanish
 * version exists changes with each publish (13 articles are being translated as this is written).
 * An address with no version stays English; the link renderers then mark it as English
 * (lib/shared/content/link-language.ts).
 */

/** Routes with fewer parameters first: "/search" is not a content page called "search", nor "/go/x" a sub-category "x". */
const parameterCount = (name: RouteName) => ROUTE_TEMPLATES[name].split("[").length;
const ROUTES_IN_MATCH_ORDER = (Object.keys(ROUTE_TEMPLATES) as RouteName[]).sort((a, b) => parameterCount(a) - parameterCount(b));

type Match = { name: RouteName; params: Record<string, string> };

/** Which route an English address of the site is, with its parameters (an address elsewhere, or none of the site's: null). */
function englishRoute(path: string): Match | null {
  for (const name of ROUTES_IN_MATCH_ORDER) {
    const params = routes.match(name, path);
    if (params) return { name, params };
  }
  return null;
}

/** What finding a page's version in another language needs, read once per set of addresses. */
type Versions = {
  pages: Map<string, string>;
  posts: Map<string, string>;
  listings: ListingSummary[];
};

/** A listing's page in `locale` from its English slugs, where that language has the page. */
function listingIn(listings: ListingSummary[], locale: SiteLocale, category: string, subCategory: string | null, page: number): string | null {
  const english = listings.find((listing) => listing.locale === DEFAULT_LOCALE && listing.category === category && listing.subCategory === subCategory);
  const version = english && listings.find((listing) => listing.locale === locale && listing.categoryId === english.categoryId && listing.subCategoryId === english.subCategoryId);
  return version && page <= version.pagesCount ? listingPagePath(version, page) : null;
}

/** The address of the page an English path names, in `locale`; null when that language has no such page. */
function pathIn(match: Match, locale: SiteLocale, versions: Versions): string | null {
  const inLanguage = routes.inLocale(locale);
  const { params } = match;
  switch (match.name) {
    case "article": {
      const slug = versions.posts.get(params.slug);
      return slug ? inLanguage.path("article", { slug }) : null;
    }
    case "contentPage": {
      // A category's root shares /{slug} with the pages.
      const slug = versions.pages.get(params.slug);
      return slug ? inLanguage.path("contentPage", { slug }) : listingIn(versions.listings, locale, params.slug, null, 1);
    }
    case "category":
      return listingIn(versions.listings, locale, params.category, null, 1);
    case "subCategory":
      return listingIn(versions.listings, locale, params.category, params.subCategory, 1);
    case "categoryListing":
      return listingIn(versions.listings, locale, params.category, null, Number(params.page));
    case "subCategoryListing":
      return listingIn(versions.listings, locale, params.category, params.subCategory, Number(params.page));
    default: {
      // Parameters that are not translated slugs (or none): the route map builds the language's
      // address (a shared route such as the feed keeps its one address).
      const build = inLanguage.path as (name: RouteName, params?: Record<string, string>) => string;
      return build(match.name, params);
    }
  }
}

/** An address of the site an editor wrote: its path, and the query and fragment after it. */
function splitUrl(url: string): { path: string; rest: string } | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  return { path, rest };
}

async function versionsFor(source: ContentSource, locale: SiteLocale, matches: Match[]): Promise<Versions> {
  const named = (names: RouteName[]) => matches.filter((match) => names.includes(match.name));
  const articleSlugs = named(["article"]).map((match) => match.params.slug);
  const [pages, posts, listings] = await Promise.all([
    named(["contentPage"]).length ? listAllPages(source) : Promise.resolve([]),
    getPostLanguages(source, articleSlugs),
    named(["contentPage", "category", "subCategory", "categoryListing", "subCategoryListing"]).length ? listAllListingsInEveryLanguage(source) : Promise.resolve([]),
  ]);
  const slugIn = (entry: { slug: string; localizations: { locale: string; slug: string }[] }) =>
    [entry.slug, entry.localizations.find((version) => version.locale === locale)?.slug] as const;
  const known = (pairs: (readonly [string, string | undefined])[]) => new Map(pairs.filter((pair): pair is [string, string] => pair[1] !== undefined));
  return { pages: known(pages.map(slugIn)), posts: known(posts.map(slugIn)), listings };
}

/**
 * Each English address of the site among `urls` whose page exists in `locale`, mapped to that
 * version's address (query and fragment kept). Addresses elsewhere, already in another language,
 * or with no version in `locale` are left out: they stay as written.
 */
export async function addressesInLanguage(source: ContentSource, locale: SiteLocale, urls: Iterable<string>): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (locale === DEFAULT_LOCALE) return found;
  const matches = new Map<string, Match>();
  for (const url of urls) {
    const split = splitUrl(url);
    const match = split && englishRoute(split.path);
    if (match) matches.set(url, match);
  }
  if (!matches.size) return found;
  const versions = await versionsFor(source, locale, [...matches.values()]);
  for (const [url, match] of matches) {
    const path = pathIn(match, locale, versions);
    if (path) found.set(url, `${path}${splitUrl(url)?.rest ?? ""}`);
  }
  return found;
}
