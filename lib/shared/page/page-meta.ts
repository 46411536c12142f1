/**
 * What the page shell needs to write a page's <head>, safe to load in the browser (no
 * configuration or server code here: absolute URLs are computed on the server).
 */

/** Constants of the page shell (docs/requirements.md: Product, Routes and page shell, Constants). */
export const DEFAULT_DESCRIPTION = "A blog about STDs and STIs awareness and prevention.";
/** The default logo, a site asset under the design menu folder. */
export const DEFAULT_LOGO_PATH = "/design/menu/logo.svg";
/** Shared pages get this picture when the page has no image of its own (OG_IMAGE_WIDTH × OG_IMAGE_HEIGHT, @sti-aware/contract/image-widths). */
export const DEFAULT_OG_IMAGE_PATH = "/design/og-default.png";
/** The site's icon when the site configuration has none. */
export const DEFAULT_FAVICON_PATH = "/favicon.svg";

import type { SiteLocale } from "@sti-aware/contract/routes";

export type Breadcrumb = { name: string; href: string };

/** One language version of a page: its language and its path on this site (with the language's prefix). */
export type LanguageVersion = { locale: SiteLocale; path: string };

/** An alternate link of the page's head: `hrefLang` is a language, or "x-default" for the version for everyone else. */
export type AlternateLink = { hrefLang: string; href: string };

export type JsonLd = Record<string, unknown>;

/** A page's metadata as its loader describes it. */
export type PageMetaInput = {
  title: string;
  description: string;
  /** Path on this site, e.g. "/blog/chlamydia-testing". */
  path: string;
  image: string | null;
  type: "website" | "article" | "profile";
  noindex?: boolean;
  keywords?: string | null;
  /** An article's first publication and last change (ISO), for Open Graph's article:published_time and article:modified_time. */
  article?: { publishedTime: string; modifiedTime: string };
  structuredData: JsonLd[];
  /** The page tells someone what to do now (an article with urgent help): nothing may cover it on arrival. */
  urgentHelp?: boolean;
  /** Every language version of the page, this one included; absent when the page has no translation. */
  alternates?: LanguageVersion[];
};

/**
 * The same, resolved on the server: the canonical URL (each language's version is its own
 * canonical), the page's language, and its alternate links (hreflang) when it has a translation.
 */
export type PageMeta = PageMetaInput & { canonicalUrl: string; locale: SiteLocale; alternateLinks: AlternateLink[] };

/** "{page title} | {site name}"; the title alone when it already names the site, the site name when there is no title. */
export function pageTitle(title: string | null | undefined, siteName: string, join = (own: string) => `${own} | ${siteName}`): string {
  const own = title?.trim();
  if (!own) return siteName;
  return own.toLowerCase().includes(siteName.toLowerCase()) ? own : join(own);
}

/** Search engines show about 155 characters of a description. */
const DESCRIPTION_LENGTH = 155;
/** Titles before a name end with a period that does not end the sentence. */
const TITLE_ABBREVIATION = /\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St)\.$/;

/**
 * The opening sentence of a text for a meta description ("Dr. Amara Okafor is …" is one sentence),
 * cut at a word boundary with an ellipsis when it is longer than a description shows.
 */
export function leadSentence(text: string | null | undefined): string | null {
  const words = text?.trim().split(/\s+/).filter(Boolean) ?? [];
  const sentence: string[] = [];
  for (const word of words) {
    sentence.push(word);
    if (/[.!?]$/.test(word) && !TITLE_ABBREVIATION.test(word)) break;
  }
  const lead = sentence.join(" ");
  if (lead.length <= DESCRIPTION_LENGTH) return lead || null;
  const cut = lead.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:]+$/, "")}…`;
}
