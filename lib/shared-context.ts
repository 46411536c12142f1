import type { ContentSource } from "./content-source";
import { siteEnv } from "./env";
import { shortLived } from "./short-lived";
import type { SharedContext } from "./types";
import { getNavigationMenu } from "@/queries/navigation-menu";
import { getSiteConfig } from "@/queries/site-config";

/**
 * Menus and site configuration are the same on every page. They are fetched once and reused
 * for a short while, so a build of thousands of pages does not re-fetch them per page, while
 * an editor's change still reaches regenerated pages quickly.
 */
const SHARED_CONTEXT_TTL_MS = 30_000;

const sharedContext = shortLived<SharedContext>(SHARED_CONTEXT_TTL_MS);

async function loadSharedContext(source: ContentSource): Promise<SharedContext> {
  const [subMenu, footer, siteConfig] = await Promise.all([
    getNavigationMenu(source, "header"),
    getNavigationMenu(source, "footer"),
    getSiteConfig(source),
  ]);
  return { subMenu, footer, siteConfig, endpoint: siteEnv().contentApiUrl };
}

export function getSharedContext(source: ContentSource): Promise<SharedContext> {
  return sharedContext.get(source.endpoint.url, () => loadSharedContext(source));
}

/** Forget the cached context (after an editor changes a menu or the site configuration). */
export function clearSharedContext(): void {
  sharedContext.clear();
}
