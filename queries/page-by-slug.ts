import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { PageBySlugQuery, Locale } from "./generated/graphql";

/** A generic content page: header texts, hero image, default chart, topics and rich text (≤ 100 references). */
export const PAGE_BY_SLUG_QUERY = graphql(`
  query PageBySlug($slug: String!, $locales: [Locale!]! = [en]) {
    page(where: { slug: $slug }, locales: $locales) {
      ...PageSummaryFields
      ...PageLanguagesFields
      url
      headerOneText
      headerTwoText
      sitemap
      useHeroImage
      showRankingMethod
      updatedAt
      ...PageTranslationFields
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
            ...PostCardFields
          }
          ... on Page {
            ...PageSummaryFields
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
`);

/** A translated page's provenance and its own review; `englishUpdatedAt` is the default locale's last update (null fields on the English). */
export const PageTranslationFields = graphql(`
  fragment PageTranslationFields on Page {
    translationSource
    translationReviewedBy
    translationReviewedOn
    translationReviewNote
    englishUpdatedAt: updatedAt(variation: BASE)
  }
`);

/** A page as another page's rich text links to it. */
export const PageSummaryFields = graphql(`
  fragment PageSummaryFields on Page {
    id
    title
    slug
    metaDescription
  }
`);

/** `locales`: Hygraph's fallback order; `[es]` alone leaves out entries that have no Spanish version. */
export async function getPageBySlug(source: ContentSource, slug: string, locales: Locale[] = ["en"]): Promise<PageBySlugQuery["page"]> {
  const { page } = await source.request(PAGE_BY_SLUG_QUERY, { slug, locales });
  return page;
}
