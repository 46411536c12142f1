import type { SiteLocale } from "@sti-aware/contract/routes";
import { DEFAULT_DESCRIPTION } from "@/lib/shared/page/page-meta";

/**
 * The few words the language routes add (to move into the site's message catalogue).
 *
 * The language switch's words. Each language's name and note are written in that language (the
 * reader who wants Spanish reads Spanish); the switch's label is in the page's language.
 */
export const LANGUAGE_SWITCH_STRINGS: Record<SiteLocale, { name: string; noTranslation: string; label: string }> = {
  en: { name: "English", noTranslation: "(home page: this page is not translated yet)", label: "Language" },
  es: { name: "Español", noTranslation: "(portada: esta página aún no está traducida)", label: "Idioma" },
};

/** Each language's RSS feed describes the site in that language. */
export const FEED_DESCRIPTIONS: Record<SiteLocale, string> = {
  en: DEFAULT_DESCRIPTION,
  es: "Un blog sobre las ITS: información, pruebas y prevención.",
};
