import { join } from "node:path";
import { siteStylesheets, stylesheetsFor } from "../../lib/server/document/site-stylesheet";
import { NEXT_BIN, NEXT_BUILD_ARGS, run, siteEnvironment, start } from "../../scripts/lib/processes";

/**
 * The App Router reference (bench/app-router-reference): the bench article as React Server
 * Components, built with the site's own Next and React against the bench's content service, and
 * served beside the floor and the site in the same run.
 */
export const REFERENCE_APP_DIR = "bench/app-router-reference";

/** The article the reference renders, and the site's page of the same article. */
export const REFERENCE_ARTICLE = "what-is-prep";
export const referencePath = `/blog/${REFERENCE_ARTICLE}`;

const referenceEnvironment = (contentUrl: string, distName: string, stylesheet: string) =>
  siteEnvironment(contentUrl, { REFERENCE_DIST_DIR: distName, REFERENCE_ARTICLES: REFERENCE_ARTICLE, SITE_STYLESHEET: stylesheet });

/** The styles the site's own page of the article inlines (the sheets its markup uses), for the reference to inline the same. */
export async function articleStylesheet(siteUrl: string): Promise<string> {
  const html = await (await fetch(`${siteUrl}${referencePath}`)).text();
  return stylesheetsFor(html, siteStylesheets())
    .map((sheet) => sheet.css)
    .join("");
}

/** `next build --webpack` of the reference into bench/app-router-reference/<distName>. */
export function buildReference(contentUrl: string, distName: string, stylesheet: string): Promise<void> {
  return run(process.execPath, [...NEXT_BUILD_ARGS, REFERENCE_APP_DIR], { env: referenceEnvironment(contentUrl, distName, stylesheet), stdio: ["ignore", "ignore", "inherit"] });
}

/** `next start` of a reference build on 127.0.0.1:port. */
export function startReference(contentUrl: string, distName: string, port: number, stylesheet: string) {
  return start(process.execPath, [NEXT_BIN, "start", REFERENCE_APP_DIR, "-p", String(port), "-H", "127.0.0.1"], { env: referenceEnvironment(contentUrl, distName, stylesheet), stdio: ["ignore", "ignore", "inherit"] });
}

export const referenceDistPath = (distName: string) => join(REFERENCE_APP_DIR, distName);
