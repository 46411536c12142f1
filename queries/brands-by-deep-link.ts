import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";

/** The brands behind some deep links (a DeepLink has no link back to its advertiser). */
export const BRANDS_BY_DEEP_LINK_QUERY = graphql(`
  query BrandsByDeepLink($names: [String!]!) {
    advertisers(where: { deepLink: { name_in: $names } }, first: 100) {
      name
      deepLink {
        name
      }
    }
  }
`);

/** Deep link name → brand name, for the names given. */
export async function getBrandNamesByDeepLink(source: ContentSource, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const { advertisers } = await source.request(BRANDS_BY_DEEP_LINK_QUERY, { names });
  return new Map(advertisers.flatMap((advertiser) => (advertiser.deepLink ? [[advertiser.deepLink.name, advertiser.name] as const] : [])));
}
