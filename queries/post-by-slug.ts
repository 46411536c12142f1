import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { PostBySlugQuery, Locale } from "./generated/graphql";

/** An article with its rich text and every kind of entry it can embed. */
export const POST_BY_SLUG_QUERY = graphql(`
  query PostBySlug($slug: String!, $locales: [Locale!]! = [en]) {
    post(where: { slug: $slug }, locales: $locales) {
      ...PostCardFields
      ...PostLanguagesFields
      tags
      seo {
        ...SeoFields
      }
      ...ArticleEvidenceFields
      ...TranslationReviewFields
      urgentHelp(first: 10) {
        ...UrgentHelpFields
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
            ...FaqTranslationFields
          }
        }
      }
    }
  }
`);

/** `locales`: Hygraph's fallback order; `[es]` alone leaves out entries that have no Spanish version. */
export async function getPostBySlug(source: ContentSource, slug: string, locales: Locale[] = ["en"]): Promise<PostBySlugQuery["post"]> {
  const { post } = await source.request(POST_BY_SLUG_QUERY, { slug, locales });
  return post;
}
