import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { NavigationMenuQuery, Locale } from "./generated/graphql";

/** A navigation menu by name: up to 50 items, and up to 50 links per dropdown (docs/requirements.md, Constants). */
export const NAVIGATION_MENU_QUERY = graphql(`
  query NavigationMenu($name: String!, $locales: [Locale!]! = [en]) {
    navigationMenu(where: { name: $name }, locales: $locales) {
      id
      name
      content(first: 50) {
        __typename
        ... on NavigationLink {
          ...NavigationLinkFields
        }
        ... on NavigationDropdown {
          id
          title
          links(first: 50) {
            ...NavigationLinkFields
          }
        }
      }
    }
  }
`);

export const NavigationLinkFields = graphql(`
  fragment NavigationLinkFields on NavigationLink {
    id
    title
    url
    isColored
  }
`);

export async function getNavigationMenu(source: ContentSource, name: string, locales: Locale[] = ["en"]): Promise<NavigationMenuQuery["navigationMenu"]> {
  const { navigationMenu } = await source.request(NAVIGATION_MENU_QUERY, { name, locales });
  return navigationMenu;
}
