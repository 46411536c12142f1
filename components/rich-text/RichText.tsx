import type { ReactNode } from "react";
import type { RankOnPage } from "@/components/comparison/RankedProductMention";
import type { RichText as RichTextContent } from "@/lib/shared/content/types";
import { BLOCKS } from "./blocks";
import { renderEmbed } from "./embeds";
import { renderLink } from "./links";
import { MEDIA } from "./media";
import { isRecord, reportOnce, type ASSET_WIDTH, type Attributes, type ElementRenderer, type RenderContext } from "./render-context";
import { TABLES } from "./tables";
import { plainText, renderLeaf } from "./text";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import richTextMessages from "@/lib/shared/i18n/compiled/en/richText";

export { ASSET_WIDTH } from "./render-context";

/**
 * Nesting deeper than this renders as plain text: the content service refuses deeper documents,
 * but another Hygraph-compatible source might not, and React's renderer recurses.
 */
const MAX_RENDER_DEPTH = 48;

/** Every element type by node family. A Map, not an object: a type named "constructor" or "toString" must not find Object's own members. */
const RENDERERS = new Map<unknown, ElementRenderer>([...BLOCKS, ...TABLES, ["link", renderLink], ["embed", renderEmbed], ...MEDIA]);

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
  let sectionHeading: string | undefined;
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
    if (typeof child.type === "string" && child.type.startsWith("heading-")) sectionHeading = plainText(child).trim() || sectionHeading;
    return renderElement(child, child.type === "table" ? { ...context, sectionHeading } : context, index, depth + 1);
  });
}

function renderElement(element: Attributes, context: RenderContext, key: number, depth: number): ReactNode {
  const render = RENDERERS.get(element.type);
  if (!render) {
    // Unknown node types keep their text rather than disappearing, or failing the page.
    reportOnce(`unknown node type ${JSON.stringify(String(element.type)).slice(0, 80)} was rendered as its text`);
    return <span key={key}>{plainText(element)}</span>;
  }
  // What a parent sets for its children only: a list item's paragraphs do not reach a list nested in it.
  return render(element, (container, within) => renderChildren(element.children, { ...context, preformatted: context.preformatted || within?.preformatted, itemParagraphs: within?.itemParagraphs }, depth, container), context, key);
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
 * Each node family renders in its own module: text and marks (text.tsx), blocks, tables, links,
 * media, embeds.
 */
export function RichText({ content, variant, rankedOnPage = new Map() }: RichTextProps) {
  const { t } = useMessages(richTextMessages);
  const references = new Map((Array.isArray(content?.references) ? content.references : []).map((reference) => [reference.id, reference]));
  const children = isRecord(content?.json) ? content.json.children : undefined;
  const routes = usePageRoutes();
  return <div className="rich-text">{renderChildren(children, { references, routes, variant, rankedOnPage, t }, 0)}</div>;
}
