import { CONSENT_KEY } from "@/lib/shared/privacy/consent-key";
import { SESSION_KEY } from "@/lib/shared/privacy/session-cookie";

/**
 * Forgetting needs no library: it runs in every page's first load (the quick exit), so it
 * expires cookies through document.cookie rather than pulling in the session's own code.
 *
 * Cookies the tags set on this site's domain: Google Analytics (`_ga`, `_ga_<id>`, `_gid`,
 * `_gat*`), Google's conversion linker (`_gcl_*`), Tag Manager's debug cookie (`_dc_gtm_*`) and
 * search analytics (`_ALGOLIA`, the user token).
 */
export const TAG_COOKIE = /^(_ga|_ga_[A-Za-z0-9_-]+|_gid|_gat(_.*)?|_gcl_.+|_dc_gtm_.+|_ALGOLIA)$/;

/**
 * The domains a cookie of this page may have been set on: the host itself and each parent
 * domain (GA sets its cookies on the widest one it can, e.g. `.stiaware.example`).
 */
function cookieDomains(hostname: string): string[] {
  const labels = hostname.split(".");
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [hostname];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

function expire(name: string, domain?: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`;
}

/** Deletes every tag cookie visible to this page, on every domain it may have been set on. */
export function deleteTagCookies(): void {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0].trim())
    .filter((name) => TAG_COOKIE.test(name));
  for (const name of names) {
    expire(name);
    for (const domain of cookieDomains(window.location.hostname)) expire(name, domain);
  }
}

/**
 * Forgets what analytics kept on this device: the visitor session (localStorage and cookie) and
 * every tag cookie. Run on a refusal, a withdrawal and the quick exit.
 */
export function forgetVisitor(): void {
  forgetEntry(SESSION_KEY);
  deleteTagCookies();
}

/** The localStorage entry and the cookie of one name. */
function forgetEntry(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing stored to remove.
  }
  expire(key);
}

/**
 * Leaves no trace of the site on the device, for the quick exit: what `forgetVisitor` forgets and
 * the consent choice too (its cookie is named after the site, and someone looking at the browser
 * would see it). A refusal or a withdrawal keeps the choice: there it is the point.
 */
export function leaveNoTrace(): void {
  forgetVisitor();
  forgetEntry(CONSENT_KEY);
}
