import { createContext, useContext } from "react";
import { DEFAULT_LOCALE, routes, type Routes, type SiteLocale } from "@sti-aware/contract/routes";

/**
 * The language of the page being rendered, so that the links a component builds stay in it
 * ("/es/blog/…" on a Spanish page). Provided by pages/_app for the shell and by
 * lib/server/page-data/static-html.ts for the HTML rendered at build time.
 */
export const PageLanguage = createContext<SiteLocale>(DEFAULT_LOCALE);

export const usePageLanguage = (): SiteLocale => useContext(PageLanguage);

/** The route map in the page's language. URLs an editor wrote (menus, rich-text links) are used as written. */
export const usePageRoutes = (): Routes => routes.inLocale(usePageLanguage());
