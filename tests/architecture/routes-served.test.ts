import { existsSync } from "node:fs";
import { join } from "node:path";
import { tryToParsePath } from "next/dist/lib/try-to-parse-path";
import { ROUTE_TEMPLATES } from "@sti-aware/contract/routes";
import { config } from "@/proxy";

/** Whether proxy.ts runs for a path: its matchers, compiled as Next compiles them (next/dist/build/analysis/get-page-static-info.js). */
const reachesProxy = (path: string) => config.matcher.some((matcher) => new RegExp(tryToParsePath(matcher.source).regexStr ?? "^$").test(path));

/** Every route of the route map is served by a page: renaming one means moving its page too, or this fails. */
describe("the route map and pages/", () => {
  it("names only routes a page serves (pages/, with Next's one parameter name per level)", () => {
    const root = join(__dirname, "..", "..");
    for (const [name, template] of Object.entries(ROUTE_TEMPLATES)) {
      if (name === "clickOut") {
        // Served by pages/api/go/[name].ts through proxy.ts, which rewrites it: the proxy must run for it.
        expect(reachesProxy(template.replace("[name]", "some-brand"))).toBe(true);
        expect(reachesProxy("/api/search")).toBe(false);
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
