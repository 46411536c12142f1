import { listingPath } from "./listing";

/** XML documents for crawlers and feed readers: sitemap, RSS and robots.txt. */

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);
}

export type SitemapEntry = { path: string; lastModified?: string };

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${escapeXml(new Date(lastModified).toISOString())}</lastmod>` : "";
      return `  <url><loc>${escapeXml(new URL(path, `${siteUrl}/`).toString())}</loc>${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export type SitemapContent = {
  posts: { slug: string; updatedAt: string }[];
  pages: { slug: string; sitemap: boolean; updatedAt: string }[];
  authors: { slug: string; updatedAt: string }[];
  listings: { category: string; subCategory: string | null; pagesCount: number }[];
};

/** Every indexable URL of the site; pages whose `sitemap` flag is off are left out. */
export function sitemapEntries(content: SitemapContent): SitemapEntry[] {
  return [
    { path: "/" },
    { path: "/blog", lastModified: content.posts[0]?.updatedAt },
    ...content.posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
    ...content.pages.filter((page) => page.sitemap).map((page) => ({ path: `/${page.slug}`, lastModified: page.updatedAt })),
    ...content.authors.map((author) => ({ path: `/medical-team/${author.slug}`, lastModified: author.updatedAt })),
    ...content.listings.flatMap((listing) =>
      Array.from({ length: listing.pagesCount }, (_, index) => ({
        path: listingPath(listing.category, listing.subCategory, index + 1),
      })),
    ),
  ];
}

export type FeedItem = { title: string; slug: string; excerpt: string | null; createdAt: string; author: { name: string } | null };

export function rssXml(site: { url: string; name: string; description: string }, items: FeedItem[]): string {
  const entries = items
    .map((item) => {
      const link = new URL(`/blog/${item.slug}`, `${site.url}/`).toString();
      return [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${new Date(item.createdAt).toUTCString()}</pubDate>`,
        item.author ? `      <dc:creator>${escapeXml(item.author.name)}</dc:creator>` : "",
        item.excerpt ? `      <description>${escapeXml(item.excerpt)}</description>` : "",
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(site.name)}</title>
    <link>${escapeXml(`${site.url}/`)}</link>
    <description>${escapeXml(site.description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(`${site.url}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /go/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
