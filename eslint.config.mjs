import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import i18next from "eslint-plugin-i18next";

/**
 * Lint: Next's rules (core web vitals, React, hooks, a11y), typescript-eslint's recommended
 * rules, and the architecture (README "How the code is laid out"): no import cycles, the layers
 * pages → components → lib → queries, the three packages apart (the site, the content service,
 * and shared/ = @sti-aware/contract, which both use), and browser code kept away from server-only
 * modules.
 */

/**
 * What browser code (components/, lib/browser/, lib/shared/) may not import, by folder: the server
 * folders, the content API's documents and client, Node built-ins, the content service, and the
 * contract's server-side parts. Types stay importable (`import type` is erased from the bundle).
 */
const SERVER_ONLY_IMPORTS = [
  { group: ["@/lib/server/**", "**/lib/server/**"], message: "lib/server/ runs on the server only; browser code may import its types (import type)." },
  { group: ["@/queries/**", "**/queries/**"], message: "The browser reads content through the same-origin API routes, never the content API." },
  { group: ["@sti-aware/contract/webhook-signature", "@sti-aware/contract/raw-body"], message: "Webhook signing and request bodies are server-side." },
  {
    group: ["node:*", "@sti-aware/content-service", "@sti-aware/content-service/*", "@/content-service/*", "**/content-service/*"],
    message: "Node built-ins and the content service never reach the browser.",
  },
];

/** Internal links are SiteLink anchors that the router follows from the document (lib/browser/page/client-navigation.ts). */
const NEXT_LINK_IMPORT = { name: "next/link", message: "Use SiteLink (components/links/SiteLink): a plain anchor the router follows from the document, which costs nothing to hydrate.", allowTypeImports: true };

/** The folders whose code reaches the browser: components, and lib's browser and shared sides. */
const BROWSER_FOLDERS = ["components/**/*.{ts,tsx}", "lib/browser/**/*.{ts,tsx}", "lib/shared/**/*.{ts,tsx}"];

/**
 * The content service's folders, from the top: the tools people run (editor CLI, Hygraph setup and
 * import, scripts), the HTTP server, assets, the GraphQL API Hygraph defines, publishing (webhooks),
 * the editors' check, the store, and rich text. Each may import only the folders below it.
 */
const CONTENT_SERVICE_LAYERS = [["editor", "hygraph", "scripts"], ["http"], ["assets"], ["api"], ["publishing"], ["check"], ["store"], ["rich-text"]];
const CONTENT_SERVICE_ZONES = CONTENT_SERVICE_LAYERS.flatMap((layer, depth) =>
  layer.map((folder) => ({
    target: `./content-service/${folder}`,
    from: CONTENT_SERVICE_LAYERS.slice(0, depth).flat().map((above) => `./content-service/${above}`),
    message: "Content-service folders point one way: editor, hygraph, scripts → http → assets → api → publishing → check → store → rich-text.",
  })),
).filter((zone) => zone.from.length > 0);
/** Inside the API: reads and writes apart, both above the limits. */
const CONTENT_API_ZONES = [
  { target: "./content-service/api/limits", from: ["./content-service/api/queries", "./content-service/api/mutations"], message: "The API's limits sit below its reads and writes." },
  { target: "./content-service/api/queries", from: ["./content-service/api/mutations"], message: "Reads never import writes." },
  { target: "./content-service/api/mutations", from: ["./content-service/api/queries"], message: "Writes never import the read resolvers." },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // queries/generated is codegen's output (npm run codegen), checked by the codegen freshness stage and tsc.
    ignores: [".next-*/**", "bench/floor/.next-*/**", "bench/app-router-reference/.next-*/**", "bench/out/**", "coverage/**", "test-results/**", "queries/generated/**", "lib/shared/i18n/compiled/**"],
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
            { target: "./lib/shared", from: ["./lib/server", "./lib/browser"], message: "lib/shared/ runs on both sides: it imports neither side's code." },
            { target: "./lib/browser", from: ["./lib/server"], message: "Browser code never imports server code." },
            { target: "./lib/server", from: ["./lib/browser"], message: "Server code never imports browser code." },
            { target: "./queries", from: ["./pages", "./components", "./lib"], message: "Queries sit below everything else in the site: they run on their own content client (queries/client)." },
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
            ...CONTENT_SERVICE_ZONES,
            ...CONTENT_API_ZONES,
          ],
        },
      ],
    },
  },
  {
    name: "project/browser-code",
    files: BROWSER_FOLDERS,
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [NEXT_LINK_IMPORT], patterns: SERVER_ONLY_IMPORTS.map((p) => ({ ...p, allowTypeImports: true })) }],
    },
  },
  {
    name: "project/site-link",
    files: ["components/links/SiteLink.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: SERVER_ONLY_IMPORTS.map((p) => ({ ...p, allowTypeImports: true })) }],
    },
  },
  {
    // What a reader sees or hears comes from the message catalogues (lib/shared/i18n), in English and
    // Spanish: no words written into markup or into the attributes assistive technology reads.
    name: "project/user-visible-strings",
    files: ["components/**/*.tsx", "pages/**/*.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": { include: ["aria-label", "alt", "title", "placeholder", "label", "data-label", "heading", "message"] },
          // Analytics names and link attributes are not read by anyone.
          callees: { exclude: ["(\\w+\\.)?t", "genericEventMarker", "trackEventLazily", "reportMenuUse"] },
          "object-properties": { exclude: ["target", "rel"] },
          message: "user-visible text belongs in lib/shared/i18n/messages (en.json and es.json), read with useMessages",
        },
      ],
    },
  },
];

export default config;
