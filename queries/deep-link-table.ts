import { fetchAll } from "@/queries/client/content-client";
import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";

/** Every deep link, for the click-out table (`/go/{name}`). */
export const DEEP_LINK_INDEX_QUERY = graphql(`
  query DeepLinkIndex($first: Int!, $skip: Int!) {
    deepLinksConnection(first: $first, skip: $skip) {
      edges {
        node {
          name
          affiliate_link
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

/** Advertisers and their deep links: a disabled advertiser's links must not redirect. */
export const ADVERTISER_LINK_INDEX_QUERY = graphql(`
  query AdvertiserLinkIndex($first: Int!, $skip: Int!) {
    advertisersConnection(first: $first, skip: $skip) {
      edges {
        node {
          isDisabled
          deepLink {
            name
          }
        }
      }
      pageInfo {
        ...NextPageFields
      }
    }
  }
`);

/** Deep link name → affiliate link, without the links of disabled advertisers. */
export async function getDeepLinkTable(source: ContentSource): Promise<Map<string, string>> {
  const [links, advertisers] = await Promise.all([
    fetchAll(async (page) => (await source.request(DEEP_LINK_INDEX_QUERY, page)).deepLinksConnection),
    fetchAll(async (page) => (await source.request(ADVERTISER_LINK_INDEX_QUERY, page)).advertisersConnection),
  ]);
  const disabled = new Set(advertisers.flatMap((advertiser) => (advertiser.isDisabled && advertiser.deepLink ? [advertiser.deepLink.name] : [])));
  return new Map(links.filter((link) => !disabled.has(link.name)).map((link) => [link.name, link.affiliate_link]));
}
