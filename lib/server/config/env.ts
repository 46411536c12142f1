import { isIP } from "node:net";
import { iframeHosts } from "../../shared/media/rich-text-media";
import { PUBLIC_DEFAULTS } from "../../shared/config/public-env";

/**
 * The site's configuration, server and public variables (lib/shared/config/public-env.ts), read
 * and checked once, at start-up (next.config.ts): one error names every variable that is wrong.
 * Every variable has a local default that points at the embedded content service, so
 * `npm run site` needs no setup; setting the variables (see .env.example) points the same code
 * at a hosted Hygraph project.
 */

export type SiteEnv = {
  /** Master content API (PUBLISHED stage): pages, and the browser's "Load more" queries. */
  contentApiUrl: string;
  contentApiToken: string | undefined;
  /** Preview content API (DRAFT stage): used in draft mode. */
  previewApiUrl: string;
  previewApiToken: string | undefined;
  /** Public origin of the site, for canonical URLs, sitemap and feeds. */
  siteUrl: string;
  /** Host the image loader rewrites asset URLs to (docs/requirements.md, Constants). */
  imageCdnUrl: string;
  /** Seconds before a statically generated page is regenerated in the background. */
  revalidateSeconds: number;
  /** Milliseconds before a content request is abandoned. */
  contentTimeoutMs: number;
  /** URLs per child sitemap (the sitemap protocol allows at most 50,000). */
  sitemapChunkSize: number;
  /** Shared secret of the content service's webhook (on-demand revalidation); unset = endpoint closed. */
  webhookSecret: string | undefined;
  /** The Hygraph environment the webhook's signature must name (and is computed over); default "master". */
  webhookEnvironment: string;
  /** Secret an editor's preview link must carry; unset = preview closed. */
  previewSecret: string | undefined;
  /** CDN purge endpoint handed the paths a publish regenerated; unset = no purge requests (lib/server/publishing/cdn-purge.ts). */
  cdnPurgeUrl: string | undefined;
  cdnPurgeToken: string | undefined;
  /** Sentry DSN for error reports from the server and the browser; unset = no reporting. */
  sentryDsn: string | undefined;
  /** Hosts whose https pages rich text may show in an iframe (lib/shared/media/rich-text-media.ts); also the CSP's frame-src. */
  richTextIframeHosts: string[];
  /** Redis shared by the instances: ISR cache, security state every instance must agree on (the webhook's replay guard), search changes; unset = one instance on its own. */
  redisUrl: string | undefined;
  /** Searches one client may make per minute (docs/search.md); more get 429. */
  searchRateLimit: number;
  /** Folder of the search-miss counts when there is no Redis (one file per day, 90 days kept). */
  searchMissesDir: string;
  /** Where the publish webhook keeps its jobs when there is no Redis; unset = `<dist>/cache/revalidation-queue`. */
  revalidationQueueDir: string | undefined;
  /**
   * Addresses and ranges (CIDR) of the reverse proxies in front of the site, whose
   * X-Forwarded-For the site believes: loopback by default (nginx on the same machine,
   * `npm run cluster`); deploy/compose.yaml names nginx's address on the container network.
   */
  trustedProxies: string[];
};

const DEFAULTS = {
  ...PUBLIC_DEFAULTS,
  CONTENT_API_URL: "http://127.0.0.1:4000/graphql",
  CONTENT_PREVIEW_API_URL: "http://127.0.0.1:4000/graphql/preview",
  REVALIDATE_SECONDS: "300",
  CONTENT_TIMEOUT_MS: "10000",
  SITEMAP_CHUNK_SIZE: "10000",
  CONTENT_WEBHOOK_ENVIRONMENT: "master",
  SEARCH_RATE_LIMIT: "120",
  SEARCH_MISSES_DIR: ".search-misses",
  TRUSTED_PROXIES: "127.0.0.1,::1",
} as const;

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

type Source = Record<string, string | undefined>;

/** A DNS host name: no scheme, port, path or wildcard. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/;

function read(source: Source, name: keyof typeof DEFAULTS): string {
  const value = source[name]?.trim();
  return value ? value : DEFAULTS[name];
}

/** Readers of the variables by kind: each returns the variable's value and adds what is wrong with it to `problems`. */
function variableReaders(source: Source, problems: string[]) {
  const url = (name: keyof typeof DEFAULTS): string => {
    const value = read(source, name);
    try {
      const parsed = new URL(value);
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("protocol");
    } catch {
      problems.push(`${name} must be an http(s) URL (got "${value}")`);
    }
    return value.replace(/\/$/, "");
  };
  const optionalUrl = (name: string): string | undefined => {
    const value = source[name]?.trim();
    if (!value) return undefined;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) problems.push(`${name} must be an http(s) URL (got "${value}")`);
    return value;
  };
  const positiveInt = (name: keyof typeof DEFAULTS): number => {
    const value = Number(read(source, name));
    if (!Number.isInteger(value) || value <= 0) problems.push(`${name} must be a positive whole number`);
    return value;
  };
  const hostNames = (name: string): string[] => {
    const hosts = iframeHosts(source[name]);
    const invalid = hosts.filter((host) => !HOST_NAME.test(host));
    if (invalid.length) problems.push(`${name} must list host names only, like www.youtube-nocookie.com, or be "none" (got ${invalid.map((host) => `"${host}"`).join(", ")})`);
    return hosts;
  };
  const redisUrl = (value: string | undefined): string | undefined => {
    const trimmed = value?.trim();
    if (!trimmed) return undefined;
    if (!URL.canParse(trimmed) || !/^rediss?:$/.test(new URL(trimmed).protocol)) problems.push("REDIS_URL must be a redis:// or rediss:// URL");
    return trimmed;
  };
  const optional = (name: string): string | undefined => source[name]?.trim() || undefined;
  return { url, optionalUrl, positiveInt, hostNames, redisUrl, optional };
}

/** Builds the configuration, or throws one error that lists every problem at once. */
export function parseSiteEnv(source: Source): SiteEnv {
  const problems: string[] = [];
  const { url, optionalUrl, positiveInt, hostNames, redisUrl, optional } = variableReaders(source, problems);
  const env: SiteEnv = {
    contentApiUrl: url("CONTENT_API_URL"),
    contentApiToken: optional("CONTENT_API_TOKEN"),
    previewApiUrl: url("CONTENT_PREVIEW_API_URL"),
    previewApiToken: optional("CONTENT_PREVIEW_API_TOKEN"),
    siteUrl: url("NEXT_PUBLIC_SITE_URL"),
    imageCdnUrl: url("NEXT_PUBLIC_IMAGE_CDN_URL"),
    revalidateSeconds: positiveInt("REVALIDATE_SECONDS"),
    contentTimeoutMs: positiveInt("CONTENT_TIMEOUT_MS"),
    sitemapChunkSize: positiveInt("SITEMAP_CHUNK_SIZE"),
    webhookSecret: optional("CONTENT_WEBHOOK_SECRET"),
    webhookEnvironment: read(source, "CONTENT_WEBHOOK_ENVIRONMENT"),
    previewSecret: optional("PREVIEW_SECRET"),
    cdnPurgeUrl: optionalUrl("CDN_PURGE_URL"),
    cdnPurgeToken: optional("CDN_PURGE_TOKEN"),
    sentryDsn: optionalUrl("NEXT_PUBLIC_SENTRY_DSN"),
    richTextIframeHosts: hostNames("NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS"),
    redisUrl: redisUrl(source.REDIS_URL),
    searchRateLimit: positiveInt("SEARCH_RATE_LIMIT"),
    searchMissesDir: read(source, "SEARCH_MISSES_DIR"),
    revalidationQueueDir: optional("REVALIDATION_QUEUE_DIR"),
    trustedProxies: addressRanges(read(source, "TRUSTED_PROXIES"), problems),
  };
  if (env.sitemapChunkSize > SITEMAP_MAX_URLS) problems.push(`SITEMAP_CHUNK_SIZE may not exceed ${SITEMAP_MAX_URLS} (the sitemap protocol's limit)`);
  if (problems.length) {
    throw new Error(`Invalid site configuration (see .env.example):\n- ${problems.join("\n- ")}`);
  }
  return env;
}

/** A comma-separated list of IP addresses and CIDR ranges ("none" for no proxy), each checked. */
function addressRanges(value: string, problems: string[]): string[] {
  if (value === "none") return [];
  const ranges = value.split(",").map((part) => part.trim()).filter(Boolean);
  const invalid = ranges.filter((range) => {
    const [address, bits, ...rest] = range.split("/");
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    return !family || rest.length > 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits));
  });
  if (invalid.length) problems.push(`TRUSTED_PROXIES must list IP addresses or CIDR ranges, or be "none" (got ${invalid.map((range) => `"${range}"`).join(", ")})`);
  return ranges;
}

let cached: SiteEnv | undefined;

/** Server-side configuration, parsed on first use. */
export function siteEnv(): SiteEnv {
  cached ??= parseSiteEnv(process.env);
  return cached;
}

/** Where `next build` writes and `next start` reads the build (beside a developer's own .next in tests and benchmarks). */
export function distDir(): string {
  return process.env.NEXT_DIST_DIR || ".next";
}
