import { SiteLink } from "@/components/links/SiteLink";
import { LANGUAGE_SWITCH_STRINGS } from "@/lib/shared/i18n/site-language-strings";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import type { LanguageVersion } from "@/lib/shared/page/page-meta";
import { routes, SITE_LOCALES, type SiteLocale } from "@sti-aware/contract/routes";

/**
 * The other languages of the site, offered and never forced: each link keeps the reader on the
 * same content in that language (its own slug), or, where the page has no translation yet, says
 * so and goes to that language's home page. The link's text is in its language (lang) and names
 * the language of the page it opens (hreflang).
 */
export function LanguageSwitch({ locale, versions }: { locale: SiteLocale; versions: LanguageVersion[] | undefined }) {
  const { t } = useMessages(shellMessages);
  return (
    <nav aria-label={t("languageSwitch")} className="language-switch">
      <ul>
        {SITE_LOCALES.filter((other) => other !== locale).map((other) => {
          const version = versions?.find((candidate) => candidate.locale === other);
          const strings = LANGUAGE_SWITCH_STRINGS[other];
          return (
            <li key={other}>
              <SiteLink href={version?.path ?? routes.inLocale(other).path("home")} hrefLang={other} lang={other}>
                {strings.name}
                {version ? null : <span className="language-switch__note"> {strings.noTranslation}</span>}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
