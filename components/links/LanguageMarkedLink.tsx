import type { AnchorHTMLAttributes, ReactNode } from "react";
import { SiteLink } from "@/components/links/SiteLink";
import { linkLanguage } from "@/lib/shared/content/link-language";
import { usePageLanguage } from "@/lib/shared/i18n/page-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";

type LanguageMarkedLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "hrefLang"> & {
  href: string;
  children: ReactNode;
  /** The link's own text, when known: a label the writer already put there («… (en inglés)») is not repeated. */
  text?: string;
  /** The text is in the language of the page it names (a source's title): marked `lang` when that is not the page's. */
  textInTargetLanguage?: boolean;
};

/**
 * Every link a page shows in one language to a page in another: `hreflang` and, inside the link
 * so its accessible name says it too, «(en inglés)». Which language a link leads to is decided in
 * one place (lib/shared/content/link-language.ts); a link within the page's language is a plain link.
 */
export function LanguageMarkedLink({ href, children, text, textInTargetLanguage = false, ...anchor }: LanguageMarkedLinkProps) {
  const { t } = useMessages(shellMessages);
  const page = usePageLanguage();
  const target = linkLanguage(href);
  const other = target !== null && target !== page ? target : null;
  const label = other && t(other === "es" ? "linkInSpanish" : "linkInEnglish");
  const said = label !== null && text !== undefined && text.trim().endsWith(label);
  const content = (
    <>
      {other && textInTargetLanguage ? <span lang={other}>{children}</span> : children}
      {label && !said ? <span className="link-language"> {label}</span> : null}
    </>
  );
  const Anchor = href.startsWith("/") || href.startsWith("#") ? SiteLink : "a";
  return (
    <Anchor href={href} {...anchor} {...(other ? { hrefLang: other } : {})}>
      {content}
    </Anchor>
  );
}
