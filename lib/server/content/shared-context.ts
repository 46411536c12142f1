import type { ContentSource } from "@/queries/client/content-source";
import { lastGood } from "./last-good";
import { shortLivedPer } from "./short-lived";
import type { ColorPalette, SharedContext } from "@/lib/shared/content/types";
import { getNavigationMenu } from "@/queries/navigation-menu";
import { getSiteConfig } from "@/queries/site-config";
import { getPepHours } from "@/queries/pep-hours";
import { DEFAULT_PEP_HOURS } from "@/lib/shared/content/pep-hours";
import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale } from "@sti-aware/contract/routes";
import { menusInLanguage } from "@/lib/server/content/menu-links";
import { addressesInLanguage } from "@/lib/server/content/site-addresses";
import { SITE_PAGES, type SitePages } from "@/lib/shared/content/site-pages";

/** Menus and site configuration fall back to English where a text has no translation yet. */
export const withFallback = (locale: SiteLocale): SiteLocale[] => (locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]);

/**
 * Menus and site configuration are the same on every page of a language (a menu's links go to
 * that language's pages where they exist: lib/server/content/menu-links.ts). They are fetched once and reused
 * for a short while, so a build of thousands of pages does not re-fetch them per page, while
 * an editor's change still reaches regenerated pages quickly.
 */
const SHARED_CONTEXT_TTL_MS = 30_000;

const sharedContext = shortLivedPer<SiteLocale, SharedContext>(SITE_LOCALES, SHARED_CONTEXT_TTL_MS);
/** While the content service is away, server-rendered pages (the planner, search) keep their menus. */
const lastGoodContext = lastGood<SharedContext>("shared-context");

const PALETTE_KEYS: ReadonlyArray<keyof ColorPalette> = ["primary", "primaryDark", "accent", "surface", "text"];

/** The palette's known keys with string values; anything else an editor typed into the JSON field is left out. */
export function colorPaletteOf(json: unknown): ColorPalette | null {
  if (!json || typeof json !== "object" || Array.isArray(json)) return null;
  const entries = Object.entries(json).filter(([key, value]) => PALETTE_KEYS.some((known) => known === key) && typeof value === "string");
  return Object.fromEntries(entries);
}

/** The shell's own links to content pages, each in `locale` where that page has a version. */
async function sitePagesIn(source: ContentSource, locale: SiteLocale): Promise<SitePages> {
  const addresses = await addressesInLanguage(source, locale, Object.values(SITE_PAGES));
  const entries = Object.entries(SITE_PAGES).map(([name, english]) => [name, addresses.get(english) ?? english]);
  return Object.fromEntries(entries) as SitePages;
}

async function loadSharedContext(source: ContentSource, locale: SiteLocale): Promise<SharedContext> {
  const locales = withFallback(locale);
  const [menus, siteConfig, pepHours, sitePages] = await Promise.all([
    Promise.all([getNavigationMenu(source, "header", locales), getNavigationMenu(source, "footer", locales)]).then(([subMenu, footer]) =>
      menusInLanguage(source, locale, { subMenu, footer }),
    ),
    getSiteConfig(source, locales),
    getPepHours(source, DEFAULT_PEP_HOURS),
    sitePagesIn(source, locale),
  ]);
  return { ...menus, pepHours, sitePages, siteConfig: { ...siteConfig, colorPalette: colorPaletteOf(siteConfig.colorPalette) } };
}

/** The shared context in a page's language. */
export function getSharedContext(source: ContentSource, locale: SiteLocale = DEFAULT_LOCALE): Promise<SharedContext> {
  const key = `${locale} ${source.endpoint.url}`;
  return sharedContext.get(locale, key, () => lastGoodContext.get(key, () => loadSharedContext(source, locale)));
}

/** Forget the cached context (after an editor changes a menu or the site configuration). */
export function clearSharedContext(): void {
  sharedContext.clear();
}
