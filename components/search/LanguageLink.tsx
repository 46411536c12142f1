import type { ReactNode } from "react";
import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";

/**
 * A search result or topic in whatever language the index holds it: marked as that language
 * (hreflang, `lang` on its title, «(en inglés)») when it is not the page's own. The link's
 * language comes from its address, as everywhere (lib/shared/content/link-language.ts).
 */
export function LanguageLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <LanguageMarkedLink href={href} textInTargetLanguage>
      {children}
    </LanguageMarkedLink>
  );
}
