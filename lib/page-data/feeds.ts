import { readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";
import { join } from "node:path";
import type { GetServerSideProps, GetServerSidePropsContext } from "next";
import { distDir, siteEnv } from "@/lib/env";
import { robotsTxt } from "@/lib/feeds";
import { parseChildName } from "@/lib/sitemap";
import { childSitemapDocument, crawlerDocumentPath, RSS_DOCUMENT, SITEMAP_INDEX_DOCUMENT } from "./crawler-documents";

/**
 * The public crawler routes. Each serves a document from Next's incremental cache by asking
 * this same server for the ISR page's data (/_next/data/{build}/crawler-documents/{name}.json):
 * Next answers from its cache, regenerating at most once however many requests arrive, and
 * keeps the last good version when a regeneration fails. When there is no version at all and
 * the content service is down, the route answers 503 with Retry-After instead of an error page.
 */

export const RETRY_AFTER_SECONDS = 30;
/** A first generation of a large child sitemap takes a few seconds; a content outage fails sooner (CONTENT_TIMEOUT_MS). */
const GENERATION_TIMEOUT_MS = 120_000;

let buildId: string | undefined;
const currentBuildId = () => (buildId ??= readFileSync(join(process.cwd(), distDir(), "BUILD_ID"), "utf8").trim());

type CachedDocument = { status: "found"; body: string } | { status: "missing" } | { status: "unavailable" };

/** The document from Next's cache, via the address this request arrived on (never the Host header). */
async function cachedDocument(req: IncomingMessage, document: string): Promise<CachedDocument> {
  const { localAddress = "127.0.0.1", localPort } = req.socket;
  const host = isIPv6(localAddress) ? `[${localAddress}]` : localAddress;
  const url = `http://${host}:${localPort}/_next/data/${currentBuildId()}${crawlerDocumentPath(document)}.json`;
  try {
    // identity: compressing a multi-megabyte document only to inflate it again here is wasted work.
    const response = await fetch(url, { headers: { "accept-encoding": "identity" }, signal: AbortSignal.timeout(GENERATION_TIMEOUT_MS) });
    if (response.status === 404) return { status: "missing" };
    if (!response.ok) return { status: "unavailable" };
    const data = (await response.json()) as { pageProps?: { body?: unknown } };
    return typeof data.pageProps?.body === "string" ? { status: "found", body: data.pageProps.body } : { status: "unavailable" };
  } catch {
    return { status: "unavailable" };
  }
}

function documentResponse(contentType: string, documentFor: (context: GetServerSidePropsContext) => string | null): GetServerSideProps {
  return async (context) => {
    const { req, res } = context;
    const document = documentFor(context);
    const cached: CachedDocument = document ? await cachedDocument(req, document) : { status: "missing" };
    if (cached.status === "missing") return { notFound: true };
    if (cached.status === "unavailable") {
      res.statusCode = 503;
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("This document is temporarily unavailable. Please try again later.\n");
      return { props: {} };
    }
    res.setHeader("Content-Type", `${contentType}; charset=utf-8`);
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    res.end(cached.body);
    return { props: {} };
  };
}

export const sitemapResponse = documentResponse("application/xml", () => SITEMAP_INDEX_DOCUMENT);

/** /sitemaps/{kind}-{n}.xml */
export const childSitemapResponse = documentResponse("application/xml", ({ params }) => {
  const file = typeof params?.file === "string" ? params.file : "";
  const name = file.endsWith(".xml") ? file.slice(0, -".xml".length) : "";
  return parseChildName(name) ? childSitemapDocument(name) : null;
});

export const rssResponse = documentResponse("application/rss+xml", () => RSS_DOCUMENT);

export const robotsResponse: GetServerSideProps = async ({ res }) => {
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300, stale-while-revalidate=600");
  res.end(robotsTxt(siteEnv().siteUrl));
  return { props: {} };
};
