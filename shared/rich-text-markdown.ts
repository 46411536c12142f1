/**
 * Markdown ↔ Hygraph's rich-text AST, both ways, on CommonMark's own parser and printer
 * (micromark's mdast-util-from-markdown / mdast-util-to-markdown, what remark-parse and
 * remark-stringify wrap) with GFM tables. The content service reads editors' files with it and
 * writes entries back as Markdown (`pull`), so one mapping serves both directions.
 *
 * The notation: `#`…`######` headings, paragraphs, `-` and `1.` lists (nested by indenting), `>`
 * quotes, fenced code blocks, GFM tables (the first row is the header), **bold**, *italic*,
 * `code`, a hard line break (`\` at the end of a line), [text](https://…) links, [text](deeplink:id)
 * inline affiliate links, and on a line of its own `{{embed Model id}}` (an image: `{{embed Asset id}}`).
 * A block Markdown cannot write (a video, underlined text, a link to an entry…) is carried as its
 * Hygraph JSON in a ```` ```rich-text ```` fenced block, so nothing is lost on the way.
 * Everything else is refused at its line and column: HTML, images by address, reference links,
 * rules, code languages, aligned columns — never read as something else.
 */
import type { Blockquote, Code, Heading, Link, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown, gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown, type Options as PrintOptions } from "mdast-util-to-markdown";
import { gfm } from "micromark-extension-gfm";
import { RICH_TEXT_LIMITS, type RichTextDocument, type RichTextElement, type RichTextLeaf, type RichTextNode } from "./rich-text";

/** Where a node starts in the Markdown file (1-based, as editors count). */
export type SourcePosition = { line: number; column: number };

/** A Markdown problem at its place in the file. */
export class MarkdownError extends Error {
  constructor(
    readonly position: SourcePosition,
    readonly problem: string,
  ) {
    super(`${position.line}:${position.column}: ${problem}`);
  }
}

/** The fence language of a block kept as Hygraph JSON. */
export const KEPT_LANGUAGE = "rich-text";
const EMBED = /^\{\{embed\s+(\w+)\s+([\w-]+)\}\}$/;
const DEEP_LINK = "deeplink:";
const HEADINGS = ["heading-one", "heading-two", "heading-three", "heading-four", "heading-five", "heading-six"] as const;
type Marks = Omit<RichTextLeaf, "text">;

/**
 * Bounds that keep micromark's work linear in the file. Emphasis markers (`*`, `_`) and brackets
 * per paragraph: each closing one is matched against every earlier one of its paragraph, so the
 * work grows with the square of their number (an article's paragraph uses a few dozen). Quotes
 * nested on one line: each level is tracked on every following line. And the file's size: the
 * longest shipped article is 9 KB of Markdown, and at this size parsing stays within a second.
 */
export const MARKDOWN_LIMITS = { maxMarkersPerParagraph: 200, maxQuoteDepth: 8, maxLength: 32 * 1024 } as const;

/**
 * Where a new paragraph surely starts: after a blank line, and at a bullet or heading line indented
 * at most 3 spaces (these interrupt a paragraph). Anything else may continue one, so it counts on.
 */
const PARAGRAPH_START = /^(?:[ \t]*\r?$| {0,3}(?:[-+*][ \t]+\S|#{1,6}(?:[ \t]|$)))/;

/** The first place Markdown passes one of MARKDOWN_LIMITS, or null. One pass over the text. */
export function pastMarkdownLimits(markdown: string): MarkdownError | null {
  if (markdown.length > MARKDOWN_LIMITS.maxLength) {
    return new MarkdownError({ line: 1, column: 1 }, `the file is ${markdown.length} characters; the limit is ${MARKDOWN_LIMITS.maxLength} (split the article)`);
  }
  let markers = 0;
  let start = 1;
  for (let line = 1, lineStart = 0; lineStart <= markdown.length; line++) {
    const newline = markdown.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? markdown.length : newline;
    const text = markdown.slice(lineStart, lineEnd);
    if (PARAGRAPH_START.test(text)) {
      markers = 0;
      // After a blank line the paragraph starts on the next one; a bullet or heading starts on its own.
      start = text.trim() ? line : line + 1;
    }
    let quotes = 0;
    let leading = true;
    for (let index = lineStart; index < lineEnd; index++) {
      const code = markdown.charCodeAt(index);
      if (leading && code === 62 && ++quotes > MARKDOWN_LIMITS.maxQuoteDepth) {
        return new MarkdownError({ line, column: index - lineStart + 1 }, `quotes nested deeper than ${MARKDOWN_LIMITS.maxQuoteDepth} levels`);
      }
      leading &&= code === 62 || code === 32 || code === 9;
      if (code === 92) index++; // An escaped marker is text.
      else if ((code === 42 || code === 95 || code === 91 || code === 93) && ++markers > MARKDOWN_LIMITS.maxMarkersPerParagraph) {
        return new MarkdownError({ line: start, column: 1 }, `more than ${MARKDOWN_LIMITS.maxMarkersPerParagraph} of * _ [ ] in one paragraph: split it, or write them as \\* \\_ \\[ \\]`);
      }
    }
    lineStart = lineEnd + 1;
  }
  return null;
}

/**
 * GFM's tree, but a bare address becomes a link only where micromark sees one in the file as
 * written: mdast-util-gfm's after-pass also links addresses the file escapes (`hello\@x.org`),
 * and the printer writes a stored plain-text address escaped so that it reads back as text.
 */
const GFM_TREE = gfmFromMarkdown().map((extension) => ({ ...extension, transforms: [] }));

/**
 * CommonMark with all of GFM read, so nothing GFM means is stored as its literal syntax: a bare
 * address becomes a link (and the push says so); strikethrough, task lists and footnotes, which
 * rich text cannot hold, are refused at their place.
 */
export function markdownTree(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: GFM_TREE });
}

/** Something the reader changed to what the site can show, at its place: the push reports it. */
export type MarkdownNote = { position: SourcePosition; note: string };

/** What one read gathers: where each rich-text node came from ("children[2].children[1]"), and its notes. */
class Reading extends Map<string, SourcePosition> {
  readonly notes: MarkdownNote[] = [];
  constructor(readonly source: string) {
    super();
  }
}

const at = (node: Nodes): SourcePosition => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
const refuse = (node: Nodes, problem: string): never => {
  throw new MarkdownError(at(node), problem);
};
/** What a node of a kind outside the notation should be written as instead. */
const refuseKind = (node: Nodes): never =>
  node.type === "html"
    ? refuse(node, `HTML is not accepted ("${(/^<[^>\n]*>?/.exec(node.value)?.[0] ?? node.value).slice(0, 40)}"): write Markdown, and embed entries with {{embed Model id}}`)
    : refuse(node, REFUSED[node.type] ?? `${node.type} is not part of the notation`);

const REFUSED: Record<string, string> = {
  image: "an image is an uploaded Asset: `npm run content -- upload` prints its {{embed Asset <id>}} line",
  imageReference: "an image is an uploaded Asset: `npm run content -- upload` prints its {{embed Asset <id>}} line",
  linkReference: "write the link's address in the link: [text](https://…)",
  definition: "write the link's address in the link: [text](https://…)",
  thematicBreak: "a horizontal rule has no rich-text node: use a heading to start a new part",
  delete: "rich text has no strikethrough (~~…~~): delete the old words, or say what changed in words",
  footnoteReference: "rich text has no footnotes ([^…]): link the source where it is cited, [text](https://…), and list it in the sources",
  footnoteDefinition: "rich text has no footnotes ([^…]: …): link the source where it is cited, [text](https://…), and list it in the sources",
};

/** Markdown → Hygraph rich text, with where each node came from: "children[2].children[1]" → line and column. */
export function parseRichTextMarkdown(markdown: string): { document: RichTextDocument; positions: ReadonlyMap<string, SourcePosition>; notes: MarkdownNote[] } {
  const text = markdown.replace(/^\uFEFF/, "");
  const positions = new Reading(text);
  const past = pastMarkdownLimits(text);
  if (past) throw past;
  const tree = markdownTree(text);
  const children = tree.children.map((node, index) => block(node, `children[${index}]`, 1, positions));
  return { document: { children }, positions, notes: positions.notes };
}

export function markdownToRichText(markdown: string): RichTextDocument {
  return parseRichTextMarkdown(markdown).document;
}

function block(node: RootContent, path: string, depth: number, positions: Reading): RichTextElement {
  positions.set(path, at(node));
  if (depth > RICH_TEXT_LIMITS.maxDepth) refuse(node, `nested deeper than ${RICH_TEXT_LIMITS.maxDepth} levels`);
  const inline = (content: PhrasingContent[]) => phrasing(content, path, positions);
  switch (node.type) {
    case "paragraph":
      return embedIn(node) ?? { type: "paragraph", children: inline(node.children) };
    case "heading":
      return { type: HEADINGS[node.depth - 1], children: inline(node.children) };
    case "list":
      return list(node, path, depth, positions);
    case "blockquote":
      return quote(node, inline);
    case "code":
      return code(node);
    case "table":
      return table(node, path, depth, positions);
    default:
      return refuseKind(node);
  }
}

/** A paragraph that is only `{{embed Model id}}`; one that starts like an embed but is not one is refused. */
function embedIn(node: Paragraph): RichTextElement | null {
  const [only] = node.children;
  const text = only?.type === "text" && node.children.length === 1 ? only.value.trim() : "";
  const embed = EMBED.exec(text);
  if (embed) return { type: "embed", nodeType: embed[1], nodeId: embed[2], children: [{ text: "" }] };
  const stray = node.children.find((child) => child.type === "text" && child.value.includes("{{embed"));
  if (stray) refuse(stray, "write an embed on a line of its own, as {{embed Model id}} (letters, digits, - and _)");
  return null;
}

function list(node: List, path: string, depth: number, positions: Reading): RichTextElement {
  positions.set(path, at(node));
  if (node.ordered && node.start !== 1 && node.start !== null && node.start !== undefined) refuse(node, "a numbered list starts at 1 (rich text numbers its items itself)");
  const items = node.children.map((item, index) => listItem(item, `${path}.children[${index}]`, depth + 1, positions));
  return { type: node.ordered ? "numbered-list" : "bulleted-list", children: items };
}

/** A list item holds its text (a list-item-child per paragraph) and its nested lists. */
function listItem(item: ListItem, path: string, depth: number, positions: Reading): RichTextElement {
  positions.set(path, at(item));
  if (typeof item.checked === "boolean") refuse(item, "rich text has no task-list boxes ([ ] / [x]): write the item as text, e.g. \"Done: …\" or \"To do: …\"");
  if (!item.children.length) return { type: "list-item", children: [{ type: "list-item-child", children: [{ text: "" }] }] };
  const children = item.children.map((child, index): RichTextElement => {
    const childPath = `${path}.children[${index}]`;
    if (child.type === "list") return list(child, childPath, depth + 1, positions);
    if (child.type !== "paragraph") return refuse(child, `a list item holds text and lists, not a ${child.type}`);
    positions.set(childPath, at(child));
    return { type: "list-item-child", children: phrasing(child.children, childPath, positions) };
  });
  return { type: "list-item", children };
}

function quote(node: Blockquote, inline: (content: PhrasingContent[]) => RichTextNode[]): RichTextElement {
  const [only] = node.children;
  if (node.children.length !== 1 || only.type !== "paragraph") return refuse(node, "a quote holds one paragraph");
  return { type: "block-quote", children: inline(only.children) };
}

/** A fenced block: code, or a block kept as Hygraph JSON (checked again by whoever stores it). */
function code(node: Code): RichTextElement {
  if (node.lang === KEPT_LANGUAGE) {
    let kept: unknown;
    try {
      kept = JSON.parse(node.value);
    } catch {
      return refuse(node, `a \`\`\`${KEPT_LANGUAGE} block holds one rich-text node as JSON, and this is not JSON`);
    }
    if (typeof kept !== "object" || kept === null || Array.isArray(kept) || typeof (kept as { type?: unknown }).type !== "string") {
      return refuse(node, `a \`\`\`${KEPT_LANGUAGE} block holds one rich-text node: a JSON object with a "type"`);
    }
    return kept as RichTextElement;
  }
  if (node.lang || node.meta) refuse(node, "a code block has no language in rich text: open it with ``` alone");
  return { type: "code-block", children: [{ text: node.value }] };
}

function table(node: Table, path: string, depth: number, positions: Reading): RichTextElement {
  if (node.align?.some(Boolean)) refuse(node, "rich-text tables do not align columns: write |---| without colons");
  if (depth + 4 > RICH_TEXT_LIMITS.maxDepth) refuse(node, `nested deeper than ${RICH_TEXT_LIMITS.maxDepth} levels`);
  const row = (source: TableRow, cellType: "table_header_cell" | "table_cell", rowPath: string): RichTextElement => ({
    type: "table_row",
    children: source.children.map((cell, index) => {
      const cellPath = `${rowPath}.children[${index}]`;
      positions.set(cellPath, at(cell));
      positions.set(`${cellPath}.children[0]`, at(cell));
      return { type: cellType, children: [{ type: "paragraph", children: phrasing(cell.children, `${cellPath}.children[0]`, positions) }] };
    }),
  });
  const [head, ...body] = node.children;
  const ragged = body.find((source) => source.children.length !== head.children.length);
  if (ragged) refuse(ragged, `this row has ${ragged.children.length} cells and the header ${head.children.length}: give every row the header's number of cells (an empty one is | |)`);
  const sections: RichTextElement[] = [{ type: "table_head", children: [row(head, "table_header_cell", `${path}.children[0].children[0]`)] }];
  if (body.length) sections.push({ type: "table_body", children: body.map((source, index) => row(source, "table_cell", `${path}.children[1].children[${index}]`)) });
  return { type: "table", children: sections };
}

/** Inline Markdown → text leaves and links; marks come from the enclosing strong, emphasis and code (a link's text keeps them). */
function phrasing(content: PhrasingContent[], path: string, positions: Reading, outer: Marks = {}): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  const place = (node: Nodes) => {
    const key = `${path}.children[${nodes.length}]`;
    if (!positions.has(key)) positions.set(key, at(node));
  };
  const leaf = (node: Nodes, text: string, marks: Marks) => {
    const last = nodes[nodes.length - 1];
    // Neighbours with the same marks are one leaf, as Hygraph's editor keeps them.
    if (last && "text" in last && sameMarks(last, marks)) {
      last.text += text;
      return;
    }
    place(node);
    nodes.push({ text, ...marks });
  };
  const walk = (children: PhrasingContent[], marks: Marks, inLink: boolean) => {
    for (const node of children) {
      switch (node.type) {
        case "text":
          // A line break in the file is a space (CommonMark's soft break); a hard break is Hygraph's "\n".
          leaf(node, node.value.replace(/[ \t]*\r?\n[ \t]*/g, " "), marks);
          break;
        case "break":
          leaf(node, "\n", marks);
          break;
        case "inlineCode":
          // A code span wrapped across lines is one line of code (CommonMark turns its line endings into spaces).
          leaf(node, node.value.replace(/\r?\n/g, " "), { ...marks, code: true });
          break;
        case "strong":
          walk(node.children, { ...marks, bold: true }, inLink);
          break;
        case "emphasis":
          walk(node.children, { ...marks, italic: true }, inLink);
          break;
        case "link": {
          if (inLink) refuse(node, "a link inside a link");
          place(node);
          noteBareAddress(node, positions);
          const linkPath = `${path}.children[${nodes.length}]`;
          const children = phrasing(node.children, linkPath, positions, marks);
          nodes.push(link(node.url, node.title ?? undefined, children.length ? children : [{ text: "" }]));
          break;
        }
        default:
          refuseKind(node);
      }
    }
  };
  walk(content, outer, false);
  return nodes.length ? nodes : [{ text: "" }];
}

/** A bare address (`https://…`, `www.…`, an e-mail address) is read as the link GFM makes of it, and said. */
function noteBareAddress(node: Link, reading: Reading): void {
  const first = reading.source[node.position?.start.offset ?? 0];
  if (first === "[" || first === "<") return;
  reading.notes.push({ position: at(node), note: `the bare address ${JSON.stringify(reading.source.slice(node.position?.start.offset, node.position?.end.offset))} is stored as a link to ${node.url}` });
}

const MARK_NAMES = ["bold", "italic", "underline", "code"] as const;
const sameMarks = (a: Marks, b: Marks) => MARK_NAMES.every((mark) => Boolean(a[mark]) === Boolean(b[mark]));

/** A link: an inline affiliate link (`deeplink:<id>`) or an address; an address on another site opens in a new tab. */
function link(url: string, title: string | undefined, children: RichTextNode[]): RichTextElement {
  if (url.startsWith(DEEP_LINK)) return { type: "link", nodeId: url.slice(DEEP_LINK.length), nodeType: "DeepLink", children };
  const external = /^https?:\/\//i.test(url);
  return { type: "link", href: url, ...(title !== undefined ? { title } : {}), ...(external ? { openInNewTab: true } : {}), children };
}

// ---------------------------------------------------------------------------------------------
// Rich text → Markdown

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
