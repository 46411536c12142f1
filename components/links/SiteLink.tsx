import type { AnchorHTMLAttributes } from "react";

/**
 * The site's internal link: a plain anchor, followed client-side by the router from one set of
 * document listeners (lib/browser/page/client-navigation.ts), so a link costs nothing to hydrate. As with
 * next/link without viewport prefetching, hovering or touching it prefetches its route.
 */
export function SiteLink({ href, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...anchor} />;
}
