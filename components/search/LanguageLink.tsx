import type { ReactNode } from "react";
import { SiteLink } from "@/components/links/SiteLink";
import { usePageLanguage } from "@/lib/shared/i18n/page-language";
import type { SiteLocale } from "@sti-aware/contract/routes";

/** A link to a page in `locale`: marked as that language (hreflang, and lang for its text) when it is not the page's own. */
export function LanguageLink({ href, locale, children }: { href: string; locale: SiteLocale; children: ReactNode }) {
  const other = locale !== usePageLanguage();
  return (
    <SiteLink href={href} {...(other ? { hrefLang: locale, lang: locale } : {})}>
      {children}
    </SiteLink>
  );
}
