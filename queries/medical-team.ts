import { fetchAll } from "@/queries/client/content-client";
import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { Locale } from "./generated/graphql";

export const MEDICAL_TEAM_QUERY = graphql(`
  query MedicalTeam($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {
    authorsConnection(orderBy: name_ASC, first: $first, skip: $skip, locales: $locales) {
      edges {
        node {
          ...AuthorProfileFields
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

/**
 * Every post's category and medical reviewer: what each member of the team reviews. The reviewer
 * is matched by slug, read in English: in another language a reviewer without a translated
 * profile would otherwise be left out (Hygraph drops a relation with no version in the locales).
 */
export const REVIEWED_POSTS_QUERY = graphql(`
  query ReviewedPosts($first: Int!, $skip: Int!, $locales: [Locale!]! = [en]) {
    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip, locales: $locales) {
      edges {
        node {
          id
          category {
            ...CategoryRefFields
          }
          seo {
            reviewedBy(locales: [en]) {
              slug
            }
          }
          translationReviewedBy
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

/** `locales`: Hygraph's fallback order for the profiles' text. */
export function getMedicalTeam(source: ContentSource, locales: Locale[] = ["en"]) {
  return fetchAll(async (page) => (await source.request(MEDICAL_TEAM_QUERY, { ...page, locales })).authorsConnection);
}

/** `locales`: which articles count (`[es]`: the Spanish ones, with their categories in Spanish). */
export function getReviewedPosts(source: ContentSource, locales: Locale[] = ["en"]) {
  return fetchAll(async (page) => (await source.request(REVIEWED_POSTS_QUERY, { ...page, locales })).postsConnection);
}

export type ReviewedPost = Awaited<ReturnType<typeof getReviewedPosts>>[number];
