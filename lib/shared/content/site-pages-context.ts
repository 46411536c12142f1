import { createContext, useContext } from "react";
import { SITE_PAGES, type SitePageName, type SitePages } from "./site-pages";

/**
 * The site pages' addresses in the page's language, provided by the layout (and the build-time
 * render of static pages) from the shared context. Apart from ./site-pages.ts: server modules that
 * read the addresses must not import React's context (Next refuses it there).
 */
export const SitePagesContext = createContext<SitePages>(SITE_PAGES);

/** A site page's address in the page's language (its English address where it has no version). */
export const useSitePage = (name: SitePageName): string => useContext(SitePagesContext)[name];
