import { ESLint } from "eslint";
import { join } from "node:path";

/**
 * The architecture rules in eslint.config.mjs, checked on small sources placed (virtually) in
 * each layer: a forbidden import must be reported, an allowed one must not.
 */
const root = join(__dirname, "..", "..");
const eslint = new ESLint({ cwd: root });
// import/no-cycle needs the linted file on disk: the layer probes below are virtual files.
const eslintForVirtualFiles = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": "off" } } });

async function ruleIds(file: string, source: string, linter = eslintForVirtualFiles): Promise<string[]> {
  const [result] = await linter.lintText(source, { filePath: join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe("layers: pages → components → lib → queries", () => {
  it("rejects a component importing a route", async () => {
    expect(await ruleIds("components/home/Probe.tsx", `import Home from "@/pages/index";\nexport const probe = Home;\n`)).toContain(
      "import/no-restricted-paths",
    );
  });

  it("rejects lib importing a component", async () => {
    expect(
      await ruleIds("lib/probe.ts", `import { PostCard } from "@/components/posts/PostCard";\nexport const probe = PostCard;\n`),
    ).toContain("import/no-restricted-paths");
  });

  it("rejects a query importing lib logic, and accepts the content client contract", async () => {
    expect(await ruleIds("queries/probe.ts", `import { formatDisplayDate } from "@/lib/date";\nexport const probe = formatDisplayDate;\n`)).toContain(
      "import/no-restricted-paths",
    );
    expect(
      await ruleIds("queries/probe.ts", `import { fetchAll } from "@/lib/content-client";\nexport const probe = fetchAll;\n`),
    ).not.toContain("import/no-restricted-paths");
  });

  it("accepts a page importing every layer below it", async () => {
    const source = [
      `import { PostCard } from "@/components/posts/PostCard";`,
      `import { normalizeSlug } from "@sti-aware/contract/slug";`,
      `import { getCategories } from "@/queries/categories";`,
      `export const probe = [PostCard, normalizeSlug, getCategories];`,
      ``,
    ].join("\n");
    expect(await ruleIds("pages/probe.tsx", source)).toEqual([]);
  });
});

describe("three packages: the site, the content service, the contract both use", () => {
  const probe = (target: string) => `import * as imported from "${target}";\nexport const probe = imported;\n`;

  it("rejects the content service importing the site's components, queries, logic or tests", async () => {
    for (const target of ["@/components/posts/PostCard", "../queries/categories", "../lib/seo", "@/lib/date", "../tests/content-service/helpers"]) {
      expect(await ruleIds("content-service/probe.ts", probe(target)), target).toContain("import/no-restricted-paths");
    }
  });

  it("lets the content service import itself, the contract package and its dependencies", async () => {
    for (const target of ["./store", "@sti-aware/contract/slug", "@sti-aware/contract/webhook-signature", "graphql"]) {
      expect(await ruleIds("content-service/probe.ts", probe(target)), target).toEqual([]);
    }
  });

  it("rejects the contract package importing the site or the content service", async () => {
    for (const target of ["../lib/date", "@/lib/seo", "@sti-aware/content-service", "../content-service/store"]) {
      expect(await ruleIds("shared/probe.ts", probe(target)), target).toContain("import/no-restricted-paths");
    }
    expect(await ruleIds("shared/probe.ts", probe("dayjs"))).toEqual([]);
  });

  it("rejects the site importing the content service's internals, and accepts the contract", async () => {
    for (const target of ["@sti-aware/content-service", "@/content-service/store"]) {
      expect(await ruleIds("lib/probe.ts", probe(target)), target).toContain("import/no-restricted-paths");
    }
    expect(await ruleIds("lib/probe.ts", probe("@sti-aware/contract/slug"))).toEqual([]);
  });
});

describe("browser code never imports server-only modules", () => {
  it("rejects a component importing the token-holding content source, env, a loader or Node", async () => {
    for (const target of [
      "@/lib/server-content-source",
      "@/lib/env",
      "@/lib/page-data/article",
      "node:fs",
      "@/queries/categories",
      "@sti-aware/contract/webhook-signature",
    ]) {
      expect(await ruleIds("components/posts/Probe.tsx", `import * as server from "${target}";\nexport const probe = server;\n`)).toContain(
        "@typescript-eslint/no-restricted-imports",
      );
    }
  });

  it("keeps GraphQL documents out of components: generated values are rejected, generated types allowed", async () => {
    for (const target of ["@/queries/generated", "@/queries/generated/graphql", "@/queries/fragments"]) {
      expect(await ruleIds("components/posts/Probe.tsx", `import * as documents from "${target}";\nexport const probe = documents;\n`)).toContain(
        "@typescript-eslint/no-restricted-imports",
      );
    }
    const source = `import type { PostCardFieldsFragment } from "@/queries/generated/graphql";\nexport type Probe = PostCardFieldsFragment;\n`;
    expect(await ruleIds("components/posts/Probe.tsx", source)).toEqual([]);
  });

  it("lets a component import a loader's props type", async () => {
    const source = `import type { ArticleProps } from "@/lib/page-data/article";\nexport type Probe = ArticleProps;\n`;
    expect(await ruleIds("components/article/Probe.tsx", source)).toEqual([]);
  });
});

describe("no import cycles", () => {
  it("reports a module that imports one that imports it back", async () => {
    // lib/listing.ts is imported by lib/page-data/listing.ts: importing that back closes a cycle.
    const ids = await ruleIds("lib/listing.ts", `import { loadCategoryListing } from "./page-data/listing";\nexport const probe = loadCategoryListing;\n`, eslint);
    expect(ids).toContain("import/no-cycle");
  });
});
