import type { ContentSource } from "@/lib/content-source";
import type { Page } from "@/lib/types";
import {
  ASSET_FIELDS,
  AUTHOR_SUMMARY_FIELDS,
  CHART_FIELDS,
  DEEP_LINK_FIELDS,
  FAQ_FIELDS,
  POST_SUMMARY_FIELDS,
  PROMOTION_FIELDS,
  SEO_FIELDS,
  TOPIC_FIELDS,
  withFragments,
} from "./fragments";

/** A generic content page: header texts, hero image, default chart, topics and rich text (≤ 100 references). */
export const PAGE_BY_SLUG_QUERY = withFragments(
  /* GraphQL */ `
    query PageBySlug($slug: String!) {
      page(where: { slug: $slug }) {
        id
        title
        slug
        url
        metaDescription
        headerOneText
        headerTwoText
        sitemap
        useHeroImage
        updatedAt
        headerImage {
          ...AssetFields
        }
        author {
          ...AuthorSummaryFields
        }
        seo {
          ...SeoFields
        }
        defaultChart {
          ...ChartFields
        }
        topics(first: 100) {
          ...TopicFields
        }
        content {
          json
          references(first: 100) {
            __typename
            ... on Post {
              ...PostSummaryFields
              coverImage {
                ...AssetFields
              }
            }
            ... on Page {
              id
              title
              slug
              metaDescription
            }
            ... on Promotion {
              ...PromotionFields
            }
            ... on Asset {
              ...AssetFields
            }
            ... on DeepLink {
              ...DeepLinkFields
            }
            ... on Faq {
              ...FaqFields
            }
            ... on Chart {
              ...ChartFields
            }
            ... on Topic {
              ...TopicFields
            }
          }
        }
      }
    }
  `,
  ASSET_FIELDS,
  SEO_FIELDS,
  AUTHOR_SUMMARY_FIELDS,
  CHART_FIELDS,
  PROMOTION_FIELDS,
  DEEP_LINK_FIELDS,
  TOPIC_FIELDS,
  FAQ_FIELDS,
  POST_SUMMARY_FIELDS,
);

export async function getPageBySlug(source: ContentSource, slug: string): Promise<Page | null> {
  const { page } = await source.request<{ page: Page | null }>(PAGE_BY_SLUG_QUERY, { slug });
  return page;
}
