import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { Locale, RankingMethodQuery } from "./generated/graphql";

/** The comparison's published method: criteria with their weights, and each product's ratings and checked facts. */
export const RANKING_METHOD_QUERY = graphql(`
  query RankingMethod($locales: [Locale!]! = [en]) {
    rankingCriteria(orderBy: position_ASC, first: 20, locales: $locales) {
      id
      name
      slug
      description
      weight
    }
    promotions(orderBy: score_DESC, first: 100, locales: $locales) {
      id
      slug
      productName
      score
      ribbon
      resultsTime
      priceUsd
      infectionsTested
      resultsDaysMax
      factsVerifiedOn
      advertiser {
        id
        name
        isDisabled
      }
      ratings(first: 20) {
        id
        rating
        criterion {
          id
          weight
        }
      }
    }
  }
`);

/** `locales`: Hygraph's fallback order (a Spanish page reads `[es, en]`: criteria and products in Spanish where translated). */
export async function getRankingMethod(source: ContentSource, locales: Locale[] = ["en"]): Promise<RankingMethodQuery> {
  return source.request(RANKING_METHOD_QUERY, { locales });
}
