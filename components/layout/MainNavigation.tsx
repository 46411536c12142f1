import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import { useRouter } from "next/router";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { trackEventLazily } from "@/lib/browser/analytics/track-lazily";
import type { NavigationDropdown, NavigationItem, NavigationLink } from "@/lib/shared/content/types";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";

/** Generic analytics event (docs/requirements.md, Queries and events) for a menu link followed; Section is its dropdown's title, or "Main menu". */
function reportMenuUse(link: Pick<NavigationLink, "title" | "url">, section: string): void {
  trackEventLazily({ name: "menu_click", Component: "MainNavigation", Section: section, href: new URL(link.url, window.location.href).href, text: link.title });
}

/** Menus show up to 50 items and 50 links per dropdown (docs/requirements.md, Constants). */
export const MAX_MENU_ITEMS = 50;

/** The dropdowns share one name: the browser keeps at most one of them open, with or without script. */
const DROPDOWN_GROUP = "main-menu-dropdown";

/** Closes an open disclosure and gives focus back to its summary. */
function closeDisclosure(details: HTMLDetailsElement): void {
  details.open = false;
  details.querySelector("summary")?.focus();
}

/**
 * A dropdown is a disclosure (<details>): its links are in the server's HTML, and the browser opens
 * and closes it (Enter, Space, a click) whether or not script has run; script adds Escape.
 */
function Dropdown({ item }: { item: NavigationDropdown }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    const details = detailsRef.current;
    if (event.key === "Escape" && details?.open) {
      event.preventDefault();
      closeDisclosure(details);
    }
  };
  return (
    <li className="nav__item" onKeyDown={closeOnEscape}>
      <details ref={detailsRef} name={DROPDOWN_GROUP} className="nav__dropdown">
        <summary className="nav__toggle">
          {item.title}
          <span aria-hidden="true" className="nav__chevron" />
        </summary>
        <ul className="nav__panel">
          {item.links.slice(0, MAX_MENU_ITEMS).map((link) => (
            <li key={link.id}>
              <LanguageMarkedLink href={link.url} className={link.isColored ? "nav__link nav__link--colored" : "nav__link"} onClick={() => reportMenuUse(link, item.title)}>
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
 * What script adds to the disclosures: the phone menu and any dropdown close on navigation and on a
 * click outside the navigation; Escape anywhere closes the phone menu and gives focus back to its
 * button (a dropdown's own Escape handler runs first and closes only the dropdown).
 */
function useClosingMenus() {
  const router = useRouter();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const closeAll = () => nav.querySelectorAll("details[open]").forEach((details) => ((details as HTMLDetailsElement).open = false));
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!nav.contains(event.target as Node)) closeAll();
    };
    const closeMenuOnEscape = (event: globalThis.KeyboardEvent) => {
      const menu = nav.querySelector<HTMLDetailsElement>(".nav__menu[open]");
      if (event.key === "Escape" && menu && !event.defaultPrevented) closeDisclosure(menu);
    };
    router.events.on("routeChangeStart", closeAll);
    document.addEventListener("click", closeOnOutsideClick);
    document.addEventListener("keydown", closeMenuOnEscape);
    return () => {
      router.events.off("routeChangeStart", closeAll);
      document.removeEventListener("click", closeOnOutsideClick);
      document.removeEventListener("keydown", closeMenuOnEscape);
    };
  }, [router.events]);

  return navRef;
}

/**
 * Header navigation: links and dropdowns. Below 1024 px the list opens from a "Menu" disclosure
 * just before it (the list follows it in the page, and CSS shows it while the disclosure is open),
 * so that from 1024 px, where there is no menu button, the list is there in every browser.
 */
export function MainNavigation({ items }: { items: NavigationItem[] }) {
  const navRef = useClosingMenus();
  const { t } = useMessages(shellMessages);
  return (
    <nav aria-label={t("mainMenu")} className="nav" ref={navRef}>
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
              <LanguageMarkedLink href={item.url} className={item.isColored ? "nav__link nav__link--colored" : "nav__link"} onClick={() => reportMenuUse(item, "Main menu")}>
                {item.title}
              </LanguageMarkedLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
