import { fetchAll } from "@/queries/client/content-client";
import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { PostIndexFieldsFragment } from "./generated/graphql";

/**
 * Lightweight lists of every post, page and author, paged through to the end: the input of
 * getStaticPaths, the sitemap and the RSS feed. Never cut at the API's page size.
 */

export type PostIndexEntry = PostIndexFieldsFragment;

/** The fields of a PostIndexEntry: the same selection for the whole list and for one post. */
export const PostIndexFields = graphql(`
  fragment PostIndexFields on Post {
    id
    slug
    title
    excerpt
    createdAt
    updatedAt
    author {
      name
      slug
    }
    category {
      slug
    }
    subCategory {
      slug
    }
  }
`);

export const POST_INDEX_QUERY = graphql(`
  query PostIndex($first: Int!, $skip: Int!) {
    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip) {
      edges {
        node {
          ...PostIndexFields
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

/** One post's index entry by id: what revalidation needs to know about a changed post. */
export const POST_INDEX_ENTRY_QUERY = graphql(`
  query PostIndexEntry($id: ID!) {
    post(where: { id: $id }) {
      ...PostIndexFields
    }
  }
`);

export async function getPostIndexEntry(source: ContentSource, id: string): Promise<PostIndexEntry | null> {
  const { post } = await source.request(POST_INDEX_ENTRY_QUERY, { id });
  return post;
}

export const PAGE_INDEX_QUERY = graphql(`
  query PageIndex($first: Int!, $skip: Int!) {
    pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip) {
      edges {
        node {
          id
          slug
          sitemap
          updatedAt
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

export const AUTHOR_INDEX_QUERY = graphql(`
  query AuthorIndex($first: Int!, $skip: Int!) {
    authorsConnection(orderBy: name_ASC, first: $first, skip: $skip) {
      edges {
        node {
          id
          slug
          updatedAt
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

export const listAllPosts = (source: ContentSource) =>
  fetchAll(async (page) => (await source.request(POST_INDEX_QUERY, page)).postsConnection);
export const listAllPages = (source: ContentSource) =>
  fetchAll(async (page) => (await source.request(PAGE_INDEX_QUERY, page)).pagesConnection);
export const listAllAuthors = (source: ContentSource) =>
  fetchAll(async (page) => (await source.request(AUTHOR_INDEX_QUERY, page)).authorsConnection);
