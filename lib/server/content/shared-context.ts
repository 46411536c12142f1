import type { ContentSource } from "@/queries/client/content-source";
import { lastGood } from "./last-good";
import { shortLived } from "./short-lived";
import type { ColorPalette, SharedContext } from "@/lib/shared/content/types";
import { getNavigationMenu } from "@/queries/navigation-menu";
import { getSiteConfig } from "@/queries/site-config";

/**
 * Menus and site configuration are the same on every page. They are fetched once and reused
 * for a short while, so a build of thousands of pages does not re-fetch them per page, while
 * an editor's change still reaches regenerated pages quickly.
 */
const SHARED_CONTEXT_TTL_MS = 30_000;

const sharedContext = shortLived<SharedContext>(SHARED_CONTEXT_TTL_MS);
/** While the content service is away, server-rendered pages (the planner, search) keep their menus. */
const lastGoodContext = lastGood<SharedContext>("shared-context");

const PALETTE_KEYS: ReadonlyArray<keyof ColorPalette> = ["primary", "primaryDark", "accent", "surface", "text"];

/** The palette's known keys with string values; anything else an editor typed into the JSON field is left out. */
export function colorPaletteOf(json: unknown): ColorPalette | null {
  if (!json || typeof json !== "object" || Array.isArray(json)) return null;
  const entries = Object.entries(json).filter(([key, value]) => PALETTE_KEYS.some((known) => known === key) && typeof value === "string");
  return Object.fromEntries(entries);
}

async function loadSharedContext(source: ContentSource): Promise<SharedContext> {
  const [subMenu, footer, siteConfig] = await Promise.all([
    getNavigationMenu(source, "header"),
    getNavigationMenu(source, "footer"),
    getSiteConfig(source),
  ]);
  return { subMenu, footer, siteConfig: { ...siteConfig, colorPalette: colorPaletteOf(siteConfig.colorPalette) } };
}

export function getSharedContext(source: ContentSource): Promise<SharedContext> {
  return sharedContext.get(source.endpoint.url, () => lastGoodContext.get(source.endpoint.url, () => loadSharedContext(source)));
}

/** Forget the cached context (after an editor changes a menu or the site configuration). */
export function clearSharedContext(): void {
  sharedContext.clear();
}
