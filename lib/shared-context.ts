import type { ContentSource } from "./content-source";
import type { SharedContext } from "./types";
import { getNavigationMenu } from "@/queries/navigation-menu";
import { getSiteConfig } from "@/queries/site-config";

/**
 * Menus and site configuration are the same on every page. They are fetched once and reused
 * for a short while, so a build of thousands of pages does not re-fetch them per page, while
 * an editor's change still reaches regenerated pages quickly.
 */
const SHARED_CONTEXT_TTL_MS = 30_000;

let cache: { key: string; expires: number; value: Promise<SharedContext> } | undefined;

async function loadSharedContext(source: ContentSource): Promise<SharedContext> {
  const [subMenu, footer, siteConfig] = await Promise.all([
    getNavigationMenu(source, "header"),
    getNavigationMenu(source, "footer"),
    getSiteConfig(source),
  ]);
  return { subMenu, footer, siteConfig };
}

export function getSharedContext(source: ContentSource): Promise<SharedContext> {
  const now = Date.now();
  if (cache && cache.key === source.endpoint.url && cache.expires > now) return cache.value;
  const value = loadSharedContext(source);
  cache = { key: source.endpoint.url, expires: now + SHARED_CONTEXT_TTL_MS, value };
  // A failure must not be remembered: the next page asks again.
  value.catch(() => {
    if (cache?.value === value) cache = undefined;
  });
  return value;
}

/** Forget the cached context (after an editor changes a menu or the site configuration). */
export function clearSharedContext(): void {
  cache = undefined;
}
