import type { ContentSource } from "@/lib/content-source";
import type { NavigationMenu } from "@/lib/types";

/** A navigation menu by name: up to 50 items, and up to 50 links per dropdown (SPEC §9). */
export const NAVIGATION_MENU_QUERY = /* GraphQL */ `
  query NavigationMenu($name: String!) {
    navigationMenu(where: { name: $name }) {
      id
      name
      content(first: 50) {
        __typename
        ... on NavigationLink {
          id
          title
          url
          isColored
        }
        ... on NavigationDropdown {
          id
          title
          links(first: 50) {
            id
            title
            url
            isColored
          }
        }
      }
    }
  }
`;

export async function getNavigationMenu(source: ContentSource, name: string): Promise<NavigationMenu | null> {
  const { navigationMenu } = await source.request<{ navigationMenu: NavigationMenu | null }>(NAVIGATION_MENU_QUERY, {
    name,
  });
  return navigationMenu;
}
