import { fetchAll } from "@/queries/client/content-client";
import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";

export const MEDICAL_TEAM_QUERY = graphql(`
  query MedicalTeam($first: Int!, $skip: Int!) {
    authorsConnection(orderBy: name_ASC, first: $first, skip: $skip) {
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

/** Every post's category and medical reviewer: what each member of the team reviews. */
export const REVIEWED_POSTS_QUERY = graphql(`
  query ReviewedPosts($first: Int!, $skip: Int!) {
    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip) {
      edges {
        node {
          id
          category {
            ...CategoryRefFields
          }
          seo {
            reviewedBy {
              slug
            }
          }
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

export function getMedicalTeam(source: ContentSource) {
  return fetchAll(async (page) => (await source.request(MEDICAL_TEAM_QUERY, page)).authorsConnection);
}

export function getReviewedPosts(source: ContentSource) {
  return fetchAll(async (page) => (await source.request(REVIEWED_POSTS_QUERY, page)).postsConnection);
}

export type ReviewedPost = Awaited<ReturnType<typeof getReviewedPosts>>[number];
