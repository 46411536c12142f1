import { NextResponse, type NextRequest } from "next/server";

/**
 * `/blog/` → 308 `/blog`. Next's own trailing-slash redirect (turned off in next.config.ts)
 * answers before the headers of next.config's `headers()` are added, so it carried none of the
 * security headers; a redirect from here keeps them.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = url.pathname.replace(/\/+$/, "") || "/";
  return NextResponse.redirect(url, 308);
}

// Only paths that end with a slash (and are not the home page) reach the proxy.
export const config = { matcher: "/:path+/" };
