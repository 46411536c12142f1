import type { ReactNode } from "react";
import { AffiliateLink } from "@/components/affiliate/AffiliateLink";
import { SiteLink } from "@/components/links/SiteLink";
import { genericEventMarker } from "@/lib/shared/telemetry/markers";
import { safeLinkHref } from "@sti-aware/contract/url-targets";
import { referenceOf, type Attributes, type RenderChildren, type RenderContext } from "./render-context";

/**
 * A `link`: to a deep link (marked as paid), a post or a page by reference, or to a URL that is
 * http(s), `mailto:`, a path on this site or an `#anchor`; anything else is its text.
 */
export function renderLink(element: Attributes, children: RenderChildren, context: RenderContext, key: number): ReactNode {
  const content = children();
  const reference = referenceOf(element, context);
  if (reference?.__typename === "DeepLink") {
    // Marked in words, not only by colour, so a paid link never passes for an editorial one.
    return (
      <span key={key} className="affiliate-inline" data-disclosure="">
        <AffiliateLink deepLinkName={reference.name} advertiser={reference.brandName ?? reference.name} element="inline-link" className="affiliate-inline__link">
          {content}
        </AffiliateLink>
        <span className="affiliate-inline__label">{context.t("paidLink")}</span>
      </span>
    );
  }
  if (reference?.__typename === "Post") return <SiteLink key={key} href={context.routes.path("article", { slug: reference.slug })}>{content}</SiteLink>;
  if (reference?.__typename === "Page") return <SiteLink key={key} href={context.routes.path("contentPage", { slug: reference.slug })}>{content}</SiteLink>;
  const href = safeLinkHref(element.href);
  if (!href) return <span key={key}>{content}</span>;
  if (href.startsWith("/") || href.startsWith("#")) return <SiteLink key={key} href={href}>{content}</SiteLink>;
  return (
    <a
      key={key}
      href={href}
      {...(element.openInNewTab === true ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...(/^https?:/i.test(href) ? genericEventMarker("RichText", context.variant) : {})}
    >
      {content}
    </a>
  );
}
