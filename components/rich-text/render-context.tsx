import type { ReactNode } from "react";
import type { Translate } from "@/lib/shared/i18n/catalogue";
import type { RankOnPage } from "@/components/comparison/RankedProductMention";
import type { RichTextReference } from "@/lib/shared/content/types";
import type { Routes } from "@sti-aware/contract/routes";

/** Embedded assets are 400 wide in posts and 700 wide in pages (docs/requirements.md, Constants). */
export const ASSET_WIDTH = { post: 400, page: 700 } as const;

/** What every node of one rich-text document is rendered with. */
export type RenderContext = {
  references: Map<string, RichTextReference>;
  /** The route map in the page's language, for links to the entries it references. */
  routes: Routes;
  variant: keyof typeof ASSET_WIDTH;
  /** Promotions a comparison on the same page already shows, by id. */
  rankedOnPage: Map<string, RankOnPage>;
  /** Inside a code block, line breaks in text are kept by <pre>; elsewhere they become <br>. */
  preformatted?: boolean;
  /** In a list item of several paragraphs (list-item-child elements), each is its own <p>, not glued to the next in a <span>. */
  itemParagraphs?: boolean;
  /** The text of the last heading before this element among its siblings (names a table's scroll region). */
  sectionHeading?: string;
  /** The reader's language: the renderers are plain functions, so RichText passes its messages down. */
  t: Translate<"richText">;
};

/** An element as the API sent it: its type and attributes are checked here, never trusted. */
export type Attributes = Record<string, unknown>;

/**
 * An element's children, rendered on demand: lists and table parts name their `container` (text
 * there is left out), a code block asks for them `preformatted`, a list item of several paragraphs
 * for `itemParagraphs`.
 */
export type RenderChildren = (container?: string, within?: Pick<RenderContext, "preformatted" | "itemParagraphs">) => ReactNode[];

/** Renders one element type; the tree walk (RichText.tsx) picks it by the element's `type`. */
export type ElementRenderer = (element: Attributes, children: RenderChildren, context: RenderContext, key: number) => ReactNode;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Node types already reported, so a bad document logs once per type, not once per render. */
const reported = new Set<string>();

export function reportOnce(problem: string): void {
  if (reported.has(problem)) return;
  reported.add(problem);
  console.warn(`Rich text: ${problem}`);
}

/** The entry a link or embed names by `nodeId`, among the document's references. */
export const referenceOf = (element: Attributes, context: RenderContext) =>
  typeof element.nodeId === "string" ? context.references.get(element.nodeId) : undefined;

/** The tag an element becomes, its children rendered inside it. */
type WrapperTag = "p" | "ul" | "ol" | "li" | "span" | "blockquote" | "h2" | "h3" | "h4" | "h5" | "h6" | "thead" | "tbody" | "tr" | "td";

/** Renders an element as `Tag` around its children (in a list or table part: `container`). */
export function wrapIn(Tag: WrapperTag, container?: string): ElementRenderer {
  return function renderWrapped(_element, children, _context, key) {
    return <Tag key={key}>{children(container)}</Tag>;
  };
}
