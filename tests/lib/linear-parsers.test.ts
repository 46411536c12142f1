import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { markdownToRichText } from "@sti-aware/contract/rich-text-markdown";
import { richTextProblem } from "@/content-service/rich-text/validate";
import { embeddedIds } from "@/content-service/store";
import { isValidDeepLinkName, MAX_TRACKING_VALUE_LENGTH } from "@/lib/shared/click-outs/click-out";
import { parseFeatureMarkdown, parseInline, stripHtml } from "@/lib/shared/content/feature-markdown";
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
const MARKDOWN_UNITS = ["[", "[a](", "[a](b", "**a", "*a", "*", "{{embed ", "{{embed x}}\n", "| a ", "|\n", "> a\n", "- a\n", "1. a\n", "## ", "a\n", "#### a\n"];
const SLUG_UNITS = ["-", " ", "_", "1", "a-", "!", "é", "- _", "a--"];

describe("parsers of editor-written text are linear (100 kB hostile inputs, under 250 ms each)", () => {
  it.each(FEATURE_UNITS)("brand features Markdown: %j repeated", (unit) => expectLinear(parseFeatureMarkdown, hostile(unit)));
  it.each(MARKDOWN_UNITS)("content service Markdown: %j repeated", (unit) => expectLinear(markdownToRichText, hostile(unit)));
  it.each(SLUG_UNITS)("slug rules: %j repeated", (unit) => expectLinear(normalizeSlug, hostile(unit)));

  it("reads a line that starts like an embed but is not one as a paragraph (it used to loop forever)", () => {
    expect(markdownToRichText("{{embed oops}}\nnext line")).toEqual({
      children: [{ type: "paragraph", children: [{ text: "{{embed oops}} next line" }] }],
    });
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

describe("the linear feature-Markdown scanners read what the regexes they replace read", () => {
  // The original definitions, kept here as the specification (they backtrack on long input).
  const HTML = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/?[a-zA-Z][^>]*>|<!--[\s\S]*?-->/gi;
  const EMPHASIS = /\*\*(?=\S)(.+?)(?<=\S)\*\*|(?<!\w)__(?=\S)(.+?)(?<=\S)__(?!\w)|\*(?=\S)(.+?)(?<=\S)\*|(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)/g;
  function regexInline(line: string) {
    const text = line.trim();
    const spans: { kind: string; text: string }[] = [];
    let last = 0;
    for (const match of text.matchAll(EMPHASIS)) {
      if (match.index > last) spans.push({ kind: "text", text: text.slice(last, match.index) });
      const strong = match[1] ?? match[2];
      spans.push(strong !== undefined ? { kind: "strong", text: strong } : { kind: "em", text: match[3] ?? match[4] });
      last = match.index + match[0].length;
    }
    if (last < text.length) spans.push({ kind: "text", text: text.slice(last) });
    return spans;
  }
  const pieces = ["*", "**", "_", "__", "a", "b_c", " ", "\t", "\r", "\n", "<", ">", "/", "!--", "-->", "script", "SCRIPT", "style", "scripts", "</script >", "<b>", "x"];
  const tricky = fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((parts) => parts.join(""));

  it("strips the same HTML", () => {
    fc.assert(fc.property(tricky, (text) => {
      expect(stripHtml(text)).toBe(text.replace(HTML, ""));
    }), { seed: 17, numRuns: 3_000 });
  });

  it("finds the same strong and emphasis spans", () => {
    fc.assert(fc.property(tricky, (text) => {
      expect(parseInline(text)).toEqual(regexInline(text));
    }), { seed: 17, numRuns: 3_000 });
  });
});
