/**
 * React 19 writes a `<link rel="preload" as="image">` for the eager images it renders, but in the
 * pages router it writes them in the body, where the browser finds them only after the <head>
 * (the inline stylesheet included) has arrived. pages/_document copies to the head those of
 * `fetchPriority="high"` images: the page's main image (ContentImage `priority`). The markup is
 * React's own serialisation, so its shape is fixed: attribute="value".
 */
export type ImagePreload = { href?: string; imageSrcSet?: string; imageSizes?: string; fetchPriority?: "high" | "low" | "auto" };

const PRELOAD_TAG = /<link rel="preload" as="image"([^>]*?)\/?>/g;
const ATTRIBUTE = /\s([A-Za-z]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const unescape = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]);

export function imagePreloadsIn(html: string): ImagePreload[] {
  const preloads: ImagePreload[] = [];
  const seen = new Set<string>();
  for (const [, attributes] of html.matchAll(PRELOAD_TAG)) {
    const preload: ImagePreload = {};
    for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) {
      if (name === "href" || name === "imageSrcSet" || name === "imageSizes") preload[name] = unescape(value);
      if (name === "fetchPriority" && (value === "high" || value === "low" || value === "auto")) preload.fetchPriority = value;
    }
    const key = preload.imageSrcSet ?? preload.href;
    if (preload.fetchPriority === "high" && key && !seen.has(key)) {
      seen.add(key);
      preloads.push(preload);
    }
  }
  return preloads;
}
