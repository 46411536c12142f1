import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The site's own HTML for a route with every script removed, served statically: the document's
 * cost without any JavaScript (same markup, same inline CSS, same images). Every other request
 * (images, fonts, the print stylesheet) is passed to the site, so the page loads what it loads as served.
 */

/** Every <script> element (Next's chunks, __NEXT_DATA__, structured data) and every hint that fetches a script. */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_HINT =
  /<link\b(?=[^>]*\b(?:as="script"|rel="modulepreload"))[^>]*>/gi;

export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, "").replace(SCRIPT_HINT, "");
}

export type StaticDocuments = { url: string; close(): Promise<void> };

/** Serves each path's HTML without scripts; everything else is proxied to `siteUrl`. */
export async function serveWithoutScripts(
  siteUrl: string,
  paths: string[],
): Promise<StaticDocuments> {
  const documents = new Map<string, string>();
  for (const path of paths) {
    const response = await fetch(`${siteUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    documents.set(path, withoutScripts(await response.text()));
  }
  const site = new URL(siteUrl);
  const server = createServer((req, res) => {
    const document = documents.get(req.url ?? "");
    if (document !== undefined) {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
      });
      res.end(document);
      return;
    }
    const upstream = request(
      {
        host: site.hostname,
        port: site.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: site.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
