import { describe, expect, it } from "vitest";
import { escapeXml, robotsTxt, rssXml, sitemapIndexXml, sitemapXml } from "@/lib/server/crawlers/xml";
import { descendants, parseXml, textsOf } from "../support/xml";

const SITE = { url: "https://www.stiaware.example", name: "STI Aware", description: "Sexual health & testing" };

/** What an editor (or a compromised account) can paste into a title. */
const HOSTILE = [
  "PrEP & PEP <basics>",
  "Ends a CDATA section ]]> here",
  "Quotes \" and ' and </title><script>alert(1)</script>",
  "Control \u0000\u0001\u0008\u000B\u000C\u001F\u007F characters",
  "Lone surrogates \uD800 and \uDFFF end here",
  "Non-characters \uFFFE\uFFFF",
  "Valid pair 😀 and tab\tnewline\nreturn\r",
];
/** What a reader sees: the hostile text with only the characters XML 1.0 forbids removed. */
const READABLE = [
  "PrEP & PEP <basics>",
  "Ends a CDATA section ]]> here",
  "Quotes \" and ' and </title><script>alert(1)</script>",
  "Control \u007F characters",
  "Lone surrogates  and  end here",
  "Non-characters ",
  "Valid pair 😀 and tab\tnewline\nreturn\n",
];

describe("XML text", () => {
  it("the parser itself rejects the raw hostile text, so the checks below can fail", () => {
    for (const text of HOSTILE.slice(0, 6)) expect(() => parseXml(`<t>${text}</t>`), text).toThrow();
  });

  it("removes characters XML 1.0 forbids and escapes markup, so every hostile title parses back to its readable text", () => {
    for (const [index, text] of HOSTILE.entries()) {
      expect(parseXml(`<t>${escapeXml(text)}</t>`).text).toBe(READABLE[index]);
    }
  });
});

describe("RSS", () => {
  const items = HOSTILE.map((title, index) => ({
    title,
    slug: `post-${index}`,
    excerpt: `${title} (excerpt)`,
    createdAt: `2026-05-0${index + 1}T00:00:00.000Z`,
    firstPublishedAt: null,
    author: { name: `Dr. ${title}` },
  }));

  it("stays well-formed with hostile titles, excerpts and author names", () => {
    const channel = descendants(parseXml(rssXml(SITE, items)), "channel")[0];
    expect(textsOf(channel, "title")).toEqual([SITE.name, ...READABLE]);
    expect(textsOf(channel, "description")).toEqual([SITE.description, ...READABLE.map((title) => `${title} (excerpt)`)]);
    expect(textsOf(channel, "dc:creator")).toEqual(READABLE.map((title) => `Dr. ${title}`));
  });

  it("links items to their articles with RFC 822 dates", () => {
    const rss = parseXml(rssXml(SITE, items.slice(0, 1)));
    expect(textsOf(rss, "link")).toEqual([`${SITE.url}/`, `${SITE.url}/blog/post-0`]);
    expect(textsOf(rss, "pubDate")).toEqual(["Fri, 01 May 2026 00:00:00 GMT"]);
  });

  it("dates an item by its first publication, not by when its draft was started", () => {
    const rss = parseXml(rssXml(SITE, [{ ...items[0], createdAt: "2026-04-20T08:00:00.000Z", firstPublishedAt: "2026-05-04T09:30:00.000Z" }]));
    expect(textsOf(rss, "pubDate")).toEqual(["Mon, 04 May 2026 09:30:00 GMT"]);
  });
});

describe("sitemaps", () => {
  it("writes absolute, escaped URLs with W3C dates, well-formed even for hostile paths", () => {
    const urlset = parseXml(
      sitemapXml(SITE.url, [
        { path: "/a&b" },
        { path: "/blog/x", lastModified: "2026-05-01T00:00:00.000Z" },
        { path: "/blog/<x>]]>\u0001y" },
      ]),
    );
    expect(urlset.name).toBe("urlset");
    expect(textsOf(urlset, "loc")).toEqual([`${SITE.url}/a&b`, `${SITE.url}/blog/x`, `${SITE.url}/blog/%3Cx%3E]]%3E%01y`]);
    expect(textsOf(urlset, "lastmod")).toEqual(["2026-05-01T00:00:00.000Z"]);
  });

  it("an index lists its children with their lastmod", () => {
    const index = parseXml(sitemapIndexXml(SITE.url, [{ path: "/sitemaps/posts-1.xml", lastModified: "2026-05-01T00:00:00.000Z" }]));
    expect(index.name).toBe("sitemapindex");
    expect(descendants(index, "sitemap").map((child) => textsOf(child, "loc").concat(textsOf(child, "lastmod")))).toEqual([
      [`${SITE.url}/sitemaps/posts-1.xml`, "2026-05-01T00:00:00.000Z"],
    ]);
  });

  it("robots.txt names the sitemap index", () => {
    expect(robotsTxt(SITE.url)).toContain(`Sitemap: ${SITE.url}/sitemap.xml`);
  });
});
