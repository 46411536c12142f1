import type { PostsPage } from "./author-posts";
import type { PostListPageFieldsFragment } from "./generated/graphql";

/** A page of a post listing (category, sub-category, every post), with how many posts the listing has. */
export type CategoryPostsPage = PostsPage & { count: number };

export function categoryPostsPage(connection: PostListPageFieldsFragment): CategoryPostsPage {
  return { posts: connection.edges.map((edge) => edge.node), pageInfo: connection.pageInfo, count: connection.aggregate.count };
}
