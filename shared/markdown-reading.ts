/**
 * What both directions of the Markdown mapping share: where a node came from, the error that
 * names it, what a read gathers (positions and notes), and the refusals with what to write instead.
 */
import type { Nodes } from "mdast";
import type { RichTextLeaf } from "./rich-text";
import { MarkdownError, type SourcePosition } from "./markdown-bounds";

// One error type for every Markdown problem, the parser's bounds' and the notation's.
export { MarkdownError, type SourcePosition };

/** The fence language of a block kept as Hygraph JSON. */
export const KEPT_LANGUAGE = "rich-text";
export const DEEP_LINK = "deeplink:";
export const HEADINGS = ["heading-one", "heading-two", "heading-three", "heading-four", "heading-five", "heading-six"] as const;
export type Marks = Omit<RichTextLeaf, "text">;

/** Something the reader changed to what the site can show, at its place: the push reports it. */
export type MarkdownNote = { position: SourcePosition; note: string };

/** What one read gathers: where each rich-text node came from ("children[2].children[1]"), and its notes. */
export class Reading extends Map<string, SourcePosition> {
  readonly notes: MarkdownNote[] = [];
  constructor(readonly source: string) {
    super();
  }
}

export const at = (node: Nodes): SourcePosition => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
export const refuse = (node: Nodes, problem: string): never => {
  throw new MarkdownError(at(node), problem);
};
/** What a node of a kind outside the notation should be written as instead. */
export const refuseKind = (node: Nodes): never =>
  node.type === "html"
    ? refuse(node, `HTML is not accepted ("${(/^<[^>\n]*>?/.exec(node.value)?.[0] ?? node.value).slice(0, 40)}"): write Markdown, and embed entries with {{embed Model id}}`)
    : refuse(node, REFUSED[node.type] ?? `${node.type} is not part of the notation`);

const REFUSED: Record<string, string> = {
  image: "an image is an uploaded Asset: `npm run content -- upload` prints its {{embed Asset <id>}} line",
  imageReference: "an image is an uploaded Asset: `npm run content -- upload` prints its {{embed Asset <id>}} line",
  linkReference: "write the link's address in the link: [text](https://…)",
  definition: "write the link's address in the link: [text](https://…)",
  thematicBreak: "a horizontal rule has no rich-text node: use a heading to start a new part",
  delete: "rich text has no strikethrough (~~…~~): delete the old words, or say what changed in words",
  footnoteReference: "rich text has no footnotes ([^…]): link the source where it is cited, [text](https://…), and list it in the sources",
  footnoteDefinition: "rich text has no footnotes ([^…]: …): link the source where it is cited, [text](https://…), and list it in the sources",
};
