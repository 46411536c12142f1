import Head from "next/head";
import { removeForbiddenCharacters } from "@sti-aware/contract/forbidden-characters";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "@sti-aware/contract/image-widths";
import { DEFAULT_FAVICON_PATH, pageTitle, type PageMeta } from "@/lib/shared/page/page-meta";
import { listingTitle } from "@/lib/shared/listing/listing";
import type { CategoryPageData, ShellSiteConfig } from "@/lib/shared/content/types";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";
import { routes } from "@sti-aware/contract/routes";

/**
 * Serialises structured data so that no string in it can close the <script> element or break a
 * parser: characters XML forbids are removed, and <, >, &, U+2028 and U+2029 are written as escapes.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) => (typeof value === "string" ? removeForbiddenCharacters(value) : value))
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** `categoryPage`: a category listing's, which titles it "{title or category} page {n}" (docs/requirements.md, Routes and page shell). */
export function PageHead({ meta, siteConfig, categoryPage = null }: { meta: PageMeta; siteConfig: ShellSiteConfig; categoryPage?: CategoryPageData | null }) {
  const { t } = useMessages(shellMessages);
  const title = pageTitle(categoryPage ? listingTitle(categoryPage, t) : meta.title, siteConfig.name, (own) => t("pageTitle", { title: own, siteName: siteConfig.name }));
  const canonical = meta.canonicalUrl;
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords ? <meta name="keywords" content={meta.keywords} /> : null}
      <meta name="referrer" content="origin" />
      <link rel="canonical" href={canonical} />
      {meta.alternateLinks.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {/* Feed readers and browsers discover the page's language's feed from any of its pages. */}
      <link rel="alternate" type="application/rss+xml" title={t("feedTitle", { siteName: siteConfig.name })} href={routes.inLocale(meta.locale).path("rss")} />
      {siteConfig.favicon ? (
        <link rel="icon" href={siteConfig.favicon.url} type={siteConfig.favicon.mimeType ?? undefined} />
      ) : (
        <link rel="icon" href={DEFAULT_FAVICON_PATH} type="image/svg+xml" />
      )}
      {meta.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:type" content={meta.type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      {meta.article ? <meta property="article:published_time" content={meta.article.publishedTime} /> : null}
      {meta.article ? <meta property="article:modified_time" content={meta.article.modifiedTime} /> : null}
      {meta.image ? (
        <>
          <meta property="og:image" content={meta.image} />
          <meta property="og:image:width" content={String(OG_IMAGE_WIDTH)} />
          <meta property="og:image:height" content={String(OG_IMAGE_HEIGHT)} />
          <meta name="twitter:image" content={meta.image} />
        </>
      ) : null}
      <meta name="twitter:card" content={meta.image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
    </Head>
  );
}

/**
 * The page's structured data (JSON-LD), at the end of the body rather than through next/head:
 * search engines read it anywhere in the document, and next/head rebuilds and compares every tag
 * it manages, as DOM elements, after hydration and on every navigation; these are the largest.
 */
export function StructuredData({ items }: { items: PageMeta["structuredData"] }) {
  return (
    <>
      {items.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Our own serialised data (escaped above), not CMS HTML.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
