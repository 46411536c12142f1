import { MAX_PAGE_SIZE } from "@sti-aware/contract/paging";
import { fetchAll } from "@/queries/client/content-client";
import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { Locale, SearchDocumentFieldsFragment, SearchSynonymsQuery } from "./generated/graphql";

/**
 * What the site's search index reads (lib/server/search): every published post's searchable fields,
 * one post again when the CMS says it changed, and the editors' synonym list. The PUBLISHED
 * stage only (the master API): a draft never reaches the index. One language at a time, without
 * fallback: the Spanish index reads only entries that have a Spanish localization, in Spanish.
 */

export type SearchDocument = SearchDocumentFieldsFragment;
export type SearchSynonymEntry = SearchSynonymsQuery["searchSynonymsConnection"]["edges"][number]["node"];

export const SearchDocumentFields = graphql(`
  fragment SearchDocumentFields on Post {
    id
    slug
    title
    excerpt
    tags
    createdAt
    updatedAt
    category {
      slug
      title
    }
    subCategory {
      slug
      title
    }
    seo {
      keywords
      lastReviewed
    }
    content {
      json
    }
  }
`);

export const SEARCH_DOCUMENTS_QUERY = graphql(`
  query SearchDocuments($first: Int!, $skip: Int!, $locales: [Locale!]!) {
    postsConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {
      edges {
        node {
          ...SearchDocumentFields
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

export const SEARCH_DOCUMENT_QUERY = graphql(`
  query SearchDocument($id: ID!, $locales: [Locale!]!) {
    post(where: { id: $id }, locales: $locales) {
      ...SearchDocumentFields
    }
  }
`);

/** How many posts are published, and the newest change: the index's cheap consistency check. */
export const SEARCH_STATE_QUERY = graphql(`
  query SearchState($locales: [Locale!]!) {
    postsConnection(first: 1, orderBy: updatedAt_DESC, locales: $locales) {
      aggregate {
        count
      }
      edges {
        node {
          id
          updatedAt
        }
      }
    }
  }
`);

export const SEARCH_SYNONYMS_QUERY = graphql(`
  query SearchSynonyms($first: Int!, $skip: Int!, $locales: [Locale!]!) {
    searchSynonymsConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {
      edges {
        node {
          term
          synonyms
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

/**
 * Every published post's searchable fields, a few pages at a time (`concurrency` requests in
 * flight), each page handed to `onPage` as it arrives — never all in one array. Oldest first, so a
 * post published meanwhile lands at the end: the last page's hasNextPage is followed.
 */
export async function listSearchDocuments(source: ContentSource, locale: Locale, onPage: (documents: SearchDocument[]) => void, concurrency = 4): Promise<number> {
  let count = 0;
  for (let skip = 0; ; skip += MAX_PAGE_SIZE * concurrency) {
    const pages = await Promise.all(
      Array.from({ length: concurrency }, (_, index) => source.request(SEARCH_DOCUMENTS_QUERY, { first: MAX_PAGE_SIZE, skip: skip + index * MAX_PAGE_SIZE, locales: [locale] })),
    );
    for (const { postsConnection } of pages) {
      const documents = postsConnection.edges.map((edge) => edge.node);
      count += documents.length;
      onPage(documents);
      if (!postsConnection.pageInfo.hasNextPage || documents.length === 0) return count;
    }
  }
}

export async function getSearchDocument(source: ContentSource, locale: Locale, id: string): Promise<SearchDocument | null> {
  const { post } = await source.request(SEARCH_DOCUMENT_QUERY, { id, locales: [locale] });
  return post;
}

export async function getSearchState(source: ContentSource, locale: Locale): Promise<{ count: number; newest: string | null }> {
  const { postsConnection } = await source.request(SEARCH_STATE_QUERY, { locales: [locale] });
  return { count: postsConnection.aggregate.count, newest: postsConnection.edges[0]?.node.updatedAt ?? null };
}

export const listSearchSynonyms = (source: ContentSource, locale: Locale): Promise<SearchSynonymEntry[]> =>
  fetchAll(async (page) => (await source.request(SEARCH_SYNONYMS_QUERY, { ...page, locales: [locale] })).searchSynonymsConnection);
