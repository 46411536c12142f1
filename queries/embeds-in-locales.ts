import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { EmbedsInLocalesQuery, Locale } from "./generated/graphql";

/**
 * The comparison entries a page shows (promotions, product reviews, deep links, images, charts),
 * by id, each in the first of `locales` it has (Hygraph's fallback order). A translated page is
 * read in its own language alone, and Hygraph passes those locales down to every entry it embeds:
 * an entry with no version in the language (a brand's image, a deep link) would be left out.
 */
export const EMBEDS_IN_LOCALES_QUERY = graphql(`
  query EmbedsInLocales($locales: [Locale!]!, $promotions: [ID!]!, $reviews: [ID!]!, $deepLinks: [ID!]!, $assets: [ID!]!, $charts: [ID!]!) {
    promotions(where: { id_in: $promotions }, first: 100, locales: $locales) {
      __typename
      ...PromotionFields
    }
    productReviews(where: { id_in: $reviews }, first: 100, locales: $locales) {
      __typename
      ...ProductReviewFields
    }
    deepLinks(where: { id_in: $deepLinks }, first: 100, locales: $locales) {
      __typename
      ...DeepLinkFields
    }
    assets(where: { id_in: $assets }, first: 100, locales: $locales) {
      __typename
      ...AssetFields
    }
    charts(where: { id_in: $charts }, first: 100, locales: $locales) {
      __typename
      ...ChartFields
    }
  }
`);

export type EmbedIds = { promotions: string[]; reviews: string[]; deepLinks: string[]; assets: string[]; charts: string[] };

export async function getEmbedsInLocales(source: ContentSource, ids: EmbedIds, locales: Locale[]): Promise<EmbedsInLocalesQuery> {
  return source.request(EMBEDS_IN_LOCALES_QUERY, { locales, ...ids });
}
