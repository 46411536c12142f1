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

export function parseFeatureMarkdown(markdown: string | null | undefined): FeatureBlock[] {
  const blocks: FeatureBlock[] = [];
  let current: FeatureBlock | null = null;
  // A blank line ends a paragraph; list items on either side of one still form one list.
  let afterBlank = false;
  for (const rawLine of stripHtml(markdown ?? "").split(/\r?\n/)) {
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

/**
 * Drops raw HTML: <script> and <style> elements with their contents, other tags leaving their
 * text, and comments — what the regex
 *   /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/?[a-zA-Z][^>]*>|<!--[\s\S]*?-->/gi
 * matches, in one forward scan. Hand-rolled because that regex rescans to the end of the text
 * from every unclosed "<" (quadratic); here each search resumes where the last one stopped.
 */
export function stripHtml(text: string): string {
  const searches = { gt: />/g, script: /<\/script\s*>/gi, style: /<\/style\s*>/gi, comment: /-->/g };
  const found = new Map<RegExp, { index: number; end: number } | null>();
  /** The first match at or after `from`; `from` only grows, so a match still ahead is reused. */
  const next = (search: RegExp, from: number) => {
    const cached = found.get(search);
    if (cached === null || (cached && cached.index >= from)) return cached;
    search.lastIndex = from;
    const match = search.exec(text);
    const result = match ? { index: match.index, end: match.index + match[0].length } : null;
    found.set(search, result);
    return result;
  };
  let out = "";
  let copied = 0;
  let index = text.indexOf("<");
  while (index !== -1) {
    const openEnd = next(searches.gt, index);
    const element = /^(script|style)\b/i.exec(text.slice(index + 1, index + 8))?.[1].toLowerCase() as "script" | "style" | undefined;
    let end = -1;
    if (element && openEnd) end = next(searches[element], openEnd.end)?.end ?? -1;
    if (end === -1 && openEnd && /^\/?[a-zA-Z]/.test(text.slice(index + 1, index + 3))) end = openEnd.end;
    if (end === -1 && text.startsWith("<!--", index)) end = next(searches.comment, index + 4)?.end ?? -1;
    if (end === -1) {
      index = text.indexOf("<", index + 1);
      continue;
    }
    out += text.slice(copied, index);
    copied = end;
    index = text.indexOf("<", end);
  }
  return out + text.slice(copied);
}

type Delimiter = { marker: string; kind: "strong" | "em"; wordEdge: boolean };
// Strong before emphasis so "**x**" is not emphasis around "*x*"; underscores only at word
// edges, as in CommonMark, so snake_case stays text.
const DELIMITERS: Delimiter[] = [
  { marker: "**", kind: "strong", wordEdge: false },
  { marker: "__", kind: "strong", wordEdge: true },
  { marker: "*", kind: "em", wordEdge: false },
  { marker: "_", kind: "em", wordEdge: true },
];

/** JavaScript's \s, by code unit (a regex call per character would dominate the scan). */
function isSpaceCode(code: number): boolean {
  return (
    code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}
/** JavaScript's \w: ASCII letters, digits and underscore. */
const isWordCode = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isLineBreakCode = (code: number) => code === 10 || code === 13 || code === 0x2028 || code === 0x2029;

/**
 * Strong and emphasis spans, as the regex
 *   /\*\*(?=\S)(.+?)(?<=\S)\*\*|(?<!\w)__(?=\S)(.+?)(?<=\S)__(?!\w)|\*(?=\S)(.+?)(?<=\S)\*|(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)/g
 * reads them, in linear time: the nearest closing delimiter of each kind (and the nearest line
 * break, which `.` does not cross) is precomputed in one backward pass, where the regex would
 * rescan the rest of the line from every unmatched opening delimiter.
 */
export function parseInline(line: string): FeatureLine {
  const text = line.trim();
  const length = text.length;
  const code = (index: number) => (index >= 0 && index < length ? text.charCodeAt(index) : -1);
  const isMarker = (index: number, marker: string) => (marker.length === 1 ? text[index] === marker : text[index] === marker[0] && text[index + 1] === marker[1]);
  const hasMarkers = text.includes("*") || text.includes("_");
  // closers[k][i]: the first closing delimiter of kind k at or after i (-1: none).
  const closers = DELIMITERS.map(() => new Int32Array(hasMarkers ? length + 2 : 0).fill(-1));
  const lineBreaks = new Int32Array(hasMarkers ? length + 2 : 0).fill(-1);
  for (let index = hasMarkers ? length - 1 : -1; index >= 0; index--) {
    lineBreaks[index] = isLineBreakCode(code(index)) ? index : lineBreaks[index + 1];
    const afterSpace = index === 0 || isSpaceCode(code(index - 1));
    DELIMITERS.forEach(({ marker, wordEdge }, kind) => {
      const closes = !afterSpace && isMarker(index, marker) && !(wordEdge && isWordCode(code(index + marker.length)));
      closers[kind][index] = closes ? index : closers[kind][index + 1];
    });
  }
  const spans: FeatureLine = [];
  let last = 0;
  let index = 0;
  while (hasMarkers && index < length) {
    let end = -1;
    for (const [kind, { marker, kind: spanKind, wordEdge }] of DELIMITERS.entries()) {
      const start = index + marker.length;
      if (!isMarker(index, marker) || (wordEdge && isWordCode(code(index - 1))) || start >= length || isSpaceCode(code(start))) continue;
      const close = closers[kind][start + 1];
      if (close === -1 || (lineBreaks[start] !== -1 && lineBreaks[start] < close)) continue;
      if (index > last) spans.push({ kind: "text", text: text.slice(last, index) });
      spans.push({ kind: spanKind, text: text.slice(start, close) });
      end = close + marker.length;
      break;
    }
    if (end === -1) index++;
    else index = last = end;
  }
  if (last < text.length) spans.push({ kind: "text", text: text.slice(last) });
  return spans;
}
