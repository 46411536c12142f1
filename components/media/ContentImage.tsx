import { contentImageSrcSet, contentImageUrl } from "@/lib/shared/media/image-loader";
import type { Asset } from "@/lib/shared/content/types";

type ContentImageProps = {
  asset: Pick<Asset, "url" | "alt" | "width" | "height">;
  /** Rendered width in CSS pixels; the height follows the asset's aspect ratio unless given. */
  width: number;
  height?: number;
  /** Overrides the asset's alt text; "" marks the image decorative. */
  alt?: string;
  sizes?: string;
  /** The page's main image: fetched first and never lazy. */
  priority?: boolean;
  className?: string;
};

/**
 * A content-service asset from the image CDN (docs/requirements.md, Constants): `src` at its rendered width, a `srcset`
 * for smaller and denser screens, and explicit dimensions so the layout never shifts while it loads.
 * A plain <img>: no client code to download or hydrate.
 */
export function ContentImage({ asset, width, height, alt, sizes, priority = false, className }: ContentImageProps) {
  const ratio = asset.width && asset.height ? asset.height / asset.width : 0.5625;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- deliberate: the CDN does the resizing (srcset above), no next/image client code
    <img
      src={contentImageUrl(asset.url, width)}
      srcSet={contentImageSrcSet(asset.url, width)}
      sizes={sizes ?? `(max-width: ${width}px) 100vw, ${width}px`}
      alt={alt ?? asset.alt ?? ""}
      width={width}
      height={height ?? Math.round(width * ratio)}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
