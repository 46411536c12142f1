import type { ContentSource } from "@/lib/content-source";
import type { Post } from "@/lib/types";
import {
  ASSET_FIELDS,
  AUTHOR_SUMMARY_FIELDS,
  DEEP_LINK_FIELDS,
  FAQ_FIELDS,
  POST_SUMMARY_FIELDS,
  PRODUCT_REVIEW_FIELDS,
  PROMOTION_FIELDS,
  SEO_FIELDS,
  withFragments,
} from "./fragments";

/** An article with its rich text and every kind of entry it can embed. */
export const POST_BY_SLUG_QUERY = withFragments(
  /* GraphQL */ `
    query PostBySlug($slug: String!) {
      post(where: { slug: $slug }) {
        ...PostSummaryFields
        publishedAt
        tags
        coverImage {
          ...AssetFields
        }
        seo {
          ...SeoFields
        }
        content {
          json
          references(first: 100) {
            __typename
            ... on Asset {
              ...AssetFields
            }
            ... on DeepLink {
              ...DeepLinkFields
            }
            ... on Promotion {
              ...PromotionFields
            }
            ... on ProductReview {
              ...ProductReviewFields
            }
            ... on Faq {
              ...FaqFields
            }
          }
        }
      }
    }
  `,
  POST_SUMMARY_FIELDS,
  AUTHOR_SUMMARY_FIELDS,
  ASSET_FIELDS,
  SEO_FIELDS,
  DEEP_LINK_FIELDS,
  PROMOTION_FIELDS,
  PRODUCT_REVIEW_FIELDS,
  FAQ_FIELDS,
);

export async function getPostBySlug(source: ContentSource, slug: string): Promise<Post | null> {
  const { post } = await source.request<{ post: Post | null }>(POST_BY_SLUG_QUERY, { slug });
  return post;
}
