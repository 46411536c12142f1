/**
 * Hygraph's rich-text AST → Markdown, for `pull`, on CommonMark's own printer
 * (mdast-util-to-markdown, what remark-stringify wraps) with GFM: the mapping of
 * rich-text-markdown.ts the other way, each block checked by reading it back.
 */
import type { Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown, type Options as PrintOptions } from "mdast-util-to-markdown";
import type { RichTextDocument, RichTextElement, RichTextLeaf, RichTextNode } from "./rich-text";
import { DEEP_LINK, HEADINGS, KEPT_LANGUAGE, type Marks } from "./markdown-reading";
import { parseRichTextMarkdown } from "./rich-text-markdown";

/** A block written as Hygraph JSON because Markdown cannot carry it, and why. */
export type KeptBlock = { index: number; type: string };

const PRINT_OPTIONS: PrintOptions = { extensions: [gfmToMarkdown()], bullet: "-", emphasis: "*", strong: "*", fences: true, listItemIndent: "one", rule: "-" };

/**
 * The document as Markdown. Each top-level block is written as Markdown only when reading it back
 * gives exactly the same node; otherwise it is kept as its JSON in a ```rich-text block (listed in
 * `kept`), so pull → edit → push never loses what Markdown cannot say.
 */
export function richTextToMarkdown(document: RichTextDocument): { markdown: string; kept: KeptBlock[] } {
  // The usual case, every block writable: one print and one read check the whole document.
  const written = document.children.map(writable);
  if (written.every((block) => block !== null)) {
    const markdown = print({ type: "root", children: written as RootContent[] });
    if (sameNode(readBackText(markdown), document.children)) return { markdown, kept: [] };
  }
  const kept: KeptBlock[] = [];
  const blocks = document.children.map((element, index): RootContent => {
    const written = writable(element);
    if (written && sameNode(readBack([written]), [element])) return written;
    kept.push({ index, type: String(element.type) });
    return { type: "code", lang: KEPT_LANGUAGE, value: JSON.stringify(element, null, 2) };
  });
  // Printed as one tree: two lists in a row get different bullets, so they read back as two.
  const markdown = print({ type: "root", children: blocks });
  return { markdown, kept };
}

function print(root: Root): string {
  return toMarkdown(root, PRINT_OPTIONS);
}

function readBack(blocks: RootContent[]): RichTextElement[] | null {
  return readBackText(print({ type: "root", children: blocks }));
}

function readBackText(markdown: string): RichTextElement[] | null {
  try {
    return parseRichTextMarkdown(markdown).document.children;
  } catch {
    return null;
  }
}

/** Deep equality of JSON values, whatever the order of keys. */
export function sameNode(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => sameNode((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

type Element = RichTextElement & Record<string, unknown>;

/** The mdast of an element, or null when it has no Markdown form (then it is kept as JSON). */
function writable(node: RichTextElement): RootContent | null {
  const element = node as Element;
  const heading = HEADINGS.indexOf(element.type as (typeof HEADINGS)[number]);
  if (heading >= 0) return { type: "heading", depth: (heading + 1) as Heading["depth"], children: inlineOf(element.children) };
  switch (element.type) {
    case "paragraph":
      return { type: "paragraph", children: inlineOf(element.children) };
    case "embed":
      // Printed as written: an `html` node is the printer's verbatim text (nothing escaped).
      return element.isInline ? null : { type: "html", value: `{{embed ${String(element.nodeType)} ${String(element.nodeId)}}}` };
    case "bulleted-list":
    case "numbered-list":
      return listOf(element);
    case "block-quote":
      return { type: "blockquote", children: [{ type: "paragraph", children: inlineOf(element.children) }] };
    case "code-block":
      return { type: "code", value: element.children.map((child) => ("text" in child ? child.text : "")).join("") };
    case "table":
      return tableOf(element);
    default:
      return null;
  }
}

function listOf(element: Element): List {
  const items = element.children.map((item): ListItem => {
    const children = "children" in item ? item.children : [];
    return {
      type: "listItem",
      spread: false,
      children: children.map((child) => {
        const part = child as Element;
        if (part.type === "list-item-child") return { type: "paragraph", children: inlineOf(part.children) } as Paragraph;
        return (writable(part) ?? { type: "paragraph", children: [] }) as Paragraph | List;
      }),
    };
  });
  return { type: "list", ordered: element.type === "numbered-list", spread: false, children: items };
}

function tableOf(element: Element): Table | null {
  const [head, body, ...rest] = element.children as Element[];
  if (head?.type !== "table_head" || head.children.length !== 1 || rest.length || (body && body.type !== "table_body")) return null;
  const rows = [head.children[0], ...(body?.children ?? [])] as Element[];
  return {
    type: "table",
    children: rows.map((row) => ({
      type: "tableRow",
      children: (row.children as Element[]).map((cell) => {
        const [paragraph] = cell.children as Element[];
        return { type: "tableCell", children: cell.children.length === 1 && paragraph.type === "paragraph" ? inlineOf(paragraph.children) : [] };
      }),
    })),
  };
}

/** Text leaves and links → inline Markdown; runs of leaves sharing a mark share one strong or emphasis. */
function inlineOf(children: RichTextNode[]): PhrasingContent[] {
  const items = children.map((child) => {
    if (!("text" in child)) return linkItem(child as Element);
    const { text, ...marks } = child;
    // Hygraph's soft line break ("\n" in the text) is Markdown's hard break.
    const nodes = text.split("\n").flatMap((part, index): PhrasingContent[] => [
      ...(index ? [{ type: "break" } as const] : []),
      ...(part ? [marks.code ? { type: "inlineCode" as const, value: part } : { type: "text" as const, value: part }] : []),
    ]);
    return { nodes, marks };
  });
  // The mark with fewer runs goes outside: `*foo **bar** baz*` rather than `*foo *__*bar*__* baz*`.
  const runs = (mark: "bold" | "italic") => items.filter((item, index) => item.marks[mark] && !items[index - 1]?.marks[mark]).length;
  const covered = (mark: "bold" | "italic") => items.filter((item) => item.marks[mark]).length;
  const italicOutside = runs("italic") < runs("bold") || (runs("italic") === runs("bold") && covered("italic") > covered("bold"));
  return group(items, italicOutside ? ["italic", "bold"] : ["bold", "italic"]);
}

/** A link whose whole text is bold (or italic) is written inside the mark, `**[text](…)**`, as editors write it. */
function linkItem(element: Element): { nodes: PhrasingContent[]; marks: Marks } {
  const leaves = element.children.filter((child): child is RichTextLeaf => "text" in child);
  const whole = (mark: "bold" | "italic") => leaves.length === element.children.length && leaves.length > 0 && leaves.every((leaf) => leaf[mark]);
  const marks: Marks = { ...(whole("bold") ? { bold: true } : {}), ...(whole("italic") ? { italic: true } : {}) };
  const children = element.children.map((child) => ("text" in child ? { ...child, bold: marks.bold ? undefined : child.bold, italic: marks.italic ? undefined : child.italic } : child));
  return { nodes: [linkOf({ ...element, children })], marks };
}

/** Nests runs of items that share the first mark in one strong (or emphasis), then the next mark inside. */
function group(items: { nodes: PhrasingContent[]; marks: Marks }[], marks: ("bold" | "italic")[]): PhrasingContent[] {
  const [mark, ...inner] = marks;
  if (!mark) return items.flatMap((item) => item.nodes);
  const out: PhrasingContent[] = [];
  for (let start = 0; start < items.length; ) {
    const on = Boolean(items[start].marks[mark]);
    let end = start;
    while (end < items.length && Boolean(items[end].marks[mark]) === on) end++;
    const run = group(items.slice(start, end), inner);
    if (on) out.push(mark === "bold" ? { type: "strong", children: run } : { type: "emphasis", children: run });
    else out.push(...run);
    start = end;
  }
  return out;
}

function linkOf(element: Element): PhrasingContent {
  const children = inlineOf(element.children) as Exclude<PhrasingContent, { type: "link" }>[];
  if (element.nodeType === "DeepLink" && typeof element.nodeId === "string") return { type: "link", url: `${DEEP_LINK}${element.nodeId}`, children };
  // Anything else (a link to an entry, attributes Markdown has no place for) does not read back the same: kept as JSON.
  return { type: "link", url: typeof element.href === "string" ? element.href : "", title: typeof element.title === "string" ? element.title : null, children };
}
