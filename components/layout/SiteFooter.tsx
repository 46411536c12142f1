import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import { useSitePage } from "@/lib/shared/content/site-pages-context";
import { ConsentSettingsButton } from "@/components/telemetry/ConsentSettingsButton";
import { AudienceNote } from "@/components/help/AudienceNote";
import type { NavigationMenu } from "@/lib/shared/content/types";
import { MAX_MENU_ITEMS } from "./MainNavigation";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";
import { DEFAULT_PEP_HOURS, type PepHours } from "@/lib/shared/content/pep-hours";

export type SiteFooterProps = { menu: NavigationMenu | null; siteName: string; copyrightYear: number; pepHours?: PepHours };

/** The footer: menus, the health note with PEP's time limits from the CMS's facts, who the site is for and help in Spanish, the disclosure and copyright. */
export function SiteFooter({ menu, siteName, copyrightYear, pepHours = DEFAULT_PEP_HOURS }: SiteFooterProps) {
  const { t } = useMessages(shellMessages);
  const items = menu?.content.slice(0, MAX_MENU_ITEMS) ?? [];
  const links = items.flatMap((item) => (item.__typename === "NavigationLink" ? [item] : []));
  const groups = items.flatMap((item) => (item.__typename === "NavigationDropdown" ? [item] : []));
  return (
    <div className="container site-footer__inner">
      <nav aria-label={t("footerMenu")} className="site-footer__nav">
        <ul className="site-footer__links">
          {links.map((link) => (
            <li key={link.id}>
              <LanguageMarkedLink href={link.url}>{link.title}</LanguageMarkedLink>
            </li>
          ))}
        </ul>
        {groups.map((group) => (
          <div key={group.id} className="site-footer__group">
            <h2 className="site-footer__heading">{group.title}</h2>
            <ul>
              {group.links.slice(0, MAX_MENU_ITEMS).map((link) => (
                <li key={link.id}>
                  <LanguageMarkedLink href={link.url}>{link.title}</LanguageMarkedLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className="site-footer__note">{t("healthNote", { siteName, idealHours: String(pepHours.ideal), limitHours: String(pepHours.limit) })}</p>
      <AudienceNote className="site-footer__note site-footer__audience" />
      <p className="site-footer__note">
        {t("commission")} <LanguageMarkedLink href={useSitePage("advertisingDisclosure")}>{t("howWeMakeMoney")}</LanguageMarkedLink>.
      </p>
      <p>
        <ConsentSettingsButton />
      </p>
      <p className="site-footer__copyright">{t("copyright", { year: String(copyrightYear), siteName })}</p>
    </div>
  );
}
