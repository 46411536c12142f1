import Link from "next/link";
import type { MouseEvent, ReactNode } from "react";
import { AffiliateLink } from "@/components/affiliate/AffiliateLink";
import { ComparisonChart } from "@/components/comparison/ComparisonChart";
import { ProductReviewCard } from "@/components/comparison/ProductReviewCard";
import { PromotionCard } from "@/components/comparison/PromotionCard";
import { RankedProductMention, type RankOnPage } from "@/components/comparison/RankedProductMention";
import { FaqList } from "@/components/faq/FaqList";
import { ContentImage } from "@/components/media/ContentImage";
import { PostCard } from "@/components/posts/PostCard";
import { trackEventLazily } from "@/lib/analytics/track-lazily";
import type { RichText as RichTextContent, RichTextElement, RichTextNode, RichTextReference } from "@/lib/types";

/** Embedded assets are 400 wide in posts and 700 wide in pages (SPEC §9). */
export const ASSET_WIDTH = { post: 400, page: 700 } as const;

type RenderContext = {
  references: Map<string, RichTextReference>;
  variant: keyof typeof ASSET_WIDTH;
  /** Promotions a comparison on the same page already shows, by id. */
  rankedOnPage: Map<string, RankOnPage>;
};

/** Only these link targets are rendered as links; anything else (javascript:, data:) is plain text. */
export function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href.trim()) ? href.trim() : null;
}

function renderLeaf(leaf: Extract<RichTextNode, { text: string }>, key: number): ReactNode {
  let node: ReactNode = leaf.text;
  if (leaf.code) node = <code>{node}</code>;
  if (leaf.underline) node = <u>{node}</u>;
  if (leaf.italic) node = <em>{node}</em>;
  if (leaf.bold) node = <strong>{node}</strong>;
  return <span key={key}>{node}</span>;
}

function renderChildren(children: RichTextNode[], context: RenderContext): ReactNode[] {
  return children.map((child, index) => ("text" in child ? renderLeaf(child, index) : renderElement(child, context, index)));
}

function renderLink(element: RichTextElement, context: RenderContext, key: number): ReactNode {
  const children = renderChildren(element.children, context);
  const reference = element.nodeId ? context.references.get(element.nodeId) : undefined;
  if (reference?.__typename === "DeepLink") {
    // Marked in words, not only by colour, so a paid link never passes for an editorial one.
    return (
      <span key={key} className="affiliate-inline">
        <AffiliateLink deepLinkName={reference.name} advertiser={reference.brandName ?? reference.name} element="inline-link" className="affiliate-inline__link">
          {children}
        </AffiliateLink>
        <span className="affiliate-inline__label"> (paid link)</span>
      </span>
    );
  }
  if (reference?.__typename === "Post") return <Link key={key} href={`/blog/${reference.slug}`}>{children}</Link>;
  if (reference?.__typename === "Page") return <Link key={key} href={`/${reference.slug}`}>{children}</Link>;
  const href = safeHref(element.href);
  if (!href) return <span key={key}>{children}</span>;
  if (href.startsWith("/") || href.startsWith("#")) return <Link key={key} href={href}>{children}</Link>;
  const reportOutbound = (link: HTMLAnchorElement) =>
    trackEventLazily({ name: "outbound_click", Component: "RichText", Section: context.variant, href: link.href, text: link.textContent?.trim() ?? "" });
  return (
    <a
      key={key}
      href={href}
      {...(element.openInNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...(/^https?:/i.test(href) ? { onClick: (event: MouseEvent<HTMLAnchorElement>) => reportOutbound(event.currentTarget) } : {})}
    >
      {children}
    </a>
  );
}

function renderEmbed(element: RichTextElement, context: RenderContext, key: number): ReactNode {
  const reference = element.nodeId ? context.references.get(element.nodeId) : undefined;
  if (!reference) return null;
  switch (reference.__typename) {
    case "Asset":
      return (
        <figure key={key} className="rich-text__figure">
          <ContentImage asset={reference} width={ASSET_WIDTH[context.variant]} />
          {reference.alt ? <figcaption>{reference.alt}</figcaption> : null}
        </figure>
      );
    case "Promotion": {
      const ranked = context.rankedOnPage.get(reference.id);
      if (ranked) return <RankedProductMention key={key} promotion={reference} {...ranked} />;
      return <PromotionCard key={key} promotion={reference} slot={`${context.variant}-embed`} />;
    }
    case "ProductReview":
      return <ProductReviewCard key={key} review={reference} />;
    case "Faq":
      return <FaqList key={key} faqs={[reference]} />;
    case "Topic":
      return <FaqList key={key} faqs={reference.faqs} title={reference.name} headingLevel={3} />;
    case "Chart":
      return <ComparisonChart key={key} chart={reference} headingLevel={2} />;
    case "Post":
      return (
        <div key={key} className="rich-text__card">
          <PostCard post={reference} />
        </div>
      );
    case "Page":
      return (
        <p key={key} className="rich-text__page-link">
          <Link href={`/${reference.slug}`}>{reference.title}</Link>
          {reference.metaDescription ? ` — ${reference.metaDescription}` : null}
        </p>
      );
    case "DeepLink":
      return (
        <p key={key}>
          <AffiliateLink deepLinkName={reference.name} advertiser={reference.brandName ?? reference.name} element="embed-button" className="button button--cta">
            {reference.cta ?? "Visit site"}
          </AffiliateLink>
        </p>
      );
  }
}

const HEADINGS: Record<string, "h2" | "h3" | "h4" | "h5" | "h6"> = {
  // The page title is the only h1, so a heading-one in content becomes an h2.
  "heading-one": "h2",
  "heading-two": "h2",
  "heading-three": "h3",
  "heading-four": "h4",
  "heading-five": "h5",
  "heading-six": "h6",
};

function renderElement(element: RichTextElement, context: RenderContext, key: number): ReactNode {
  const children = () => renderChildren(element.children, context);
  const heading = HEADINGS[element.type];
  if (heading) {
    const Heading = heading;
    return <Heading key={key}>{children()}</Heading>;
  }
  switch (element.type) {
    case "paragraph":
      return <p key={key}>{children()}</p>;
    case "bulleted-list":
      return <ul key={key}>{children()}</ul>;
    case "numbered-list":
      return <ol key={key}>{children()}</ol>;
    case "list-item":
      return <li key={key}>{children()}</li>;
    case "list-item-child":
      return <span key={key}>{children()}</span>;
    case "block-quote":
      return <blockquote key={key}>{children()}</blockquote>;
    case "code-block":
      return (
        <pre key={key}>
          <code>{children()}</code>
        </pre>
      );
    case "link":
      return renderLink(element, context, key);
    case "embed":
      return renderEmbed(element, context, key);
    case "table":
      return (
        <div key={key} className="rich-text__table">
          <table>{children()}</table>
        </div>
      );
    case "table_head":
      return <thead key={key}>{children()}</thead>;
    case "table_body":
      return <tbody key={key}>{children()}</tbody>;
    case "table_row":
      return <tr key={key}>{children()}</tr>;
    case "table_header_cell":
      return (
        <th key={key} scope="col">
          {children()}
        </th>
      );
    case "table_cell":
      return <td key={key}>{children()}</td>;
    default:
      // Unknown block types keep their text rather than disappearing.
      return <span key={key}>{children()}</span>;
  }
}

type RichTextProps = {
  content: RichTextContent;
  variant: keyof typeof ASSET_WIDTH;
  rankedOnPage?: Map<string, RankOnPage>;
};

/** Renders Hygraph rich text as React elements (never as HTML strings), resolving embeds by id. */
export function RichText({ content, variant, rankedOnPage = new Map() }: RichTextProps) {
  const references = new Map(content.references.map((reference) => [reference.id, reference]));
  return <div className="rich-text">{renderChildren(content.json.children, { references, variant, rankedOnPage })}</div>;
}
