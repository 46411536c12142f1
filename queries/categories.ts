import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { CategoriesQuery } from "./generated/graphql";

/** Every category with its sub-categories (a site has far fewer than 100 of each). */
export const CATEGORIES_QUERY = graphql(`
  query Categories {
    categories(first: 100, orderBy: title_ASC) {
      ...CategoryRefFields
      description
      coverImage {
        ...AssetFields
      }
      subCategories(first: 100, orderBy: title_ASC) {
        ...SubCategoryRefFields
        description
      }
    }
  }
`);

export async function getCategories(source: ContentSource): Promise<CategoriesQuery["categories"]> {
  const { categories } = await source.request(CATEGORIES_QUERY);
  return categories;
}
