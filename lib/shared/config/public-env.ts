/**
 * The public half of the site's configuration: the NEXT_PUBLIC_* variables, which Next compiles
 * into browser bundles (so each is read by its literal name, never through a computed key). The
 * server's configuration (lib/server/config/env.ts) checks them, with its own secrets, once at
 * start-up; the browser and shared code read them here.
 */
export const PUBLIC_DEFAULTS = {
  NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
  /** The image CDN; locally the embedded content service serves the renditions. */
  NEXT_PUBLIC_IMAGE_CDN_URL: "http://127.0.0.1:4000",
} as const;

export const publicEnv = {
  /** The site's one origin: canonical links and the addresses its redirects point to. */
  siteUrl: (): string => process.env.NEXT_PUBLIC_SITE_URL || PUBLIC_DEFAULTS.NEXT_PUBLIC_SITE_URL,
  imageCdnUrl: (): string => process.env.NEXT_PUBLIC_IMAGE_CDN_URL || PUBLIC_DEFAULTS.NEXT_PUBLIC_IMAGE_CDN_URL,
  sentryDsn: (): string | undefined => process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
  richTextIframeHosts: (): string | undefined => process.env.NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS,
  algolia: () => ({
    appId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID,
    apiKey: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
    index: process.env.NEXT_PUBLIC_ALGOLIA_INDEX,
  }),
};
