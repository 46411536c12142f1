/**
 * Which Hygraph address takes what (docs/hygraph.md, "Endpoints"): the Content API
 * (`https://api-<region>.hygraph.com/v2/<project>/<environment>`) reads and takes mutations; the
 * High Performance Content API (`https://<region>.cdn.hygraph.com/content/<project>/<environment>`)
 * is for reads (Hygraph's caching page: "Writes are not allowed to our High performance endpoint");
 * the Management API (`management[-<region>].hygraph.com/graphql`) takes schema changes through the
 * SDK, which finds it from either content address; the asset upload address ends in `/upload`.
 * Any other host (the embedded content service, a proxy) is not Hygraph's and is let through.
 */

export type EndpointKind = "content" | "high-performance" | "management" | "upload" | "other";

const HYGRAPH_HOST = /(^|\.)(hygraph|graphcms)\.com$/;

export function endpointKind(address: string): EndpointKind {
  if (!URL.canParse(address)) return "other";
  const url = new URL(address);
  if (!HYGRAPH_HOST.test(url.hostname)) return "other";
  if (/\/upload\/?$/.test(url.pathname)) return "upload";
  if (url.hostname.startsWith("management")) return "management";
  if (url.hostname.includes(".cdn.")) return "high-performance";
  return "content";
}

/** `<region>.cdn.hygraph.com/content/<p>/<e>` → `api-<region>.hygraph.com/v2/<p>/<e>` (the two addresses of one environment). */
export function contentApiFor(highPerformance: string): string {
  const url = new URL(highPerformance);
  url.hostname = `api-${url.hostname.replace(/\.cdn\./, ".")}`;
  url.pathname = url.pathname.replace(/^\/content\//, "/v2/");
  return url.toString().replace(/\/$/, "");
}

/** `api-<region>.hygraph.com/v2/<p>/<e>` → `<region>.cdn.hygraph.com/content/<p>/<e>`. */
export function highPerformanceFor(content: string): string {
  const url = new URL(content);
  url.hostname = url.hostname.replace(/^api-/, "").replace(/\.(hygraph|graphcms)\.com$/, ".cdn.$1.com");
  url.pathname = url.pathname.replace(/^\/v2\//, "/content/");
  return url.toString().replace(/\/$/, "");
}

const WHERE = "Hygraph: Project settings > API Access > Endpoints";

/**
 * The address that takes the import's mutations must be the Content API: the High Performance
 * address, the Management API's and the upload address are refused, naming the one to use.
 */
export function refuseForMutations(name: string, address: string): void {
  const kind = endpointKind(address);
  if (kind === "high-performance") {
    throw new Error(`${name} is ${address}, the High Performance Content API, which is for reads (Hygraph does not allow writes there). Use the Content API address, ${contentApiFor(address)} (${WHERE}, "Content API").`);
  }
  refuseNonContent(name, address, kind);
}

/**
 * The setup's and connect's environment address: either content address names the environment
 * (the SDK matches `endpoint` and `newDeliveryUrl`); the Management API's or the upload address is refused.
 */
export function refuseForEnvironment(name: string, address: string): void {
  refuseNonContent(name, address, endpointKind(address));
}

function refuseNonContent(name: string, address: string, kind: EndpointKind): void {
  if (kind === "management") {
    throw new Error(`${name} is ${address}, the Management API. Give the environment's Content API address, https://api-<region>.hygraph.com/v2/<project>/<environment> (${WHERE}, "Content API"); the Management API's address is derived from it, as the Management SDK does.`);
  }
  if (kind === "upload") {
    throw new Error(`${name} is ${address}, the asset upload address. Give the environment's Content API address, ${address.replace(/\/upload\/?$/, "")} (${WHERE}, "Content API").`);
  }
}
