import { routes, splitLocale, type SiteLocale } from "@sti-aware/contract/routes";

/**
 * The language of the page a link leads to, decided from its address alone, so that every link
 * renderer (rich text, sources, menus, footer, urgent boxes) answers the same way:
 * - a path of this site is in the language its prefix says ("/es/…" Spanish, else English); the
 *   page data has already turned an English address into its Spanish version where one exists
 *   (lib/server/content/site-addresses.ts), so an English path left on a Spanish page has none;
 * - another site's page is English unless it is in a section its publisher keeps for Spanish
 *   (docs/spanish-sources.md lists each Spanish address the content uses and how it was verified);
 * - an anchor, an e-mail address or an address every language shares (click-outs, feeds): none.
 */

/** Publishers' Spanish sections, by host and path: CDC en Español, OMS, MedlinePlus en español, HIVinfo en español. */
const SPANISH_SECTIONS: ReadonlyArray<{ host: RegExp; path: RegExp }> = [
  { host: /^(www\.)?cdc\.gov$/, path: /^\/(?:[^/]+\/)*(?:spanish|es)\//i },
  { host: /^(www\.)?who\.int$/, path: /^\/es\//i },
  { host: /^(www\.)?medlineplus\.gov$/, path: /^\/spanish\//i },
  { host: /^(www\.)?hivinfo\.nih\.gov$/, path: /^\/es\//i },
];

/** Paths with one address in every language. */
const LANGUAGE_NEUTRAL = ["clickOut", "sitemapIndex", "childSitemap", "robots"] as const;

function publisherPageLanguage(href: string): SiteLocale {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return "en";
  }
  const spanish = SPANISH_SECTIONS.some((section) => section.host.test(url.hostname) && section.path.test(url.pathname));
  return spanish ? "es" : "en";
}

/** The language of what `href` leads to, or null when it has none of its own. */
export function linkLanguage(href: string): SiteLocale | null {
  if (href.startsWith("#") || /^mailto:|^tel:/i.test(href)) return null;
  if (href.startsWith("/")) {
    const path = href.replace(/[?#].*$/, "");
    if (LANGUAGE_NEUTRAL.some((name) => routes.match(name, path))) return null;
    return splitLocale(path).locale;
  }
  return /^https?:/i.test(href) ? publisherPageLanguage(href) : null;
}
