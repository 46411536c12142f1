/**
 * Where a link, a media source or a redirect may point, decided by the WHATWG URL parser on the
 * value as the browser will read it, never by pattern: the site's rich text, the content
 * service's write checks and the site's own redirects all ask here.
 */
/** Any control character: browsers drop tabs and newlines inside a URL while parsing it, so "/\t/evil.example" is "//evil.example". */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A stand-in origin: a relative target that resolves anywhere else leaves the site. */
const SITE = "https://site.invalid";

/**
 * A target decided by the WHATWG URL parser, as the browser will read it, never by pattern:
 * an absolute URL with one of `schemes`, or (with `paths`) a path or #anchor that stays on this site.
 */
function safeTarget(value: unknown, schemes: string[], paths: boolean): string | null {
  const trimmed = typeof value === "string" ? value.trim() : "";
  if (!trimmed || CONTROL.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, SITE);
  } catch {
    return null;
  }
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(trimmed);
  if (absolute) return schemes.includes(url.protocol) && (url.protocol === "mailto:" || url.hostname !== "") ? trimmed : null;
  return paths && /^[/#]/.test(trimmed) && url.origin === SITE ? trimmed : null;
}

/** A link target a reader may follow: http(s), mailto:, a path on this site or an #anchor. Anything else (javascript:, data:, //host, /\host, "/\t/host") is null. */
export const safeLinkHref = (value: unknown): string | null => safeTarget(value, ["http:", "https:", "mailto:"], true);

/** A media source (image, video, iframe): an absolute http(s) URL or a path on the content service. */
export const safeMediaUrl = (value: unknown): string | null => {
  const target = safeTarget(value, ["http:", "https:"], true);
  return target?.startsWith("#") ? null : target;
};

/** A path on this site (never another host, whatever the browser would make of it), or null. */
export const sameSitePath = (value: unknown): string | null => {
  const target = safeTarget(value, [], true);
  return target?.startsWith("/") ? target : null;
};
