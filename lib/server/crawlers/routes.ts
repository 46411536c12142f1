import { READ_METHODS, refuseOtherMethods } from "@/lib/server/api/allowed-methods";
import { readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import type { GetServerSideProps, GetServerSidePropsContext } from "next";
import { distDir, siteEnv } from "@/lib/server/config/env";
import { robotsTxt } from "@/lib/server/crawlers/xml";
import { parseChildName } from "@/lib/server/crawlers/sitemap";
import { childSitemapDocument, crawlerDocumentPath, rssDocument, SITEMAP_INDEX_DOCUMENT } from "./documents";
import { inDefaultLanguage, localeOf } from "@/lib/server/page-data/static-props";
import { DEFAULT_LOCALE } from "@sti-aware/contract/routes";

/**
 * The public crawler routes. Each serves a document from Next's incremental cache by asking
 * this same server for the ISR page's data (/_next/data/{build}/en/crawler-documents/{name}.json: with i18n routing a data URL names its language):
 * Next answers from its cache, regenerating at most once however many requests arrive, and
 * keeps the last good version when a regeneration fails. When there is no version at all and
 * the content service is down, the route answers 503 with Retry-After instead of an error page.
 */

export const RETRY_AFTER_SECONDS = 30;
/** A first generation of a large child sitemap takes a few seconds; a content outage fails sooner (CONTENT_TIMEOUT_MS). */
const GENERATION_TIMEOUT_MS = 120_000;

const gzipped = (body: string) => promisify(gzip)(body);

let buildId: string | undefined;
const currentBuildId = () => (buildId ??= readFileSync(join(process.cwd(), distDir(), "BUILD_ID"), "utf8").trim());

/** A document as last read from Next's cache: its text, Next's ETag for that version, and the text gzipped once. */
type ServedDocument = { body: string; etag: string; gzipped: Promise<Buffer> };
type CachedDocument = { status: "found"; document: ServedDocument } | { status: "missing" } | { status: "unavailable" };

/**
 * The last version read of each document, so a repeated crawler hit costs a loopback request
 * and an ETag comparison instead of re-parsing and re-compressing a megabyte: Next's cache stays
 * the one source of truth, this only skips redoing work for the version it already has. Only
 * documents that exist are kept, at most a few hundred MB in all.
 */
const served = new LRUCache<string, ServedDocument>({ maxSize: 256 * 2 ** 20, sizeCalculation: (document) => Buffer.byteLength(document.body) || 1 });

/** The document from Next's cache, via the address this request arrived on (never the Host header). */
async function cachedDocument(req: IncomingMessage, name: string): Promise<CachedDocument> {
  const { localAddress = "127.0.0.1", localPort } = req.socket;
  const host = isIPv6(localAddress) ? `[${localAddress}]` : localAddress;
  // With i18n routing a page's data lives under its language, as Next's own router asks for it.
  const url = `http://${host}:${localPort}/_next/data/${currentBuildId()}/${DEFAULT_LOCALE}${crawlerDocumentPath(name)}.json`;
  const previous = served.get(name);
  try {
    // identity: compressing a multi-megabyte document only to inflate it again here is wasted work.
    const response = await fetch(url, {
      headers: { "accept-encoding": "identity", ...(previous ? { "if-none-match": previous.etag } : {}) },
      signal: AbortSignal.timeout(GENERATION_TIMEOUT_MS),
    });
    // Next's data route ignores If-None-Match (answers 200), so the ETags are compared here too.
    if (previous && (response.status === 304 || (response.ok && response.headers.get("etag") === previous.etag))) {
      await response.body?.cancel();
      return { status: "found", document: previous };
    }
    if (response.status === 404) {
      served.delete(name);
      return { status: "missing" };
    }
    if (!response.ok) return { status: "unavailable" };
    const data = (await response.json()) as { pageProps?: { body?: unknown } };
    const body = data.pageProps?.body;
    if (typeof body !== "string") return { status: "unavailable" };
    const etag = response.headers.get("etag");
    const document: ServedDocument = { body, etag: etag ?? "", gzipped: gzipped(body) };
    if (etag) served.set(name, document);
    return { status: "found", document };
  } catch {
    return { status: "unavailable" };
  }
}

function documentResponse(contentType: string, documentFor: (context: GetServerSidePropsContext) => string | null): GetServerSideProps {
  return async (context) => {
    const { req, res } = context;
    if (refuseOtherMethods(req, res, READ_METHODS)) return { props: {} };
    const name = documentFor(context);
    const cached: CachedDocument = name ? await cachedDocument(req, name) : { status: "missing" };
    if (cached.status === "missing") return { notFound: true };
    if (cached.status === "unavailable") {
      res.statusCode = 503;
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("This document is temporarily unavailable. Please try again later.\n");
      return { props: {} };
    }
    const { document } = cached;
    res.setHeader("Content-Type", `${contentType}; charset=utf-8`);
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    res.setHeader("Vary", "Accept-Encoding");
    // Weak: the same version is served gzipped or not.
    const etag = document.etag && `W/${document.etag.replace(/^W\//, "")}`;
    if (etag) {
      res.setHeader("ETag", etag);
      if (matchesEtag(req.headers["if-none-match"], etag)) {
        res.statusCode = 304;
        res.end();
        return { props: {} };
      }
    }
    if (new Negotiator(req).encoding(["gzip", "identity"]) === "gzip") {
      // Already encoded: Next's own compression leaves the response alone.
      res.setHeader("Content-Encoding", "gzip");
      res.end(await document.gzipped);
    } else {
      res.end(document.body);
    }
    return { props: {} };
  };
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** One sitemap for every language (each translated page's entries name all its versions): none under /es. */
export const sitemapResponse = documentResponse("application/xml", (context) => (inDefaultLanguage(context) ? SITEMAP_INDEX_DOCUMENT : null));

/** /sitemaps/{kind}-{n}.xml */
export const childSitemapResponse = documentResponse("application/xml", (context) => {
  const file = typeof context.params?.file === "string" && inDefaultLanguage(context) ? context.params.file : "";
  const name = file.endsWith(".xml") ? file.slice(0, -".xml".length) : "";
  return parseChildName(name) ? childSitemapDocument(name) : null;
});

/** A feed per language: /rss.xml in English, /es/rss.xml in Spanish. */
export const rssResponse = documentResponse("application/rss+xml", (context) => rssDocument(localeOf(context)));

export const robotsResponse: GetServerSideProps = async (context) => {
  const { req, res } = context;
  if (refuseOtherMethods(req, res, READ_METHODS)) return { props: {} };
  if (!inDefaultLanguage(context)) return { notFound: true };
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300, stale-while-revalidate=600");
  res.end(robotsTxt(siteEnv().siteUrl));
  return { props: {} };
};
