import { fetchAll, type Connection } from "@/lib/content-client";
import type { ContentSource } from "@/lib/content-source";

/** Every deep link, for the click-out table (`/go/{name}`). */
export const DEEP_LINK_INDEX_QUERY = /* GraphQL */ `
  query DeepLinkIndex($first: Int!, $skip: Int!) {
    deepLinksConnection(first: $first, skip: $skip) {
      edges {
        node {
          name
          affiliate_link
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`;

/** Advertisers and their deep links: a disabled advertiser's links must not redirect. */
export const ADVERTISER_LINK_INDEX_QUERY = /* GraphQL */ `
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
        hasNextPage
      }
    }
  }
`;

type DeepLinkNode = { name: string; affiliate_link: string };
type AdvertiserLinkNode = { isDisabled: boolean; deepLink: { name: string } | null };

/** Deep link name → affiliate link, without the links of disabled advertisers. */
export async function getDeepLinkTable(source: ContentSource): Promise<Map<string, string>> {
  const [links, advertisers] = await Promise.all([
    fetchAll(async (page) => (await source.request<{ deepLinksConnection: Connection<DeepLinkNode> }>(DEEP_LINK_INDEX_QUERY, page)).deepLinksConnection),
    fetchAll(
      async (page) =>
        (await source.request<{ advertisersConnection: Connection<AdvertiserLinkNode> }>(ADVERTISER_LINK_INDEX_QUERY, page)).advertisersConnection,
    ),
  ]);
  const disabled = new Set(advertisers.filter((advertiser) => advertiser.isDisabled && advertiser.deepLink).map((advertiser) => advertiser.deepLink!.name));
  return new Map(links.filter((link) => !disabled.has(link.name)).map((link) => [link.name, link.affiliate_link]));
}
