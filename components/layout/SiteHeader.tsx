import { SiteLink } from "@/components/links/SiteLink";
import { contentImageUrl } from "@/lib/shared/media/image-loader";
import { DEFAULT_LOGO_PATH, type LanguageVersion } from "@/lib/shared/page/page-meta";
import type { NavigationMenu, ShellSiteConfig } from "@/lib/shared/content/types";
import { HeaderSearch } from "@/components/search/HeaderSearch";
import { MainNavigation } from "./MainNavigation";
import { routes, type SiteLocale } from "@sti-aware/contract/routes";
import { LanguageSwitch } from "./LanguageSwitch";

function Logo({ siteConfig }: { siteConfig: ShellSiteConfig }) {
  // The mark is shown 40 px square; 120 px covers 3x screens.
  const desktop = siteConfig.logo ? contentImageUrl(siteConfig.logo.url, 120) : DEFAULT_LOGO_PATH;
  const mobile = siteConfig.logoMobile ? contentImageUrl(siteConfig.logoMobile.url, 120) : desktop;
  return (
    <picture className="site-header__logo">
      <source media="(max-width: 640px)" srcSet={mobile} width={40} height={40} />
      {/* The name is printed beside the mark, so the image itself is decorative. */}
      <img src={desktop} alt="" width={40} height={40} />
    </picture>
  );
}

/**
 * From 1024 px the menu sits beside the brand while its top-level labels fit there: the English
 * menu's 90 characters do at 1024 px, the Spanish menu's 112 need more than the row has. A longer
 * menu gets a row of its own under the brand and the tools, so the header keeps two rows.
 */
const LABEL_CHARACTERS_BESIDE_BRAND = 96;

export type SiteHeaderProps = { siteConfig: ShellSiteConfig; menu: NavigationMenu | null; locale: SiteLocale; versions: LanguageVersion[] | undefined };

export function SiteHeader({ siteConfig, menu, locale, versions }: SiteHeaderProps) {
  const menuRow = (menu?.content.reduce((sum, item) => sum + item.title.length, 0) ?? 0) > LABEL_CHARACTERS_BESIDE_BRAND;
  return (
    <div className={`site-header__inner container${menuRow ? " site-header__inner--menu-row" : ""}`}>
      <SiteLink href={routes.inLocale(locale).path("home")} className="site-header__brand">
        <Logo siteConfig={siteConfig} />
        <span className="site-header__name">{siteConfig.name}</span>
      </SiteLink>
      {menu ? <MainNavigation items={menu.content} /> : null}
      {/* A row of its own under the brand and the menu, so neither pushes the menu onto a second row. */}
      <div className="site-header__tools">
        <HeaderSearch />
        <LanguageSwitch locale={locale} versions={versions} />
      </div>
    </div>
  );
}
