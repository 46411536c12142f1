import type { ContentSource } from "@/queries/client/content-source";
import type { NavigationItem, NavigationLink, NavigationMenu } from "@/lib/shared/content/types";
import { DEFAULT_LOCALE, type SiteLocale } from "@sti-aware/contract/routes";
import { addressesInLanguage } from "./site-addresses";

/**
 * A menu in another language links to that language's pages. Hygraph holds one address per menu
 * link (NavigationLink.url is not localized: the editor writes the English address once; the
 * translation gives the titles), and the address is turned into the page's version in the menu's
 * language when the menus are read (./site-addresses.ts, where that version exists now); else the
 * link keeps its English address, and the menu marks it as English.
 */

type Link = Pick<NavigationLink, "url">;

const linksOf = (items: NavigationItem[]): Link[] => items.flatMap((item) => (item.__typename === "NavigationLink" ? [item] : item.links));

/** The menus of a page in `locale`, each link to the page's version in that language where it exists (English menus unchanged). */
export async function menusInLanguage<Menus extends Record<string, NavigationMenu | null>>(source: ContentSource, locale: SiteLocale, menus: Menus): Promise<Menus> {
  if (locale === DEFAULT_LOCALE) return menus;
  const items = Object.values(menus).flatMap((menu) => menu?.content ?? []);
  const addresses = await addressesInLanguage(source, locale, linksOf(items).map((link) => link.url));
  const translate = <L extends Link>(link: L): L => {
    const url = addresses.get(link.url);
    return url ? { ...link, url } : link;
  };
  const translated = (menu: NavigationMenu | null): NavigationMenu | null =>
    menu && {
      ...menu,
      content: menu.content.map((item) => (item.__typename === "NavigationLink" ? translate(item) : { ...item, links: item.links.map(translate) })),
    };
  return Object.fromEntries(Object.entries(menus).map(([name, menu]) => [name, translated(menu)])) as Menus;
}
