import type { ContentSource } from "@/lib/content-source";
import type { SiteConfig } from "@/lib/types";
import { ASSET_FIELDS, CHART_FIELDS, DEEP_LINK_FIELDS, PROMOTION_FIELDS, withFragments } from "./fragments";

/** The site configuration (one entry), with the mini comparison chart. */
export const SITE_CONFIG_QUERY = withFragments(
  /* GraphQL */ `
    query SiteConfig {
      siteConfigs(first: 1) {
        id
        name
        domain
        colorPalette
        gaMeasurementId
        gtmId
        logo {
          ...AssetFields
        }
        logoMobile {
          ...AssetFields
        }
        favicon {
          ...AssetFields
        }
        miniChart {
          ...ChartFields
        }
      }
    }
  `,
  ASSET_FIELDS,
  CHART_FIELDS,
  PROMOTION_FIELDS,
  DEEP_LINK_FIELDS,
);

export async function getSiteConfig(source: ContentSource): Promise<SiteConfig> {
  const { siteConfigs } = await source.request<{ siteConfigs: SiteConfig[] }>(SITE_CONFIG_QUERY);
  const [siteConfig] = siteConfigs;
  if (!siteConfig) throw new Error(`No site configuration in the content service at ${source.endpoint.url}`);
  return siteConfig;
}
