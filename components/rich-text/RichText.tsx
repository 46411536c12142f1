import { SiteLink } from "@/components/links/SiteLink";
import type { ReactNode } from "react";
import { AffiliateLink } from "@/components/affiliate/AffiliateLink";
import { SponsoredCallToAction } from "@/components/affiliate/SponsoredCallToAction";
import { ComparisonChart } from "@/components/comparison/ComparisonChart";
import { ProductReviewCard } from "@/components/comparison/ProductReviewCard";
import { PromotionCard } from "@/components/comparison/PromotionCard";
import { RankedProductMention, type RankOnPage } from "@/components/comparison/RankedProductMention";
import { FaqList } from "@/components/faq/FaqList";
import { ContentImage } from "@/components/media/ContentImage";
import { PostCard } from "@/components/posts/PostCard";
import { genericEventMarker } from "@/lib/shared/telemetry/markers";
import { allowedFrameUrl, contentAssetUrl, isContentAsset, parseUrl } from "@/lib/shared/media/rich-text-media";
import type { RichText as RichTextContent, RichTextLeaf, RichTextReference } from "@/lib/shared/content/types";
import { richTextClassNames } from "@sti-aware/contract/rich-text";
import { safeLinkHref, safeMediaUrl } from "@sti-aware/contract/url-targets";
import { routes } from "@sti-aware/contract/routes";

/** Embedded assets are 400 wide in posts and 700 wide in pages (docs/requirements.md, Constants). */
export const ASSET_WIDTH = { post: 400, page: 700 } as const;

type RenderContext = {
  references: Map<string, RichTextReference>;
  variant: keyof typeof ASSET_WIDTH;
  /** Promotions a comparison on the same page already shows, by id. */
  rankedOnPage: Map<string, RankOnPage>;
  /** Inside a code block, line breaks in text are kept by <pre>; elsewhere they become <br>. */
  preformatted?: boolean;
};

/**
 * Nesting deeper than this renders as plain text: the content service refuses deeper documents,
 * but another Hygraph-compatible source might not, and React's renderer recurses.
 */
const MAX_RENDER_DEPTH = 48;

/** Node types already reported, so a bad document logs once per type, not once per render. */
const reported = new Set<string>();

function reportOnce(problem: string): void {
  if (reported.has(problem)) return;
  reported.add(problem);
  console.warn(`Rich text: ${problem}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The text under a node, read with a loop (every depth, every shape). */
export function plainText(node: unknown): string {
  const parts: string[] = [];
  const stack: unknown[] = [node];
  while (stack.length) {
    const current = stack.pop();
    if (!isRecord(current)) continue;
    if (typeof current.text === "string") parts.push(current.text);
    if (Array.isArray(current.children)) for (let index = current.children.length - 1; index >= 0; index--) stack.push(current.children[index]);
  }
  return parts.join("");
}

/** A soft line break (Shift+Enter in Hygraph's editor) is a "\n" in the text. */
function withLineBreaks(text: string): ReactNode {
  if (!text.includes("\n")) return text;
  return text.split("\n").map((line, index) => (index ? [<br key={index} />, line] : line));
}

function renderLeaf(text: string, leaf: Omit<RichTextLeaf, "text">, key: number, preformatted: boolean | undefined): ReactNode {
  let node: ReactNode = preformatted ? text : withLineBreaks(text);
  if (leaf.code) node = <code>{node}</code>;
  if (leaf.underline) node = <u>{node}</u>;
  if (leaf.italic) node = <em>{node}</em>;
  if (leaf.bold) node = <strong>{node}</strong>;
  return <span key={key}>{node}</span>;
}

/** An element as the API sent it: its type and attributes are checked here, never trusted. */
type Attributes = Record<string, unknown>;

/**
 * Renders whatever the API returned: a node that is neither a text leaf nor an element is skipped
 * and logged once. Lists and table parts (`container`) hold elements only: Hygraph leaves empty
 * text beside them (an empty table head is `[{ "text": "" }]`), and text there is not valid HTML.
 */
function renderChildren(children: unknown, context: RenderContext, depth: number, container?: string): ReactNode[] {
  if (!Array.isArray(children)) {
    if (children !== undefined) reportOnce(`children that are not a list (${typeof children}) were skipped`);
    return [];
  }
  return children.map((child: unknown, index) => {
    if (!isRecord(child)) {
      reportOnce(`a ${child === null ? "null" : typeof child} node was skipped`);
      return null;
    }
    if ("text" in child) {
      if (typeof child.text !== "string") {
        reportOnce(`a text leaf whose text is ${child.text === null ? "null" : typeof child.text} was skipped`);
        return null;
      }
      if (!container) return renderLeaf(child.text, child, index, context.preformatted);
      if (child.text.trim()) reportOnce(`text directly inside a ${container} was skipped`);
      return null;
    }
    if (depth >= MAX_RENDER_DEPTH) {
      reportOnce(`content nested deeper than ${MAX_RENDER_DEPTH} levels was rendered as text`);
      return <span key={index}>{plainText(child)}</span>;
    }
    return renderElement(child, context, index, depth + 1);
  });
}

function renderLink(element: Attributes, context: RenderContext, key: number, depth: number): ReactNode {
  const children = renderChildren(element.children, context, depth);
  const reference = referenceOf(element, context);
  if (reference?.__typename === "DeepLink") {
    // Marked in words, not only by colour, so a paid link never passes for an editorial one.
    return (
      <span key={key} className="affiliate-inline" data-disclosure="">
        <AffiliateLink deepLinkName={reference.name} advertiser={reference.brandName ?? reference.name} element="inline-link" className="affiliate-inline__link">
          {children}
        </AffiliateLink>
        <span className="affiliate-inline__label"> (paid link)</span>
      </span>
    );
  }
  if (reference?.__typename === "Post") return <SiteLink key={key} href={routes.path("article", { slug: reference.slug })}>{children}</SiteLink>;
  if (reference?.__typename === "Page") return <SiteLink key={key} href={routes.path("contentPage", { slug: reference.slug })}>{children}</SiteLink>;
  const href = safeLinkHref(element.href);
  if (!href) return <span key={key}>{children}</span>;
  if (href.startsWith("/") || href.startsWith("#")) return <SiteLink key={key} href={href}>{children}</SiteLink>;
  return (
    <a
      key={key}
      href={href}
      {...(element.openInNewTab === true ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...(/^https?:/i.test(href) ? genericEventMarker("RichText", context.variant) : {})}
    >
      {children}
    </a>
  );
}

const referenceOf = (element: Attributes, context: RenderContext) =>
  typeof element.nodeId === "string" ? context.references.get(element.nodeId) : undefined;

function renderEmbed(element: Attributes, context: RenderContext, key: number): ReactNode {
  const reference = referenceOf(element, context);
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
          <SiteLink href={routes.path("contentPage", { slug: reference.slug })}>{reference.title}</SiteLink>
          {reference.metaDescription ? ` — ${reference.metaDescription}` : null}
        </p>
      );
    case "DeepLink":
      return (
        <p key={key}>
          <SponsoredCallToAction>
            <AffiliateLink deepLinkName={reference.name} advertiser={reference.brandName ?? reference.name} element="embed-button" className="button button--cta">
              {reference.cta ?? "Visit site"}
            </AffiliateLink>
          </SponsoredCallToAction>
        </p>
      );
  }
}

/** An editor's alt text or title, unless it is only a file name ("IMG_0042.jpg" tells a reader nothing). */
function describe(value: unknown): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  return text && !/^[^\s/]+\.[a-z\d]{2,4}$/i.test(text) ? text : null;
}

/** Rendered size: as wide as the slot at most, the height from the node's own proportions (or 16:9), so nothing shifts as it loads. */
function mediaSize(element: Attributes, context: RenderContext): { width: number; height: number } {
  const slot = ASSET_WIDTH[context.variant];
  const { width, height } = element;
  const known = typeof width === "number" && typeof height === "number" && width >= 1 && height >= 1 && width <= 20_000 && height <= 20_000;
  const rendered = known ? Math.min(slot, Math.round(width)) : slot;
  return { width: rendered, height: Math.round(known ? (rendered * height) / width : (rendered * 9) / 16) };
}

/**
 * Media the site does not load (another host, an iframe page off the allow-list) becomes a plain
 * link naming what and where it is; a URL that is not http(s) becomes its description, or nothing.
 */
function mediaFallback(kind: string, url: string | null, name: string | null, context: RenderContext, key: number, depth: number): ReactNode {
  const host = url ? parseUrl(url)?.host : undefined;
  if (!url || !host) {
    reportOnce("media without an http(s) URL were left out");
    return name ? <span key={key}>{name}</span> : null;
  }
  const label = `${kind}${name ? `: ${name}` : ""} (${host})`;
  return (
    <span key={key} className="rich-text__media">
      {renderLink({ href: url, children: [{ text: label }] }, context, key, depth)}
    </span>
  );
}

function renderImage(element: Attributes, context: RenderContext, key: number, depth: number): ReactNode {
  const src = safeMediaUrl(element.src);
  const alt = describe(element.altText) ?? describe(element.title);
  if (!src || !isContentAsset(src)) return mediaFallback("Image", src, alt, context, key, depth);
  const { width, height } = mediaSize(element, context);
  // Through the image CDN like every content asset: resized, webp, with a srcset.
  return <ContentImage key={key} asset={{ url: src, alt, width, height }} width={width} alt={alt ?? ""} className="rich-text__media" />;
}

function renderVideo(element: Attributes, context: RenderContext, key: number, depth: number): ReactNode {
  const src = safeMediaUrl(element.src);
  const name = describe(element.title);
  if (!src || !isContentAsset(src)) return mediaFallback("Video", src, name, context, key, depth);
  const url = contentAssetUrl(src);
  return (
    <span key={key} className="rich-text__media">
      <video controls preload="none" src={url} {...mediaSize(element, context)} aria-label={name ?? "Video"}>
        <a href={url}>Download the video{name ? `: ${name}` : ""}</a>
      </video>
    </span>
  );
}

/** Frames run the embedded player's scripts, in its own origin (never this site's: only https pages of allow-listed hosts). */
const FRAME_SANDBOX = "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation";

function renderFrame(element: Attributes, context: RenderContext, key: number, depth: number): ReactNode {
  const url = safeMediaUrl(element.url);
  const frame = url ? allowedFrameUrl(url) : null;
  const name = describe(element.title);
  if (!frame) return mediaFallback("Embedded page", url, name, context, key, depth);
  return (
    <span key={key} className="rich-text__media">
      <iframe
        src={frame.href}
        title={name ?? `Embedded content from ${frame.hostname}`}
        loading="lazy"
        sandbox={FRAME_SANDBOX}
        allow="fullscreen; picture-in-picture"
        {...mediaSize(element, context)}
      />
    </span>
  );
}

/** A `class` element wraps its content in the editor's class names, each prefixed (rt-class-<name>) so content can only reach styles meant for it. */
function renderClass(element: Attributes, children: ReactNode[], key: number): ReactNode {
  const names = richTextClassNames(element.className);
  if (!names) reportOnce("a class name that is not plain was left out");
  return (
    <div key={key} className={["rich-text__class", ...(names ?? []).map((name) => `rt-class-${name}`)].join(" ")}>
      {children}
    </div>
  );
}

const HEADINGS = new Map<unknown, "h2" | "h3" | "h4" | "h5" | "h6">([
  // The page title is the only h1, so a heading-one in content becomes an h2.
  ["heading-one", "h2"],
  ["heading-two", "h2"],
  ["heading-three", "h3"],
  ["heading-four", "h4"],
  ["heading-five", "h5"],
  ["heading-six", "h6"],
]);

function renderElement(element: Attributes, context: RenderContext, key: number, depth: number): ReactNode {
  const children = (container?: string) => renderChildren(element.children, context, depth, container);
  // A Map, not an object: a type named "constructor" or "toString" must not find Object's own members.
  const heading = HEADINGS.get(element.type);
  if (heading) {
    const Heading = heading;
    return <Heading key={key}>{children()}</Heading>;
  }
  switch (element.type) {
    case "paragraph":
      return <p key={key}>{children()}</p>;
    case "bulleted-list":
      return <ul key={key}>{children("list")}</ul>;
    case "numbered-list":
      return <ol key={key}>{children("list")}</ol>;
    case "list-item":
      return <li key={key}>{children()}</li>;
    case "list-item-child":
      return <span key={key}>{children()}</span>;
    case "block-quote":
      return <blockquote key={key}>{children()}</blockquote>;
    case "code-block":
      return (
        <pre key={key}>
          <code>{renderChildren(element.children, { ...context, preformatted: true }, depth)}</code>
        </pre>
      );
    case "link":
      return renderLink(element, context, key, depth);
    case "embed":
      return renderEmbed(element, context, key);
    case "table":
      return (
        <div key={key} className="rich-text__table">
          <table>{children("table")}</table>
        </div>
      );
    case "table_head":
      return <thead key={key}>{children("table")}</thead>;
    case "table_body":
      return <tbody key={key}>{children("table")}</tbody>;
    case "table_row":
      return <tr key={key}>{children("table")}</tr>;
    case "table_header_cell":
      return (
        <th key={key} scope="col">
          {children()}
        </th>
      );
    case "table_cell":
      return <td key={key}>{children()}</td>;
    case "class":
      return renderClass(element, children(), key);
    case "image":
      return renderImage(element, context, key, depth);
    case "video":
      return renderVideo(element, context, key, depth);
    case "iframe":
      return renderFrame(element, context, key, depth);
    default:
      // Unknown node types keep their text rather than disappearing, or failing the page.
      reportOnce(`unknown node type ${JSON.stringify(String(element.type)).slice(0, 80)} was rendered as its text`);
      return <span key={key}>{plainText(element)}</span>;
  }
}

type RichTextProps = {
  content: RichTextContent;
  variant: keyof typeof ASSET_WIDTH;
  rankedOnPage?: Map<string, RankOnPage>;
};

/**
 * Renders Hygraph rich text as React elements (never as HTML strings), resolving embeds by id.
 * Hand-rolled, not @graphcms/rich-text-react-renderer: that one throws on malformed documents,
 * drops unknown nodes' text, double-escapes URLs, frames any host, and costs ~3 kB gzip more.
 */
export function RichText({ content, variant, rankedOnPage = new Map() }: RichTextProps) {
  const references = new Map((Array.isArray(content?.references) ? content.references : []).map((reference) => [reference.id, reference]));
  const children = isRecord(content?.json) ? content.json.children : undefined;
  return <div className="rich-text">{renderChildren(children, { references, variant, rankedOnPage }, 0)}</div>;
}
