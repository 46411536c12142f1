import { fetchAll, type Connection } from "@/lib/content-client";
import type { ContentSource } from "@/lib/content-source";
import { withFragments } from "./fragments";

/**
 * Lightweight lists of every post, page and author, paged through to the end: the input of
 * getStaticPaths, the sitemap and the RSS feed. Never cut at the API's page size.
 */

export type PostIndexEntry = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  createdAt: string;
  updatedAt: string;
  author: { name: string; slug: string } | null;
  category: { slug: string } | null;
  subCategory: { slug: string } | null;
};
export type PageIndexEntry = { id: string; slug: string; sitemap: boolean; updatedAt: string };
export type AuthorIndexEntry = { id: string; slug: string; updatedAt: string };

/** The fields of a PostIndexEntry: the same selection for the whole list and for one post. */
const POST_INDEX_FIELDS = /* GraphQL */ `
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
`;

export const POST_INDEX_QUERY = withFragments(
  /* GraphQL */ `
    query PostIndex($first: Int!, $skip: Int!) {
      postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip) {
        edges {
          node {
            ...PostIndexFields
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  `,
  POST_INDEX_FIELDS,
);

/** One post's index entry by id: what revalidation needs to know about a changed post. */
export const POST_INDEX_ENTRY_QUERY = withFragments(
  /* GraphQL */ `
    query PostIndexEntry($id: ID!) {
      post(where: { id: $id }) {
        ...PostIndexFields
      }
    }
  `,
  POST_INDEX_FIELDS,
);

export async function getPostIndexEntry(source: ContentSource, id: string): Promise<PostIndexEntry | null> {
  const { post } = await source.request<{ post: PostIndexEntry | null }>(POST_INDEX_ENTRY_QUERY, { id });
  return post;
}

export const PAGE_INDEX_QUERY = /* GraphQL */ `
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
        hasNextPage
      }
    }
  }
`;

export const AUTHOR_INDEX_QUERY = /* GraphQL */ `
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
        hasNextPage
      }
    }
  }
`;

function listAll<TNode>(source: ContentSource, query: string, field: string): Promise<TNode[]> {
  return fetchAll(async (page) => {
    const result = await source.request<Record<string, Connection<TNode>>>(query, page);
    return result[field];
  });
}

export const listAllPosts = (source: ContentSource) => listAll<PostIndexEntry>(source, POST_INDEX_QUERY, "postsConnection");
export const listAllPages = (source: ContentSource) => listAll<PageIndexEntry>(source, PAGE_INDEX_QUERY, "pagesConnection");
export const listAllAuthors = (source: ContentSource) =>
  listAll<AuthorIndexEntry>(source, AUTHOR_INDEX_QUERY, "authorsConnection");
