import type { Link, Nodes, PhrasingContent } from "mdast";
import type { RichTextElement, RichTextNode } from "./rich-text";
import { at, DEEP_LINK, refuse, refuseKind, type Marks, type Reading } from "./markdown-reading";

/** Inline Markdown → text leaves and links; marks come from the enclosing strong, emphasis and code (a link's text keeps them). */
export function phrasing(content: PhrasingContent[], path: string, positions: Reading, outer: Marks = {}): RichTextNode[] {
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
