import { SiteLink } from "@/components/links/SiteLink";
import { ConsentSettingsButton } from "@/components/telemetry/ConsentSettingsButton";
import type { NavigationMenu } from "@/lib/shared/content/types";
import { MAX_MENU_ITEMS } from "./MainNavigation";

export function SiteFooter({ menu, siteName, copyrightYear }: { menu: NavigationMenu | null; siteName: string; copyrightYear: number }) {
  const items = menu?.content.slice(0, MAX_MENU_ITEMS) ?? [];
  const links = items.flatMap((item) => (item.__typename === "NavigationLink" ? [item] : []));
  const groups = items.flatMap((item) => (item.__typename === "NavigationDropdown" ? [item] : []));
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Footer" className="site-footer__nav">
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.id}>
                <SiteLink href={link.url}>{link.title}</SiteLink>
              </li>
            ))}
          </ul>
          {groups.map((group) => (
            <div key={group.id} className="site-footer__group">
              <h2 className="site-footer__heading">{group.title}</h2>
              <ul>
                {group.links.slice(0, MAX_MENU_ITEMS).map((link) => (
                  <li key={link.id}>
                    <SiteLink href={link.url}>{link.title}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="site-footer__note">
          The information on {siteName} is for general education and does not replace advice from a health professional.
          If you think you have been exposed to HIV, seek care within 72 hours: post-exposure prophylaxis (PEP) works best
          when started as soon as possible.
        </p>
        <p className="site-footer__note">
          We may earn a commission when you buy through links on this site. <SiteLink href="/advertising-disclosure">How we make money</SiteLink>.
        </p>
        <p>
          <ConsentSettingsButton />
        </p>
        <p className="site-footer__copyright">© {copyrightYear} {siteName}</p>
      </div>
    </footer>
  );
}
