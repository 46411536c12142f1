import { ESLint } from "eslint";
import { join } from "node:path";

/**
 * The architecture rules in eslint.config.mjs, checked on small sources placed (virtually) in
 * each layer: a forbidden import must be reported, an allowed one must not.
 */
const root = join(__dirname, "..", "..");
// import/no-cycle needs the linted file on disk: the layer probes below are virtual files.
const eslintForVirtualFiles = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": "off" } } });
// The project's rule, without its strongly-connected-components shortcut: that is computed from the
// files on disk, where the probe's new import (linted from text) does not exist.
const eslintForCycleProbe = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }] } } });

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
      await ruleIds("lib/probe.ts", `import { PostCard } from "@/components/posts/PostCard";
\nexport const probe = PostCard;\n`),
    ).toContain("import/no-restricted-paths");
  });

  it("rejects a query importing anything of lib, and accepts its own content client", async () => {
    for (const target of ["@/lib/shared/content/date", "@/lib/server/content/source", "@/lib/shared/telemetry/monitoring"]) {
      const source = `import * as imported from "${target}";\nexport const probe = imported;\n`;
      expect(await ruleIds("queries/probe.ts", source), target).toContain("import/no-restricted-paths");
    }
    expect(
      await ruleIds("queries/probe.ts", `import { fetchAll } from "@/queries/client/content-client";
\nexport const probe = fetchAll;\n`),
    ).not.toContain("import/no-restricted-paths");
  });

  it("accepts a page importing every layer below it", async () => {
    const source = [
      `import { PostCard } from "@/components/posts/PostCard";
`,
      `import { normalizeSlug } from "@sti-aware/contract/slug";
`,
      `import { getCategories } from "@/queries/categories";
`,
      `export const probe = [PostCard, normalizeSlug, getCategories];`,
      ``,
    ].join("\n");
    expect(await ruleIds("pages/probe.tsx", source)).toEqual([]);
  });
});

describe("three packages: the site, the content service, the contract both use", () => {
  const probe = (target: string) => `import * as imported from "${target}";\nexport const probe = imported;\n`;

  it("rejects the content service importing the site's components, queries, logic or tests", async () => {
    for (const target of ["@/components/posts/PostCard", "../queries/categories", "../lib/server/page-data/seo", "@/lib/shared/content/date", "../tests/content-service/helpers"]) {
      expect(await ruleIds("content-service/probe.ts", probe(target)), target).toContain("import/no-restricted-paths");
    }
  });

  it("lets the content service import itself, the contract package and its dependencies", async () => {
    for (const target of ["./store/store", "@sti-aware/contract/slug", "@sti-aware/contract/webhook-signature", "graphql"]) {
      expect(await ruleIds("content-service/probe.ts", probe(target)), target).toEqual([]);
    }
  });

  it("keeps the content service's folders pointing one way: a lower folder never imports a higher one", async () => {
    const upward = [
      ["content-service/store/probe.ts", "../api/schema"],
      ["content-service/store/probe.ts", "../check/check"],
      ["content-service/api/probe.ts", "../http/server"],
      ["content-service/rich-text/probe.ts", "../store/store"],
      ["content-service/api/limits/probe.ts", "../queries/request-context"],
      ["content-service/api/queries/probe.ts", "../mutations/mutations"],
    ];
    for (const [file, target] of upward) expect(await ruleIds(file, probe(target)), `${file} → ${target}`).toContain("import/no-restricted-paths");
    const downward = [
      ["content-service/editor/probe.ts", "../http/server"],
      ["content-service/http/probe.ts", "../api/graphql-endpoint"],
      ["content-service/api/mutations/probe.ts", "../../check/check"],
      ["content-service/check/probe.ts", "../store/store"],
    ];
    for (const [file, target] of downward) expect(await ruleIds(file, probe(target)), `${file} → ${target}`).toEqual([]);
  });

  it("rejects the contract package importing the site or the content service", async () => {
    for (const target of ["../lib/shared/content/date", "@/lib/server/page-data/seo", "@sti-aware/content-service", "../content-service/store/store"]) {
      expect(await ruleIds("shared/probe.ts", probe(target)), target).toContain("import/no-restricted-paths");
    }
    expect(await ruleIds("shared/probe.ts", probe("dayjs"))).toEqual([]);
  });

  it("rejects the site importing the content service's internals, and accepts the contract", async () => {
    for (const target of ["@sti-aware/content-service", "@/content-service/store/store"]) {
      expect(await ruleIds("lib/probe.ts", probe(target)), target).toContain("import/no-restricted-paths");
    }
    expect(await ruleIds("lib/probe.ts", probe("@sti-aware/contract/slug"))).toEqual([]);
  });
});

describe("browser code never imports server-only modules", () => {
  it("rejects a component importing the token-holding content source, env, a loader or Node", async () => {
    for (const target of [
      "@/lib/server/content/source",
      "@/lib/server/config/env",
      "@/lib/server/page-data/article",
      "@/lib/server/search/run",
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
    const source = `import type { ArticleProps } from "@/lib/server/page-data/article";\nexport type Probe = ArticleProps;\n`;
    expect(await ruleIds("components/article/Probe.tsx", source)).toEqual([]);
  });
});

describe("lib/ by side: the folder says where code runs", () => {
  const probe = (target: string) => `import * as imported from "${target}";\nexport const probe = imported;\n`;

  it("rejects browser or shared code importing server code, and accepts its types", async () => {
    for (const file of ["lib/browser/page/probe.ts", "lib/shared/content/probe.ts"]) {
      for (const target of ["@/lib/server/config/env", "@/lib/server/publishing/webhook-payload", "node:crypto", "@/queries/categories"]) {
        expect(await ruleIds(file, probe(target)), `${file} → ${target}`).toContain("@typescript-eslint/no-restricted-imports");
      }
      const typeOnly = `import type { SiteEnv } from "@/lib/server/config/env";\nexport type Probe = SiteEnv;\n`;
      expect(await ruleIds(file, typeOnly), file).not.toContain("@typescript-eslint/no-restricted-imports");
    }
  });

  it("rejects shared code importing either side, and server code importing browser code", async () => {
    expect(await ruleIds("lib/shared/content/probe.ts", probe("@/lib/browser/visitor/session"))).toContain("import/no-restricted-paths");
    expect(await ruleIds("lib/shared/content/probe.ts", probe("@/lib/server/config/env"))).toContain("import/no-restricted-paths");
    expect(await ruleIds("lib/server/content/probe.ts", probe("@/lib/browser/visitor/session"))).toContain("import/no-restricted-paths");
    expect(await ruleIds("lib/server/content/probe.ts", probe("@/lib/shared/content/date"))).toEqual([]);
  });
});

describe("no import cycles", () => {
  it("reports a module that imports one that imports it back", async () => {
    // lib/shared/listing/listing.ts is imported by the listing loader: importing that back closes a cycle.
    const ids = await ruleIds("lib/shared/listing/listing.ts", `import { loadCategoryListing } from "@/lib/server/page-data/listing";
\nexport const probe = loadCategoryListing;\n`, eslintForCycleProbe);
    expect(ids).toContain("import/no-cycle");
  });
});

describe("user-visible text comes from the message catalogues", () => {
  it("rejects words written into a component's markup or its accessible names, and accepts them from t", async () => {
    const written = `export function Probe() {\n  return <nav aria-label="Main"><p>Load more articles</p><img alt="Portrait" src="/a.png" /></nav>;\n}\n`;
    expect((await ruleIds("components/home/Probe.tsx", written)).filter((id) => id === "i18next/no-literal-string")).toHaveLength(3);
    const translated = `declare const t: (key: string) => string;\nexport function Probe() {\n  return <nav aria-label={t("mainMenu")} className="nav"><p>{t("loadMore")}</p></nav>;\n}\n`;
    expect(await ruleIds("components/home/Probe.tsx", translated)).not.toContain("i18next/no-literal-string");
  });
});
