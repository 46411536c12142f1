import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { PostsBySubCategoryQueryVariables } from "./generated/graphql";
import { categoryPostsPage, type CategoryPostsPage } from "./post-list-page";

/** "Posts by category" narrowed to one of the category's sub-categories (the sub-category listing). */
export const POSTS_BY_SUB_CATEGORY_QUERY = graphql(`
  query PostsBySubCategory($category: String!, $subCategory: String!, $limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {
    postsConnection(
      where: { category: { slug: $category }, subCategory: { slug: $subCategory } }
      orderBy: createdAt_DESC
      first: $limit
      skip: $offset
      locales: $locales
    ) {
      ...PostListPageFields
    }
  }
`);

export async function getPostsBySubCategory(source: ContentSource, variables: PostsBySubCategoryQueryVariables): Promise<CategoryPostsPage> {
  const { postsConnection } = await source.request(POSTS_BY_SUB_CATEGORY_QUERY, variables);
  return categoryPostsPage(postsConnection);
}
