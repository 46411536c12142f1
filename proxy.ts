import { NextResponse, type NextRequest } from "next/server";
import { routes } from "@sti-aware/contract/routes";

/**
 * Two jobs that next.config.ts could do, done here because there they cost more:
 * - `/blog/` → 308 `/blog`. Next's own trailing-slash redirect (turned off in next.config.ts)
 *   answers before the headers of next.config's `headers()` are added, so it carried none of the
 *   security headers; a redirect from here keeps them.
 * - `/go/{name}` → the click-out API route. As a rewrite in next.config, Next's router would
 *   replace the URL of every statically generated page right after hydration (in case a rewrite
 *   changed its query), rendering the whole page a second time on every first load.
 */
export function proxy(request: NextRequest) {
  // A plain URL: request.nextUrl puts back the trailing slash it was created with when formatted
  // (skipTrailingSlashRedirect), so "/blog/" redirected to itself.
  const url = new URL(request.url);
  if (url.pathname.startsWith(routes.prefix("clickOut")) && !url.pathname.endsWith("/")) {
    url.pathname = `/api${url.pathname}`;
    return NextResponse.rewrite(url);
  }
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  return NextResponse.redirect(url, 308);
}

// Only paths that end with a slash (and are not the home page) and click-outs reach the proxy.
export const config = { matcher: ["/:path+/", "/go/:name"] };
