import { createContext, useContext } from "react";
import { SITE_PAGES, type SitePageName, type SitePages } from "@/lib/shared/content/site-pages";

/** The site pages' addresses in the page's language, provided by the layout from the shared context. */
export const SitePagesContext = createContext<SitePages>(SITE_PAGES);

/** A site page's address in the page's language (its English address where it has no version). */
export const useSitePage = (name: SitePageName): string => useContext(SitePagesContext)[name];
