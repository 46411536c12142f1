/**
 * Converts a small Markdown dialect into Hygraph's rich-text AST, so editors (and the
 * synthetic-content generator) can write posts as text instead of hand-written JSON.
 *
 * Supported: `##`..`####` headings, paragraphs, `- ` and `1. ` lists, `> ` quotes, `| a | b |`
 * tables (first row is the header; a `|---|` separator row is skipped), **bold**, *italic*,
 * [text](https://…) links, [text](deeplink:deeplink-id) inline affiliate links, and block
 * embeds on their own line: `{{embed Promotion promo-id}}` (an uploaded image: `{{embed Asset asset-id}}`).
 * HTML is refused: the site renders rich text, never markup from a file.
 *
 * `parseMarkdown` also says where each node came from (line and column), so that a problem the
 * service finds in the document can be shown at its place in the editor's file.
 */

import type { RichTextDocument, RichTextElement, RichTextNode } from "@sti-aware/contract/rich-text";

export type { RichTextDocument, RichTextElement, RichTextNode };

// Link text stops at any bracket and a link target at any parenthesis, so that every scan ends
// at the next such character: "[[[[…" or "[a]([a](…" cannot make matching quadratic.
const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^[\]]+)\]\(([^()\s]+)\)/g;

/** Where a node starts in the Markdown file (1-based, as editors and their editors count). */
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

/** Called with each inline node's index and its offset in the text, to record where it came from. */
type Place = (index: number, offset: number) => void;

export function inlineNodes(text: string, place?: Place): RichTextNode[] {
  // Most text has no markup: skip the regex machinery (long tables and lists are thousands of cells).
  if (!/[*[]/.test(text)) {
    place?.(0, 0);
    return [{ text }];
  }
  const nodes: RichTextNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) {
      place?.(nodes.length, last);
      nodes.push({ text: text.slice(last, index) });
    }
    place?.(nodes.length, index);
    const [, bold, italic, linkText, target] = match;
    if (bold !== undefined) nodes.push({ text: bold, bold: true });
    else if (italic !== undefined) nodes.push({ text: italic, italic: true });
    else if (target.startsWith("deeplink:")) {
      nodes.push({ type: "link", nodeId: target.slice("deeplink:".length), nodeType: "DeepLink", children: [{ text: linkText }] });
    } else {
      const external = /^https?:\/\//.test(target);
      nodes.push({ type: "link", href: target, ...(external ? { openInNewTab: true } : {}), children: [{ text: linkText }] });
    }
    last = index + match[0].length;
  }
  if (last < text.length) {
    place?.(nodes.length, last);
    nodes.push({ text: text.slice(last) });
  }
  return nodes.length ? nodes : [{ text: "" }];
}

const paragraph = (text: string, place?: Place): RichTextElement => ({ type: "paragraph", children: inlineNodes(text, place) });
const cells = (row: string) => row.trim().replace(/^\||\|$/g, "").split("|").map((cell) => cell.trim());

function table(rows: string[]): RichTextElement {
  const body = rows.filter((row) => !/^\|?\s*:?-{3,}/.test(row));
  const [head, ...rest] = body;
  const row = (values: string[], cellType: "table_header_cell" | "table_cell"): RichTextElement => ({
    type: "table_row",
    children: values.map((value) => ({ type: cellType, children: [paragraph(value)] })),
  });
  return {
    type: "table",
    children: [
      { type: "table_head", children: [row(cells(head), "table_header_cell")] },
      { type: "table_body", children: rest.map((r) => row(cells(r), "table_cell")) },
    ],
  };
}

export function markdownToRichText(markdown: string): RichTextDocument {
  return parseMarkdown(markdown).document;
}

/** A tag, a closing tag or a comment: markup the site would not render (`a < b` and `<3` are text). */
const HTML = /<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>|<!--/;

/** Markup the site would not render: refused at its place. */
function rejectHtml(lines: string[]): void {
  lines.forEach((line, index) => {
    const html = HTML.exec(line);
    if (html) throw new MarkdownError({ line: index + 1, column: html.index + 1 }, `HTML is not accepted ("${html[0].slice(0, 40)}"): write Markdown, and embed entries with {{embed Model id}}`);
  });
}

/** Records positions for the inline nodes of `text`, made of trimmed lines from `first` on, joined by spaces. */
function placerFor(lines: string[], positions: Map<string, SourcePosition>) {
  return (path: string, first: number, parts: string[], strip: (line: string) => number = () => 0): Place => {
    const starts: { offset: number; line: number; column: number }[] = [];
    let offset = 0;
    parts.forEach((part, index) => {
      const raw = lines[first + index];
      starts.push({ offset, line: first + index + 1, column: raw.length - raw.trimStart().length + strip(raw.trim()) + 1 });
      offset += part.length + 1;
    });
    // Nodes come in order, so the line a node starts on only moves forward: one pass, not a search per node.
    let current = 0;
    return (index, at) => {
      while (current + 1 < starts.length && starts[current + 1].offset <= at) current++;
      const start = starts[current];
      positions.set(`${path}.children[${index}]`, { line: start.line, column: start.column + at - start.offset });
    };
  };
}

/**
 * The document and where its nodes came from: "children[2].children[1]" → line and column.
 * Throws a MarkdownError, at its place, for HTML. Over 60 lines: one loop whose block branches
 * share the line cursor, each a few lines; split apart they would pass the cursor back and forth.
 */
export function parseMarkdown(markdown: string): { document: RichTextDocument; positions: Map<string, SourcePosition> } {
  const positions = new Map<string, SourcePosition>();
  const blocks: RichTextElement[] = [];
  const lines = markdown.replace(/\r\n/g, "\n").split("\n");
  rejectHtml(lines);
  let i = 0;
  const takeWhile = (test: (line: string) => boolean): string[] => {
    const taken: string[] = [];
    while (i < lines.length && test(lines[i])) taken.push(lines[i++]);
    return taken;
  };
  const placer = placerFor(lines, positions);
  while (i < lines.length) {
    const line = lines[i];
    const trimmed = line.trim();
    if (!trimmed) {
      i++;
      continue;
    }
    const path = `children[${blocks.length}]`;
    positions.set(path, { line: i + 1, column: line.length - line.trimStart().length + 1 });
    const heading = /^(#{2,4})\s+(.*)$/.exec(trimmed);
    const embed = /^\{\{embed\s+(\w+)\s+([\w-]+)\}\}$/.exec(trimmed);
    if (heading) {
      const type = (["heading-two", "heading-three", "heading-four"] as const)[heading[1].length - 2];
      blocks.push({ type, children: inlineNodes(heading[2], placer(path, i, [heading[2]], (text) => text.length - heading[2].length)) });
      i++;
    } else if (embed) {
      blocks.push({ type: "embed", nodeType: embed[1], nodeId: embed[2], children: [{ text: "" }] });
      i++;
    } else if (/^[-*]\s+/.test(trimmed) || /^\d+\.\s+/.test(trimmed)) {
      const numbered = /^\d+\./.test(trimmed);
      const pattern = numbered ? /^\d+\.\s+/ : /^[-*]\s+/;
      const first = i;
      const items = takeWhile((l) => pattern.test(l.trim()));
      blocks.push({
        type: numbered ? "numbered-list" : "bulleted-list",
        children: items.map((item, index) => {
          const text = item.trim().replace(pattern, "");
          const place = placer(`${path}.children[${index}].children[0]`, first + index, [text], (line) => line.length - text.length);
          return { type: "list-item", children: [{ type: "list-item-child", children: inlineNodes(text, place) }] };
        }),
      });
    } else if (trimmed.startsWith(">")) {
      const first = i;
      const quoted = takeWhile((l) => l.trim().startsWith(">")).map((l) => l.trim().replace(/^>\s?/, ""));
      blocks.push({ type: "block-quote", children: inlineNodes(quoted.join(" "), placer(path, first, quoted, (l) => l.length - l.replace(/^>\s?/, "").length)) });
    } else if (trimmed.startsWith("|")) {
      blocks.push(table(takeWhile((l) => l.trim().startsWith("|"))));
    } else {
      // The first line always belongs to the paragraph (say "{{embed oops"), so every pass advances.
      const first = i;
      i++;
      const text = [trimmed, ...takeWhile((l) => {
        const t = l.trim();
        return t !== "" && !/^(#{2,4}\s|[-*]\s|\d+\.\s|>|\||\{\{embed)/.test(t);
      }).map((l) => l.trim())];
      blocks.push(paragraph(text.join(" "), placer(path, first, text)));
    }
  }
  return { document: { children: blocks }, positions };
}

const BLOCK_CONTAINERS = /list|table/;

/** Plain text of a document, for word counts, excerpts and the `text` field. */
export function richTextToPlainText(node: RichTextDocument | RichTextNode): string {
  if ("text" in node) return node.text;
  const separator = !("type" in node) ? "\n" : BLOCK_CONTAINERS.test(node.type) ? " " : "";
  return node.children.map((child) => richTextToPlainText(child)).join(separator);
}
