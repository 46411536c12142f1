import type { ContentSource } from "@/lib/content-source";
import type { FeedItem } from "@/lib/feeds";

/**
 * Small, targeted queries for the sitemaps and the RSS feed: counts, newest dates and one
 * chunk of posts at a time, so no crawler document ever reads every post.
 */

type PostWhere = Record<string, unknown>;

export const POST_COUNT_QUERY = /* GraphQL */ `
  query PostCount($where: PostWhereInput) {
    postsConnection(where: $where, first: 0) {
      aggregate {
        count
      }
    }
  }
`;

/** How many published posts match `where` (all of them without one). */
export async function countPosts(source: ContentSource, where?: PostWhere): Promise<number> {
  const { postsConnection } = await source.request<{ postsConnection: { aggregate: { count: number } } }>(POST_COUNT_QUERY, { where });
  return postsConnection.aggregate.count;
}

export const NEWEST_POST_UPDATE_QUERY = /* GraphQL */ `
  query NewestPostUpdate($where: PostWhereInput) {
    postsConnection(where: $where, orderBy: updatedAt_DESC, first: 1) {
      edges {
        node {
          updatedAt
        }
      }
      aggregate {
        count
      }
    }
  }
`;

/** The number of posts matching `where` and the latest `updatedAt` among them. */
export async function postsSummary(source: ContentSource, where?: PostWhere): Promise<{ count: number; newestUpdate: string | undefined }> {
  const { postsConnection } = await source.request<{
    postsConnection: { edges: { node: { updatedAt: string } }[]; aggregate: { count: number } };
  }>(NEWEST_POST_UPDATE_QUERY, { where });
  return { count: postsConnection.aggregate.count, newestUpdate: postsConnection.edges[0]?.node.updatedAt };
}

export const POST_AT_POSITION_QUERY = /* GraphQL */ `
  query PostAtPosition($skip: Int!) {
    posts(orderBy: createdAt_ASC, first: 1, skip: $skip) {
      createdAt
    }
  }
`;

/** `createdAt` of the post at a position, oldest first (where a sitemap chunk starts). */
export async function createdAtOfPostAt(source: ContentSource, position: number): Promise<string | undefined> {
  const { posts } = await source.request<{ posts: { createdAt: string }[] }>(POST_AT_POSITION_QUERY, { skip: position });
  return posts[0]?.createdAt;
}

export const SITEMAP_POSTS_QUERY = /* GraphQL */ `
  query SitemapPosts($first: Int!, $skip: Int!) {
    posts(orderBy: createdAt_ASC, first: $first, skip: $skip) {
      slug
      updatedAt
    }
  }
`;

export async function sitemapPosts(source: ContentSource, skip: number, first: number): Promise<{ slug: string; updatedAt: string }[]> {
  const { posts } = await source.request<{ posts: { slug: string; updatedAt: string }[] }>(SITEMAP_POSTS_QUERY, { first, skip });
  return posts;
}

export const RSS_ITEMS_QUERY = /* GraphQL */ `
  query RssItems($first: Int!) {
    posts(orderBy: createdAt_DESC, first: $first) {
      title
      slug
      excerpt
      createdAt
      author {
        name
      }
    }
  }
`;

/** The newest posts only: what a feed publishes. */
export async function newestPosts(source: ContentSource, first: number): Promise<FeedItem[]> {
  const { posts } = await source.request<{ posts: FeedItem[] }>(RSS_ITEMS_QUERY, { first });
  return posts;
}
