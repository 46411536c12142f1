import type { SiteLocale } from "@sti-aware/contract/routes";

/**
 * The language switch's words. Each language's name and note are written in that language (the
 * reader who wants Spanish reads Spanish); the switch's label is in the page's language. To move
 * into the site's message catalogue.
 */
export const LANGUAGE_SWITCH_STRINGS: Record<SiteLocale, { name: string; noTranslation: string; label: string }> = {
  en: { name: "English", noTranslation: "(home page: this page is not translated yet)", label: "Language" },
  es: { name: "Español", noTranslation: "(portada: esta página aún no está traducida)", label: "Idioma" },
};
