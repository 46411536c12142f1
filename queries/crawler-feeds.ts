import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { Locale, PostWhereInput, RssItemsQuery, SitemapPostsQuery } from "./generated/graphql";

/** One RSS item as the feed query selects it. */
export type FeedItem = RssItemsQuery["posts"][number];

/**
 * Small, targeted queries for the sitemaps and the RSS feed: counts, newest dates and one
 * chunk of posts at a time, so no crawler document ever reads every post.
 */

export const POST_COUNT_QUERY = graphql(`
  query PostCount($where: PostWhereInput, $locales: [Locale!]! = [en]) {
    postsConnection(where: $where, first: 0, locales: $locales) {
      aggregate {
        count
      }
    }
  }
`);

/** How many published posts match `where` (all of them without one). */
export async function countPosts(source: ContentSource, where?: PostWhereInput, locales: Locale[] = ["en"]): Promise<number> {
  const { postsConnection } = await source.request(POST_COUNT_QUERY, { where, locales });
  return postsConnection.aggregate.count;
}

export const NEWEST_POST_UPDATE_QUERY = graphql(`
  query NewestPostUpdate($where: PostWhereInput, $locales: [Locale!]! = [en]) {
    postsConnection(where: $where, orderBy: updatedAt_DESC, first: 1, locales: $locales) {
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
export async function postsSummary(source: ContentSource, where?: PostWhereInput, locales: Locale[] = ["en"]): Promise<{ count: number; newestUpdate: string | undefined }> {
  const { postsConnection } = await source.request(NEWEST_POST_UPDATE_QUERY, { where, locales });
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
  query SitemapPosts($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {
    posts(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {
      slug
      updatedAt
      ...PostLanguagesFields
    }
  }
`);

/** English slugs, with every language version of each post. */
export async function sitemapPosts(source: ContentSource, skip: number, first: number): Promise<SitemapPostsQuery["posts"]> {
  const { posts } = await source.request(SITEMAP_POSTS_QUERY, { first, skip });
  return posts;
}

export const RSS_ITEMS_QUERY = graphql(`
  query RssItems($first: Int!, $locales: [Locale!]! = [en]) {
    posts(orderBy: createdAt_DESC, first: $first, locales: $locales) {
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
/** In one language: `[es]` is the Spanish feed, Spanish articles only. */
export async function newestPosts(source: ContentSource, first: number, locales: Locale[] = ["en"]): Promise<FeedItem[]> {
  const { posts } = await source.request(RSS_ITEMS_QUERY, { first, locales });
  return posts;
}
