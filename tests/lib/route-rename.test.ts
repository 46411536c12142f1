import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { createRoutes, ROUTE_TEMPLATES } from "@sti-aware/contract/routes";

/**
 * Renaming a route is one line of the route map: with the article, author and blog routes
 * renamed (a route map over other templates stands in for the edited line), the sitemap, the RSS
 * feed, robots.txt, a post card's link and the paths the publish webhook regenerates all follow,
 * and none still names the old paths. Real content from the real content service.
 */
const RENAMED = { ...ROUTE_TEMPLATES, blog: "/journal", article: "/journal/[slug]", author: "/experts/[slug]", clickOut: "/out/[name]" };
const SLUG = "chlamydia-symptoms-testing-treatment";
let service: ContentService;

beforeAll(async () => {
  service = await startContentService({ port: 0 });
  vi.resetModules();
  vi.doMock("@sti-aware/contract/routes", async (importOriginal) => {
    const renamed = createRoutes(RENAMED);
    return { ...(await importOriginal<typeof import("@sti-aware/contract/routes")>()), ROUTE_TEMPLATES: RENAMED, createRoutes, routes: renamed };
  });
});

afterAll(async () => {
  vi.doUnmock("@sti-aware/contract/routes");
  vi.resetModules();
  await service?.close();
});

const source = async () => (await import("@/queries/client/content-source")).createContentSource({ url: `${service.url}/graphql` });
const oldPaths = /\/blog\b|\/medical-team\/|\/go\//;

describe("a renamed route", () => {
  it("is followed by the sitemap", async () => {
    const { sitemapChild } = await import("@/lib/server/crawlers/sitemap");
    const paths = [...((await sitemapChild(await source(), "pages-1", 10_000)) ?? []), ...((await sitemapChild(await source(), "posts-1", 10_000)) ?? [])].map(
      (entry) => entry.path,
    );
    expect(paths).toContain("/journal");
    expect(paths).toContain(`/journal/${SLUG}`);
    expect(paths.some((path) => path.startsWith("/experts/"))).toBe(true);
    expect(paths.filter((path) => oldPaths.test(path))).toEqual([]);
  });

  it("is followed by the RSS feed and robots.txt", async () => {
    const { rssXml, robotsTxt } = await import("@/lib/server/crawlers/xml");
    const { newestPosts } = await import("@/queries/crawler-feeds");
    const rss = rssXml({ url: "https://sti-aware.example", name: "STI Aware", description: "d" }, await newestPosts(await source(), 50));
    expect(rss).toContain(`<link>https://sti-aware.example/journal/`);
    expect(rss).not.toMatch(oldPaths);
    expect(robotsTxt("https://sti-aware.example")).toContain("Disallow: /out/\n");
  });

  it("is followed by the pages' links", async () => {
    const { PostCard } = await import("@/components/posts/PostCard");
    const { AffiliateLink } = await import("@/components/affiliate/AffiliateLink");
    const post = { id: "p", slug: SLUG, title: "Chlamydia", excerpt: "", createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z", category: null, coverImage: null };
    const card = renderToStaticMarkup(createElement(PostCard, { post } as unknown as Parameters<typeof PostCard>[0]));
    expect(card).toContain(`href="/journal/${SLUG}"`);
    const link = renderToStaticMarkup(createElement(AffiliateLink, { deepLinkName: "carelink", advertiser: "CareLink" } as unknown as Parameters<typeof AffiliateLink>[0], "CareLink"));
    expect(link).toContain(`href="/out/carelink"`);
  });

  it("is followed by the paths the publish webhook regenerates", async () => {
    const { pathsToRevalidate } = await import("@/lib/server/publishing/affected-paths");
    const { hygraphPayload, related } = await import("../support/hygraph-webhook");
    const payload = hygraphPayload("publish", { __typename: "Post", id: `post-${SLUG}`, author: related("Author", "author-amara-okafor"), localizations: [{ locale: "en", slug: SLUG }] });
    const paths = await pathsToRevalidate(payload, await source());
    expect(paths).toContain(`/journal/${SLUG}`);
    expect(paths).toContain("/journal");
    expect(paths).toContain("/experts/amara-okafor");
    expect(paths.filter((path) => oldPaths.test(path))).toEqual([]);
  });
});
