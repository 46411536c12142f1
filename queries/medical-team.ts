import { fetchAll, type Connection } from "@/lib/content-client";
import type { ContentSource } from "@/lib/content-source";
import type { Author, CategoryRef } from "@/lib/types";
import { ASSET_FIELDS, withFragments } from "./fragments";

export const MEDICAL_TEAM_QUERY = withFragments(
  /* GraphQL */ `
    query MedicalTeam($first: Int!, $skip: Int!) {
      authorsConnection(orderBy: name_ASC, first: $first, skip: $skip) {
        edges {
          node {
            id
            name
            slug
            title
            linkedin
            biography
            picture {
              ...AssetFields
            }
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  `,
  ASSET_FIELDS,
);

export type ReviewedPost = { id: string; category: CategoryRef | null; seo: { reviewedBy: { slug: string } | null } | null };

/** Every post's category and medical reviewer: what each member of the team reviews. */
export const REVIEWED_POSTS_QUERY = /* GraphQL */ `
  query ReviewedPosts($first: Int!, $skip: Int!) {
    postsConnection(orderBy: createdAt_DESC, first: $first, skip: $skip) {
      edges {
        node {
          id
          category {
            id
            title
            slug
          }
          seo {
            reviewedBy {
              slug
            }
          }
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`;

export function getMedicalTeam(source: ContentSource): Promise<Author[]> {
  return fetchAll(async (page) => (await source.request<{ authorsConnection: Connection<Author> }>(MEDICAL_TEAM_QUERY, page)).authorsConnection);
}

export function getReviewedPosts(source: ContentSource): Promise<ReviewedPost[]> {
  return fetchAll(async (page) => (await source.request<{ postsConnection: Connection<ReviewedPost> }>(REVIEWED_POSTS_QUERY, page)).postsConnection);
}
