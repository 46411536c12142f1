import { describe, expect, it } from "vitest";
import { parseFeatureMarkdown } from "@sti-aware/contract/feature-markdown";

const item = (text: string, lists: unknown[] = []) => ({ spans: [{ text }], lists });

describe("parseFeatureMarkdown (CommonMark, as articles are read)", () => {
  it("reads a bullet list, one item per line", () => {
    expect(parseFeatureMarkdown("- Discreet packaging\n- Results online\n- Lab certified")).toEqual([
      { kind: "list", ordered: false, items: [item("Discreet packaging"), item("Results online"), item("Lab certified")] },
    ]);
  });

  it("keeps one list across blank lines and starts a numbered list after a bullet list", () => {
    expect(parseFeatureMarkdown("- a\n\n- b\n\n1. first\n2. second")).toEqual([
      { kind: "list", ordered: false, items: [item("a"), item("b")] },
      { kind: "list", ordered: true, items: [item("first"), item("second")] },
    ]);
  });

  it("nests an indented list in its item instead of flattening it", () => {
    expect(parseFeatureMarkdown("- Tests for\n  - chlamydia\n  - gonorrhea\n- Free shipping")).toEqual([
      {
        kind: "list",
        ordered: false,
        items: [item("Tests for", [{ kind: "list", ordered: false, items: [item("chlamydia"), item("gonorrhea")] }]), item("Free shipping")],
      },
    ]);
  });

  it("joins paragraph lines with a space and splits paragraphs at blank lines", () => {
    expect(parseFeatureMarkdown("Ships in\nplain packaging.\n\nSecond.")).toEqual([
      { kind: "paragraph", spans: [{ text: "Ships in plain packaging." }] },
      { kind: "paragraph", spans: [{ text: "Second." }] },
    ]);
  });

  it("continues a list item on an indented line", () => {
    expect(parseFeatureMarkdown("- Results in\n  2 to 5 days")).toEqual([{ kind: "list", ordered: false, items: [item("Results in 2 to 5 days")] }]);
  });

  it("reads strong and emphasis, but not underscores inside words or lone asterisks", () => {
    expect(parseFeatureMarkdown("**Free** shipping, *fast* and __secure__ _really_ via snake_case_name 2 * 3")).toEqual([
      {
        kind: "paragraph",
        spans: [
          { text: "Free", strong: true },
          { text: " shipping, " },
          { text: "fast", em: true },
          { text: " and " },
          { text: "secure", strong: true },
          { text: " " },
          { text: "really", em: true },
          { text: " via snake_case_name 2 * 3" },
        ],
      },
    ]);
  });

  it("shows a link, a heading or code as its text", () => {
    expect(parseFeatureMarkdown("## Lab [certified](https://example.com/x_(y)) `CLIA`")).toEqual([{ kind: "paragraph", spans: [{ text: "Lab certified CLIA" }] }]);
  });

  it("drops raw HTML, with script and style contents, and items left empty by it", () => {
    expect(parseFeatureMarkdown('- ok\n- <img src=x onerror="alert(1)">\n- <script>alert(1)</script>\n- <b>bold</b> text\n- a <style>p{}</style>b')).toEqual([
      { kind: "list", ordered: false, items: [item("ok"), item("bold text"), item("a b")] },
    ]);
  });

  it("gives nothing for empty or missing Markdown", () => {
    expect(parseFeatureMarkdown(null)).toEqual([]);
    expect(parseFeatureMarkdown("  \n\n ")).toEqual([]);
  });
});
