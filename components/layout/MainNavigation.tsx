import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import type { NavigationDropdown, NavigationItem } from "@/lib/shared/content/types";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";

/** Menus show up to 50 items and 50 links per dropdown (docs/requirements.md, Constants). */
export const MAX_MENU_ITEMS = 50;

/** The dropdowns share one name: the browser keeps at most one of them open, with or without script. */
const DROPDOWN_GROUP = "main-menu-dropdown";

/**
 * A dropdown is a disclosure (<details>): its links are in the server's HTML, and the browser opens
 * and closes it (Enter, Space, a click) whether or not script has run; script adds Escape
 * (lib/browser/navigation/menus.ts).
 */
function Dropdown({ item }: { item: NavigationDropdown }) {
  return (
    <li className="nav__item">
      <details name={DROPDOWN_GROUP} className="nav__dropdown">
        <summary className="nav__toggle">
          {item.title}
          <span aria-hidden="true" className="nav__chevron" />
        </summary>
        <ul className="nav__panel">
          {item.links.slice(0, MAX_MENU_ITEMS).map((link) => (
            <li key={link.id}>
              <LanguageMarkedLink href={link.url} className={link.isColored ? "nav__link nav__link--colored" : "nav__link"}>
                {link.title}
              </LanguageMarkedLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * Header navigation: links and dropdowns. Below 1024 px the list opens from a "Menu" disclosure
 * just before it (the list follows it in the page, and CSS shows it while the disclosure is open),
 * so that from 1024 px, where there is no menu button, the list is there in every browser. What
 * script adds (Escape, closing on a click outside and on navigation, reporting a followed link) is
 * in lib/browser/navigation/menus.ts, listeners on the document: this markup has no handlers to hydrate.
 */
export function MainNavigation({ items }: { items: NavigationItem[] }) {
  const { t } = useMessages(shellMessages);
  return (
    <nav aria-label={t("mainMenu")} className="nav">
      <details className="nav__menu">
        <summary className="nav__menu-button" aria-controls="main-menu">
          {/* CSS shows the one that says what pressing does: no script needed to change the label. */}
          <span className="nav__menu-open">{t("menu")}</span>
          <span className="nav__menu-close">{t("closeMenu")}</span>
        </summary>
      </details>
      <ul id="main-menu" className="nav__list">
        {items.slice(0, MAX_MENU_ITEMS).map((item) =>
          item.__typename === "NavigationDropdown" ? (
            <Dropdown key={item.id} item={item} />
          ) : (
            <li key={item.id} className="nav__item">
              <LanguageMarkedLink href={item.url} className={item.isColored ? "nav__link nav__link--colored" : "nav__link"}>
                {item.title}
              </LanguageMarkedLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
