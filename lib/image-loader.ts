/**
 * Image URLs for content assets (SPEC §9): the asset URL is moved onto the image CDN host,
 * `images` in its path becomes `optimized`, and width `w` and quality `q` (default 75) are set.
 * The CDN answers with webp.
 */
export const DEFAULT_IMAGE_QUALITY = 75;

const cdnBase = () => process.env.NEXT_PUBLIC_IMAGE_CDN_URL || "http://127.0.0.1:4000";

export function contentImageUrl(src: string, width: number, quality = DEFAULT_IMAGE_QUALITY): string {
  const url = new URL(src, cdnBase());
  const cdn = new URL(cdnBase());
  url.protocol = cdn.protocol;
  url.host = cdn.host;
  url.pathname = url.pathname.replace(/\/images\//, "/optimized/");
  url.search = "";
  url.searchParams.set("w", String(width));
  url.searchParams.set("q", String(quality));
  return url.toString();
}

/** A `srcset` with the rendered width and double it, for screens with two or more device pixels per CSS pixel. */
export function contentImageSrcSet(src: string, width: number): string {
  return [width, width * 2].map((candidate) => `${contentImageUrl(src, candidate)} ${candidate}w`).join(", ");
}
