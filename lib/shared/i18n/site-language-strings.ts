import type { SiteLocale } from "@sti-aware/contract/routes";
import { DEFAULT_DESCRIPTION } from "@/lib/shared/page/page-meta";

/**
 * Each language's own name and "not translated" note, written in that language and shown on the
 * other language's pages (the reader who wants Spanish reads Spanish). They stay out of the message
 * catalogue because a page loads only its own language's catalogue; the switch's label is in it.
 */
export const LANGUAGE_SWITCH_STRINGS: Record<SiteLocale, { name: string; noTranslation: string }> = {
  en: { name: "English", noTranslation: "(home page: this page is not translated yet)" },
  es: { name: "Español", noTranslation: "(portada: esta página aún no está traducida)" },
};

/** Each language's RSS feed describes the site in that language. */
export const FEED_DESCRIPTIONS: Record<SiteLocale, string> = {
  en: DEFAULT_DESCRIPTION,
  es: "Un blog sobre las ITS: información, pruebas y prevención.",
};
