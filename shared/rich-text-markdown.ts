/**
 * Markdown → Hygraph's rich-text AST, on CommonMark's own parser (micromark's
 * mdast-util-from-markdown, what remark-parse wraps) with GFM. The content service reads editors'
 * files with it; rich-text-to-markdown.ts writes entries back as Markdown (`pull`) with the same
 * mapping, checked by reading each block back with this reader.
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
import type { Blockquote, Code, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { markdownMeter, pastMarkdownLength } from "./markdown-bounds";
import { RICH_TEXT_LIMITS, type RichTextDocument, type RichTextElement, type RichTextNode } from "./rich-text";
import { phrasing } from "./markdown-inline";
import { at, HEADINGS, KEPT_LANGUAGE, Reading, refuse, refuseKind, type MarkdownNote, type SourcePosition } from "./markdown-reading";

export { KEPT_LANGUAGE, MarkdownError, type MarkdownNote, type SourcePosition } from "./markdown-reading";
const EMBED = /^\{\{embed\s+(\w+)\s+([\w-]+)\}\}$/;

/**
 * GFM's tree, but a bare address becomes a link only where micromark sees one in the file as
 * written: mdast-util-gfm's after-pass also links addresses the file escapes (`hello\@x.org`),
 * and the printer writes a stored plain-text address escaped so that it reads back as text.
 */
const GFM_TREE = gfmFromMarkdown().map((extension) => ({ ...extension, transforms: [] }));

/**
 * CommonMark with all of GFM read, so nothing GFM means is stored as its literal syntax: a bare
 * address becomes a link (and the push says so); strikethrough, task lists and footnotes, which
 * rich text cannot hold, are refused at their place. Parsed within MARKDOWN_BOUNDS
 * (markdown-bounds.ts): past them it throws a MarkdownError at the place, in well under a second at
 * the size bound, instead of parsing on for minutes.
 */
export function markdownTree(markdown: string): Root {
  const tooLong = pastMarkdownLength(markdown);
  if (tooLong) throw tooLong;
  return fromMarkdown(markdown, { extensions: [gfm(), markdownMeter(markdown.length)], mdastExtensions: GFM_TREE });
}

/** Markdown → Hygraph rich text, with where each node came from: "children[2].children[1]" → line and column. */
export function parseRichTextMarkdown(markdown: string): { document: RichTextDocument; positions: ReadonlyMap<string, SourcePosition>; notes: MarkdownNote[] } {
  const text = markdown.replace(/^\uFEFF/, "");
  const positions = new Reading(text);
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

