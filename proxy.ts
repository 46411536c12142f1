import { NextResponse, type NextRequest } from "next/server";
import { routes, splitLocale } from "@sti-aware/contract/routes";
import { FORM_METHODS, READ_METHODS } from "@/lib/server/api/allowed-methods";

/**
 * Three jobs that next.config.ts could do, or Next does, done here because there they cost more
 * or answer wrongly:
 * - `/blog/` → 308 `/blog`. Next's own trailing-slash redirect (turned off in next.config.ts)
 *   answers before the headers of next.config's `headers()` are added, so it carried none of the
 *   security headers; a redirect from here keeps them, and says how long it may be cached.
 * - `/go/{name}` → the click-out API route. As a rewrite in next.config, Next's router would
 *   replace the URL of every statically generated page right after hydration (in case a rewrite
 *   changed its query), rendering the whole page a second time on every first load.
 * - OPTIONS on a server-rendered page: Next answers 400, with no Cache-Control, before the page's
 *   own method check runs; it is a method these pages do not support: 405 with `Allow`.
 */
export function proxy(request: NextRequest) {
  // A plain URL: request.nextUrl puts back the trailing slash it was created with when formatted
  // (skipTrailingSlashRedirect), so "/blog/" redirected to itself.
  const url = new URL(request.url);
  // The same pages under a language's prefix (/es/rss.xml).
  const { path } = splitLocale(url.pathname);
  if (request.method === "OPTIONS" && SERVER_RENDERED.some((name) => routes.match(name, path))) {
    const allowed = routes.match("whenToTest", path) ? FORM_METHODS : READ_METHODS;
    return new NextResponse(`Method OPTIONS is not allowed here. Allowed: ${allowed.join(", ")}.\n`, {
      status: 405,
      headers: { Allow: allowed.join(", "), "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (url.pathname.startsWith(routes.prefix("clickOut")) && !url.pathname.endsWith("/")) {
    url.pathname = `/api${url.pathname}`;
    return NextResponse.rewrite(url);
  }
  if (!url.pathname.endsWith("/")) return NextResponse.next();
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  const redirect = NextResponse.redirect(url, 308);
  redirect.headers.set("Cache-Control", "public, max-age=3600");
  return redirect;
}

/** The pages rendered on each request (getServerSideProps); every other page is static or regenerated. */
const SERVER_RENDERED = ["search", "whenToTest", "robots", "rss", "sitemapIndex", "childSitemap"] as const;

// Only paths that end with a slash (and are not the home page), click-outs and the server-rendered
// pages reach the proxy: every other request is served without it.
export const config = { matcher: ["/:path+/", "/go/:name", "/search", "/when-to-test", "/robots.txt", "/rss.xml", "/sitemap.xml", "/sitemaps/:file"] };
