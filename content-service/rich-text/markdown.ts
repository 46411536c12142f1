/**
 * Converts a small Markdown dialect into Hygraph's rich-text AST, so editors (and the
 * synthetic-content generator) can write posts as text instead of hand-written JSON.
 *
 * Supported: `##`..`####` headings, paragraphs, `- ` and `1. ` lists, `> ` quotes, `| a | b |`
 * tables (first row is the header; a `|---|` separator row is skipped), **bold**, *italic*,
 * [text](https://…) links, [text](deeplink:deeplink-id) inline affiliate links, and block
 * embeds on their own line: `{{embed Promotion promo-id}}`.
 */

import type { RichTextDocument, RichTextElement, RichTextNode } from "../../shared/rich-text";

export type { RichTextDocument, RichTextElement, RichTextNode };

// Link text stops at any bracket and a link target at any parenthesis, so that every scan ends
// at the next such character: "[[[[…" or "[a]([a](…" cannot make matching quadratic.
const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^[\]]+)\]\(([^()\s]+)\)/g;

export function inlineNodes(text: string): RichTextNode[] {
  // Most text has no markup: skip the regex machinery (long tables and lists are thousands of cells).
  if (!/[*[]/.test(text)) return [{ text }];
  const nodes: RichTextNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({ text: text.slice(last, index) });
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
  if (last < text.length) nodes.push({ text: text.slice(last) });
  return nodes.length ? nodes : [{ text: "" }];
}

const paragraph = (text: string): RichTextElement => ({ type: "paragraph", children: inlineNodes(text) });
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
  const blocks: RichTextElement[] = [];
  const lines = markdown.replace(/\r\n/g, "\n").split("\n");
  let i = 0;
  const takeWhile = (test: (line: string) => boolean): string[] => {
    const taken: string[] = [];
    while (i < lines.length && test(lines[i])) taken.push(lines[i++]);
    return taken;
  };
  while (i < lines.length) {
    const line = lines[i];
    const trimmed = line.trim();
    if (!trimmed) {
      i++;
      continue;
    }
    const heading = /^(#{2,4})\s+(.*)$/.exec(trimmed);
    const embed = /^\{\{embed\s+(\w+)\s+([\w-]+)\}\}$/.exec(trimmed);
    if (heading) {
      const type = (["heading-two", "heading-three", "heading-four"] as const)[heading[1].length - 2];
      blocks.push({ type, children: inlineNodes(heading[2]) });
      i++;
    } else if (embed) {
      blocks.push({ type: "embed", nodeType: embed[1], nodeId: embed[2], children: [{ text: "" }] });
      i++;
    } else if (/^[-*]\s+/.test(trimmed) || /^\d+\.\s+/.test(trimmed)) {
      const numbered = /^\d+\./.test(trimmed);
      const pattern = numbered ? /^\d+\.\s+/ : /^[-*]\s+/;
      const items = takeWhile((l) => pattern.test(l.trim()));
      blocks.push({
        type: numbered ? "numbered-list" : "bulleted-list",
        children: items.map((item) => ({
          type: "list-item",
          children: [{ type: "list-item-child", children: inlineNodes(item.trim().replace(pattern, "")) }],
        })),
      });
    } else if (trimmed.startsWith(">")) {
      const quoted = takeWhile((l) => l.trim().startsWith(">")).map((l) => l.trim().replace(/^>\s?/, ""));
      blocks.push({ type: "block-quote", children: inlineNodes(quoted.join(" ")) });
    } else if (trimmed.startsWith("|")) {
      blocks.push(table(takeWhile((l) => l.trim().startsWith("|"))));
    } else {
      // The first line always belongs to the paragraph (say "{{embed oops"), so every pass advances.
      i++;
      const text = [trimmed, ...takeWhile((l) => {
        const t = l.trim();
        return t !== "" && !/^(#{2,4}\s|[-*]\s|\d+\.\s|>|\||\{\{embed)/.test(t);
      }).map((l) => l.trim())];
      blocks.push(paragraph(text.join(" ")));
    }
  }
  return { children: blocks };
}

const BLOCK_CONTAINERS = /list|table/;

/** Plain text of a document, for word counts, excerpts and the `text` field. */
export function richTextToPlainText(node: RichTextDocument | RichTextNode): string {
  if ("text" in node) return node.text;
  const separator = !("type" in node) ? "\n" : BLOCK_CONTAINERS.test(node.type) ? " " : "";
  return node.children.map((child) => richTextToPlainText(child)).join(separator);
}
