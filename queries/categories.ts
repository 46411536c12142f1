import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { CategoriesQuery, Locale } from "./generated/graphql";

/** Every category with its sub-categories (a site has far fewer than 100 of each). */
export const CATEGORIES_QUERY = graphql(`
  query Categories($locales: [Locale!]! = [en]) {
    categories(first: 100, orderBy: title_ASC, locales: $locales) {
      ...CategoryRefFields
      description
      # An image's one version is the default locale's (see PostCardFields).
      coverImage(locales: [en]) {
        ...AssetFields
      }
      subCategories(first: 100, orderBy: title_ASC) {
        ...SubCategoryRefFields
        description
      }
    }
  }
`);

export async function getCategories(source: ContentSource, locales: Locale[] = ["en"]): Promise<CategoriesQuery["categories"]> {
  const { categories } = await source.request(CATEGORIES_QUERY, { locales });
  return categories;
}
