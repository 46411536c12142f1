import { NextResponse, type NextRequest } from "next/server";
import { routes, splitLocale } from "@sti-aware/contract/routes";
import { FORM_METHODS, READ_METHODS } from "@/lib/server/api/allowed-methods";
import { canonicalPath } from "@/lib/server/routing/canonical-path";
import { publicEnv } from "@/lib/shared/config/public-env";

/**
 * Three jobs that next.config.ts could do, or Next does, done here because there they cost more
 * or answer wrongly:
 * - One address per page: `/ES`, `/Es/blog`, `/en/blog`, `/blog/`, `/es/%2e%2e/blog` → 308 to the
 *   canonical path (lib/server/routing/canonical-path.ts), query kept. Next would serve each as a
 *   duplicate (its locale match ignores case, and the default language answers under its prefix
 *   too), and its own trailing-slash redirect (turned off in next.config.ts) carried none of the
 *   security headers of next.config's `headers()`. The redirect goes to the site's configured
 *   origin, never to a host the request named.
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

// Every page path (a non-canonical spelling of any of them must be seen to be redirected); not
// Next's static files, image optimiser or the API routes, which have one spelling already.
// `locale: false`: matched as requested, so "/ES" and "/en" (a language prefix alone) are seen too.
export const config = { matcher: [{ source: "/((?!_next/static/|_next/image|api/).*)", locale: false }] };
