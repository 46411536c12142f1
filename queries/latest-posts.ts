import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { LatestPostsQueryVariables } from "./generated/graphql";
import { categoryPostsPage, type CategoryPostsPage } from "./post-list-page";

/** Every post, newest first, paged like "Posts by category" (home page and blog index). */
export const LATEST_POSTS_QUERY = graphql(`
  query LatestPosts($limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {
    postsConnection(orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {
      ...PostListPageFields
    }
  }
`);

export async function getLatestPosts(source: ContentSource, variables: LatestPostsQueryVariables): Promise<CategoryPostsPage> {
  const { postsConnection } = await source.request(LATEST_POSTS_QUERY, variables);
  return categoryPostsPage(postsConnection);
}
