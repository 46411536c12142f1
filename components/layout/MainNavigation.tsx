import { SiteLink } from "@/components/links/SiteLink";
import { useRouter } from "next/router";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
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

function Dropdown({ item, open, onToggle, onClose }: { item: NavigationDropdown; open: boolean; onToggle: () => void; onClose: () => void }) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    }
  };
  return (
    <li className="nav__item nav__item--dropdown" onKeyDown={closeOnEscape}>
      <button ref={buttonRef} type="button" className="nav__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {item.title}
        <span aria-hidden="true" className="nav__chevron" />
      </button>
      {/* A closed panel's links are rendered only when it opens: nobody can see or use them before (nor can anyone without JavaScript, which opens it). */}
      <ul id={panelId} className="nav__panel" hidden={!open}>
        {open
          ? item.links.slice(0, MAX_MENU_ITEMS).map((link) => (
              <li key={link.id}>
                <SiteLink href={link.url} className={link.isColored ? "nav__link nav__link--colored" : "nav__link"} onClick={() => reportMenuUse(link, item.title)}>
                  {link.title}
                </SiteLink>
              </li>
            ))
          : null}
      </ul>
    </li>
  );
}

/**
 * Which dropdown is open, and whether the phone menu is: both close on navigation and on a click
 * outside the navigation; Escape anywhere closes the phone menu.
 */
function useMenus() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const router = useRouter();
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const close = () => {
      setOpenId(null);
      setMenuOpen(false);
    };
    router.events.on("routeChangeStart", close);
    return () => router.events.off("routeChangeStart", close);
  }, [router.events]);

  useEffect(() => {
    if (!openId && !menuOpen) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (navRef.current?.contains(event.target as Node)) return;
      setOpenId(null);
      setMenuOpen(false);
    };
    // Escape anywhere closes the phone menu and gives focus back to its button (a dropdown's
    // own Escape handler runs first and closes only the dropdown).
    const closeMenuOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !menuOpen || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener("click", closeOnOutsideClick);
    document.addEventListener("keydown", closeMenuOnEscape);
    return () => {
      document.removeEventListener("click", closeOnOutsideClick);
      document.removeEventListener("keydown", closeMenuOnEscape);
    };
  }, [openId, menuOpen]);

  return { openId, setOpenId, menuOpen, setMenuOpen, navRef, menuButtonRef };
}

/** Header navigation: links and keyboard-usable dropdowns (Enter/Space toggles, Escape closes). */
export function MainNavigation({ items }: { items: NavigationItem[] }) {
  const { openId, setOpenId, menuOpen, setMenuOpen, navRef, menuButtonRef } = useMenus();
  const { t } = useMessages(shellMessages);
  return (
    <nav aria-label={t("mainMenu")} className="nav" ref={navRef}>
      <button
        ref={menuButtonRef}
        type="button"
        className="nav__menu-button"
        aria-expanded={menuOpen}
        aria-controls="main-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? t("closeMenu") : t("menu")}
      </button>
      <ul id="main-menu" className={menuOpen ? "nav__list nav__list--open" : "nav__list"}>
        {items.slice(0, MAX_MENU_ITEMS).map((item) =>
          item.__typename === "NavigationDropdown" ? (
            <Dropdown
              key={item.id}
              item={item}
              open={openId === item.id}
              onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
              onClose={() => setOpenId(null)}
            />
          ) : (
            <li key={item.id} className="nav__item">
              <SiteLink href={item.url} className={item.isColored ? "nav__link nav__link--colored" : "nav__link"} onClick={() => reportMenuUse(item, "Main menu")}>
                {item.title}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
