/**
 * The Markdown subset editors use for a brand's features (`features_md`): paragraphs, bullet
 * and numbered lists, **strong** and *emphasis*. Parsed into a small tree that
 * components render as React elements, so no HTML string is ever injected and no Markdown
 * library ships to the browser. Raw HTML tags are dropped; anything else stays plain text.
 */
export type FeatureInline = { kind: "text" | "strong" | "em"; text: string };
export type FeatureLine = FeatureInline[];
export type FeatureBlock =
  | { kind: "paragraph"; spans: FeatureLine }
  | { kind: "list"; ordered: boolean; items: FeatureLine[] };

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
// Script and style elements go with their contents; other tags leave their text behind.
const HTML = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/?[a-zA-Z][^>]*>|<!--[\s\S]*?-->/gi;
// Strong before emphasis so "**x**" is not emphasis around "*x*"; underscores only at word
// edges, as in CommonMark, so snake_case stays text.
const EMPHASIS =
  /\*\*(?=\S)(.+?)(?<=\S)\*\*|(?<!\w)__(?=\S)(.+?)(?<=\S)__(?!\w)|\*(?=\S)(.+?)(?<=\S)\*|(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)/g;

export function parseFeatureMarkdown(markdown: string | null | undefined): FeatureBlock[] {
  const blocks: FeatureBlock[] = [];
  let current: FeatureBlock | null = null;
  // A blank line ends a paragraph; list items on either side of one still form one list.
  let afterBlank = false;
  for (const rawLine of (markdown ?? "").replace(HTML, "").split(/\r?\n/)) {
    if (!rawLine.trim()) {
      afterBlank = true;
      continue;
    }
    const bullet = BULLET.exec(rawLine);
    const numbered = bullet ? null : NUMBERED.exec(rawLine);
    const item = bullet ?? numbered;
    const inline = parseInline(item ? item[1] : rawLine);
    if (!inline.length) continue;
    const continues = !afterBlank;
    afterBlank = false;
    if (item) {
      const ordered = Boolean(numbered);
      if (current?.kind !== "list" || current.ordered !== ordered) {
        current = { kind: "list", ordered, items: [] };
        blocks.push(current);
      }
      current.items.push(inline);
    } else if (continues && current?.kind === "list" && /^\s+/.test(rawLine)) {
      // An indented line continues the previous list item.
      current.items[current.items.length - 1].push({ kind: "text", text: " " }, ...inline);
    } else if (continues && current?.kind === "paragraph") {
      // Lines of one paragraph join with a space, as Markdown's soft line breaks do.
      current.spans.push({ kind: "text", text: " " }, ...inline);
    } else {
      current = { kind: "paragraph", spans: inline };
      blocks.push(current);
    }
  }
  return blocks;
}

function parseInline(line: string): FeatureLine {
  const text = line.trim();
  const spans: FeatureLine = [];
  let last = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    if (match.index > last) spans.push({ kind: "text", text: text.slice(last, match.index) });
    const strong = match[1] ?? match[2];
    spans.push(strong !== undefined ? { kind: "strong", text: strong } : { kind: "em", text: match[3] ?? match[4] });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ kind: "text", text: text.slice(last) });
  return spans;
}
