import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import { categoryPostsPage, type CategoryPostsPage } from "./post-list-page";
import { getPostsBySubCategory } from "./posts-by-sub-category";

/**
 * docs/requirements.md, Queries and events: "Posts by category": variables `category` (default
 * empty), `limit`, `offset`, `width`; the category's posts newest first, `limit` from `offset`,
 * with the total count, covers resized to `width`. An empty category is no category's slug, so
 * it selects nothing: a listing without a category is refused before it gets here (listing.ts).
 */
export const POSTS_BY_CATEGORY_QUERY = graphql(`
  query PostsByCategory($category: String = "", $limit: Int!, $offset: Int!, $width: Int!) {
    postsConnection(where: { category: { slug: $category } }, orderBy: createdAt_DESC, first: $limit, skip: $offset) {
      ...PostListPageFields
    }
  }
`);

export type PostsByCategoryVariables = {
  category?: string;
  /** A sub-category of `category`: its own query (queries/posts-by-sub-category.ts), same variables plus this one. */
  subCategory?: string;
  limit: number;
  offset: number;
  width: number;
};

export async function getPostsByCategory(source: ContentSource, { category, subCategory, limit, offset, width }: PostsByCategoryVariables): Promise<CategoryPostsPage> {
  if (category && subCategory) return getPostsBySubCategory(source, { category, subCategory, limit, offset, width });
  // `category` left out when not given: the document's default (empty) applies.
  const { postsConnection } = await source.request(POSTS_BY_CATEGORY_QUERY, { ...(category === undefined ? {} : { category }), limit, offset, width });
  return categoryPostsPage(postsConnection);
}
