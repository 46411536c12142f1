import english from "@/lib/shared/i18n/compiled/en";
import spanish from "@/lib/shared/i18n/compiled/es";
import type { CompiledCatalogue, Namespace } from "@/lib/shared/i18n/catalogue";
import { toLocale } from "@/lib/shared/i18n/locales";
import { messagesOf, type LocaleCatalogue, type Messages } from "@/lib/shared/i18n/messages";

const CATALOGUES: Record<string, CompiledCatalogue> = { en: english, es: spanish };

/** A locale's whole catalogue, as the messages context holds it (null for English: components fall back to their own). */
export function localeCatalogue(locale: string | undefined): LocaleCatalogue | null {
  const known = toLocale(locale);
  return known === "en" ? null : { locale: known, messages: CATALOGUES[known] };
}

/**
 * One namespace's messages for server code: getStaticProps (titles, breadcrumbs), feeds and
 * structured data. `locale` is the page's (GetStaticPropsContext.locale), English when absent.
 */
export function serverMessages<N extends Namespace>(namespace: N, locale: string | undefined): Messages<N> {
  return messagesOf(namespace, english[namespace], localeCatalogue(locale));
}
