import type { ContentSource } from "@/queries/client/content-source";
import { graphql } from "./generated";
import type { SiteConfigQuery, Locale } from "./generated/graphql";

/** The site configuration (one entry), with the mini comparison chart. */
export const SITE_CONFIG_QUERY = graphql(`
  query SiteConfig($locales: [Locale!]! = [en]) {
    siteConfigs(first: 1, locales: $locales) {
      id
      name
      domain
      colorPalette
      gaMeasurementId
      gtmId
      reviewIntervalMonths
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
`);

export async function getSiteConfig(source: ContentSource, locales: Locale[] = ["en"]): Promise<SiteConfigQuery["siteConfigs"][number]> {
  const { siteConfigs } = await source.request(SITE_CONFIG_QUERY, { locales });
  const [siteConfig] = siteConfigs;
  if (!siteConfig) throw new Error(`No site configuration in the content service at ${source.endpoint.url}`);
  return siteConfig;
}
