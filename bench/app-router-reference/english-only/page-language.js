/** English pages only (see messages-context.js): the route map of the default language, without context. */
import { DEFAULT_LOCALE, routes } from "@sti-aware/contract/routes";

export const usePageLanguage = () => DEFAULT_LOCALE;

export const usePageRoutes = () => routes;
