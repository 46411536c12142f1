import type { ContentSource } from "@/lib/content-source";
import type { PostSummary } from "@/lib/types";
import { ASSET_FIELDS, AUTHOR_SUMMARY_FIELDS, POST_SUMMARY_FIELDS, withFragments } from "./fragments";

/** SPEC §7 "Author posts": an author's posts, newest first, `limit` from `offset`. */
export const AUTHOR_POSTS_QUERY = withFragments(
  /* GraphQL */ `
    query AuthorPosts($slug: String!, $limit: Int!, $offset: Int!) {
      postsConnection(where: { author: { slug: $slug } }, orderBy: createdAt_DESC, first: $limit, skip: $offset) {
        edges {
          node {
            ...PostSummaryFields
            coverImage {
              ...AssetFields
            }
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          pageSize
        }
      }
    }
  `,
  POST_SUMMARY_FIELDS,
  AUTHOR_SUMMARY_FIELDS,
  ASSET_FIELDS,
);

export type AuthorPostsVariables = { slug: string; limit: number; offset: number };

export type PostsPage = {
  posts: PostSummary[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; pageSize: number };
};

type AuthorPostsResult = {
  postsConnection: { edges: { node: PostSummary }[]; pageInfo: PostsPage["pageInfo"] };
};

export async function getAuthorPosts(source: ContentSource, variables: AuthorPostsVariables): Promise<PostsPage> {
  const { postsConnection } = await source.request<AuthorPostsResult>(AUTHOR_POSTS_QUERY, variables);
  return { posts: postsConnection.edges.map((edge) => edge.node), pageInfo: postsConnection.pageInfo };
}
