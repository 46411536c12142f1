import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { AuthorPostsQueryVariables, ListPageInfoFieldsFragment, PostCardFieldsFragment } from "./generated/graphql";

/** docs/requirements.md, Queries and events: "Author posts": an author's posts, newest first, `limit` from `offset`. */
export const AUTHOR_POSTS_QUERY = graphql(`
  query AuthorPosts($slug: String!, $limit: Int!, $offset: Int!, $locales: [Locale!]! = [en]) {
    postsConnection(where: { author: { slug: $slug } }, orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {
      edges {
        node {
          ...PostCardFields
        }
      }
      pageInfo {
        ...ListPageInfoFields
      }
    }
  }
`);

/** One page of a "Load more" list, as the site's `/api/posts` answers it. */
export type PostsPage = { posts: PostCardFieldsFragment[]; pageInfo: ListPageInfoFieldsFragment };

export async function getAuthorPosts(source: ContentSource, variables: AuthorPostsQueryVariables): Promise<PostsPage> {
  const { postsConnection } = await source.request(AUTHOR_POSTS_QUERY, variables);
  return { posts: postsConnection.edges.map((edge) => edge.node), pageInfo: postsConnection.pageInfo };
}
