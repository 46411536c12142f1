import type { IncomingMessage } from "node:http";

/**
 * Whether a request comes from the site's own pages. For endpoints no other site has a use
 * for (the search box's live results): a page elsewhere could otherwise make its visitors'
 * browsers send them (a `text/plain` POST needs no CORS preflight) and fill the site's counts.
 * Browsers say where a request comes from in `Sec-Fetch-Site` (all current ones) and `Origin`
 * (on every POST); a request with neither is not a browser's on another site's behalf.
 * Returns what is wrong, or null.
 */
export function crossSiteProblem(req: IncomingMessage, siteUrl: string): string | null {
  const fetchSite = req.headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none") return `requests from other sites are refused (Sec-Fetch-Site: ${fetchSite.slice(0, 20)})`;
  const origin = req.headers.origin;
  if (typeof origin === "string" && origin !== new URL(siteUrl).origin && !sameHost(origin, req.headers.host)) return "requests from other sites are refused (Origin)";
  return null;
}

/** An Origin naming the host the request was sent to (a local or internal address that is not the public one). */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}
