import { describe, expect, it } from "vitest";
import { parseFeatureMarkdown } from "@/lib/shared/content/feature-markdown";

const text = (value: string) => ({ kind: "text", text: value });

describe("parseFeatureMarkdown", () => {
  it("reads a bullet list, one item per line", () => {
    expect(parseFeatureMarkdown("- Discreet packaging\n* Results online\n+ Lab certified")).toEqual([
      { kind: "list", ordered: false, items: [[text("Discreet packaging")], [text("Results online")], [text("Lab certified")]] },
    ]);
  });

  it("keeps one list across blank lines and starts a numbered list when the marker changes", () => {
    expect(parseFeatureMarkdown("- a\n\n- b\n1. first\n2) second")).toEqual([
      { kind: "list", ordered: false, items: [[text("a")], [text("b")]] },
      { kind: "list", ordered: true, items: [[text("first")], [text("second")]] },
    ]);
  });

  it("joins paragraph lines with a space and splits paragraphs at blank lines", () => {
    expect(parseFeatureMarkdown("Ships in\nplain packaging.\n\nSecond.")).toEqual([
      { kind: "paragraph", spans: [text("Ships in"), text(" "), text("plain packaging.")] },
      { kind: "paragraph", spans: [text("Second.")] },
    ]);
  });

  it("continues a list item on an indented line", () => {
    expect(parseFeatureMarkdown("- Results in\n  2 to 5 days")).toEqual([
      { kind: "list", ordered: false, items: [[text("Results in"), text(" "), text("2 to 5 days")]] },
    ]);
  });

  it("reads strong and emphasis, but not underscores inside words or lone asterisks", () => {
    expect(parseFeatureMarkdown("**Free** shipping, *fast* and __secure__ _really_ via snake_case_name 2 * 3")).toEqual([
      {
        kind: "paragraph",
        spans: [
          { kind: "strong", text: "Free" },
          text(" shipping, "),
          { kind: "em", text: "fast" },
          text(" and "),
          { kind: "strong", text: "secure" },
          text(" "),
          { kind: "em", text: "really" },
          text(" via snake_case_name 2 * 3"),
        ],
      },
    ]);
  });

  it("drops raw HTML, with script and style contents, and items left empty by it", () => {
    expect(parseFeatureMarkdown('- ok\n- <img src=x onerror="alert(1)">\n- <script>alert(1)</script>\n- <b>bold</b> text')).toEqual([
      { kind: "list", ordered: false, items: [[text("ok")], [text("bold text")]] },
    ]);
  });

  it("gives nothing for empty or missing Markdown", () => {
    expect(parseFeatureMarkdown(null)).toEqual([]);
    expect(parseFeatureMarkdown("  \n\n ")).toEqual([]);
  });
});
