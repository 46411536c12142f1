/** @vitest-environment jsdom */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readMarkdownFile } from "@/content-service/editor/markdown-file";
import { normalizedHtml, siteHtml } from "../support/markdown-as-site";

/**
 * What an editor is told when pushing a file: what was converted, at its line, and what is
 * refused, at its line and column, with what to write instead; and what readers then see.
 */
const scratch = mkdtempSync(join(tmpdir(), "markdown-push-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let files = 0;
/** A file as an editor writes one: front matter (3 lines), a blank line, then the body from line 5. */
function pushed(body: string) {
  const file = join(scratch, `draft-${++files}.md`);
  writeFileSync(file, `---\ntitle: Draft\n---\n\n${body}`);
  return { file, read: () => readMarkdownFile(file) };
}
const rendered = (body: string) => normalizedHtml(siteHtml(pushed(body).read().content));

describe("a pushed body shows readers what its Markdown means", () => {
  it("keeps bold and italic around a link", () => {
    expect(rendered("Read **[the CDC](https://www.cdc.gov/sti/)** and *[the WHO](https://www.who.int/)*.\n")).toBe(
      '<p>Read <a href="https://www.cdc.gov/sti/"><strong>the CDC</strong></a> and <a href="https://www.who.int/"><em>the WHO</em></a>.</p>',
    );
  });

  it("shows a list item's two paragraphs apart, not run together", () => {
    expect(rendered("- one\n\n  two\n- three\n")).toBe("<ul><li><p>one</p><p>two</p></li><li>three</li></ul>");
  });

  it("keeps a code span wrapped across lines on one line", () => {
    expect(rendered("Run `npm run\ncontent` now.\n")).toBe("<p>Run <code>npm run content</code> now.</p>");
  });
});

describe("a push says what it converted", () => {
  it("links a bare address, and says so at its line and column", () => {
    const { file, read } = pushed("Email team@example.org or see\nwww.cdc.gov/sti for more.\n");
    const markdown = read();
    expect(normalizedHtml(siteHtml(markdown.content))).toBe('<p>Email <a href="mailto:team@example.org">team@example.org</a> or see <a href="http://www.cdc.gov/sti">www.cdc.gov/sti</a> for more.</p>');
    expect(markdown.notes).toEqual([
      `${file}:5:7: the bare address "team@example.org" is stored as a link to mailto:team@example.org`,
      `${file}:6:1: the bare address "www.cdc.gov/sti" is stored as a link to http://www.cdc.gov/sti`,
    ]);
  });
});

describe("a push refuses what rich text cannot hold, at its place, with what to write", () => {
  it.each([
    ["strikethrough", "Intro.\n\nThe ~~old~~ advice.\n", "7:5", "no strikethrough"],
    ["a task list", "- [ ] book a test\n", "5:1", "write the item as text"],
    ["a footnote", "A claim.[^1]\n\n[^1]: The source.\n", "5:9", "link the source where it is cited"],
    ["a ragged table row", "| Test | Window |\n|---|---|\n| NAAT |\n", "7:1", "give every row the header's number of cells"],
  ])("%s", (_name, body, place, advice) => {
    const { file, read } = pushed(body);
    expect(read).toThrow(`${file}:${place}: `);
    expect(read).toThrow(advice);
  });
});
