import { describe, expect, it } from "vitest";
import { robotsTxt, rssXml, sitemapEntries, sitemapXml } from "@/lib/feeds";

describe("sitemap", () => {
  const entries = sitemapEntries({
    posts: [{ slug: "hpv-vaccine", updatedAt: "2026-05-01T00:00:00.000Z" }],
    pages: [
      { slug: "about-us", sitemap: true, updatedAt: "2026-01-01T00:00:00.000Z" },
      { slug: "privacy-policy", sitemap: false, updatedAt: "2026-01-01T00:00:00.000Z" },
    ],
    authors: [{ slug: "amara-okafor", updatedAt: "2026-01-01T00:00:00.000Z" }],
    listings: [
      { category: "prevention", subCategory: null, pagesCount: 2 },
      { category: "prevention", subCategory: "vaccines", pagesCount: 1 },
    ],
  });

  it("lists posts, pages, authors and every listing page, leaving out pages flagged off", () => {
    expect(entries.map((entry) => entry.path)).toEqual([
      "/",
      "/blog",
      "/blog/hpv-vaccine",
      "/about-us",
      "/medical-team/amara-okafor",
      "/prevention/page/1",
      "/prevention/page/2",
      "/prevention/vaccines/page/1",
    ]);
  });

  it("writes absolute, escaped URLs", () => {
    const xml = sitemapXml("https://www.stiaware.example", [{ path: "/a&b" }, { path: "/blog/x", lastModified: "2026-05-01T00:00:00.000Z" }]);
    expect(xml).toContain("<loc>https://www.stiaware.example/a&amp;b</loc>");
    expect(xml).toContain("<lastmod>2026-05-01T00:00:00.000Z</lastmod>");
  });
});

describe("rss and robots", () => {
  it("escapes titles and links items to their articles", () => {
    const xml = rssXml({ url: "https://www.stiaware.example", name: "STI Aware", description: "d" }, [
      { title: "PrEP & PEP <basics>", slug: "prep", excerpt: null, createdAt: "2026-05-01T00:00:00.000Z", author: { name: "Dr. A" } },
    ]);
    expect(xml).toContain("<title>PrEP &amp; PEP &lt;basics&gt;</title>");
    expect(xml).toContain("<link>https://www.stiaware.example/blog/prep</link>");
    expect(xml).toContain("<pubDate>Fri, 01 May 2026 00:00:00 GMT</pubDate>");
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt("https://www.stiaware.example")).toContain("Sitemap: https://www.stiaware.example/sitemap.xml");
  });
});
