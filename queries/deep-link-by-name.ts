import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";

/**
 * docs/requirements.md, Queries and events: "Deep link by name" (variable `name`, result
 * `deepLink.affiliate_link`): the affiliate target behind a click-out name. A disabled advertiser's
 * link must not lead anywhere, and a deep link does not know its advertiser (the advertiser points
 * to the link): the same request, with the same variable, also asks for a disabled advertiser
 * whose deep link this is.
 */
export const DEEP_LINK_BY_NAME_QUERY = graphql(`
  query DeepLinkByName($name: String!) {
    deepLink(where: { name: $name }) {
      affiliate_link
    }
    disabledAdvertisers: advertisers(where: { deepLink: { name: $name }, isDisabled: true }, first: 1) {
      id
    }
  }
`);

/** The affiliate link named `name`; null when there is none or it is a disabled advertiser's. */
export async function getDeepLinkByName(source: ContentSource, name: string): Promise<string | null> {
  const { deepLink, disabledAdvertisers } = await source.request(DEEP_LINK_BY_NAME_QUERY, { name });
  return deepLink && disabledAdvertisers.length === 0 ? deepLink.affiliate_link : null;
}
