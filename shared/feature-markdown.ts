/**
 * A brand's features (`features_md` of promotions and advertisers) read with the same CommonMark
 * parser as articles (rich-text-markdown.ts), into a small tree the site renders as React
 * elements: paragraphs, bullet and numbered lists (nested), strong and emphasis. The field comes
 * from the CMS as it is: raw HTML is dropped (a <script> or <style> with its contents), and
 * anything else (a heading, a link, code) shows as its text. Only a text past the parser's bounds
 * (markdown-bounds.ts) is refused: the content service refuses it when it is written
 * (featureMarkdownProblem), and the site, reading one written before, throws a MarkdownError.
 */
import type { List, ListItem, Nodes, PhrasingContent, RootContent } from "mdast";
import { MarkdownError } from "./markdown-bounds";
import { markdownTree } from "./rich-text-markdown";

export type FeatureSpan = { text: string; strong?: true; em?: true };
export type FeatureLine = FeatureSpan[];
export type FeatureItem = { spans: FeatureLine; lists: FeatureList[] };
export type FeatureList = { kind: "list"; ordered: boolean; items: FeatureItem[] };
export type FeatureBlock = { kind: "paragraph"; spans: FeatureLine } | FeatureList;

/** Lists nest at most this deep; deeper items join their parent's text (the tree is walked recursively). */
const MAX_LIST_DEPTH = 8;

/** The features as a tree; throws a MarkdownError at its place when the text is past the parser's bounds. */
export function parseFeatureMarkdown(markdown: string | null | undefined): FeatureBlock[] {
  if (!markdown?.trim()) return [];
  return blocksOf(markdownTree(markdown).children, 0);
}

/** Why a feature text would not be read (past the parser's bounds, at its line and column), or null. */
export function featureMarkdownProblem(markdown: string): MarkdownError | null {
  try {
    parseFeatureMarkdown(markdown);
    return null;
  } catch (error) {
    if (error instanceof MarkdownError) return error;
    throw error;
  }
}

function blocksOf(nodes: RootContent[], depth: number): FeatureBlock[] {
  const blocks: FeatureBlock[] = [];
  for (const node of nodes) {
    if (node.type === "list") {
      const list = listOf(node, depth);
      if (list.items.length) blocks.push(list);
    } else if (node.type !== "html") {
      const spans = spansOf([node]);
      if (spans.length) blocks.push({ kind: "paragraph", spans });
    }
  }
  return blocks;
}

function listOf(list: List, depth: number): FeatureList {
  const items = list.children.map((item) => itemOf(item, depth)).filter((item) => item.spans.length || item.lists.length);
  return { kind: "list", ordered: Boolean(list.ordered), items };
}

function itemOf(item: ListItem, depth: number): FeatureItem {
  const nested = depth < MAX_LIST_DEPTH ? item.children.filter((child): child is List => child.type === "list") : [];
  const text = item.children.filter((child) => !nested.includes(child as List));
  return { spans: spansOf(text), lists: nested.map((list) => listOf(list, depth + 1)).filter((list) => list.items.length) };
}

/** The text of nodes with its strong and emphasis; paragraphs of one block join with a space. */
function spansOf(nodes: Nodes[]): FeatureLine {
  const spans: FeatureLine = [];
  let skipping: string | null = null;
  let separated = true;
  const push = (text: string, marks: Omit<FeatureSpan, "text">) => {
    if (!text) return;
    separated = false;
    const last = spans[spans.length - 1];
    if (last && last.strong === marks.strong && last.em === marks.em) last.text += text;
    else spans.push({ text, ...marks });
  };
  // An explicit stack, not recursion: a deeply nested quote or emphasis cannot overflow it.
  const stack: { node: Nodes; marks: Omit<FeatureSpan, "text"> }[] = nodes.map((node) => ({ node, marks: {} })).reverse();
  while (stack.length) {
    const { node, marks } = stack.pop()!;
    if (node.type === "html") {
      // <script>…</script> and <style>…</style> written inline: their contents are not text either.
      const open = /^<(script|style)\b/i.exec(node.value)?.[1].toLowerCase();
      const close = /^<\/(script|style)\b/i.exec(node.value)?.[1].toLowerCase();
      if (open && !new RegExp(`</${open}\\s*>`, "i").test(node.value)) skipping = open;
      else if (close === skipping) skipping = null;
      continue;
    }
    if (skipping) continue;
    if (node.type === "text" || node.type === "inlineCode") push(node.value.replace(/\s*\n\s*/g, " "), marks);
    else if (node.type === "break") push(" ", marks);
    else if (node.type === "code") push(node.value, marks);
    if (!("children" in node)) continue;
    const inner = node.type === "strong" ? { ...marks, strong: true as const } : node.type === "emphasis" ? { ...marks, em: true as const } : marks;
    // Blocks (paragraphs of one item, cells) read as one line, a space apart.
    if (!isPhrasing(node) && !separated) {
      push(" ", {});
      separated = true;
    }
    for (let index = node.children.length - 1; index >= 0; index--) stack.push({ node: node.children[index], marks: inner });
  }
  const first = spans[0];
  if (first) first.text = first.text.trimStart();
  const last = spans[spans.length - 1];
  if (last) last.text = last.text.trimEnd();
  return spans.filter((span) => span.text);
}

const PHRASING = new Set<PhrasingContent["type"]>(["strong", "emphasis", "link", "linkReference", "delete"]);
const isPhrasing = (node: Nodes) => PHRASING.has(node.type as PhrasingContent["type"]);
