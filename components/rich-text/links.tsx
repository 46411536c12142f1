import type { ReactNode } from "react";
import { AffiliateLink } from "@/components/affiliate/AffiliateLink";
import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import { genericEventMarker } from "@/lib/shared/telemetry/markers";
import { safeLinkHref } from "@sti-aware/contract/url-targets";
import { referenceOf, type Attributes, type RenderChildren, type RenderContext } from "./render-context";
import { plainText } from "./text";

/**
 * A `link`: to a deep link (marked as paid), a post or a page by reference, or to a URL that is
 * http(s), `mailto:`, a path on this site or an `#anchor`; anything else is its text. A link to a
 * page in another language than the page's says so (LanguageMarkedLink); on a translation, the
 * page data has already pointed links to this site's pages at their versions in its language.
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
  const text = plainText(element);
  if (reference?.__typename === "Post") return <LanguageMarkedLink key={key} href={context.routes.path("article", { slug: reference.slug })} text={text}>{content}</LanguageMarkedLink>;
  if (reference?.__typename === "Page") return <LanguageMarkedLink key={key} href={context.routes.path("contentPage", { slug: reference.slug })} text={text}>{content}</LanguageMarkedLink>;
  const href = safeLinkHref(element.href);
  if (!href) return <span key={key}>{content}</span>;
  if (href.startsWith("/") || href.startsWith("#")) return <LanguageMarkedLink key={key} href={href} text={text}>{content}</LanguageMarkedLink>;
  return (
    <LanguageMarkedLink
      key={key}
      href={href}
      text={text}
      {...(element.openInNewTab === true ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...(/^https?:/i.test(href) ? genericEventMarker("RichText", context.variant) : {})}
    >
      {content}
    </LanguageMarkedLink>
  );
}
