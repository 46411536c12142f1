import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { Locale } from "./generated/graphql";
import { categoryPostsPage, type CategoryPostsPage } from "./post-list-page";
import { getPostsBySubCategory } from "./posts-by-sub-category";

/**
 * docs/requirements.md, Queries and events: "Posts by category": variables `category` (default
 * empty), `limit`, `offset`, `width`; the category's posts newest first, `limit` from `offset`,
 * with the total count, covers resized to `width`. An empty category is no category's slug, so
 * it selects nothing: a listing without a category is refused before it gets here (listing.ts).
 * `locales` (the site adds it, default `[en]`): a language's listing, its posts that have a version
 * in it, the category named by its slug in that language (Hygraph passes the locales down to relations).
 */
export const POSTS_BY_CATEGORY_QUERY = graphql(`
  query PostsByCategory($category: String = "", $limit: Int!, $offset: Int!, $width: Int!, $locales: [Locale!]! = [en]) {
    postsConnection(where: { category: { slug: $category } }, orderBy: createdAt_DESC, first: $limit, skip: $offset, locales: $locales) {
      ...PostListPageFields
    }
  }
`);

export type PostsByCategoryVariables = {
  category?: string;
  /** A sub-category of `category`: its own query (queries/posts-by-sub-category.ts), same variables plus this one. */
  subCategory?: string;
  limit: number;
  offset: number;
  width: number;
  /** `[es]`: the Spanish listing (no fallback: English posts are not in it). */
  locales?: Locale[];
};

export async function getPostsByCategory(source: ContentSource, { category, subCategory, limit, offset, width, locales = ["en"] }: PostsByCategoryVariables): Promise<CategoryPostsPage> {
  if (category && subCategory) return getPostsBySubCategory(source, { category, subCategory, limit, offset, width, locales });
  // `category` left out when not given: the document's default (empty) applies.
  const { postsConnection } = await source.request(POSTS_BY_CATEGORY_QUERY, { ...(category === undefined ? {} : { category }), limit, offset, width, locales });
  return categoryPostsPage(postsConnection);
}
