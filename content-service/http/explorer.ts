import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * A GraphQL explorer (GraphiQL, from the @graphql-yoga/graphiql package) at /graphiql, for the
 * people who integrate the site. Every file it needs comes from this service — the package's
 * built files and the page's own — never a CDN, and its policy lets nothing else load: no
 * inline script, requests only to this origin.
 */

const GRAPHIQL_DIST = join(dirname(createRequire(import.meta.url).resolve("@graphql-yoga/graphiql/package.json")), "dist");
const PAGE_DIR = join(import.meta.dirname, "explorer");

/** Every path the explorer serves, and its file: nothing outside this list is read. */
const FILES: Record<string, [path: string, type: string]> = {
  "/graphiql": [join(PAGE_DIR, "index.html"), "text/html; charset=utf-8"],
  "/graphiql/start.js": [join(PAGE_DIR, "start.js"), "text/javascript; charset=utf-8"],
  "/graphiql/page.css": [join(PAGE_DIR, "page.css"), "text/css; charset=utf-8"],
  "/graphiql/assets/graphiql.css": [join(GRAPHIQL_DIST, "graphiql.css"), "text/css; charset=utf-8"],
  "/graphiql/assets/yoga-graphiql.umd.js": [join(GRAPHIQL_DIST, "yoga-graphiql.umd.js"), "text/javascript; charset=utf-8"],
  "/graphiql/assets/monacoeditorwork/editor.worker.bundle.js": [join(GRAPHIQL_DIST, "monacoeditorwork", "editor.worker.bundle.js"), "text/javascript; charset=utf-8"],
  "/graphiql/assets/monacoeditorwork/json.worker.bundle.js": [join(GRAPHIQL_DIST, "monacoeditorwork", "json.worker.bundle.js"), "text/javascript; charset=utf-8"],
  // The package ships this worker with a doubled dot in its name.
  "/graphiql/assets/monacoeditorwork/graphql.worker.bundle.js": [join(GRAPHIQL_DIST, "monacoeditorwork", "graphql.worker..bundle.js"), "text/javascript; charset=utf-8"],
};

/**
 * Scripts, styles, workers, fonts and requests from this origin only. The editor (Monaco) adds
 * its own <style> elements at run time, hence 'unsafe-inline' for styles alone.
 */
export const EXPLORER_CSP =
  "default-src 'none'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self' data:; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const isExplorerPath = (path: string) => path === "/graphiql" || path.startsWith("/graphiql/");

export async function serveExplorer(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const file = FILES[path === "/graphiql/" ? "/graphiql" : path];
  if (!file || (req.method !== "GET" && req.method !== "HEAD")) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    return void res.end("Not found");
  }
  const body = await readFile(file[0]);
  res.writeHead(200, {
    "content-type": file[1],
    "content-length": String(body.length),
    "cache-control": path.startsWith("/graphiql/assets/") ? "public, max-age=86400" : "no-cache",
    "content-security-policy": EXPLORER_CSP,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
