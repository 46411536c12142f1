import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { RelatedPostFieldsFragment } from "./generated/graphql";

/**
 * Candidates for an article's "Related reading": published posts of the same sub-category, of
 * the same category, and the newest of all, the most recently updated of each first (the loader ranks them,
 * lib/server/page-data/related.ts), and the posts that brands name as their review (sponsored items, never
 * suggested). A few dozen small entries: one request per article. The filters do not exclude the
 * article itself (the loader does): filters the same for every article of a sub-category are
 * computed once by the content service, not once per article.
 */

export type RelatedCandidate = RelatedPostFieldsFragment;

export const RelatedPostFields = graphql(`
  fragment RelatedPostFields on Post {
    id
    slug
    title
    excerpt
    tags
    category {
      slug
      title
    }
    subCategory {
      slug
    }
  }
`);

export const RELATED_POSTS_QUERY = graphql(`
  query RelatedPosts($subCategory: String!, $category: String!, $first: Int!) {
    sameSubCategory: posts(where: { subCategory: { slug: $subCategory } }, orderBy: updatedAt_DESC, first: $first) {
      ...RelatedPostFields
    }
    sameCategory: posts(where: { category: { slug: $category } }, orderBy: updatedAt_DESC, first: $first) {
      ...RelatedPostFields
    }
    newest: posts(orderBy: updatedAt_DESC, first: $first) {
      ...RelatedPostFields
    }
    advertisers(first: 100) {
      review
    }
  }
`);

export type RelatedPostsInput = { id: string; subCategory: string | null; category: string | null; tags: string[] };

/** Candidates in groups, closest group first; an absent sub-category or category matches nothing (an empty slug). */
export async function getRelatedCandidates(source: ContentSource, post: RelatedPostsInput, first = 25): Promise<{ groups: RelatedCandidate[][]; brandReviews: string[] }> {
  const answer = await source.request(RELATED_POSTS_QUERY, {
    subCategory: post.subCategory ?? "",
    category: post.category ?? "",
    first,
  });
  return {
    groups: [answer.sameSubCategory, answer.sameCategory, answer.newest],
    brandReviews: answer.advertisers.flatMap((advertiser) => (advertiser.review ? [advertiser.review] : [])),
  };
}
