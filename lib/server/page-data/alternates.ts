import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale } from "@sti-aware/contract/routes";
import type { AlternateLink, JsonLd, LanguageVersion } from "@/lib/shared/page/page-meta";
import { absoluteUrl } from "./seo";

/**
 * A page's hreflang links, when it has a translation: one per language, each pointing at that
 * language's version (so every version names all the others, both ways), and x-default at the
 * English version, the one for readers of any other language. A page in one language has none.
 */
export function alternateLinks(versions: LanguageVersion[] | undefined): AlternateLink[] {
  const byLocale = new Map((versions ?? []).map((version) => [version.locale, version.path]));
  if (byLocale.size < 2) return [];
  const links = SITE_LOCALES.flatMap((locale) => {
    const path = byLocale.get(locale);
    return path === undefined ? [] : [{ hrefLang: locale, href: absoluteUrl(path) }];
  });
  const fallback = byLocale.get(DEFAULT_LOCALE) ?? links[0].href;
  return [...links, { hrefLang: "x-default", href: absoluteUrl(fallback) }];
}

/** Lists, breadcrumbs and the like are not creative works; everything else a page describes says its language (schema.org's inLanguage). */
export function withLanguage(items: JsonLd[], locale: SiteLocale): JsonLd[] {
  return items.map((item) => (item["@type"] === "BreadcrumbList" ? item : { ...item, inLanguage: locale }));
}
