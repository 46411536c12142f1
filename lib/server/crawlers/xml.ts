/** XML documents for crawlers and feed readers: sitemap index, child sitemaps, RSS and robots.txt. */
import type { FeedItem } from "@/queries/crawler-feeds";
import { removeForbiddenCharacters } from "@sti-aware/contract/forbidden-characters";
import { DEFAULT_LOCALE, routes, type SiteLocale } from "@sti-aware/contract/routes";
import type { AlternateLink } from "@/lib/shared/page/page-meta";

const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

/** Text safe anywhere in an XML document: forbidden characters removed, markup characters escaped. */
export function escapeXml(value: string): string {
  return removeForbiddenCharacters(value).replace(/[<>&'"]/g, (char) => ENTITIES[char] ?? char);
}

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString();
const lastmodTag = (lastModified: string | undefined) =>
  lastModified ? `<lastmod>${escapeXml(new Date(lastModified).toISOString())}</lastmod>` : "";

/** `alternates`: a translated page's hreflang links (absolute), the same on each of its language versions' entries. */
export type SitemapEntry = { path: string; lastModified?: string; alternates?: AlternateLink[] };

const alternateTags = (alternates: AlternateLink[] = []) =>
  alternates.map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hrefLang)}" href="${escapeXml(href)}"/>`).join("");

/** A child sitemap; a translated page's entries name every language version (Google's xhtml:link alternates). */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastModified, alternates }) => `  <url><loc>${escapeXml(absolute(siteUrl, path))}</loc>${lastmodTag(lastModified)}${alternateTags(alternates)}</url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("")}</urlset>\n`;
}

/** A sitemap index: one `<sitemap>` per child file, with the newest `lastmod` of its URLs. */
export function sitemapIndexXml(siteUrl: string, children: SitemapEntry[]): string {
  const sitemaps = children.map(
    ({ path, lastModified }) => `  <sitemap><loc>${escapeXml(absolute(siteUrl, path))}</loc>${lastmodTag(lastModified)}</sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("")}</sitemapindex>\n`;
}

export type { FeedItem };

/** A language's feed: its articles at their addresses in that language. */
export function rssXml(site: { url: string; name: string; description: string }, items: FeedItem[], locale: SiteLocale = DEFAULT_LOCALE): string {
  const inLanguage = routes.inLocale(locale);
  const entries = items
    .map((item) => {
      const link = absolute(site.url, inLanguage.path("article", { slug: item.slug }));
      return [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${new Date(item.firstPublishedAt ?? item.createdAt).toUTCString()}</pubDate>`,
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
    <link>${escapeXml(absolute(site.url, inLanguage.path("home")))}</link>
    <description>${escapeXml(site.description)}</description>
    <language>${locale}</language>
    <atom:link href="${escapeXml(absolute(site.url, inLanguage.path("rss")))}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}

/** robots.txt names the sitemap index; crawlers find the child sitemaps from it. */
export function robotsTxt(siteUrl: string): string {
  const disallowed = ["/api/", routes.prefix("clickOut"), routes.prefix("crawlerDocument")];
  return `User-agent: *\nAllow: /\n${disallowed.map((prefix) => `Disallow: ${prefix}\n`).join("")}\nSitemap: ${siteUrl}${routes.path("sitemapIndex")}\n`;
}
