import { NextResponse, type NextRequest } from "next/server";
import { routes, splitLocale } from "@sti-aware/contract/routes";
import { FORM_METHODS, READ_METHODS } from "@/lib/server/api/allowed-methods";
import { canonicalPath } from "@/lib/server/routing/canonical-path";
import { publicEnv } from "@/lib/shared/config/public-env";

/**
 * Three jobs that next.config.ts could do, or Next does, done here because there they cost more
 * or answer wrongly:
 * - One address per page: `/ES`, `/Es/blog`, `/Blog/What-Is-PrEP`, `/blog/` → 308 to the canonical
 *   path (lib/server/routing/canonical-path.ts), query kept. Next would serve each as a duplicate
 *   (its locale match ignores case), and its own trailing-slash redirect (turned off in
 *   next.config.ts) carried none of the security headers of next.config's `headers()`. The redirect
 *   goes to the site's configured origin, never to a host the request named. The other spellings
 *   are nginx's (see the matcher below).
 * - `/go/{name}` → the click-out API route. As a rewrite in next.config, Next's router would
 *   replace the URL of every statically generated page right after hydration (in case a rewrite
 *   changed its query), rendering the whole page a second time on every first load.
 * - OPTIONS on a server-rendered page: Next answers 400, with no Cache-Control, before the page's
 *   own method check runs; it is a method these pages do not support: 405 with `Allow`.
 */
export function proxy(request: NextRequest) {
  // The path as requested: next.config.ts turns off Next's rewriting of it (skipProxyUrlNormalize),
  // which showed "/en/blog" as "/blog" and "/ES" as "/es". Page data requests keep their own form.
  const url = new URL(request.url);
  if (url.pathname.startsWith("/_next/")) return NextResponse.next();
  const canonical = canonicalPath(url.pathname);
  if (canonical !== url.pathname) return permanentRedirect(`${canonical}${url.search}`);
  // The same pages under a language's prefix (/es/rss.xml).
  const { path } = splitLocale(url.pathname);
  if (request.method === "OPTIONS" && SERVER_RENDERED.some((name) => routes.match(name, path))) {
    const allowed = routes.match("whenToTest", path) ? FORM_METHODS : READ_METHODS;
    return new NextResponse(`Method OPTIONS is not allowed here. Allowed: ${allowed.join(", ")}.\n`, {
      status: 405,
      headers: { Allow: allowed.join(", "), "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (url.pathname.startsWith(routes.prefix("clickOut"))) {
    url.pathname = `/api${url.pathname}`;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

/** A 308 to a path of the site's own origin, cacheable for an hour (it never changes). */
function permanentRedirect(pathAndQuery: string): NextResponse {
  const redirect = NextResponse.redirect(new URL(pathAndQuery, publicEnv.siteUrl()), 308);
  redirect.headers.set("Cache-Control", "public, max-age=3600");
  return redirect;
}

/** The pages rendered on each request (getServerSideProps); every other page is static or regenerated. */
const SERVER_RENDERED = ["search", "whenToTest", "robots", "rss", "sitemapIndex", "childSitemap"] as const;

// Only paths that are not canonical as Next's browser router could tell (an upper-case letter, a
// trailing slash below a language's home), click-outs and the server-rendered pages reach the proxy:
// the router checks every page it shows against these matchers, and re-renders a static page whose
// path matches right after hydration. So "/en/blog" (the same as "/blog" to a matcher: Next adds the
// default language's prefix before matching) and "/es/" (the browser's own view of "/es") are
// redirected by nginx (deploy/nginx.conf), as are dot segments, which no matcher sees resolved.
export const config = {
  matcher: [
    { source: "/:path(.*[A-Z].*)", locale: false },
    "/:path+/",
    "/go/:name",
    "/search",
    "/when-to-test",
    "/robots.txt",
    "/rss.xml",
    "/sitemap.xml",
    "/sitemaps/:file",
  ],
};
