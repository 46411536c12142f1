import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { PostWhereInput, RssItemsQuery } from "./generated/graphql";

/** One RSS item as the feed query selects it. */
export type FeedItem = RssItemsQuery["posts"][number];

/**
 * Small, targeted queries for the sitemaps and the RSS feed: counts, newest dates and one
 * chunk of posts at a time, so no crawler document ever reads every post.
 */

export const POST_COUNT_QUERY = graphql(`
  query PostCount($where: PostWhereInput) {
    postsConnection(where: $where, first: 0) {
      aggregate {
        count
      }
    }
  }
`);

/** How many published posts match `where` (all of them without one). */
export async function countPosts(source: ContentSource, where?: PostWhereInput): Promise<number> {
  const { postsConnection } = await source.request(POST_COUNT_QUERY, { where });
  return postsConnection.aggregate.count;
}

export const NEWEST_POST_UPDATE_QUERY = graphql(`
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
`);

/** The number of posts matching `where` and the latest `updatedAt` among them. */
export async function postsSummary(source: ContentSource, where?: PostWhereInput): Promise<{ count: number; newestUpdate: string | undefined }> {
  const { postsConnection } = await source.request(NEWEST_POST_UPDATE_QUERY, { where });
  return { count: postsConnection.aggregate.count, newestUpdate: postsConnection.edges[0]?.node.updatedAt };
}

export const POST_AT_POSITION_QUERY = graphql(`
  query PostAtPosition($skip: Int!) {
    posts(orderBy: createdAt_ASC, first: 1, skip: $skip) {
      createdAt
    }
  }
`);

/** `createdAt` of the post at a position, oldest first (where a sitemap chunk starts). */
export async function createdAtOfPostAt(source: ContentSource, position: number): Promise<string | undefined> {
  const { posts } = await source.request(POST_AT_POSITION_QUERY, { skip: position });
  return posts[0]?.createdAt;
}

export const SITEMAP_POSTS_QUERY = graphql(`
  query SitemapPosts($first: Int!, $skip: Int!) {
    posts(orderBy: createdAt_ASC, first: $first, skip: $skip) {
      slug
      updatedAt
    }
  }
`);

export async function sitemapPosts(source: ContentSource, skip: number, first: number): Promise<{ slug: string; updatedAt: string }[]> {
  const { posts } = await source.request(SITEMAP_POSTS_QUERY, { first, skip });
  return posts;
}

export const RSS_ITEMS_QUERY = graphql(`
  query RssItems($first: Int!) {
    posts(orderBy: createdAt_DESC, first: $first) {
      title
      slug
      excerpt
      createdAt
      firstPublishedAt
      author {
        name
      }
    }
  }
`);

/** The newest posts only: what a feed publishes. */
export async function newestPosts(source: ContentSource, first: number): Promise<FeedItem[]> {
  const { posts } = await source.request(RSS_ITEMS_QUERY, { first });
  return posts;
}
