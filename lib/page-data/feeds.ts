import type { GetServerSideProps } from "next";
import { contentSource } from "@/lib/server-content-source";
import { siteEnv } from "@/lib/env";
import { robotsTxt, rssXml, sitemapEntries, sitemapXml } from "@/lib/feeds";
import { DEFAULT_DESCRIPTION } from "@/lib/seo";
import { getSharedContext } from "@/lib/shared-context";
import { listAllAuthors, listAllPages, listAllPosts } from "@/queries/content-index";
import { listAllListings } from "./paths";

/** Posts in the RSS feed. */
export const RSS_ITEMS = 50;

/** Serves a generated text document; CDNs may cache it briefly. */
function textResponse(contentType: string, build: () => Promise<string>): GetServerSideProps {
  return async ({ res }) => {
    const body = await build();
    res.setHeader("Content-Type", `${contentType}; charset=utf-8`);
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300, stale-while-revalidate=600");
    res.end(body);
    return { props: {} };
  };
}

export const sitemapResponse = textResponse("application/xml", async () => {
  const source = contentSource();
  const [posts, pages, authors, listings] = await Promise.all([
    listAllPosts(source),
    listAllPages(source),
    listAllAuthors(source),
    listAllListings(),
  ]);
  return sitemapXml(siteEnv().siteUrl, sitemapEntries({ posts, pages, authors, listings }));
});

export const rssResponse = textResponse("application/rss+xml", async () => {
  const source = contentSource();
  const [{ siteConfig }, posts] = await Promise.all([getSharedContext(source), listAllPosts(source)]);
  return rssXml({ url: siteEnv().siteUrl, name: siteConfig.name, description: DEFAULT_DESCRIPTION }, posts.slice(0, RSS_ITEMS));
});

export const robotsResponse = textResponse("text/plain", async () => robotsTxt(siteEnv().siteUrl));
