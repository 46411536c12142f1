/**
 * The site's route map: every internal URL is built from these templates and parsed by them —
 * pages' links, breadcrumbs, JSON-LD, the sitemap, RSS, revalidation, the editors' check.
 * A `[name]` segment is a parameter; renaming a route is a change to one line here.
 */
export const ROUTE_TEMPLATES = {
  home: "/",
  blog: "/blog",
  article: "/blog/[slug]",
  medicalTeam: "/medical-team",
  author: "/medical-team/[slug]",
  contentPage: "/[slug]",
  category: "/[category]",
  subCategory: "/[category]/[subCategory]",
  categoryListing: "/[category]/page/[page]",
  subCategoryListing: "/[category]/[subCategory]/page/[page]",
  search: "/search",
  whenToTest: "/when-to-test",
  clickOut: "/go/[name]",
  rss: "/rss.xml",
  sitemapIndex: "/sitemap.xml",
  childSitemap: "/sitemaps/[file]",
  robots: "/robots.txt",
  crawlerDocument: "/crawler-documents/[document]",
  searchApi: "/api/search",
  postsApi: "/api/posts",
  exitPreviewApi: "/api/exit-preview",
} as const;

/**
 * The site's languages (Next's i18n routing, next.config.ts): English at the root as before, every
 * other language under its own prefix ("/es/blog/…"). Hygraph's Locale enum has the same values.
 */
export const SITE_LOCALES = ["en", "es"] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export const DEFAULT_LOCALE: SiteLocale = "en";

export const isSiteLocale = (value: unknown): value is SiteLocale => SITE_LOCALES.some((locale) => locale === value);

/** Routes that are the same in every language: files for crawlers, internal documents, API routes, click-outs. */
const SHARED_ROUTES: ReadonlySet<RouteName> = new Set(["clickOut", "sitemapIndex", "childSitemap", "robots", "crawlerDocument", "searchApi", "postsApi", "exitPreviewApi"]);

const oneAddress = (name: RouteName) => SHARED_ROUTES.has(name);

/** A path of the site in a language: the default language's at the root, another's under "/{locale}". */
export function localizedPath(locale: SiteLocale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The language a path of the site is in, and the path without its language prefix. */
export function splitLocale(path: string): { locale: SiteLocale; path: string } {
  const [, first, rest = ""] = /^\/([^/?#]+)(.*)$/.exec(path) ?? [];
  if (first !== DEFAULT_LOCALE && isSiteLocale(first)) return { locale: first, path: rest.startsWith("/") ? rest : `/${rest}` };
  return { locale: DEFAULT_LOCALE, path };
}

export type RouteTemplates = { readonly [Name in keyof typeof ROUTE_TEMPLATES]: string };
export type RouteName = keyof RouteTemplates;

type ParamsOf<Template extends string> = Template extends `${string}[${infer Param}]${infer Rest}` ? Param | ParamsOf<Rest> : never;
/** The parameters a route's template names, e.g. `{ slug }` for the article. */
export type RouteParams<Name extends RouteName> = { [Param in ParamsOf<(typeof ROUTE_TEMPLATES)[Name]>]: string | number };

const PARAM = /\[([A-Za-z]+)\]/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|\\]/g, "\\$&");

export type Routes = {
  readonly templates: RouteTemplates;
  /** The language whose paths this map builds. */
  readonly locale: SiteLocale;
  /** The same map in another language. */
  inLocale(locale: SiteLocale): Routes;
  /** The path of a route: parameters are URL-encoded path segments. */
  path<Name extends RouteName>(name: Name, ...params: keyof RouteParams<Name> extends never ? [] : [RouteParams<Name>]): string;
  /** The parameters of a path if it is this route's in this map's language (decoded), else null. */
  match<Name extends RouteName>(name: Name, path: string): Record<keyof RouteParams<Name>, string> | null;
  /** A category's (or sub-category's) listing page. */
  listing(category: string, subCategory: string | null | undefined, page: number): string;
  /** The results page for a query (the empty query: the search page itself). */
  searchResults(query: string): string;
  /** The fixed part of a route's template before its first parameter ("/go/" for the click-out): a prefix for robots.txt and link handling. */
  prefix(name: RouteName): string;
};

/** A route map over given templates, in a language (the site's is `routes`; tests make one with a route renamed). */
export function createRoutes(templates: RouteTemplates, locale: SiteLocale = DEFAULT_LOCALE): Routes {
  const patterns = new Map<string, RegExp>();
  const patternOf = (template: string) => {
    let pattern = patterns.get(template);
    if (!pattern) {
      const source = escapeRegExp(template).replace(PARAM, "(?<$1>[^/]+)");
      pattern = new RegExp(`^${source}$`);
      patterns.set(template, pattern);
    }
    return pattern;
  };
  const path: Routes["path"] = (name, ...[params]) => {
    const values = (params ?? {}) as Record<string, string | number>;
    const built = templates[name].replace(PARAM, (_, param: string) => encodeURIComponent(String(values[param])));
    return oneAddress(name) ? built : localizedPath(locale, built);
  };
  const inLanguage = (name: RouteName, path: string): string | null => {
    if (oneAddress(name)) return path;
    const split = splitLocale(path);
    return split.locale === locale ? split.path : null;
  };
  const others = new Map<SiteLocale, Routes>();
  const map: Routes = {
    templates,
    locale,
    inLocale(other) {
      if (other === locale) return map;
      const made = others.get(other) ?? createRoutes(templates, other);
      others.set(other, made);
      return made;
    },
    path,
    match(name, localized) {
      const path = inLanguage(name, localized);
      const found = path === null ? null : patternOf(templates[name]).exec(path);
      if (!found) return null;
      const decoded: Record<string, string> = {};
      for (const [param, value] of Object.entries(found.groups ?? {})) {
        try {
          decoded[param] = decodeURIComponent(value);
        } catch {
          return null;
        }
      }
      return decoded as Record<keyof RouteParams<typeof name>, string>;
    },
    listing: (category, subCategory, page) =>
      subCategory ? path("subCategoryListing", { category, subCategory, page }) : path("categoryListing", { category, page }),
    searchResults: (query) => (query ? `${path("search")}?${new URLSearchParams({ q: query })}` : path("search")),
    prefix: (name) => templates[name].split("[")[0],
  };
  return map;
}

/** The site's route map. */
export const routes: Routes = createRoutes(ROUTE_TEMPLATES);
