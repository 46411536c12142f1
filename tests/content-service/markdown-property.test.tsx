/** @vitest-environment jsdom */
import fc from "fast-check";
import type { BlockContent, ListItem, PhrasingContent, Root, RootContent, TableRow } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown } from "mdast-util-to-markdown";
import { describe, expect, it } from "vitest";
import { MarkdownError, parseRichTextMarkdown } from "@sti-aware/contract/rich-text-markdown";
import { richTextToMarkdown } from "@sti-aware/contract/rich-text-to-markdown";
import { commonMarkHtml, normalizedHtml, siteHtml } from "../support/markdown-as-site";

/**
 * Markdown generated as a tree (mdast) of what editors write, printed as Markdown and pushed:
 * either the push fails at a line and column, or what was stored renders on the site as a
 * CommonMark renderer renders the Markdown, and pull → push gives the same stored document.
 */

const word = fc.stringMatching(/^[A-Za-z0-9*_[\]()#`\\<>&!{}|~+.:;,'"?@=-]{1,8}$/);
const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words): PhrasingContent => ({ type: "text", value: words.join(" ") }));
const code = word.map((value): PhrasingContent => ({ type: "inlineCode", value }));
// Affiliate links (deeplink:) render from the entry they name, so the round-trip test covers them.
const url = fc.constantFrom("https://www.cdc.gov/sti/", "/blog/what-is-prep", "#sources", "https://www.who.int/news-room/fact-sheets/detail/syphilis");
const phrasing: fc.Arbitrary<PhrasingContent[]> = fc.letrec<{ inline: PhrasingContent; list: PhrasingContent[] }>((tie) => ({
  inline: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    code,
    fc.tuple(tie("list"), fc.constantFrom("strong", "emphasis") as fc.Arbitrary<"strong" | "emphasis">).map(([children, type]): PhrasingContent => ({ type, children }) as PhrasingContent),
    fc.tuple(url, fc.array(fc.oneof(text, code), { minLength: 1, maxLength: 2 })).map(([address, children]): PhrasingContent => ({ type: "link", url: address, children: children as never })),
  ),
  list: fc.array(tie("inline"), { minLength: 1, maxLength: 3 }),
})).list;
// A hard break between two pieces of text (one at a paragraph's edge is no break in CommonMark).
const withBreak = fc.tuple(phrasing, phrasing).map(([before, after]): PhrasingContent[] => [...before, { type: "break" }, ...after]);
const inline = fc.oneof({ weight: 4, arbitrary: phrasing }, { weight: 1, arbitrary: withBreak });

const paragraph = inline.map((children): BlockContent => ({ type: "paragraph", children }));
const heading = fc.tuple(fc.integer({ min: 1, max: 6 }), phrasing).map(([depth, children]): BlockContent => ({ type: "heading", depth: depth as 1, children }));
const quote = paragraph.map((child): BlockContent => ({ type: "blockquote", children: [child] }));
const codeBlock = fc.array(word, { minLength: 1, maxLength: 3 }).map((lines): BlockContent => ({ type: "code", value: lines.join("\n") }));
const item = fc.array(paragraph, { minLength: 1, maxLength: 2 }).map((children): ListItem => ({ type: "listItem", spread: children.length > 1, children }));
const list = fc.tuple(fc.boolean(), fc.array(item, { minLength: 1, maxLength: 3 })).map(([ordered, children]): BlockContent => ({ type: "list", ordered, spread: false, children }));
const row = (cells: number) => fc.array(phrasing, { minLength: cells, maxLength: cells }).map((children): TableRow => ({ type: "tableRow", children: children.map((content) => ({ type: "tableCell", children: content })) }));
const table = fc.integer({ min: 1, max: 3 }).chain((cells) => fc.array(row(cells), { minLength: 1, maxLength: 3 })).map((children): RootContent => ({ type: "table", children }));
const root = fc.array(fc.oneof(paragraph, heading, quote, codeBlock, list, table), { minLength: 1, maxLength: 4 }).map((children): Root => ({ type: "root", children }));

const print = (tree: Root) => toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: "-", emphasis: "*", strong: "*", fences: true, join: [() => 1] });

describe("Markdown generated as a tree, pushed", () => {
  it("is stored as it renders in CommonMark and pulls and pushes back the same, or is refused at a line and column", () => {
    fc.assert(
      fc.property(root, (tree) => {
        const markdown = print(tree);
        let read: ReturnType<typeof parseRichTextMarkdown>;
        try {
          read = parseRichTextMarkdown(markdown);
        } catch (error) {
          expect(error).toBeInstanceOf(MarkdownError);
          const { line, column } = (error as MarkdownError).position;
          expect(line >= 1 && line <= markdown.split("\n").length && column >= 1).toBe(true);
          return;
        }
        const pulled = richTextToMarkdown(read.document);
        expect(pulled.kept).toEqual([]);
        expect(parseRichTextMarkdown(pulled.markdown).document).toEqual(read.document);
        expect(normalizedHtml(siteHtml(read.document))).toBe(normalizedHtml(commonMarkHtml(markdown)));
      }),
      { numRuns: 80, seed: 54 },
    );
  });
});
