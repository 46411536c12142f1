import type { ContentSource } from "@/queries/client/content-source";
import type { NavigationItem, NavigationLink, NavigationMenu } from "@/lib/shared/content/types";
import { getPostLanguages, listAllPages } from "@/queries/content-index";
import { listAllListingsInEveryLanguage, listingPagePath, type ListingSummary } from "./listings";
import { DEFAULT_LOCALE, ROUTE_TEMPLATES, routes, type RouteName, type SiteLocale } from "@sti-aware/contract/routes";

/**
 * A menu in another language links to that language's pages. Hygraph holds one address per menu
 * link (NavigationLink.url is not localized: the editor writes the English address once; the
 * translation gives the titles), and the address is turned into the page's version in the menu's
 * language here, when the menus are read, where that version exists now; else the link keeps its
 * English address. Done when rendering rather than by a script writing Spanish addresses into the
 * content because whether a Spanish page exists changes with publishing (a Spanish listing appears
 * with its first Spanish article, a translation gets its own slug or is withdrawn): an address
 * written once would go stale, and the editor would keep two addresses per link in step.
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

/** What finding a page's version in another language needs, read once per menu set. */
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

type Link = Pick<NavigationLink, "url">;

const linksOf = (items: NavigationItem[]): Link[] => items.flatMap((item) => (item.__typename === "NavigationLink" ? [item] : item.links));

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

/** The menus of a page in `locale`, each link to the page's version in that language where it exists (English menus unchanged). */
export async function menusInLanguage<Menus extends Record<string, NavigationMenu | null>>(source: ContentSource, locale: SiteLocale, menus: Menus): Promise<Menus> {
  if (locale === DEFAULT_LOCALE) return menus;
  const items = Object.values(menus).flatMap((menu) => menu?.content ?? []);
  const matches = new Map<string, Match>();
  for (const link of linksOf(items)) {
    const split = splitUrl(link.url);
    const match = split && englishRoute(split.path);
    if (match) matches.set(link.url, match);
  }
  const versions = await versionsFor(source, locale, [...matches.values()]);
  const translate = <L extends Link>(link: L): L => {
    const match = matches.get(link.url);
    const path = match && pathIn(match, locale, versions);
    return path ? { ...link, url: `${path}${splitUrl(link.url)?.rest ?? ""}` } : link;
  };
  const translated = (menu: NavigationMenu | null): NavigationMenu | null =>
    menu && {
      ...menu,
      content: menu.content.map((item) => (item.__typename === "NavigationLink" ? translate(item) : { ...item, links: item.links.map(translate) })),
    };
  return Object.fromEntries(Object.entries(menus).map(([name, menu]) => [name, translated(menu)])) as Menus;
}
