import type { ContentSource } from "@/queries/client/content-source";
import type { ContentDocument } from "@/queries/client/content-client";
import { graphql } from "./generated";
import type { Locale } from "./generated/graphql";

/**
 * The comparison entries a page shows (promotions, product reviews, deep links, images, charts),
 * by id, each in the first of `locales` it has (Hygraph's fallback order). A translated page is
 * read in its own language alone, and Hygraph passes those locales down to every entry it embeds:
 * an entry with no version in the language (a brand's image, a deep link) would be left out.
 * One query per model: each `id_in` list may hold a whole page's references, and the API counts
 * every item of every list against one limit per request.
 */
const PROMOTIONS_IN_LOCALES = graphql(`
  query PromotionsInLocales($locales: [Locale!]!, $ids: [ID!]!) {
    entries: promotions(where: { id_in: $ids }, first: 100, locales: $locales) {
      __typename
      ...PromotionFields
    }
  }
`);
const REVIEWS_IN_LOCALES = graphql(`
  query ReviewsInLocales($locales: [Locale!]!, $ids: [ID!]!) {
    entries: productReviews(where: { id_in: $ids }, first: 100, locales: $locales) {
      __typename
      ...ProductReviewFields
    }
  }
`);
const DEEP_LINKS_IN_LOCALES = graphql(`
  query DeepLinksInLocales($locales: [Locale!]!, $ids: [ID!]!) {
    entries: deepLinks(where: { id_in: $ids }, first: 100, locales: $locales) {
      __typename
      ...DeepLinkFields
    }
  }
`);
const ASSETS_IN_LOCALES = graphql(`
  query AssetsInLocales($locales: [Locale!]!, $ids: [ID!]!) {
    entries: assets(where: { id_in: $ids }, first: 100, locales: $locales) {
      __typename
      ...AssetFields
    }
  }
`);
// A chart nests its promotions and their brands: ten charts keep the query within the API's cost limit.
const CHARTS_IN_LOCALES = graphql(`
  query ChartsInLocales($locales: [Locale!]!, $ids: [ID!]!) {
    entries: charts(where: { id_in: $ids }, first: 10, locales: $locales) {
      __typename
      ...ChartFields
    }
  }
`);

export type EmbedIds = { promotions: string[]; reviews: string[]; deepLinks: string[]; assets: string[]; charts: string[] };

type IdsInLocales = { locales: Locale[]; ids: string[] };

async function read<T>(source: ContentSource, document: ContentDocument<{ entries: T[] }, IdsInLocales>, ids: string[], locales: Locale[]): Promise<T[]> {
  return ids.length ? (await source.request(document, { locales, ids })).entries : [];
}

export async function getEmbedsInLocales(source: ContentSource, ids: EmbedIds, locales: Locale[]) {
  const [promotions, productReviews, deepLinks, assets, charts] = await Promise.all([
    read(source, PROMOTIONS_IN_LOCALES, ids.promotions, locales),
    read(source, REVIEWS_IN_LOCALES, ids.reviews, locales),
    read(source, DEEP_LINKS_IN_LOCALES, ids.deepLinks, locales),
    read(source, ASSETS_IN_LOCALES, ids.assets, locales),
    read(source, CHARTS_IN_LOCALES, ids.charts, locales),
  ]);
  return { promotions, productReviews, deepLinks, assets, charts };
}
