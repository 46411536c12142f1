import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";

/** docs/requirements.md, Queries and events: "Deep link by name": the affiliate target behind a click-out name. */
export const DEEP_LINK_BY_NAME_QUERY = graphql(`
  query DeepLinkByName($name: String!) {
    deepLink(where: { name: $name }) {
      affiliate_link
    }
  }
`);

export async function getDeepLinkByName(source: ContentSource, name: string): Promise<string | null> {
  const result = await source.request(DEEP_LINK_BY_NAME_QUERY, { name });
  return result.deepLink?.affiliate_link ?? null;
}
