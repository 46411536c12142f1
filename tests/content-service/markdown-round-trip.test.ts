import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RichTextDocument, RichTextElement, RichTextLeaf, RichTextNode } from "@sti-aware/contract/rich-text";
import { markdownToRichText, parseRichTextMarkdown } from "@sti-aware/contract/rich-text-markdown";
import { richTextToMarkdown } from "@sti-aware/contract/rich-text-to-markdown";

/**
 * Rich text → Markdown → rich text gives the same tree: for every shipped post and page, for
 * generated trees of the node types the site renders (written wholly as Markdown), and for any
 * tree at all, whose blocks Markdown cannot write travel as ```rich-text JSON.
 */

const CONTENT = "content-service/content";
const shipped = ["posts", "pages"].flatMap((folder) =>
  readdirSync(join(CONTENT, folder)).map((file) => [`${folder}/${file}`, (JSON.parse(readFileSync(join(CONTENT, folder, file), "utf8")) as { content: RichTextDocument }).content] as const),
);

describe("every shipped post and page", () => {
  it.each(shipped)("%s reads back the same from its Markdown, with nothing kept as JSON", (_file, content) => {
    const { markdown, kept } = richTextToMarkdown(content);
    expect(kept).toEqual([]);
    expect(markdownToRichText(markdown)).toEqual(content);
  });
});

// Generated trees, in the form the Markdown reader gives: no empty leaves, neighbours with
// different marks, no space at a paragraph's edges or around a line break.
const word = fc.stringMatching(/^[A-Za-z0-9*_[\]()#`\\<>&!{}|~+.:;,'"?=-]{1,8}$/);
const phrase = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(" "));
const lines = fc.array(phrase, { minLength: 1, maxLength: 2 }).map((parts) => parts.join("\n"));
const marks = fc.record({ bold: fc.boolean(), italic: fc.boolean(), code: fc.boolean() }).map((chosen) =>
  Object.fromEntries(Object.entries(chosen).filter(([, on]) => on)),
);
const leaf = fc.tuple(lines, marks).map(([text, chosen]): RichTextLeaf => ({ text, ...chosen }));
const href = fc.constantFrom("https://www.cdc.gov/sti/", "/blog/what-is-prep", "https://en.wikipedia.org/wiki/Syphilis_(disease)", "#sources", "mailto:team@example.com");
const link = fc.oneof(
  fc.tuple(href, phrase).map(([address, text]): RichTextElement => ({ type: "link", href: address, ...(/^https?:/.test(address) ? { openInNewTab: true } : {}), children: [{ text }] })),
  fc.tuple(fc.constantFrom("deeplink-testwise", "deeplink-labnow"), phrase).map(([id, text]): RichTextElement => ({ type: "link", nodeId: id, nodeType: "DeepLink", children: [{ text }] })),
);
const inline = fc.array(fc.oneof({ weight: 3, arbitrary: leaf }, { weight: 1, arbitrary: link }), { minLength: 1, maxLength: 5 }).map(normalInline);

const sameMarks = (a: RichTextLeaf, b: RichTextLeaf) => (["bold", "italic", "code"] as const).every((mark) => Boolean(a[mark]) === Boolean(b[mark]));
/** Joins neighbours with the same marks and keeps a code leaf off a line break, as the reader would. */
function normalInline(nodes: RichTextNode[]): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    const piece = "text" in node && node.code ? { ...node, text: node.text.replace(/\n/g, " ") } : node;
    if (last && "text" in last && "text" in piece && sameMarks(last, piece)) out[out.length - 1] = { ...last, text: `${last.text}${piece.text}` };
    else if (last && "text" in piece && !("text" in last) && piece.text.startsWith("\n")) out.push({ ...piece, text: piece.text.slice(1) || "x" });
    else out.push(piece);
  }
  return out;
}

const heading = fc.tuple(fc.constantFrom("heading-one", "heading-two", "heading-three", "heading-four", "heading-five", "heading-six"), inline).map(
  ([type, children]) => ({ type, children: children.map((child) => ("text" in child ? { ...child, text: child.text.replace(/\n/g, " ") } : child)) }) as RichTextElement,
);
const paragraph = inline.map((children): RichTextElement => ({ type: "paragraph", children }));
const quote = inline.map((children): RichTextElement => ({ type: "block-quote", children }));
const code = fc.array(phrase, { minLength: 1, maxLength: 3 }).map((parts): RichTextElement => ({ type: "code-block", children: [{ text: parts.join("\n") }] }));
const embed = fc.tuple(fc.constantFrom("Asset", "Promotion", "Faq"), fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/)).map(
  ([nodeType, nodeId]): RichTextElement => ({ type: "embed", nodeType, nodeId, children: [{ text: "" }] }),
);
const { list } = fc.letrec((tie) => ({
  list: fc.tuple(fc.boolean(), fc.array(tie("item"), { minLength: 1, maxLength: 3 })).map(
    ([ordered, items]) => ({ type: ordered ? "numbered-list" : "bulleted-list", children: items }) as RichTextElement,
  ),
  item: fc.tuple(inline, fc.option(tie("list"), { freq: 4, maxDepth: 2 })).map(
    ([children, nested]) => ({ type: "list-item", children: [{ type: "list-item-child", children }, ...(nested ? [nested] : [])] }) as RichTextElement,
  ),
}));
const cell = (type: "table_cell" | "table_header_cell") => inline.map((children): RichTextElement => ({ type, children: [{ type: "paragraph", children: children.map(noBreaks) }] }));
// A cell is one line; GFM reads a `|` in a cell's code as a column edge, escaped or not: Markdown cannot carry it there (it would be kept as JSON).
const noBreaks = (node: RichTextNode): RichTextNode => ("text" in node ? { ...node, text: node.text.replace(/\n/g, " ").replace(node.code ? /\|/g : /$^/, "/") } : node);
const table = fc.integer({ min: 1, max: 3 }).chain((columns) =>
  fc.tuple(fc.array(cell("table_header_cell"), { minLength: columns, maxLength: columns }), fc.array(fc.array(cell("table_cell"), { minLength: columns, maxLength: columns }), { maxLength: 3 })).map(
    ([head, rows]): RichTextElement => ({
      type: "table",
      children: [
        { type: "table_head", children: [{ type: "table_row", children: head }] },
        ...(rows.length ? [{ type: "table_body" as const, children: rows.map((row): RichTextElement => ({ type: "table_row", children: row })) }] : []),
      ],
    }),
  ),
);
const document = fc.array(fc.oneof(paragraph, heading, quote, code, embed, list, table), { minLength: 1, maxLength: 5 }).map((children): RichTextDocument => ({ children }));

describe("generated rich text of the node types the site renders", () => {
  it("is written wholly as Markdown and reads back the same", () => {
    fc.assert(
      fc.property(document, (content) => {
        const { markdown, kept } = richTextToMarkdown(content);
        expect(kept, markdown).toEqual([]);
        expect(markdownToRichText(markdown)).toEqual(content);
      }),
      { seed: 44, numRuns: 100 },
    );
  });

  it("keeps what Markdown cannot write as JSON, so any tree reads back the same", () => {
    const unwritable = fc.constantFrom<RichTextElement>(
      { type: "paragraph", children: [{ text: "underlined", underline: true }] },
      { type: "video", src: "https://cdn.example/v.mp4", width: 640, height: 360, mimeType: "video/mp4", children: [{ text: "" }] },
      { type: "class", className: "callout", children: [{ type: "paragraph", children: [{ text: "Note" }] }] },
      { type: "paragraph", children: [{ text: "" }] },
      { type: "paragraph", children: [{ type: "link", nodeId: "post-what-is-prep", nodeType: "Post", children: [{ text: "PrEP" }] }] },
      { type: "paragraph", children: [{ type: "link", href: "https://www.cdc.gov/", children: [{ text: "same tab" }] }] },
      { type: "table", children: [{ type: "table_head", children: [] }, { type: "table_body", children: [{ type: "table_row", children: [{ type: "table_cell", children: [{ type: "paragraph", children: [{ text: "a" }] }] }] }] }] },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(paragraph, list, unwritable), { minLength: 1, maxLength: 5 }), (children) => {
        const { markdown, kept } = richTextToMarkdown({ children });
        expect(markdownToRichText(markdown)).toEqual({ children });
        expect(kept.length).toBe(children.filter((child) => markdown.includes(JSON.stringify(child, null, 2))).length);
      }),
      { seed: 44, numRuns: 50 },
    );
  });
});

describe("what the notation maps, and what it refuses at its place", () => {
  it("reads the notation's example in docs/editorial.md into the nodes it names", () => {
    const docs = readFileSync("docs/editorial.md", "utf8");
    const example = /````markdown\n---\n[\s\S]*?\n---\n([\s\S]*?)\n````\n/.exec(docs)![1];
    expect(markdownToRichText(example).children.map((child) => child.type)).toEqual(["heading-two", "paragraph", "bulleted-list", "block-quote", "embed", "table", "code-block"]);
  });

  it("nests lists, reads code blocks, # headings and links whose address holds parentheses", () => {
    expect(markdownToRichText("# Syphilis\n\n- Stages\n  1. primary\n  2. secondary\n- [More](https://en.wikipedia.org/wiki/Syphilis_(disease))\n\n```\nRPR *titer*\n```\n")).toEqual({
      children: [
        { type: "heading-one", children: [{ text: "Syphilis" }] },
        {
          type: "bulleted-list",
          children: [
            {
              type: "list-item",
              children: [
                { type: "list-item-child", children: [{ text: "Stages" }] },
                { type: "numbered-list", children: ["primary", "secondary"].map((text) => ({ type: "list-item", children: [{ type: "list-item-child", children: [{ text }] }] })) },
              ],
            },
            { type: "list-item", children: [{ type: "list-item-child", children: [{ type: "link", href: "https://en.wikipedia.org/wiki/Syphilis_(disease)", openInNewTab: true, children: [{ text: "More" }] }] }] },
          ],
        },
        { type: "code-block", children: [{ text: "RPR *titer*" }] },
      ],
    });
  });

  it.each([
    ["Text <b>bold</b>", '1:6: HTML is not accepted ("<b>")'],
    ["Intro.\n\n<div>x</div>", '3:1: HTML is not accepted ("<div>")'],
    ["A ![chart](https://x.example/a.png)", "1:3: an image is an uploaded Asset"],
    ["A\n\n---\n", "3:1: a horizontal rule has no rich-text node"],
    ["```js\nx\n```", "1:1: a code block has no language in rich text"],
    ["| a | b |\n| :- | - |\n| 1 | 2 |", "1:1: rich-text tables do not align columns"],
    ["See [CDC][cdc].\n\n[cdc]: https://www.cdc.gov/", "1:5: write the link's address in the link"],
    ["3. third\n4. fourth", "1:1: a numbered list starts at 1"],
    ["> one\n>\n> two", "1:1: a quote holds one paragraph"],
    ["Intro {{embed Asset a-1}} text", "1:1: write an embed on a line of its own"],
    [`${"> ".repeat(9)}deep`, "1:17: more than 8 lists or quotes open on one line"],
    [`Intro.\n\n${"*a* ".repeat(101)}`, "3:401: more than 200 of * _ [ ] in one paragraph"],
  ])("refuses %j at its place", (markdown, problem) => {
    expect(() => parseRichTextMarkdown(markdown)).toThrow(problem);
  });

  it("places every node at the line and column it came from", () => {
    const { positions } = parseRichTextMarkdown("## Title\n\nSome **bold** and [a link](/blog).\n\n- one\n  - two\n");
    expect(Object.fromEntries(positions)).toMatchObject({
      "children[0]": { line: 1, column: 1 },
      "children[1].children[1]": { line: 3, column: 8 },
      "children[1].children[3]": { line: 3, column: 19 },
      "children[2].children[0].children[1]": { line: 6, column: 3 },
      "children[2].children[0].children[1].children[0].children[0]": { line: 6, column: 5 },
    });
  });
});
