import { createRoutes, ROUTE_TEMPLATES, routes } from "@sti-aware/contract/routes";

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
