/**
 * Rules for affiliate click-outs (/go/{name}): which names are acceptable, which targets are
 * safe to redirect to, and which of the visitor's tracking parameters are passed on.
 */

/** Deep link names: lowercase letters, digits and single hyphens. No slashes, dots, colons or encodings. */
export function isValidDeepLinkName(name: string): boolean {
  return name.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name);
}

/** Only absolute http(s) URLs with a host are redirect targets. */
export function safeAffiliateUrl(link: string | null | undefined): URL | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname ? url : null;
  } catch {
    return null;
  }
}

/**
 * Campaign parameters an advertiser attributes a visit by: the only query parameters the visitor
 * session keeps, analytics receive and a click-out passes on (an allow-list: `?email=` never is).
 */
export const TRACKING_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id", "gclid", "mslcid"] as const;

export function isTrackingParameter(name: string): boolean {
  return (TRACKING_PARAMETERS as readonly string[]).includes(name);
}

/** Longest campaign value kept: real utm values and click ids are far shorter. */
export const MAX_TRACKING_VALUE_LENGTH = 100;
/**
 * Campaign values are short codes: ASCII letters, digits, space and `. _ ~ + -`. Anything else
 * (an email address, a URL or `javascript:`, control characters, markup) is not a campaign code,
 * and a crafted link must not park it in the visitor's cookie for 7 days.
 */
const TRACKING_VALUE = new RegExp(`^[A-Za-z0-9 ._~+-]{1,${MAX_TRACKING_VALUE_LENGTH}}$`);

/** A tracking parameter with a value that looks like a campaign code: the only ones kept or passed on. */
export function isTrackingEntry(name: string, value: unknown): value is string {
  return isTrackingParameter(name) && typeof value === "string" && TRACKING_VALUE.test(value);
}

/** The URL with only its tracking parameters left in the query, and no fragment. */
export function withOnlyTrackingParameters(href: string): string {
  const url = new URL(href);
  // Rebuilt in one pass: deleting parameters one by one rescans the query each time (quadratic).
  url.search = new URLSearchParams([...url.searchParams].filter(([name, value]) => isTrackingEntry(name, value))).toString();
  url.hash = "";
  return url.toString();
}

/** Adds the visitor's tracking parameters the affiliate link does not already set. */
export function withTrackingParameters(url: URL, tracking: Record<string, unknown>): URL {
  const target = new URL(url);
  for (const name of TRACKING_PARAMETERS) {
    const value = tracking[name];
    if (isTrackingEntry(name, value) && !target.searchParams.has(name)) {
      target.searchParams.set(name, value);
    }
  }
  return target;
}
