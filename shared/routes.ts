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

export type RouteTemplates = { readonly [Name in keyof typeof ROUTE_TEMPLATES]: string };
export type RouteName = keyof RouteTemplates;

type ParamsOf<Template extends string> = Template extends `${string}[${infer Param}]${infer Rest}` ? Param | ParamsOf<Rest> : never;
/** The parameters a route's template names, e.g. `{ slug }` for the article. */
export type RouteParams<Name extends RouteName> = { [Param in ParamsOf<(typeof ROUTE_TEMPLATES)[Name]>]: string | number };

const PARAM = /\[([A-Za-z]+)\]/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|\\]/g, "\\$&");

export type Routes = {
  readonly templates: RouteTemplates;
  /** The path of a route: parameters are URL-encoded path segments. */
  path<Name extends RouteName>(name: Name, ...params: keyof RouteParams<Name> extends never ? [] : [RouteParams<Name>]): string;
  /** The parameters of a path if it is this route's (decoded), else null. */
  match<Name extends RouteName>(name: Name, path: string): Record<keyof RouteParams<Name>, string> | null;
  /** A category's (or sub-category's) listing page. */
  listing(category: string, subCategory: string | null | undefined, page: number): string;
  /** The results page for a query (the empty query: the search page itself). */
  searchResults(query: string): string;
  /** The fixed part of a route's template before its first parameter ("/go/" for the click-out): a prefix for robots.txt and link handling. */
  prefix(name: RouteName): string;
};

/** A route map over given templates (the site's is `routes`; tests make one with a route renamed). */
export function createRoutes(templates: RouteTemplates): Routes {
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
    return templates[name].replace(PARAM, (_, param: string) => encodeURIComponent(String(values[param])));
  };
  return {
    templates,
    path,
    match(name, path) {
      const found = patternOf(templates[name]).exec(path);
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
}

/** The site's route map. */
export const routes: Routes = createRoutes(ROUTE_TEMPLATES);
