import type { ContentSource } from "@/queries/client/content-source";
import type { PostsPage } from "./author-posts";
import { graphql } from "./generated";
import type { PostWhereInput } from "./generated/graphql";

/**
 * docs/requirements.md, Queries and events: "Posts by category": newest first, `limit` from `offset`, with the total count, and
 * cover images resized to `width`. An empty category means every post (the blog index).
 */
export const POSTS_BY_CATEGORY_QUERY = graphql(`
  query PostsByCategory($where: PostWhereInput!, $limit: Int!, $offset: Int!, $width: Int!) {
    postsConnection(where: $where, orderBy: createdAt_DESC, first: $limit, skip: $offset) {
      edges {
        node {
          ...PostSummaryFields
          coverImage {
            id
            url(transformation: { image: { resize: { width: $width } }, document: { output: { format: webp } } })
            width
            height
            mimeType
            alt
          }
        }
      }
      pageInfo {
        ...ListPageInfoFields
      }
      aggregate {
        count
      }
    }
  }
`);

export type PostsByCategoryVariables = {
  category?: string;
  subCategory?: string;
  limit: number;
  offset: number;
  width: number;
};

export type CategoryPostsPage = PostsPage & { count: number };

/** The `where` filter for a category (and optional sub-category) slug; none for "". */
export function categoryFilter(category = "", subCategory = ""): PostWhereInput {
  return {
    ...(category ? { category: { slug: category } } : {}),
    ...(subCategory ? { subCategory: { slug: subCategory } } : {}),
  };
}

export async function getPostsByCategory(
  source: ContentSource,
  { category = "", subCategory = "", limit, offset, width }: PostsByCategoryVariables,
): Promise<CategoryPostsPage> {
  const { postsConnection } = await source.request(POSTS_BY_CATEGORY_QUERY, {
    where: categoryFilter(category, subCategory),
    limit,
    offset,
    width,
  });
  return {
    posts: postsConnection.edges.map((edge) => edge.node),
    pageInfo: postsConnection.pageInfo,
    count: postsConnection.aggregate.count,
  };
}
