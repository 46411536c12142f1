import { fetchAll } from "@/queries/client/content-client";
import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { PostIndexFieldsFragment, Locale } from "./generated/graphql";

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
    ...PostLanguagesFields
  }
`);

export const POST_INDEX_QUERY = graphql(`
  query PostIndex($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {
    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip, locales: $locales) {
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
  query PostIndexEntry($id: ID!, $locales: [Locale!]! = [en]) {
    post(where: { id: $id }, locales: $locales) {
      ...PostIndexFields
    }
  }
`);

export async function getPostIndexEntry(source: ContentSource, id: string): Promise<PostIndexEntry | null> {
  const { post } = await source.request(POST_INDEX_ENTRY_QUERY, { id });
  return post;
}

/** Some posts' language versions by their English slugs (at most 100): where a link an editor wrote to an article goes in another language. */
export const POST_LANGUAGES_BY_SLUG_QUERY = graphql(`
  query PostLanguagesBySlug($slugs: [String!]!) {
    posts(where: { slug_in: $slugs }, first: 100) {
      slug
      ...PostLanguagesFields
    }
  }
`);

export async function getPostLanguages(source: ContentSource, slugs: string[]): Promise<{ slug: string; localizations: { locale: Locale; slug: string }[] }[]> {
  if (!slugs.length) return [];
  const { posts } = await source.request(POST_LANGUAGES_BY_SLUG_QUERY, { slugs: slugs.slice(0, 100) });
  return posts;
}

export const PAGE_INDEX_QUERY = graphql(`
  query PageIndex($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {
    pagesConnection(orderBy: createdAt_ASC, first: $first, skip: $skip, locales: $locales) {
      edges {
        node {
          id
          slug
          sitemap
          updatedAt
          ...PageLanguagesFields
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

/** Every author, with when each of their language versions last changed (their page exists in every language). */
export const AUTHOR_INDEX_QUERY = graphql(`
  query AuthorIndex($first: Int!, $skip: Int!) {
    authorsConnection(orderBy: name_ASC, first: $first, skip: $skip) {
      edges {
        node {
          id
          slug
          updatedAt
          localizations(locales: [en, es], includeCurrent: true) {
            locale
            updatedAt
          }
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

/** In a language, `locales: [es]`: the entries that have that version, with its slug. */
export const listAllPosts = (source: ContentSource, locales: Locale[] = ["en"]) =>
  fetchAll(async (page) => (await source.request(POST_INDEX_QUERY, { ...page, locales })).postsConnection);
export const listAllPages = (source: ContentSource, locales: Locale[] = ["en"]) =>
  fetchAll(async (page) => (await source.request(PAGE_INDEX_QUERY, { ...page, locales })).pagesConnection);
export const listAllAuthors = (source: ContentSource) =>
  fetchAll(async (page) => (await source.request(AUTHOR_INDEX_QUERY, page)).authorsConnection);
