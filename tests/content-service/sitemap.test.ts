import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { postDates } from "@/content-service/scripts/generate";
import { sitemapChild, sitemapIndex, postChunkOf, childSitemapPath, sitemapChildCounts } from "@/lib/server/crawlers/sitemap";
import { listAllListings } from "@/lib/server/content/listings";
import { absoluteUrl } from "@/lib/server/page-data/seo";
import { listAllPosts } from "@/queries/content-index";
import { dropLocalizations, withShippedContentCopy, withTestService } from "./helpers";
import { createContentSource } from "@/queries/client/content-source";

const POSTS = 47;
const CHUNK = 10;
// A child may hold CHUNK URLs and an article may be listed in both languages: five articles per post child.
const ARTICLES_PER_CHUNK = 5;
const POST_CHILDREN = Math.ceil(POSTS / ARTICLES_PER_CHUNK);
const test = withTestService(POSTS);

const newest = (dates: (string | undefined)[]) => dates.filter(Boolean).sort().at(-1);

describe("sitemap split into children of at most the chunk size", () => {
  it("the index lists pages, listings and post children; every child holds at most the chunk size and lastmod is the newest of its URLs", async () => {
    const children = await sitemapIndex(test.source, CHUNK);
    const names = children.map((child) => child.path);
    const listingPages = (await listAllListings(test.source)).reduce((total, listing) => total + listing.pagesCount, 0);
    // Eight content pages, the authors and the fixed routes (home, blog, medical team, planner), these in both languages, are more than two chunks of ten.
    expect(names).toEqual([
      childSitemapPath("pages", 1),
      childSitemapPath("pages", 2),
      childSitemapPath("pages", 3),
      ...Array.from({ length: Math.ceil(listingPages / CHUNK) }, (_, index) => childSitemapPath("listings", index + 1)),
      ...Array.from({ length: POST_CHILDREN }, (_, index) => childSitemapPath("posts", index + 1)),
    ]);
    for (const child of children) {
      const name = child.path.replace(/^\/sitemaps\/(.*)\.xml$/, "$1");
      const entries = await sitemapChild(test.source, name, CHUNK);
      expect(entries?.length, name).toBeGreaterThan(0);
      expect(entries?.length, name).toBeLessThanOrEqual(CHUNK);
      expect(child.lastModified, name).toBe(newest(entries?.map((entry) => entry.lastModified) ?? []));
    }
    expect(await sitemapChildCounts(test.source, CHUNK)).toEqual({ pages: 3, listings: Math.ceil(listingPages / CHUNK), posts: POST_CHILDREN });
  });

  it("post children list every post exactly once, oldest first, with its updatedAt; past the end there is no child", async () => {
    const chunks = await Promise.all(Array.from({ length: POST_CHILDREN }, (_, index) => sitemapChild(test.source, `posts-${index + 1}`, CHUNK)));
    expect(chunks.map((chunk) => chunk?.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 2]);
    const posts = (await listAllPosts(test.source)).reverse();
    expect(chunks.flatMap((chunk) => chunk ?? [])).toEqual(posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })));
    expect(await sitemapChild(test.source, `posts-${POST_CHILDREN + 1}`, CHUNK)).toBeNull();
    expect(await sitemapChild(test.source, "listings-99", CHUNK)).toBeNull();
    expect(await sitemapChild(test.source, "posts-0", CHUNK)).toBeNull();
    expect(await sitemapChild(test.source, "../rss", CHUNK)).toBeNull();
  });

  it("finds the chunk a post falls in from its creation date", async () => {
    const posts = (await listAllPosts(test.source)).reverse();
    expect(await postChunkOf(test.source, posts[0].createdAt, CHUNK)).toBe(1);
    expect(await postChunkOf(test.source, posts[9].createdAt, CHUNK)).toBe(2);
    expect(await postChunkOf(test.source, posts[10].createdAt, CHUNK)).toBe(3);
    expect(await postChunkOf(test.source, posts[46].createdAt, CHUNK)).toBe(10);
  });

  it("pages child: home and blog dated by the newest post update, content pages and authors", async () => {
    const entries = (await sitemapChild(test.source, "pages-1", 1000)) ?? [];
    const posts = await listAllPosts(test.source);
    const latest = newest(posts.map((post) => post.updatedAt));
    // Each language's home and blog index, dated by its own newest article (no Spanish one in this content).
    expect(entries.slice(0, 4).map(({ path, lastModified }) => ({ path, lastModified }))).toEqual([
      { path: "/", lastModified: latest },
      { path: "/es", lastModified: undefined },
      { path: "/blog", lastModified: latest },
      { path: "/es/blog", lastModified: undefined },
    ]);
    expect(entries.map((entry) => entry.path)).not.toContain("/privacy-policy");
    // The planner, the team and every author in both languages, each naming both versions.
    const byPath = new Map(entries.map((entry) => [entry.path, entry]));
    for (const [en, es] of [["/when-to-test", "/es/when-to-test"], ["/medical-team", "/es/medical-team"], ["/medical-team/amara-okafor", "/es/medical-team/amara-okafor"]]) {
      const alternates = [
        { hrefLang: "en", href: absoluteUrl(en) },
        { hrefLang: "es", href: absoluteUrl(es) },
        { hrefLang: "x-default", href: absoluteUrl(en) },
      ];
      expect(byPath.get(en)?.alternates, en).toEqual(alternates);
      expect(byPath.get(es)?.alternates, es).toEqual(alternates);
    }
    expect(byPath.get("/es/medical-team/amara-okafor")?.lastModified).toBeDefined();
  });
});

describe("listing pages in both languages (the shipped content and its Spanish articles)", () => {
  // Every shipped article has its Spanish version: the safer-sex ones are left English-only in this
  // copy, for a listing that has no Spanish article.
  const shipped = withShippedContentCopy({}, (contentDir) => {
    for (const file of readdirSync(join(contentDir, "posts"))) {
      const post = JSON.parse(readFileSync(join(contentDir, "posts", file), "utf8")) as { id: string; subCategory?: string };
      if (post.subCategory === "subcat-safer-sex") dropLocalizations(contentDir, "posts", post.id);
    }
  });

  it("lists each language's listing pages, a pair naming both versions and x-default, a listing without a Spanish article in English alone", async () => {
    const source = createContentSource({ url: `${shipped.service.url}/graphql` });
    const entries = (await sitemapChild(source, "listings-1", 1000)) ?? [];
    const byPath = new Map(entries.map((entry) => [entry.path, Object.fromEntries((entry.alternates ?? []).map((link) => [link.hrefLang, link.href]))]));
    const pairs = [
      ["/infections/page/1", "/es/infecciones/page/1"],
      ["/infections/page/2", "/es/infecciones/page/2"],
      ["/infections/viral-stis/page/1", "/es/infecciones/its-virales/page/1"],
      ["/sti-testing/home-testing/page/1", "/es/pruebas-de-its/pruebas-en-casa/page/1"],
    ];
    for (const [en, es] of pairs) {
      const both = { en: absoluteUrl(en), es: absoluteUrl(es), "x-default": absoluteUrl(en) };
      expect(byPath.get(en), en).toEqual(both);
      expect(byPath.get(es), es).toEqual(both);
    }
    expect(byPath.get("/prevention/safer-sex/page/1")).toEqual({});
    expect([...byPath.keys()].filter((path) => path.includes("sexo-mas-seguro"))).toEqual([]);
    // Every Spanish listing page is listed, and counted for the index.
    const spanish = await listAllListings(source, "es");
    expect([...byPath.keys()].filter((path) => path.startsWith("/es/"))).toHaveLength(spanish.reduce((total, listing) => total + listing.pagesCount, 0));
    expect((await sitemapChildCounts(source, 10)).listings).toBe(Math.ceil(entries.length / 10));
  });
});

describe("synthetic content dates", () => {
  it("are in the past, spread over years, denser recently, distinct, and some posts were edited later", () => {
    const now = Date.parse("2026-11-23T00:00:00.000Z");
    const dates = postDates(5000, now);
    const created = dates.map((date) => Date.parse(date.createdAt));
    expect(Math.max(...created, ...dates.map((date) => Date.parse(date.updatedAt)))).toBeLessThan(now);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(new Set(created).size).toBe(created.length);
    const years = (now - created[0]) / (365 * 24 * 3_600_000);
    expect(years).toBeGreaterThan(4);
    const lastYear = created.filter((time) => time > now - 365 * 24 * 3_600_000).length;
    const firstYear = created.filter((time) => time < created[0] + 365 * 24 * 3_600_000).length;
    expect(lastYear).toBeGreaterThan(firstYear);
    expect(now - created.at(-1)!).toBeLessThan(3 * 24 * 3_600_000);
    const edited = dates.filter((date) => date.updatedAt > date.createdAt).length;
    expect(edited / dates.length).toBeGreaterThan(0.15);
    expect(edited / dates.length).toBeLessThan(0.35);
  });
});
