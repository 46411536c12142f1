import { renderToStaticMarkup } from "react-dom/server";
import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { RichText } from "@/components/rich-text/RichText";
import type { RichTextDocument } from "@sti-aware/contract/rich-text";
import { MarkdownError, parseRichTextMarkdown, type SourcePosition } from "@sti-aware/contract/rich-text-markdown";
import { richTextToMarkdown } from "@sti-aware/contract/rich-text-to-markdown";
import { richTextProblem } from "@/content-service/rich-text/validate";

/**
 * What becomes of Markdown pushed as an article's body, judged as a reader sees it: the stored
 * rich text rendered by the site's own renderer, against what a CommonMark + GFM renderer
 * (micromark) makes of the same Markdown, both normalized to the structure a reader sees.
 */
export type Outcome =
  | { kind: "identical" | "equivalent" | "converted-and-said"; stored: RichTextDocument }
  | { kind: "refused"; position: SourcePosition | null; problem: string }
  | { kind: "changed silently"; site: string; commonmark: string; stored: RichTextDocument };

/** The HTML the site renders of a stored document. */
export const siteHtml = (document: RichTextDocument) => renderToStaticMarkup(<RichText variant="post" content={{ json: document, references: [] } as never} />);
/** The HTML a CommonMark renderer with GFM makes of Markdown (raw HTML kept: the reader refuses it anyway). */
export const commonMarkHtml = (markdown: string) => micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });

const UNWRAPPED = new Set(["SPAN", "DIV"]);
const ONE_PARAGRAPH_HOLDERS = new Set(["LI", "BLOCKQUOTE", "TD", "TH"]);
const MARKS = ["STRONG", "EM", "CODE"] as const;
const INLINE = new Set([...MARKS, "A", "BR", "#text"]);

/** A piece of inline text with what formats it: rich text marks each piece, HTML nests tags. */
type Run = { text: string | null; marks: string[]; href: string | null };

function runsOf(nodes: ChildNode[], marks: string[], href: string | null, into: Run[]): Run[] {
  for (const node of nodes) {
    // Spaces at the start of a line after a hard break are not shown.
    if (node.nodeType === 3) into.push({ text: into.at(-1)?.text === null ? (node.textContent ?? "").trimStart() : (node.textContent ?? ""), marks, href });
    else if (node.nodeName === "BR") into.push({ text: null, marks: [], href });
    else if (node.nodeName === "A") runsOf([...node.childNodes], marks, (node as Element).getAttribute("href"), into);
    else runsOf([...node.childNodes], MARKS.filter((mark) => mark === node.nodeName || marks.includes(mark)), href, into);
  }
  return into;
}

/** Runs as one canonical nesting (link, then strong, em, code), neighbours with the same format joined. */
function rebuilt(runs: Run[]): Node[] {
  const out: Node[] = [];
  let link: Element | null = null;
  let lastHref: string | null | undefined;
  let last: { marks: string; innermost: Node } | null = null;
  for (const run of runs) {
    if (run.href !== lastHref) {
      link = run.href === null ? null : document.createElement("a");
      if (link && run.href !== null) link.setAttribute("href", run.href);
      if (link) out.push(link);
      lastHref = run.href;
      last = null;
    }
    const parent = (node: Node) => (link ? link.append(node) : out.push(node));
    if (run.text === null) {
      parent(document.createElement("br"));
      last = null;
      continue;
    }
    if (!run.text) continue;
    const key = run.marks.join();
    if (last && last.marks === key) {
      last.innermost.appendChild(document.createTextNode(run.text));
      continue;
    }
    let innermost: Node = document.createTextNode(run.text);
    let outer = innermost;
    if (run.marks.length) {
      const tags = run.marks.map((mark) => document.createElement(mark));
      tags.reduce((holder, tag) => (holder.append(tag), tag));
      tags[tags.length - 1].append(innermost);
      innermost = tags[tags.length - 1];
      outer = tags[0];
    } else innermost = outer = document.createElement("span");
    if (!run.marks.length) (outer as Element).append(run.text);
    parent(outer);
    last = { marks: key, innermost };
  }
  return out;
}

/** Rewrites each run of inline nodes in a block to its canonical nesting. */
function canonicalInline(node: Element): void {
  let segment: ChildNode[] = [];
  const flush = () => {
    if (!segment.length) return;
    const replacement = rebuilt(runsOf(segment, [], null, []));
    segment[0].before(...replacement);
    for (const old of segment) old.remove();
    segment = [];
  };
  for (const child of [...node.childNodes]) {
    if (INLINE.has(child.nodeName)) segment.push(child);
    else {
      flush();
      if (child.nodeName !== "PRE") canonicalInline(child as Element);
    }
  }
  flush();
}
const KEPT_ATTRIBUTES = new Set(["href", "src"]);

/**
 * The structure a reader sees: no wrapper <div>/<span>, no attributes but where a link goes, an
 * h1 as the site's h2 (the page title is the only h1), a list item's only paragraph as its text
 * (a loose list shows as a tight one), and whitespace as one space.
 */
export function normalizedHtml(html: string): string {
  const root = document.createElement("div");
  root.innerHTML = html;
  const visit = (node: Element) => {
    for (const child of [...node.children]) visit(child);
    for (const attribute of [...node.attributes]) if (!KEPT_ATTRIBUTES.has(attribute.name)) node.removeAttribute(attribute.name);
    // An address as it is followed: percent-encoded or not, one address.
    const href = node.getAttribute("href");
    if (href !== null) node.setAttribute("href", decodedAddress(href));
    // Code keeps its whitespace, shown so the collapsing below leaves it; CommonMark ends a block's code with a line ending, the site does not.
    if (node.tagName === "PRE") node.textContent = (node.textContent ?? "").replace(/\n$/, "").replace(/ /g, "·").replace(/\t/g, "→").replace(/\n/g, "⏎");
    // A list item's or quote's only paragraph is its text (the site's quote holds one paragraph's text).
    if (ONE_PARAGRAPH_HOLDERS.has(node.tagName)) {
      const paragraphs = [...node.children].filter((child) => child.tagName === "P");
      if (paragraphs.length === 1) paragraphs[0].replaceWith(...paragraphs[0].childNodes);
    }
    if (node !== root && UNWRAPPED.has(node.tagName)) node.replaceWith(...node.childNodes);
    if (node.tagName === "H1") {
      const heading = document.createElement("h2");
      heading.append(...node.childNodes);
      node.replaceWith(heading);
    }
  };
  visit(root);
  canonicalInline(root);
  // Unmarked text was held in a <span> while runs were joined.
  for (const span of [...root.querySelectorAll("span")]) span.replaceWith(...span.childNodes);
  root.normalize();
  return root.innerHTML.replace(/\s+/g, " ").replace(/\s*(<\/?(?:p|li|ul|ol|h\d|blockquote|pre|table|thead|tbody|tr|th|td|br)\b[^>]*>)\s*/g, "$1").trim();
}

function decodedAddress(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/** The nearest place the reader recorded for a document path the service names ("content.children[2]…"). */
function placeOf(positions: ReadonlyMap<string, SourcePosition>, path: string): SourcePosition | null {
  for (let current = path; current; current = current.replace(/\.?children\[\d+\]$/, "")) {
    const position = positions.get(current);
    if (position) return position;
  }
  return null;
}

/** Pushes Markdown as the editor's tools do (read, then the service's checks) and judges what a reader gets. */
export function pushOutcome(markdown: string): Outcome {
  let read: ReturnType<typeof parseRichTextMarkdown>;
  try {
    read = parseRichTextMarkdown(markdown);
  } catch (error) {
    if (error instanceof MarkdownError) return { kind: "refused", position: error.position, problem: error.problem };
    throw error;
  }
  const problem = richTextProblem("content", read.document, { embeddable: ["Asset"], modelOf: () => undefined });
  if (problem) {
    const path = /^content\.((?:\.?children\[\d+\])+)/.exec(problem)?.[1] ?? "";
    return { kind: "refused", position: placeOf(read.positions, path), problem };
  }
  const stored = read.document;
  const site = normalizedHtml(siteHtml(stored));
  const commonmark = normalizedHtml(commonMarkHtml(markdown));
  if (site === commonmark && read.notes.length) return { kind: "converted-and-said", stored };
  if (site === commonmark) return { kind: richTextToMarkdown(stored).markdown === markdown ? "identical" : "equivalent", stored };
  if (read.notes.length) return { kind: "converted-and-said", stored };
  return { kind: "changed silently", site, commonmark, stored };
}
