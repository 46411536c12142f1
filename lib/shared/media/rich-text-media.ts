import { imageCdnBase } from "./image-loader";
import { publicEnv } from "../config/public-env";

/**
 * Which pages rich text may show in an iframe: https pages of the hosts listed in
 * NEXT_PUBLIC_RICH_TEXT_IFRAME_HOSTS (comma-separated host names; "none" allows none), by default
 * two privacy-friendly video players. The same list makes the CSP's frame-src
 * (lib/server/config/security-headers.ts), so a frame the renderer draws is one the browser loads.
 * Public and read at build time, like every NEXT_PUBLIC_ variable: the browser renders it too.
 */
const DEFAULT_IFRAME_HOSTS = ["www.youtube-nocookie.com", "player.vimeo.com"] as const;

/**
 * The hosts of a setting (this build's by default). No check here: lib/server/config/env.ts refuses to build
 * with an entry that is not a host name, and the browser needs no copy of that rule.
 */
export function iframeHosts(setting = publicEnv.richTextIframeHosts()): string[] {
  const value = setting?.trim().toLowerCase();
  if (!value) return [...DEFAULT_IFRAME_HOSTS];
  return value === "none" ? [] : value.split(",").map((host) => host.trim());
}

/** The URL when it is an https page on an allowed host, else null. */
export function allowedFrameUrl(url: string, hosts: readonly string[] = iframeHosts()): URL | null {
  const parsed = parseUrl(url);
  const plain = parsed && !parsed.port && !parsed.username && !parsed.password;
  return plain && parsed.protocol === "https:" && hosts.includes(parsed.hostname) ? parsed : null;
}

/** new URL() that answers null instead of throwing (URL.canParse is missing from older Safari). */
export function parseUrl(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** Hygraph's asset hosts (regional `*.graphassets.com` and the legacy media.graphcms.com). */
const HYGRAPH_ASSET_HOST = /(?:^|\.)graphassets\.com$|^media\.graphcms\.com$/;

/**
 * Whether a rich-text media URL is a content asset the CDN serves, like every other asset: a
 * Hygraph asset, a file on the CDN host, or a path on the content service. Other hosts are
 * linked to, never loaded (the CSP allows images and media from these origins only).
 */
export function isContentAsset(src: string): boolean {
  if (src.startsWith("/")) return !src.startsWith("//");
  const url = parseUrl(src);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return false;
  return url.host === new URL(imageCdnBase()).host || (url.protocol === "https:" && HYGRAPH_ASSET_HOST.test(url.hostname));
}

/** A content asset's own URL, unresized (videos): a path resolves against the CDN host. */
export function contentAssetUrl(src: string): string {
  return new URL(src, imageCdnBase()).toString();
}
