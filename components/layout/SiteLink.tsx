import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's internal link: next/link without viewport prefetching. Next's default fetches the
 * data and code of every linked route as it scrolls into view, right after hydration (about 40 ms
 * of main thread at 4× CPU for the logo and consent links alone); hovering or touching a link
 * still prefetches it just before the click.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
