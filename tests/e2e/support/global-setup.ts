import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, NEXT_BIN, NEXT_BUILD_ARGS, run, siteEnvironment, start, stop, waitForHttp } from "../../../scripts/lib/processes";
import { e2eContentSettings, startContentProcess, stopContentProcess } from "./content-process";
import { E2E_SECRETS, E2E_SITEMAP_CHUNK_SIZE } from "./secrets";
import { startSentryStandIn } from "./sentry-envelopes";


declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    contentUrl: string;
    contentPort: number;
    contentDir: string;
    /** The local Sentry stand-in: GET {sentryUrl}/received lists the envelope items it got. */
    sentryUrl: string;
  }
}

/**
 * Articles the copy leaves in English alone: every shipped article has its Spanish version, and
 * languages.e2e.test.ts needs one to translate through the content API and one with no translation
 * (doxy-PEP, M. genitalium); routes.e2e.test.ts a listing with no Spanish article (safer sex).
 */
export const E2E_ENGLISH_ONLY_POSTS = [
  "post-doxy-pep-explained",
  "post-mycoplasma-genitalium",
  "post-using-condoms-correctly",
  "post-dental-dams-and-oral-sex",
  "post-reducing-your-sti-risk",
];

function leaveInEnglishAlone(contentDir: string, postIds: string[]): void {
  for (const id of postIds) {
    const file = join(contentDir, "posts", `${id}.json`);
    const { localizations: _translations, ...english } = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify(english, null, 2));
  }
}

/**
 * Starts the content service on a copy of the shipped content (publishing tests change it),
 * builds the site against it into .next-e2e, and serves it with `next start`.
 */
export default async function setup(project: TestProject) {
  const contentDir = mkdtempSync(join(tmpdir(), "sti-aware-content-"));
  cpSync("content-service/content", contentDir, { recursive: true });
  leaveInEnglishAlone(contentDir, E2E_ENGLISH_ONLY_POSTS);
  const [sitePort, contentPort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const contentUrl = `http://127.0.0.1:${contentPort}`;
  await startContentProcess(e2eContentSettings(siteUrl, contentPort, contentDir));
  const sentry = await startSentryStandIn();
  const env = e2eSiteEnvironment({ siteUrl, contentUrl, contentDir, sentryDsn: sentry.dsn });
  await run(process.execPath, NEXT_BUILD_ARGS, { env, stdio: ["ignore", "ignore", "inherit"] });
  const server = startSite(sitePort, env);
  await waitForHttp(`${siteUrl}/`, 60_000);
  project.provide("siteUrl", siteUrl);
  project.provide("contentUrl", contentUrl);
  project.provide("contentPort", contentPort);
  project.provide("contentDir", contentDir);
  project.provide("sentryUrl", sentry.url);
  return async () => {
    await stop(server);
    await stopContentProcess(contentDir);
    sentry.server.close();
    rmSync(contentDir, { recursive: true, force: true });
  };
}

/** The environment the end-to-end site is built and served with. */
export function e2eSiteEnvironment({ siteUrl, contentUrl, contentDir, sentryDsn }: { siteUrl: string; contentUrl: string; contentDir: string; sentryDsn: string }): NodeJS.ProcessEnv {
  return siteEnvironment(contentUrl, {
    NEXT_PUBLIC_SENTRY_DSN: sentryDsn,
    NEXT_DIST_DIR: ".next-e2e",
    NEXT_PUBLIC_SITE_URL: siteUrl,
    CONTENT_API_TOKEN: E2E_SECRETS.contentReadToken,
    CONTENT_WEBHOOK_SECRET: E2E_SECRETS.webhook,
    PREVIEW_SECRET: E2E_SECRETS.preview,
    CONTENT_PREVIEW_API_TOKEN: E2E_SECRETS.previewToken,
    // Long enough that only on-demand revalidation refreshes pages during the tests.
    REVALIDATE_SECONDS: "3600",
    CONTENT_TIMEOUT_MS: "3000",
    // Small, so the shipped content already splits into several child sitemaps.
    SITEMAP_CHUNK_SIZE: String(E2E_SITEMAP_CHUNK_SIZE),
    // Every test searches from 127.0.0.1: room for the suites' searches, still floodable (search.e2e.test.ts).
    SEARCH_RATE_LIMIT: "600",
    SEARCH_MISSES_DIR: join(contentDir, ".search-misses"),
  });
}

/** `next start` of the end-to-end build on `port` (a test may start another: a restarted instance). */
export function startSite(port: number, env: NodeJS.ProcessEnv) {
  return start(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], { env, stdio: ["ignore", "ignore", "inherit"] });
}
