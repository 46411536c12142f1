import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { NavigationMenuQuery } from "./generated/graphql";

/** A navigation menu by name: up to 50 items, and up to 50 links per dropdown (docs/requirements.md, Constants). */
export const NAVIGATION_MENU_QUERY = graphql(`
  query NavigationMenu($name: String!) {
    navigationMenu(where: { name: $name }) {
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

export async function getNavigationMenu(source: ContentSource, name: string): Promise<NavigationMenuQuery["navigationMenu"]> {
  const { navigationMenu } = await source.request(NAVIGATION_MENU_QUERY, { name });
  return navigationMenu;
}
