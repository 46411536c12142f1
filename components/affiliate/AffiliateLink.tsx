import type { ReactNode } from "react";
import { clickoutMarker, type PromotionMarker } from "@/lib/shared/telemetry/markers";
import { routes } from "@sti-aware/contract/routes";

export type AffiliateLinkProps = {
  /** Deep link name: the click-out goes through /go/{name}, never straight to the advertiser. */
  deepLinkName: string;
  /** The brand's name, as analytics report it (never the deep link's name). */
  advertiser: string;
  /** Where on the page the link sits, for click-out analytics (e.g. "chart-cta", "inline-link"). */
  element: string;
  className?: string;
  /** Set when the link is a promotion's call to action (select_promotion analytics). */
  promotion?: PromotionMarker;
  children: ReactNode;
};

/**
 * An affiliate click-out: sponsored, opens the advertiser in a new tab. Plain markup: page
 * tracking reports the click from its data attributes, so it works in server-rendered regions too.
 */
export function AffiliateLink({ deepLinkName, advertiser, element, className, promotion, children }: AffiliateLinkProps) {
  return (
    <a href={routes.path("clickOut", { name: deepLinkName })} rel="sponsored noopener" target="_blank" className={className} {...clickoutMarker({ advertiser, element, promotion })}>
      {children}
    </a>
  );
}
