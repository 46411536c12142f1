import Router from "next/router";
import { routes } from "@sti-aware/contract/routes";

/**
 * Internal links are plain anchors (components/links/SiteLink.tsx, and the static HTML regions)
 * that the router follows from listeners on the document, instead of one next/link per anchor:
 * hydrating a next/link for every header, footer, card and breadcrumb link was 2–11 ms of each
 * first load's hydration (unthrottled), and static HTML needs the same following anyway.
 */

/** The path the router should open for this link, or null where the browser should follow it. */
function routablePath(link: HTMLAnchorElement): string | null {
  if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return null;
  // API routes, click-outs and files (feeds, sitemaps) are not pages; a same-page anchor is the browser's.
  if (link.pathname.startsWith("/api/") || link.pathname.startsWith(routes.prefix("clickOut")) || /\.[a-z0-9]+$/i.test(link.pathname)) return null;
  if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search) return null;
  return link.pathname + link.search + link.hash;
}

function routableLinkOf(event: Event): string | null {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  return link instanceof HTMLAnchorElement ? routablePath(link) : null;
}

/** Follows internal links client-side, as next/link would; returns the function that stops it. */
export function followInternalLinks(): () => void {
  const follow = (event: MouseEvent) => {
    // A modified or non-primary click opens a tab or window; a handler may have taken the click.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = routableLinkOf(event);
    if (!path) return;
    event.preventDefault();
    // Every link is written with its language's prefix ("/es/…", English at the root): the router
    // must not add the current page's language to it, as it does to a path without a locale option.
    void Router.push(path, undefined, { locale: false });
  };
  // As next/link with prefetch off: the route under the pointer or finger, just before the click.
  const prefetched = new Set<string>();
  const prefetch = (event: Event) => {
    const path = routableLinkOf(event);
    if (!path || prefetched.has(path)) return;
    prefetched.add(path);
    Router.prefetch(path, undefined, { locale: false }).catch(() => prefetched.delete(path));
  };
  document.addEventListener("click", follow);
  document.addEventListener("mouseover", prefetch, { passive: true });
  document.addEventListener("touchstart", prefetch, { passive: true });
  return () => {
    document.removeEventListener("click", follow);
    document.removeEventListener("mouseover", prefetch);
    document.removeEventListener("touchstart", prefetch);
  };
}
