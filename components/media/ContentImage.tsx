import Image from "next/image";
import contentImageLoader from "@/lib/image-loader";
import type { Asset } from "@/lib/types";

type ContentImageProps = {
  asset: Pick<Asset, "url" | "alt" | "width" | "height">;
  /** Rendered width in CSS pixels; the height follows the asset's aspect ratio unless given. */
  width: number;
  height?: number;
  /** Overrides the asset's alt text; "" marks the image decorative. */
  alt?: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
};

/**
 * A content-service asset through next/image and the CDN loader (SPEC §9), always with
 * explicit dimensions so the layout never shifts while it loads.
 */
export function ContentImage({ asset, width, height, alt, sizes, priority, className }: ContentImageProps) {
  const ratio = asset.width && asset.height ? asset.height / asset.width : 0.5625;
  return (
    <Image
      src={asset.url}
      loader={contentImageLoader}
      alt={alt ?? asset.alt ?? ""}
      width={width}
      height={height ?? Math.round(width * ratio)}
      sizes={sizes ?? `(max-width: ${width}px) 100vw, ${width}px`}
      priority={priority}
      className={className}
    />
  );
}
