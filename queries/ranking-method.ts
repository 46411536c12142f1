import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { RankingMethodQuery } from "./generated/graphql";

/** The comparison's published method: criteria with their weights, and each product's ratings and checked facts. */
export const RANKING_METHOD_QUERY = graphql(`
  query RankingMethod {
    rankingCriteria(orderBy: position_ASC, first: 20) {
      id
      name
      slug
      description
      weight
    }
    promotions(orderBy: score_DESC, first: 100) {
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

export async function getRankingMethod(source: ContentSource): Promise<RankingMethodQuery> {
  return source.request(RANKING_METHOD_QUERY, {});
}
