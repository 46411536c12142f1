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

export function contentSecurityPolicy(env: Pick<SiteEnv, "contentApiUrl" | "imageCdnUrl">): string {
  const contentOrigin = origin(env.contentApiUrl);
  const imageOrigin = origin(env.imageCdnUrl);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...ANALYTICS_HOSTS.script],
    // Stylesheets from this site only, no <style> blocks. Two values come from content as style
    // attributes (the site palette, a score bar's width), so attributes alone stay allowed.
    "style-src": ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", imageOrigin, contentOrigin, ...ANALYTICS_HOSTS.image],
    "font-src": ["'self'"],
    "connect-src": ["'self'", contentOrigin, ...ANALYTICS_HOSTS.connect],
    "frame-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

export function securityHeaders(env: Pick<SiteEnv, "contentApiUrl" | "imageCdnUrl">): { key: string; value: string }[] {
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
