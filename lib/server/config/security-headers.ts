import type { SiteEnv } from "./env";

/**
 * Response headers for every route. Static pages cannot carry per-request nonces, so the
 * Content-Security-Policy allows scripts by origin only: this site, and the analytics hosts it
 * loads after consent. No 'unsafe-inline' and no 'unsafe-eval' for scripts.
 */

/** Third-party hosts the analytics code loads from or reports to (only after consent). */
export const ANALYTICS_HOSTS = {
  // The speed-measurement script is bundled (web-vitals); no CDN that serves any npm file.
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
    "https://insights.algolia.io",
    "https://*.ingest.sentry.io",
    "https://*.ingest.us.sentry.io",
  ],
  image: ["https://www.google-analytics.com", "https://www.googletagmanager.com"],
};

const origin = (url: string) => new URL(url).origin;

type PolicyEnv = Pick<SiteEnv, "contentApiUrl" | "imageCdnUrl" | "richTextIframeHosts"> & Partial<Pick<SiteEnv, "sentryDsn">> & {
  /** Hash sources ('sha256-…') of the <style> blocks the pages inline (lib/server/document/site-stylesheet.ts). */
  inlineStyleHashes?: string[];
};

/** Hygraph's asset hosts: rich-text videos play from them (images go through the image CDN). */
export const HYGRAPH_ASSET_ORIGINS = ["https://*.graphassets.com", "https://media.graphcms.com"];

export function contentSecurityPolicy(env: PolicyEnv): string {
  const contentOrigin = origin(env.contentApiUrl);
  const imageOrigin = origin(env.imageCdnUrl);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...ANALYTICS_HOSTS.script],
    // Stylesheets from this site, and the <style> blocks pages inline (the shell's and each
    // feature's), by their hashes: no other <style> block runs. Two values come from content as style attributes (the site
    // palette, a score bar's width), so attributes alone stay allowed.
    "style-src": ["'self'", ...(env.inlineStyleHashes ?? [])],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", imageOrigin, contentOrigin, ...ANALYTICS_HOSTS.image],
    "font-src": ["'self'"],
    // The browser reads content only through this site's /api/posts, never the content API;
    // browser error reports go to the configured DSN's host (Sentry's, or a self-hosted one).
    "connect-src": ["'self'", ...ANALYTICS_HOSTS.connect, ...(env.sentryDsn ? [origin(env.sentryDsn)] : [])],
    // Rich-text videos: content assets on the CDN, the content service or Hygraph's asset hosts.
    "media-src": ["'self'", imageOrigin, contentOrigin, ...HYGRAPH_ASSET_ORIGINS],
    // Rich-text iframes show https pages of the allow-listed hosts only (lib/shared/media/rich-text-media.ts).
    "frame-src": env.richTextIframeHosts.length ? env.richTextIframeHosts.map((host) => `https://${host}`) : ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

export function securityHeaders(env: PolicyEnv): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(env) },
    { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "origin" },
    { key: "X-Frame-Options", value: "DENY" },
    // No other window keeps a handle on ours; our responses are not embeddable by other sites
    // (content images come from the CDN's origin, which sets its own policy).
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), interest-cohort=()" },
  ];
}
