import { describe, expect, it } from "vitest";
import { markdownToRichText } from "@sti-aware/contract/rich-text-markdown";
import { MARKDOWN_BOUNDS } from "@sti-aware/contract/markdown-bounds";
import { richTextProblem } from "@/content-service/rich-text/validate";
import { embeddedIds } from "@/content-service/store/store";
import { isValidDeepLinkName, MAX_TRACKING_VALUE_LENGTH } from "@/lib/shared/click-outs/click-out";
import { parseFeatureMarkdown } from "@sti-aware/contract/feature-markdown";
import { parsePageNumber } from "@/lib/shared/listing/listing";
import { nextSession, parseSession } from "@/lib/browser/visitor/session";
import { richTextClassNames } from "@sti-aware/contract/rich-text";
import { safeLinkHref, safeMediaUrl } from "@sti-aware/contract/url-targets";
import { normalizeSlug } from "@sti-aware/contract/slug";

/**
 * Every parser and regex over editor- or visitor-controlled text is linear: 100 kB of hostile
 * input is handled within 250 ms of CPU time (the process's own CPU time, so other processes on a
 * busy machine do not count; the fastest of five runs, so one garbage collection does not either).
 * The linear parsers here take 5–50 ms; a quadratic one takes seconds on such input (10^10 steps),
 * so the budget leaves a margin on both sides. It is an absolute budget on purpose: comparing with
 * the cost of half the input was fooled by the garbage collector, whose share grows with the input
 * on allocation-heavy parsing (in CI a linear parser took 50.6 ms for 100 kB and 5.3 ms for half).
 *
 * The editors' Markdown and brand features are read by micromark, which is linear but slow per line
 * (about a second of CPU for 32 kB of one-letter list items on a busy machine) and quadratic on a
 * few shapes: MARKDOWN_BOUNDS (shared/markdown-bounds.ts) bounds the file (32 kB; 100 kB is refused
 * before parsing) and the parser's own work, and the cases below at the largest accepted size check
 * that the parser stops early. Each quadratic shape is timed at 32 kB in the bench's markdown part.
 */
const SIZE = 100_000;
const BUDGET_MS = 250;
const hostile = (unit: string, size = SIZE) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

function cpuMs(parse: () => unknown): number {
  let fastest = Infinity;
  for (let run = 0; run < 5 && fastest >= BUDGET_MS / 5; run++) {
    const started = process.cpuUsage();
    parse();
    const used = process.cpuUsage(started);
    fastest = Math.min(fastest, (used.user + used.system) / 1000);
  }
  return fastest;
}

function expectLinear(parse: (input: string) => unknown, input: string) {
  const used = cpuMs(() => parse(input));
  expect(used, `${used.toFixed(1)} ms for ${JSON.stringify(input.slice(0, 12))}…`).toBeLessThan(BUDGET_MS);
}

const FEATURE_UNITS = ["a _", "*x ", "_a", "**a", "__a ", "*", "_", "<a", "<script>", "<style x", "</script", "<!--", "<!-- -", "- ", "1. ", " \n", "\r", "a\n  ", "** x", "*a\u2028"];
const MARKDOWN_UNITS = ["[", "[a](", "[a](b", "**a", "*a", "*", "{{embed ", "{{embed x}}\n", "| a ", "|\n", "> a\n", "- a\n", "1. a\n", "## ", "a\n", "#### a\n", "  - a\n", "```\n", "`", "[a](b(", "*_", "\\", "<", "&#", "- ", ">"];

/** Markdown either reads or is refused at a place: both must be linear. */
const readOrRefuse =
  (read: (markdown: string) => unknown) =>
  (markdown: string): unknown => {
    try {
      return read(markdown);
    } catch (error) {
      return error;
    }
  };
const SLUG_UNITS = ["-", " ", "_", "1", "a-", "!", "é", "- _", "a--"];

describe("parsers of editor-written text are linear (100 kB hostile inputs, under 250 ms each)", () => {
  it.each(FEATURE_UNITS)("brand features Markdown: %j repeated", (unit) => expectLinear(readOrRefuse(parseFeatureMarkdown), hostile(unit)));
  it.each(MARKDOWN_UNITS)("content service Markdown: %j repeated", (unit) => expectLinear(readOrRefuse(markdownToRichText), hostile(unit)));
  it.each(["*_", "**a", "[", "_a ", "> ", "+ - ", "1. ", "- > "])("content service Markdown at the size limit: %j repeated is refused by the parser's bound", (unit) => {
    const input = hostile(unit, MARKDOWN_BOUNDS.maxLength);
    expect(() => markdownToRichText(input)).toThrow(/in one paragraph|open on one line/);
    expectLinear(readOrRefuse(markdownToRichText), input);
  });
  it.each(SLUG_UNITS)("slug rules: %j repeated", (unit) => expectLinear(normalizeSlug, hostile(unit)));

  it("refuses a line that starts like an embed but is not one, at its place (it used to loop forever)", () => {
    expect(() => markdownToRichText("Intro.\n\n{{embed oops}}\nnext line")).toThrow("3:1: write an embed on a line of its own");
  });

  it("rich-text validation and embed lookup over a 100 kB document", () => {
    const document = { children: Array.from({ length: 2_000 }, (_, index) => ({ type: "paragraph", children: [{ text: `${"x".repeat(40)} ${index}` }] })) };
    expect(JSON.stringify(document).length).toBeGreaterThan(SIZE);
    const rules = { embeddable: ["Faq"], modelOf: () => "Faq" };
    expectLinear(() => richTextProblem("content", document, rules), "");
    expectLinear(() => embeddedIds(document), "");
  });
});

describe("parsers of visitor-controlled text are linear and bounded", () => {
  it.each(["a=1&", "a=", "utm_source=" + "x".repeat(50) + "&", "%", "&&&", "x"])("session query parameters: %j repeated", (unit) => {
    expectLinear((input) => nextSession(null, { href: `https://www.stiaware.example/?${input}` }, () => "id"), hostile(unit));
  });

  it("keeps no query parameter value longer than the bound, and a bounded number of parameters", () => {
    const long = "v".repeat(MAX_TRACKING_VALUE_LENGTH + 1);
    const many = Array.from({ length: 200 }, (_, index) => `p${index}=x`).join("&");
    const session = nextSession(null, { href: `https://www.stiaware.example/?utm_source=ok&gclid=${long}&${many}` }, () => "id");
    expect(session.utm_source).toBe("ok");
    expect(session.gclid).toBeUndefined();
    expect(Object.keys(session).sort()).toEqual(["href", "referrer", "userId", "utm_source"]);
    expect(Object.values(session).every((value) => value.length <= MAX_TRACKING_VALUE_LENGTH || value.startsWith("https://"))).toBe(true);
  });

  it.each([
    ["stored session", (input: string) => parseSession(input), hostile('{"a":"')],
    ["link targets", (input: string) => safeLinkHref(input), hostile("/")],
    ["media URLs", (input: string) => safeMediaUrl(input), hostile("https://")],
    ["class names", (input: string) => richTextClassNames(input), hostile("a ")],
    ["click-out names", (input: string) => isValidDeepLinkName(input), hostile("a-")],
    ["page numbers", (input: string) => parsePageNumber(input), hostile("1")],
  ])("%s", (_name, parse, input) => expectLinear(parse, input));
});
