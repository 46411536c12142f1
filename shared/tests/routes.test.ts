import { createRoutes, localizedPath, ROUTE_TEMPLATES, routes, splitLocale } from "@sti-aware/contract/routes";

/** The route map builds and parses every internal URL. */
describe("the route map", () => {
  it("builds paths with their parameters encoded as one segment", () => {
    expect(routes.path("home")).toBe("/");
    expect(routes.path("article", { slug: "hiv-window-period" })).toBe("/blog/hiv-window-period");
    expect(routes.path("author", { slug: "amara-okafor" })).toBe("/medical-team/amara-okafor");
    expect(routes.path("clickOut", { name: "a b/c" })).toBe("/go/a%20b%2Fc");
    expect(routes.listing("sti-testing", null, 2)).toBe("/sti-testing/page/2");
    expect(routes.listing("sti-testing", "home-testing", 1)).toBe("/sti-testing/home-testing/page/1");
    expect(routes.searchResults("hiv test")).toBe("/search?q=hiv+test");
    expect(routes.searchResults("")).toBe("/search");
  });

  it("parses a path back into its parameters, and refuses another route's", () => {
    expect(routes.match("article", "/blog/hiv-window-period")).toEqual({ slug: "hiv-window-period" });
    expect(routes.match("subCategoryListing", "/sti-testing/home-testing/page/3")).toEqual({ category: "sti-testing", subCategory: "home-testing", page: "3" });
    expect(routes.match("clickOut", "/go/a%20b")).toEqual({ name: "a b" });
    expect(routes.match("article", "/blog/a/b")).toBeNull();
    expect(routes.match("article", "/medical-team/x")).toBeNull();
    expect(routes.match("blog", "/blog")).toEqual({});
    expect(routes.match("clickOut", "/go/%E0%A4%A")).toBeNull();
  });

  it("follows a renamed template", () => {
    const renamed = createRoutes({ ...ROUTE_TEMPLATES, article: "/articles/[slug]" });
    expect(renamed.path("article", { slug: "x" })).toBe("/articles/x");
    expect(renamed.prefix("article")).toBe("/articles/");
  });
});

/** English stays at the root; another language's pages sit under its prefix, with the same templates. */
describe("the route map per language", () => {
  const spanish = routes.inLocale("es");

  it("builds Spanish pages under /es and leaves English paths as they were", () => {
    expect(spanish.path("home")).toBe("/es");
    expect(spanish.path("article", { slug: "prueba-de-vih" })).toBe("/es/blog/prueba-de-vih");
    expect(spanish.path("rss")).toBe("/es/rss.xml");
    expect(spanish.path("whenToTest")).toBe("/es/when-to-test");
    expect(spanish.path("medicalTeam")).toBe("/es/medical-team");
    expect(spanish.path("author", { slug: "amara-okafor" })).toBe("/es/medical-team/amara-okafor");
    expect(spanish.match("author", "/es/medical-team/amara-okafor")).toEqual({ slug: "amara-okafor" });
    expect(spanish.inLocale("en").path("article", { slug: "hiv-testing" })).toBe("/blog/hiv-testing");
    expect(routes.inLocale("en")).toBe(routes);
  });

  it("keeps routes that are not pages of a language (click-outs, API, sitemaps) at one address", () => {
    expect(spanish.path("clickOut", { name: "x" })).toBe("/go/x");
    expect(spanish.path("postsApi")).toBe("/api/posts");
    expect(spanish.path("sitemapIndex")).toBe("/sitemap.xml");
    expect(spanish.prefix("clickOut")).toBe("/go/");
  });

  it("builds category and sub-category listings under /es, with the Spanish slugs given", () => {
    expect(spanish.listing("pruebas-de-its", null, 2)).toBe("/es/pruebas-de-its/page/2");
    expect(spanish.listing("infecciones", "its-virales", 1)).toBe("/es/infecciones/its-virales/page/1");
    expect(spanish.match("categoryListing", "/es/infecciones/page/3")).toEqual({ category: "infecciones", page: "3" });
    expect(spanish.match("categoryListing", "/infections/page/3")).toBeNull();
  });

  it("has the Spanish search page under /es (its own index answers there)", () => {
    expect(spanish.searchResults("sífilis")).toBe("/es/search?q=s%C3%ADfilis");
    expect(spanish.match("search", "/es/search")).toEqual({});
  });

  it("parses a path only in its own language", () => {
    expect(spanish.match("article", "/es/blog/prueba-de-vih")).toEqual({ slug: "prueba-de-vih" });
    expect(spanish.match("article", "/blog/prueba-de-vih")).toBeNull();
    expect(routes.match("article", "/es/blog/prueba-de-vih")).toBeNull();
    expect(spanish.match("home", "/es")).toEqual({});
    expect(routes.match("contentPage", "/es")).toBeNull();
  });

  it("splits and builds a path's language prefix", () => {
    expect(splitLocale("/es/blog/x")).toEqual({ locale: "es", path: "/blog/x" });
    expect(splitLocale("/es")).toEqual({ locale: "es", path: "/" });
    expect(splitLocale("/en/blog/x")).toEqual({ locale: "en", path: "/en/blog/x" });
    expect(splitLocale("/estudios")).toEqual({ locale: "en", path: "/estudios" });
    expect(localizedPath("es", "/")).toBe("/es");
    expect(localizedPath("en", "/blog")).toBe("/blog");
  });
});
