import type { NextConfig } from "next";
import { withSentryConfig, type SentryBuildOptions } from "@sentry/nextjs/config";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { assertContentServiceReachable, reportMedicalReviews } from "./lib/server/config/content-health";
import { reportTranslationsBehind } from "./lib/server/config/translation-health";
import { distDir, parseSiteEnv } from "./lib/server/config/env";
import { securityHeaders } from "./lib/server/config/security-headers";
import { emitSiteStartScript, siteStartScript } from "./lib/server/document/site-start-script";
import { siteStylesheets, styleHashSource } from "./lib/server/document/site-stylesheet";
import { DEFAULT_LOCALE, SITE_LOCALES } from "@sti-aware/contract/routes";

export default async function config(phase: string): Promise<NextConfig> {
  // Fail at start-up with one message listing every configuration problem.
  const env = parseSiteEnv(process.env);
  if (phase === PHASE_PRODUCTION_BUILD) {
    await assertContentServiceReachable(env);
    // The build's worker processes load this config again and inherit the environment: print once.
    if (!process.env.MEDICAL_REVIEWS_REPORTED) {
      process.env.MEDICAL_REVIEWS_REPORTED = "1";
      await reportMedicalReviews(env);
      await reportTranslationsBehind(env);
    }
  }
  // Inlined by pages/_document, each page the sheets it uses (production only: the dev server keeps Next's hot-reloaded CSS).
  const stylesheets = siteStylesheets();
  // A built page's first script (pages/_document): the quick exit's keys, then Next's scripts after the first paint.
  const startScript = phase === PHASE_DEVELOPMENT_SERVER ? null : siteStartScript();
  const nextConfig: NextConfig = {
    reactStrictMode: true,
    // Lets the end-to-end tests and benchmarks build beside a developer's own .next.
    distDir: distDir(),
    poweredByHeader: false,
    // English at the root as before, Spanish under /es. A reader's language is offered (the header's
    // language switch), never forced: no redirect by Accept-Language.
    i18n: { locales: [...SITE_LOCALES], defaultLocale: DEFAULT_LOCALE, localeDetection: false },
    // Compiled into the server's _document at build time, so no server reads styles/ at run time.
    env: { SITE_STYLESHEETS: JSON.stringify(stylesheets), SITE_START_SCRIPT: startScript?.file ?? "" },
    // The contract package (shared/, a workspace) ships TypeScript source: Next compiles it with the site.
    transpilePackages: ["@sti-aware/contract"],
    // Server-only libraries of the search (lib/server/search): required at run time rather than compiled
    // into every server bundle that reaches them (the webhook, /search, /api/search).
    serverExternalPackages: ["@redis/client", "minisearch"],
    // proxy.ts redirects "/path/" → "/path" itself, with the security headers, and every other
    // spelling of a path to its one address: it must see the path as requested, not as Next
    // rewrites it for the proxy ("/en/blog" shown as "/blog", "/ES" as "/es").
    skipTrailingSlashRedirect: true,
    skipProxyUrlNormalize: true,
    experimental: {
      // The check that an `RSC` request carries the matching `_rsc` cache-busting parameter (it
      // answered `RSC: 1` with a 307 to "?_rsc" and no Cache-Control) guards React Server
      // Component payloads; every page here is the pages router's, whose answer ignores the header.
      validateRSCRequestHeaders: false,
    },
    // Several instances behind a load balancer share one ISR cache in Redis (REDIS_URL); without it,
    // Next's own file-system cache, as on one machine, keeping each page's lifetime (cache-handler.mjs).
    cacheHandler: require.resolve("./cache-handler.mjs"),
    // A self-contained server (`node server.js`) for `npm run cluster` and the Docker image.
    ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" as const } : {}),
    webpack(webpackConfig: WebpackConfig, { isServer }: { isServer: boolean }) {
      // The folder says where code runs: a server folder's module in a browser bundle fails the build.
      if (!isServer) webpackConfig.module.rules.push(SERVER_FOLDERS_IN_BROWSER);
      if (!isServer && startScript) webpackConfig.plugins.push(emitSiteStartScript(startScript));
      return webpackConfig;
    },
    async headers() {
      // The dev server needs eval for fast refresh, so the policy applies to builds and `next start`.
      // locale: false matches the path as requested: with i18n routing Next would otherwise strip the
      // language and match "/" as "/en", which "/:path(.*)" misses (the home pages had no policy).
      return phase === PHASE_DEVELOPMENT_SERVER
        ? []
        : [{ source: "/:path(.*)", locale: false as const, headers: securityHeaders({ ...env, inlineStyleHashes: stylesheets.map((sheet) => styleHashSource(sheet.css)) }) }];
    },
  };
  // Sentry's build integration, only when error reporting is configured: it wraps data fetchers
  // and API routes in spans, and injects ~0.2 kB of settings into main (the SDK itself stays lazy).
  return env.sentryDsn ? withSentryConfig(nextConfig, SENTRY_BUILD_OPTIONS) : nextConfig;
}

type WebpackConfig = { module: { rules: unknown[] }; plugins: unknown[] };

/** Server code: lib/server/ and the content API's queries (page loaders reach only the server bundle: Next strips getStaticProps from the browser's). */
const SERVER_FOLDERS_IN_BROWSER = {
  test: /[\\/](lib[\\/]server|queries)[\\/]/,
  exclude: /[\\/]node_modules[\\/]/,
  use: require.resolve("./scripts/webpack/server-code-in-browser.cjs"),
};

const SENTRY_BUILD_OPTIONS: SentryBuildOptions = {
  silent: !process.env.CI,
  // No build telemetry sent to Sentry; source maps only where a token can upload them
  // (SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT; they are deleted after upload).
  telemetry: false,
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
};
