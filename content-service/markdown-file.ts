import { readFileSync } from "node:fs";
import { MarkdownError, parseMarkdown, type RichTextDocument, type SourcePosition } from "./rich-text/markdown";

/**
 * A post's Markdown file as the editor CLI sends it, and the service's answer about it put back
 * at the file's lines: `body.md:12:5: link "javascript:…" is not …` rather than the document
 * path `content.children[3].children[1].href`.
 */

/** What the service calls an attribute of a node, in an editor's words. */
const ATTRIBUTE_NAMES: Record<string, string> = { href: "link", nodeId: "embed", nodeType: "embed", src: "image", url: "address" };
const PROBLEM = /\bcontent((?:\.children\[\d+\])+)(?:\.(\w+))?: /;

export type MarkdownFile = {
  content: RichTextDocument;
  /** The message with each problem in the document shown at its file:line:column. */
  locate(message: string, validIds?: (model: string) => Promise<string[]>): Promise<string>;
};

export function readMarkdownFile(file: string): MarkdownFile {
  let parsed: ReturnType<typeof parseMarkdown>;
  try {
    parsed = parseMarkdown(readFileSync(file, "utf8"));
  } catch (error) {
    if (error instanceof MarkdownError) throw new Error(`${file}:${error.position.line}:${error.position.column}: ${error.problem}`);
    throw error;
  }
  const { document, positions } = parsed;
  /** The node's own position, or its nearest ancestor's (a table cell is placed at its table). */
  const placeOf = (path: string): SourcePosition | undefined => {
    for (let current = path; current; current = current.replace(/\.?children\[\d+\]$/, "")) {
      const position = positions.get(current);
      if (position) return position;
    }
    return undefined;
  };
  const nodeAt = (path: string): Record<string, unknown> | undefined =>
    [...path.matchAll(/children\[(\d+)\]/g)].reduce<Record<string, unknown> | undefined>((node, [, index]) => (node?.children as Record<string, unknown>[] | undefined)?.[Number(index)], document as Record<string, unknown>);
  return {
    content: document,
    async locate(message, validIds) {
      const located: string[] = [];
      for (const problem of message.split("; ")) {
        const match = PROBLEM.exec(problem);
        const position = match && placeOf(match[1].slice(1));
        if (!match || !position) {
          located.push(problem);
          continue;
        }
        const [, path, attribute] = match;
        let text = `${file}:${position.line}:${position.column}: ${attribute ? `${ATTRIBUTE_NAMES[attribute] ?? attribute} ` : ""}${problem.slice(match.index + match[0].length)}`;
        const node = nodeAt(path.slice(1));
        if (attribute === "nodeId" && typeof node?.nodeType === "string" && validIds) {
          const ids = await validIds(node.nodeType);
          text += `. Valid ${node.nodeType} ids: ${ids.slice(0, 30).join(", ") || "none"}${ids.length > 30 ? ", …" : ""}`;
        }
        located.push(text);
      }
      return located.join("\n");
    },
  };
}
