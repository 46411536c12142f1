/**
 * The App Router reference (docs/performance.md, "The App Router reference"): the bench article rendered as
 * React Server Components with the site's own components and stylesheet. It resolves next, react
 * and react-dom from the repo's node_modules, so it is the site's exact framework version.
 */
import { fileURLToPath } from "node:url";

/**
 * Site modules that keep React context: in the App Router they are client components (a
 * server component cannot create or read context). The site's sources stay as they are; the
 * reference marks these when it compiles them.
 */
const CLIENT_MODULES = [/components[\\/]comparison[\\/](AffiliateDisclosure|FeatureList)\.tsx$/];

/** The site's language hooks read context; the reference, English only, swaps them for context-free ones (english-only/). */
const ENGLISH_ONLY = /lib[\\/]shared[\\/]i18n[\\/](messages-context|page-language)$/;

const config = {
  distDir: process.env.REFERENCE_DIST_DIR ?? ".next-reference",
  poweredByHeader: false,
  // The site's components, lib and the contract package live outside this app.
  experimental: { externalDir: true },
  transpilePackages: ["@sti-aware/contract"],
  // The site's stylesheet, inlined as the site inlines it (the bench passes it in, see bench/parts/reference.ts).
  env: { SITE_STYLESHEET: process.env.SITE_STYLESHEET ?? "" },
  webpack(webpackConfig, { webpack }) {
    webpackConfig.plugins.push(
      new webpack.NormalModuleReplacementPlugin(ENGLISH_ONLY, (resource) => {
        resource.request = fileURLToPath(new URL(`./english-only/${resource.request.split(/[\\/]/).at(-1)}.js`, import.meta.url));
      }),
    );
    webpackConfig.module.rules.push({ test: CLIENT_MODULES, enforce: "pre", use: [fileURLToPath(new URL("./use-client-loader.cjs", import.meta.url))] });
    return webpackConfig;
  },
};

export default config;
