import { allowedImageWidth, IMAGE_QUALITIES } from "@sti-aware/contract/image-widths";
import { publicEnv } from "../config/public-env";

/**
 * Image URLs for content assets (docs/requirements.md, Constants): the asset URL is moved onto the image CDN host,
 * `images` in its path becomes `optimized`, and width `w` (the nearest of the CDN's allowed
 * widths at least as wide) and quality `q` (75) are set. With a height `h` (one of the CDN's
 * crops) the CDN crops to exactly w×h (centred, filling the box). It answers with webp.
 */
const DEFAULT_IMAGE_QUALITY = IMAGE_QUALITIES[0];

export const imageCdnBase = publicEnv.imageCdnUrl;

export function contentImageUrl(src: string, width: number, { height, quality = DEFAULT_IMAGE_QUALITY }: { height?: number; quality?: number } = {}): string {
  const url = new URL(src, imageCdnBase());
  const cdn = new URL(imageCdnBase());
  url.protocol = cdn.protocol;
  url.host = cdn.host;
  url.pathname = url.pathname.replace(/\/images\//, "/optimized/");
  url.search = "";
  // A crop keeps its exact size (the CDN allows only its listed crops); a plain resize snaps up.
  url.searchParams.set("w", String(height ? width : allowedImageWidth(width)));
  if (height) url.searchParams.set("h", String(height));
  url.searchParams.set("q", String(quality));
  return url.toString();
}

/**
 * Common screen and slot widths in device pixels, so a phone picks a file close to what it
 * shows (a 700-wide slot on a 412-wide phone at 1.75x needs 721 px: 750, not 1400).
 */
const SRCSET_WIDTHS = [256, 384, 640, 750, 828, 1080, 1200, 1920];

/** A `srcset` from small screens up to twice the rendered width, for dense displays. */
export function contentImageSrcSet(src: string, width: number): string {
  const candidates = new Set([...SRCSET_WIDTHS.filter((candidate) => candidate < width * 2), width, width * 2].map(allowedImageWidth));
  return [...candidates]
    .sort((a, b) => a - b)
    .map((candidate) => `${contentImageUrl(src, candidate)} ${candidate}w`)
    .join(", ");
}
