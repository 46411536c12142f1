import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MARKDOWN_BOUNDS } from "@sti-aware/contract/markdown-bounds";
import { featureMarkdownProblem, parseFeatureMarkdown } from "@sti-aware/contract/feature-markdown";
import { markdownToRichText } from "@sti-aware/contract/rich-text-markdown";
import { richTextToMarkdown } from "@sti-aware/contract/rich-text-to-markdown";
import type { RichTextDocument } from "@sti-aware/contract/rich-text";
import { PATHOLOGICAL_MARKDOWN, VALID_MARKDOWN } from "../../bench/markdown-shapes";

/**
 * The parser's own bound (shared/markdown-bounds.ts) lets through everything the site ships and
 * what an editor writes at the site's size, and stops every shape that makes CommonMark's parser
 * quadratic at its first place past a bound, with that place and what to write instead. How long
 * each takes is the bench's `markdown` part.
 */
const CONTENT = join(process.cwd(), "content-service/content");

/** Every rich-text document and feature text of the shipped content, as an editor's Markdown. */
function shippedMarkdown(): [string, string][] {
  const texts: [string, string][] = [];
  const visit = (file: string, value: unknown, key: string) => {
    if (key === "features_md" && typeof value === "string") texts.push([`${file} ${key}`, value]);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (key !== "" && !Array.isArray(value) && Array.isArray(record.children) && record.type === undefined) {
        texts.push([`${file} ${key}`, richTextToMarkdown(record as RichTextDocument).markdown]);
      }
      for (const [name, child] of Object.entries(record)) visit(file, child, Array.isArray(value) ? key : name);
    }
  };
  for (const folder of readdirSync(CONTENT)) {
    if (folder === "assets" || folder === "files") continue;
    for (const name of readdirSync(join(CONTENT, folder)).filter((file) => file.endsWith(".json"))) {
      visit(`${folder}/${name}`, JSON.parse(readFileSync(join(CONTENT, folder, name), "utf8")), "");
    }
  }
  return texts;
}

describe("the Markdown parser's bound", () => {
  it("passes every shipped article, page and brand feature list", () => {
    const texts = shippedMarkdown();
    expect(texts.length).toBeGreaterThan(80);
    for (const [name, markdown] of texts) {
      expect(featureMarkdownProblem(markdown), name).toBeNull();
    }
  });

  it.each(Object.entries(VALID_MARKDOWN))("passes %s", (_name, markdown) => {
    expect(() => markdownToRichText(markdown)).not.toThrow();
    expect(featureMarkdownProblem(markdown)).toBeNull();
  });

  it("stores a 40-row comparison table's bold names and links as they read (once refused by a count of * and [)", () => {
    const table = markdownToRichText(VALID_MARKDOWN["a 40-row comparison table with bold names and links"]).children[0];
    const rows = (table.children[1] as { children: unknown[] }).children;
    expect(rows).toHaveLength(40);
    expect(JSON.stringify(rows[39])).toContain('{"text":"Brand 40","bold":true}');
    expect(JSON.stringify(rows[39])).toContain('"href":"https://example.com/brand-40"');
  });

  it.each(Object.entries(PATHOLOGICAL_MARKDOWN))("refuses %s at 32 kB at its first place past a bound, saying what to write instead", (_name, { markdown, refusal }) => {
    expect(markdown.length).toBeGreaterThan(MARKDOWN_BOUNDS.maxLength - 1_000);
    expect(markdown.length).toBeLessThanOrEqual(MARKDOWN_BOUNDS.maxLength);
    expect(() => markdownToRichText(markdown)).toThrow(refusal);
    expect(featureMarkdownProblem(markdown)?.message).toMatch(refusal);
  });

  it("places the refusal where the bound is passed: the ninth list opened on line 3", () => {
    expect(featureMarkdownProblem("- Free shipping\n- Lab certified\n- - - - - - - - - - x")?.message).toMatch(/^3:17: more than 8 lists or quotes open on one line: .*\\-/);
  });

  it("counts what the parser reads as markers: a code block or escaped marks are text", () => {
    expect(featureMarkdownProblem(`${"\\*".repeat(500)}\n\n\`${"*".repeat(500)}\``)).toBeNull();
    expect(featureMarkdownProblem("*a ".repeat(201))?.message).toMatch(/^1:601: more than 200 of \* _ \[ \] in one paragraph/);
  });

  it("the site reading a text past the bound throws the placed error rather than parsing on", () => {
    expect(() => parseFeatureMarkdown("1. ".repeat(20) + "x")).toThrow(/^1:25: more than 8 lists or quotes open on one line/);
  });
});
