/**
 * Hygraph's rich-text AST (the `json` of a RichText field), shared by the content service that
 * stores and validates it and the site that renders it. The node types and their attributes come
 * from Hygraph's own published types (@graphcms/rich-text-types); the rules for the URLs and class
 * names a document may carry live here, so the service refuses what the site would not render.
 */
import type { ClassProps, Element as HygraphElement, IFrameProps, ImageProps, LinkProps, Text, VideoProps } from "@graphcms/rich-text-types";

/**
 * Every element type of Hygraph's rich-text AST. `satisfies` makes the type-check fail when a
 * new version of Hygraph's types adds a type (missing key) or drops one (extra key).
 */
const ELEMENT_TYPES = {
  paragraph: true,
  "heading-one": true,
  "heading-two": true,
  "heading-three": true,
  "heading-four": true,
  "heading-five": true,
  "heading-six": true,
  "bulleted-list": true,
  "numbered-list": true,
  "list-item": true,
  "list-item-child": true,
  "block-quote": true,
  "code-block": true,
  link: true,
  embed: true,
  class: true,
  image: true,
  video: true,
  iframe: true,
  table: true,
  table_head: true,
  table_body: true,
  table_row: true,
  table_cell: true,
  table_header_cell: true,
} as const satisfies Record<HygraphElement["type"], true>;

export type RichTextElementType = keyof typeof ELEMENT_TYPES;
export const RICH_TEXT_ELEMENT_TYPES = Object.keys(ELEMENT_TYPES) as RichTextElementType[];

/** A text leaf: its text and marks (bold, italic, underline, code). */
export type RichTextLeaf = Text;

// An interface, not an inline type: a node's children are nodes, and only interfaces may refer to themselves.
interface ElementBase<Type extends RichTextElementType> {
  type: Type;
  children: RichTextNode[];
}
type Element<Type extends RichTextElementType, Attributes = object> = ElementBase<Type> & Attributes;
/** A link or an embed points to an entry by id and model. */
export type EntryReference = { nodeId: string; nodeType: string };

/** An element as a valid document holds it; the renderer still reads every attribute as untrusted. */
export type RichTextElement =
  | Element<"link", Omit<LinkProps, "href"> & ({ href: string } | EntryReference)>
  | Element<"embed", EntryReference & { isInline?: boolean }>
  | Element<"image", Omit<ImageProps, "type">>
  | Element<"video", Partial<Omit<VideoProps, "type" | "src">> & { src: string }>
  | Element<"iframe", IFrameProps>
  | Element<"class", ClassProps>
  | Element<Exclude<RichTextElementType, "link" | "embed" | "image" | "video" | "iframe" | "class">>;
export type RichTextNode = RichTextElement | RichTextLeaf;
export type RichTextDocument = { children: RichTextElement[] };

/** One CSS class name as an editor may give it: a letter, then letters, digits, - or _. */
const CLASS_NAME = /^[a-z][\w-]{0,39}$/i;
export const MAX_CLASS_NAMES = 4;

/**
 * The class names of a `class` element, or null when any of them is not a plain name (quotes,
 * angle brackets, dots…) or there are more than MAX_CLASS_NAMES. The site prefixes each one.
 */
export function richTextClassNames(className: unknown): string[] | null {
  if (typeof className !== "string") return null;
  const names = className.trim().split(/\s+/);
  return names.length <= MAX_CLASS_NAMES && names.every((name) => CLASS_NAME.test(name)) ? names : null;
}

/** Limits of one rich-text document, checked on every write (and the depth by the Markdown reader). */
export const RICH_TEXT_LIMITS = {
  /** Nesting of elements below the document: a list inside a list takes three levels. */
  maxDepth: 24,
  /** Elements and text leaves in one document. */
  maxNodes: 10_000,
  /** Characters of text in one document. */
  maxTextLength: 200_000,
  /** Characters of a link's href or a media URL. */
  maxUrlLength: 2_048,
  /**
   * Size of the document as JSON. The page shows it twice (HTML and the page's data), and Next's
   * page cache drops entries past a few MB: the largest shipped document is ~9 KB, and at this
   * limit an article stays about 1 MB.
   */
  maxJsonBytes: 128 * 1024,
  /** Distinct entries embedded or linked in one document: each embed renders as its own block with its own data. */
  maxReferences: 100,
  /** Times one entry may be embedded in one document (a promotion card before and after a section, say). */
  maxEmbedRepeats: 3,
} as const;

const BLOCK_CONTAINERS = /list|table/;

/** Plain text of a document, for word counts, excerpts and the `text` field. */
export function richTextToPlainText(node: RichTextDocument | RichTextNode): string {
  if ("text" in node) return node.text;
  const separator = !("type" in node) ? "\n" : BLOCK_CONTAINERS.test(node.type) ? " " : "";
  return node.children.map((child) => richTextToPlainText(child)).join(separator);
}
