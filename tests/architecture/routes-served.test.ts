import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROUTE_TEMPLATES } from "@sti-aware/contract/routes";

/** Every route of the route map is served by a page: renaming one means moving its page too, or this fails. */
describe("the route map and pages/", () => {
  it("names only routes a page serves (pages/, with Next's one parameter name per level)", () => {
    const root = join(__dirname, "..", "..");
    const proxy = readFileSync(join(root, "proxy.ts"), "utf8");
    for (const [name, template] of Object.entries(ROUTE_TEMPLATES)) {
      if (name === "clickOut") {
        // Served by pages/api/go/[name].ts through proxy.ts, whose matcher Next reads as a literal.
        expect(proxy).toContain(`"${template.replace("[name]", ":name")}"`);
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
