import { useRouter } from "next/router";
import { useEffect, useRef } from "react";

/** A link inside static HTML that the router can follow without reloading the page. */
function routableHref(link: HTMLAnchorElement, event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return null;
  // API routes and files (feeds, sitemaps) are not pages; a same-page anchor is the browser's.
  if (link.pathname.startsWith("/api/") || link.pathname.startsWith("/go/") || /\.[a-z0-9]+$/i.test(link.pathname)) return null;
  if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search) return null;
  return link.pathname + link.search + link.hash;
}

/**
 * A region the server rendered to HTML at build time (lib/page-data/static-html.ts) because it
 * never changes in the browser: React neither hydrates inside it nor ships its components.
 * On the first page load `html` is empty (pages/_document leaves it out of __NEXT_DATA__, so the
 * content is not sent twice): React does not compare or patch dangerouslySetInnerHTML when it
 * hydrates, so the server's HTML stays; after a client-side navigation `html` holds the region,
 * from the page's data JSON. Its internal links navigate client-side, as next/link would.
 */
export function StaticHtml({ html }: { html: string }) {
  const router = useRouter();
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const followLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const href = link ? routableHref(link, event) : null;
      if (!href) return;
      event.preventDefault();
      void router.push(href);
    };
    region.addEventListener("click", followLink);
    return () => region.removeEventListener("click", followLink);
  }, [router]);
  return <div ref={regionRef} dangerouslySetInnerHTML={{ __html: html }} />;
}
