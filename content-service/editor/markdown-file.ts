import { readFileSync, writeFileSync } from "node:fs";
import { isMap, parseDocument, stringify } from "yaml";
import { pastFrontMatterBounds } from "./front-matter-bounds";
import type { RichTextDocument } from "@sti-aware/contract/rich-text";
import { MarkdownError, parseRichTextMarkdown, type SourcePosition } from "@sti-aware/contract/rich-text-markdown";
import { richTextToMarkdown, type KeptBlock } from "@sti-aware/contract/rich-text-to-markdown";

/**
 * An entry as an editor's Markdown file: YAML front matter (the entry's fields) between `---`
 * lines, then the body. Read for `create`/`update --file`, written by `pull`; the service's answer
 * about the body is put back at the file's lines: `body.md:12:5: link "javascript:…" is not …`
 * rather than the document path `content.children[3].children[1].href`.
 */

/** What the service calls an attribute of a node, in an editor's words. */
const ATTRIBUTE_NAMES: Record<string, string> = { href: "link", nodeId: "embed", nodeType: "embed", src: "image", url: "address" };
const PROBLEM = /\bcontent((?:\.children\[\d+\])+)(?:\.(\w+))?: /;
const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

export type FrontMatter = Record<string, unknown>;

export type MarkdownFile = {
  content: RichTextDocument;
  /** What the reader changed to what the site can show (a bare address made a link), each at its file:line:column. */
  notes: string[];
  /** The fields of the front matter (empty when the file has none). */
  frontMatter: FrontMatter;
  /** The message with each problem in the document shown at its file:line:column. */
  locate(message: string, validIds?: (model: string) => Promise<string[]>): Promise<string>;
};

/** The front matter's fields, refused at their line when they are not YAML or not a mapping. */
function readFrontMatter(file: string, yaml: string): FrontMatter {
  const past = pastFrontMatterBounds(yaml);
  // The front matter starts on the file's second line, after its opening `---`.
  if (past) throw new Error(`${file}:${past.line + 1}:${past.column}: front matter: ${past.problem}`);
  const document = parseDocument(yaml, { prettyErrors: false });
  const [error] = document.errors;
  if (error) {
    const place = error.linePos?.[0];
    throw new Error(`${file}:${(place?.line ?? 0) + 1}:${place?.col ?? 1}: front matter: ${error.message.split("\n")[0]}`);
  }
  if (document.contents === null) return {};
  if (!isMap(document.contents)) throw new Error(`${file}:2:1: front matter: write the fields as "name: value" lines`);
  return document.toJS() as FrontMatter;
}

export function readMarkdownFile(file: string): MarkdownFile {
  const text = readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  const front = FRONT_MATTER.exec(text);
  const frontMatter = front ? readFrontMatter(file, front[1] ?? "") : {};
  // The body's lines count from the end of the front matter.
  const offset = front ? front[0].split("\n").length - (front[0].endsWith("\n") ? 1 : 0) : 0;
  let parsed: ReturnType<typeof parseRichTextMarkdown>;
  try {
    parsed = parseRichTextMarkdown(front ? text.slice(front[0].length) : text);
  } catch (error) {
    if (error instanceof MarkdownError) throw new Error(`${file}:${error.position.line + offset}:${error.position.column}: ${error.problem}`);
    throw error;
  }
  const { document, positions } = parsed;
  const notes = parsed.notes.map(({ position, note }) => `${file}:${position.line + offset}:${position.column}: ${note}`);
  /** The node's own position, or its nearest ancestor's (a table cell is placed at its table). */
  const placeOf = (path: string): SourcePosition | undefined => {
    for (let current = path; current; current = current.replace(/\.?children\[\d+\]$/, "")) {
      const position = positions.get(current);
      if (position) return { line: position.line + offset, column: position.column };
    }
    return undefined;
  };
  const nodeAt = (path: string): Record<string, unknown> | undefined =>
    [...path.matchAll(/children\[(\d+)\]/g)].reduce<Record<string, unknown> | undefined>((node, [, index]) => (node?.children as Record<string, unknown>[] | undefined)?.[Number(index)], document as Record<string, unknown>);
  return {
    content: document,
    notes,
    frontMatter,
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

/** An entry as the Markdown file `pull` writes: its fields as front matter, its body as Markdown. */
export function writeMarkdownFile(frontMatter: FrontMatter, content: RichTextDocument): { text: string; kept: KeptBlock[] } {
  const { markdown, kept } = richTextToMarkdown(content);
  const yaml = stringify(frontMatter, { lineWidth: 0 });
  return { text: `---\n${yaml}---\n\n${markdown}`, kept };
}

/** Sets one field of a file's front matter in place, keeping the rest of the file as the editor wrote it. */
export function setFrontMatterField(file: string, key: string, value: unknown): void {
  const text = readFileSync(file, "utf8");
  const front = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ""));
  if (!front) return;
  const document = parseDocument(front[1] ?? "");
  document.set(key, value);
  writeFileSync(file, `---\n${document.toString({ lineWidth: 0 })}---\n${text.replace(/^\uFEFF/, "").slice(front[0].length)}`);
}
