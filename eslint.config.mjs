import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * Lint: Next's rules (core web vitals, React, hooks, a11y), typescript-eslint's recommended
 * rules, and the architecture (README "How the code is laid out"): no import cycles, the layers
 * pages → components → lib → queries, the three packages apart (the site, the content service,
 * and shared/ = @sti-aware/contract, which both use), and browser code kept away from server-only
 * modules.
 */

/** Modules that only run on the server: loaders, the configured content source, secrets, Node APIs. */
const SERVER_ONLY_IMPORTS = [
  { group: ["@/lib/page-data/*", "**/page-data/*"], message: "Page loaders run in getStaticProps only; browser code may import their types (import type)." },
  { group: ["@/lib/server-content-source", "**/server-content-source"], message: "The server's content source holds the API tokens." },
  { group: ["@/lib/env", "**/lib/env", "./env"], message: "The site's configuration (secrets included) is server-side." },
  {
    group: ["@/lib/revalidation", "**/revalidation", "@sti-aware/contract/webhook-signature", "@sti-aware/contract/raw-body"],
    message: "Publishing code is server-side.",
  },
  { group: ["@/lib/api/*", "**/lib/api/*", "@/lib/content-api/*", "**/content-api/*"], message: "API-route helpers are server-side." },
  { group: ["@/queries/*", "**/queries/*", "@/lib/content-client", "**/content-client", "@/lib/content-source", "**/content-source"], message: "The browser reads content through the same-origin API routes, never the content API." },
  {
    group: ["node:*", "@sti-aware/content-service", "@sti-aware/content-service/*", "@/content-service/*", "**/content-service/*"],
    message: "Node built-ins and the content service never reach the browser.",
  },
];

/** Internal links are SiteLink anchors that the router follows from the document (lib/client-navigation.ts). */
const NEXT_LINK_IMPORT = { name: "next/link", message: "Use SiteLink (components/layout/SiteLink): a plain anchor the router follows from the document, which costs nothing to hydrate.", allowTypeImports: true };

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // queries/generated is codegen's output (npm run codegen), checked by the codegen freshness stage and tsc.
    ignores: [".next-*/**", "bench/floor/.next-*/**", "bench/app-router-reference/.next-*/**", "bench/out/**", "coverage/**", "test-results/**", "queries/generated/**"],
  },
  {
    name: "project/typescript",
    files: ["**/*.ts", "**/*.tsx"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-unused-expressions": "error",
      // `typeof import("…")` stays allowed: it types a module that is loaded lazily.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      // A `let` read by a closure before its one assignment (a shutdown handler) cannot be const.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    name: "project/architecture",
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    // Never parse dependencies while following imports: cycles and layers are about our own code
    // (parsing node_modules made import/no-cycle take a minute per file).
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-self-import": "error",
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            { target: "./components", from: "./pages", message: "Components never import routes." },
            { target: "./lib", from: ["./pages", "./components"], message: "lib/ sits below pages and components." },
            {
              target: "./queries",
              from: "./lib",
              except: ["./content-source.ts", "./content-client.ts", "./types.ts"],
              message: "Queries depend only on the content client, its source type and the content types.",
            },
            { target: "./queries", from: ["./pages", "./components"], message: "Queries sit below everything else in the site." },
            {
              target: "./shared",
              from: "./",
              except: ["./shared", "./node_modules"],
              message: "The contract package (shared/) is what the site and the content service both use: it imports neither.",
            },
            {
              target: "./content-service",
              from: "./",
              except: ["./content-service", "./shared", "./node_modules"],
              message: "The content service is a separate package: it imports only itself and the contract package (@sti-aware/contract).",
            },
            {
              target: ["./pages", "./components", "./lib", "./queries"],
              from: "./content-service",
              message: "The site depends on the contract package, never on the content service's internals.",
            },
          ],
        },
      ],
    },
  },
  {
    name: "project/browser-code",
    files: [
      "components/**/*.{ts,tsx}",
      "lib/browser-*.ts",
      "lib/use-*.ts",
      "lib/analytics/**/*.ts",
      "lib/consent.ts",
      "lib/session.ts",
      "lib/image-loader.ts",
      "lib/rich-text-media.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [NEXT_LINK_IMPORT], patterns: SERVER_ONLY_IMPORTS.map((p) => ({ ...p, allowTypeImports: true })) }],
    },
  },
  {
    name: "project/site-link",
    files: ["components/layout/SiteLink.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: SERVER_ONLY_IMPORTS.map((p) => ({ ...p, allowTypeImports: true })) }],
    },
  },
];

export default config;
