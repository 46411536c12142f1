import type { ReactNode } from "react";

export type AffiliateLinkProps = {
  /** Deep link name: the click-out goes through /go/{name}, never straight to the advertiser. */
  deepLinkName: string;
  advertiser: string;
  /** Where on the page the link sits, for click-out analytics (e.g. "chart-cta", "inline-link"). */
  element: string;
  className?: string;
  /** Set when the link is a promotion's call to action (select_promotion analytics). */
  promotion?: { name: string; slot: string };
  children: ReactNode;
};

/** An affiliate click-out: sponsored, opens the advertiser in a new tab. */
export function AffiliateLink({ deepLinkName, className, children }: AffiliateLinkProps) {
  return (
    <a href={`/go/${encodeURIComponent(deepLinkName)}`} rel="sponsored noopener" target="_blank" className={className}>
      {children}
    </a>
  );
}
