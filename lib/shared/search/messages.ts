import { DEFAULT_LOCALE, type SiteLocale } from "@sti-aware/contract/routes";
import { MAX_QUERY_LENGTH } from "./limits";

/**
 * The search's own sentences that the site's message catalogue does not hold yet (the results
 * page's title, the problems a search can answer with, and the offer of English results on a
 * Spanish page), in each language.
 * To move into the catalogue (lib/shared/i18n) once it is merged.
 */
const MESSAGES = {
  en: {
    notText: "Send one search query (q) as text.",
    tooLong: `That search is too long: please use at most ${MAX_QUERY_LENGTH} characters.`,
    tooMany: "Too many searches at once: please wait a moment and try again.",
    starting: "Search is starting up: please try again in a few seconds.",
    unavailable: "Search is not available right now: please try again in a moment.",
    otherLanguageIntro: "No articles in this language match this search. These articles in English do:",
    pageTitle: "Search",
    pageDescription: "Search the articles of this site.",
  },
  es: {
    notText: "Envíe una sola búsqueda (q) como texto.",
    tooLong: `Esa búsqueda es demasiado larga: use como máximo ${MAX_QUERY_LENGTH} caracteres.`,
    tooMany: "Demasiadas búsquedas a la vez: espere un momento y vuelva a intentarlo.",
    starting: "La búsqueda se está iniciando: vuelva a intentarlo en unos segundos.",
    unavailable: "La búsqueda no está disponible en este momento: vuelva a intentarlo en un momento.",
    otherLanguageIntro: "No hay artículos en español para esta búsqueda. Estos artículos en inglés sí tratan el tema:",
    pageTitle: "Buscar",
    pageDescription: "Busque en los artículos de este sitio.",
  },
} as const satisfies Record<SiteLocale, Record<string, string>>;

export type SearchMessage = keyof (typeof MESSAGES)["en"];

export const searchMessage = (key: SearchMessage, locale: SiteLocale = DEFAULT_LOCALE): string => MESSAGES[locale][key];
