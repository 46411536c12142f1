import { useRouter } from "next/router";
import { DEFAULT_LOCALE, isSiteLocale, type SiteLocale } from "@sti-aware/contract/routes";

/** The language of the page being read (Next's i18n routing: "/es/…" is Spanish). */
export function useSiteLocale(): SiteLocale {
  const { locale } = useRouter();
  return isSiteLocale(locale) ? locale : DEFAULT_LOCALE;
}
