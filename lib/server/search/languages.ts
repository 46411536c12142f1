import type { SiteLocale } from "@sti-aware/contract/routes";
import { SPANISH } from "./spanish";
import { ENGLISH, type Analyzer } from "./text";

/** How each language of the site reads words (docs/search.md): English as always, Spanish folded and stemmed. */
const ANALYZERS: Record<SiteLocale, Analyzer> = { en: ENGLISH, es: SPANISH };

export const analyzerOf = (locale: SiteLocale): Analyzer => ANALYZERS[locale];
