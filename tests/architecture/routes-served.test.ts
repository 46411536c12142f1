import { existsSync } from "node:fs";
import { join } from "node:path";
import { tryToParsePath } from "next/dist/lib/try-to-parse-path";
import { ROUTE_TEMPLATES } from "@sti-aware/contract/routes";
import { config } from "@/proxy";

/**
 * Whether proxy.ts runs for a path as Next's matching sees it (the language always prefixed, "/en/blog"
 * for "/blog"): its matchers compiled as next/dist/build/analysis/get-page-static-info.js does.
 */
const reachesProxy = (path: string) =>
  config.matcher.some((matcher) => {
    const { source, locale } = typeof matcher === "string" ? { source: matcher, locale: true } : matcher;
    const prefixed = locale === false ? source : `/:nextInternalLocale((?!_next/)[^/.]{1,})${source}`;
    return new RegExp(tryToParsePath(prefixed).regexStr ?? "^$").test(path);
  });

/** Every route of the route map is served by a page: renaming one means moving its page too, or this fails. */
describe("the route map and pages/", () => {
  it("names only routes a page serves (pages/, with Next's one parameter name per level)", () => {
    const root = join(__dirname, "..", "..");
    for (const [name, template] of Object.entries(ROUTE_TEMPLATES)) {
      if (name === "clickOut") {
        // Served by pages/api/go/[name].ts through proxy.ts, which rewrites it: the proxy must run for it.
        expect(reachesProxy(`/en${template.replace("[name]", "some-brand")}`)).toBe(true);
        expect(existsSync(join(root, "pages", "api", template.replace("[name]", "[name].ts")))).toBe(true);
        continue;
      }
      const page = template === "/" ? "/index" : template.replace(/^\/\[category\]/, "/[slug]");
      const candidates = [`${page}.tsx`, `${page}.ts`, `${page}/index.tsx`, `${page}.xml.tsx`].map((file) => join(root, "pages", file));
      const served = candidates.some((file) => existsSync(file)) || existsSync(join(root, "pages", `${page.replace(/\.(xml|txt)$/, "")}.${page.split(".").pop()}.tsx`));
      expect(served, `${name}: ${template}`).toBe(true);
    }
  });
});

describe("proxy.ts's matchers", () => {
  it("match no static page at its one address, so the browser's router does not render it a second time after hydration", () => {
    // Next's router checks the page on screen against the matchers with its language added, and
    // re-renders a static page that matches (next/dist/client/index.js, initialMatchesMiddleware).
    for (const path of ["/en", "/es", "/en/blog", "/es/blog", "/en/blog/what-is-prep", "/en/medical-team", "/en/prevention/page/2", "/en/best-at-home-std-tests"]) {
      expect(reachesProxy(path), path).toBe(false);
    }
  });

  it("match the spellings the proxy redirects", () => {
    for (const path of ["/ES", "/Es/blog", "/en/Blog/What-Is-PrEP", "/en/blog/", "/es/blog/"]) expect(reachesProxy(path), path).toBe(true);
  });
});
