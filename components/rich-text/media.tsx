import type { ReactNode } from "react";
import { ContentImage } from "@/components/media/ContentImage";
import { allowedFrameUrl, contentAssetUrl, isContentAsset, parseUrl } from "@/lib/shared/media/rich-text-media";
import { safeMediaUrl } from "@sti-aware/contract/url-targets";
import { renderLink } from "./links";
import { ASSET_WIDTH, reportOnce, type Attributes, type ElementRenderer, type RenderContext } from "./render-context";
import { renderLeaf } from "./text";

/** An editor's alt text or title, unless it is only a file name ("IMG_0042.jpg" tells a reader nothing). */
function describe(value: unknown): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  return text && !/^[^\s/]+\.[a-z\d]{2,4}$/i.test(text) ? text : null;
}

/** Rendered size: as wide as the slot at most, the height from the node's own proportions (or 16:9), so nothing shifts as it loads. */
function mediaSize(element: Attributes, context: RenderContext): { width: number; height: number } {
  const slot = ASSET_WIDTH[context.variant];
  const { width, height } = element;
  const known = typeof width === "number" && typeof height === "number" && width >= 1 && height >= 1 && width <= 20_000 && height <= 20_000;
  const rendered = known ? Math.min(slot, Math.round(width)) : slot;
  return { width: rendered, height: Math.round(known ? (rendered * height) / width : (rendered * 9) / 16) };
}

/**
 * Media the site does not load (another host, an iframe page off the allow-list) becomes a plain
 * link naming what and where it is; a URL that is not http(s) becomes its description, or nothing.
 */
function mediaFallback(kind: "image" | "video" | "embeddedPage", url: string | null, name: string | null, context: RenderContext, key: number): ReactNode {
  const host = url ? parseUrl(url)?.host : undefined;
  if (!url || !host) {
    reportOnce("media without an http(s) URL were left out");
    return name ? <span key={key}>{name}</span> : null;
  }
  const label = name ? context.t("namedMediaLabel", { kind: context.t(kind), name, host }) : context.t("mediaLabel", { kind: context.t(kind), host });
  return (
    <span key={key} className="rich-text__media">
      {renderLink({ href: url }, () => [renderLeaf(label, {}, 0, context.preformatted)], context, key)}
    </span>
  );
}

const renderImage: ElementRenderer = (element, _children, context, key) => {
  const src = safeMediaUrl(element.src);
  const alt = describe(element.altText) ?? describe(element.title);
  if (!src || !isContentAsset(src)) return mediaFallback("image", src, alt, context, key);
  const { width, height } = mediaSize(element, context);
  // Through the image CDN like every content asset: resized, webp, with a srcset.
  return <ContentImage key={key} asset={{ url: src, alt, width, height }} width={width} alt={alt ?? ""} className="rich-text__media" />;
};

const renderVideo: ElementRenderer = (element, _children, context, key) => {
  const src = safeMediaUrl(element.src);
  const name = describe(element.title);
  if (!src || !isContentAsset(src)) return mediaFallback("video", src, name, context, key);
  const url = contentAssetUrl(src);
  return (
    <span key={key} className="rich-text__media">
      <video controls preload="none" src={url} {...mediaSize(element, context)} aria-label={name ?? context.t("video")}>
        <a href={url}>{name ? context.t("downloadNamedVideo", { name }) : context.t("downloadVideo")}</a>
      </video>
    </span>
  );
};

/** Frames run the embedded player's scripts, in its own origin (never this site's: only https pages of allow-listed hosts). */
const FRAME_SANDBOX = "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation";

const renderFrame: ElementRenderer = (element, _children, context, key) => {
  const url = safeMediaUrl(element.url);
  const frame = url ? allowedFrameUrl(url) : null;
  const name = describe(element.title);
  if (!frame) return mediaFallback("embeddedPage", url, name, context, key);
  return (
    <span key={key} className="rich-text__media">
      <iframe
        src={frame.href}
        title={name ?? context.t("embeddedFrom", { host: frame.hostname })}
        loading="lazy"
        sandbox={FRAME_SANDBOX}
        allow="fullscreen; picture-in-picture"
        {...mediaSize(element, context)}
      />
    </span>
  );
};

/** Images and videos from the content's own hosts, iframes of allow-listed players; anything else a link to it. */
export const MEDIA: [string, ElementRenderer][] = [
  ["image", renderImage],
  ["video", renderVideo],
  ["iframe", renderFrame],
];
