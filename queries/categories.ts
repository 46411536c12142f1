import type { ContentSource } from "@/lib/content-source";
import type { Category } from "@/lib/types";
import { ASSET_FIELDS, withFragments } from "./fragments";

/** Every category with its sub-categories (a site has far fewer than 100 of each). */
export const CATEGORIES_QUERY = withFragments(
  /* GraphQL */ `
    query Categories {
      categories(first: 100, orderBy: title_ASC) {
        id
        title
        slug
        description
        coverImage {
          ...AssetFields
        }
        subCategories(first: 100, orderBy: title_ASC) {
          id
          title
          slug
          description
        }
      }
    }
  `,
  ASSET_FIELDS,
);

export async function getCategories(source: ContentSource): Promise<Category[]> {
  const { categories } = await source.request<{ categories: Category[] }>(CATEGORIES_QUERY);
  return categories;
}
