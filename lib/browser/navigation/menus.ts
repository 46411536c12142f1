import { trackEventLazily } from "@/lib/browser/analytics/track-lazily";

/**
 * What script adds to the header's menus, which are disclosures (<details>) the browser opens and
 * closes without it (components/layout/MainNavigation.tsx): listeners on the document, so the menus'
 * markup needs no hydration (components/markup/ServerMarkup.tsx) and works the same whether the
 * server or React rendered it.
 * - Escape in an open dropdown closes it and gives focus back to its button; Escape anywhere else
 *   closes the open phone menu and gives focus back to the Menu button.
 * - A click outside the navigation, and every client-side navigation, close them all.
 * - Following a menu link is reported (generic event "menu_click", docs/requirements.md).
 */

const NAVIGATION = "nav.nav";

function closeDisclosure(details: HTMLDetailsElement): void {
  details.open = false;
  details.querySelector("summary")?.focus();
}

export function closeMenus(): void {
  document.querySelectorAll<HTMLDetailsElement>(`${NAVIGATION} details[open]`).forEach((details) => (details.open = false));
}

function closeOnEscape(event: KeyboardEvent): void {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  const target = event.target instanceof Element ? event.target : null;
  const dropdown = target?.closest<HTMLDetailsElement>(`${NAVIGATION} details.nav__dropdown[open]`);
  const menu = document.querySelector<HTMLDetailsElement>(`${NAVIGATION} .nav__menu[open]`);
  const open = dropdown ?? menu;
  if (!open) return;
  event.preventDefault();
  closeDisclosure(open);
}

/** Section is the link's dropdown title, or "Main menu"; the text is the link's own. */
function reportMenuLink(link: HTMLAnchorElement): void {
  const dropdown = link.closest("details.nav__dropdown");
  const section = dropdown?.querySelector("summary")?.textContent?.trim() || "Main menu";
  trackEventLazily({ name: "menu_click", Component: "MainNavigation", Section: section, href: link.href, text: link.textContent?.trim() ?? "" });
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const navigation = document.querySelector(NAVIGATION);
  if (!target || !navigation?.contains(target)) {
    closeMenus();
    return;
  }
  const link = target.closest<HTMLAnchorElement>("a.nav__link");
  if (link) reportMenuLink(link);
}

/** Installs the menus' listeners; returns the function that removes them. */
export function menuListeners(): () => void {
  document.addEventListener("keydown", closeOnEscape);
  document.addEventListener("click", onClick);
  return () => {
    document.removeEventListener("keydown", closeOnEscape);
    document.removeEventListener("click", onClick);
  };
}
