/**
 * A bound on the work of CommonMark's parser (micromark), counted by the parser while it parses.
 * micromark is linear on ordinary text, but some shapes make it go back over what it has read or
 * over what it has built, so the work grows with the square of the input: one line of nested list
 * markers (`- - - … x`, each level tries a horizontal rule to the end of the line), lists or quotes
 * opened many levels deep on one line (`1. 1. …`, `- > - > …`: the tree builder walks every level
 * again), runs of underlined headings (each moves the events before it) and runs of emphasis or
 * brackets in one paragraph (each closer is matched against every earlier opener), and link
 * definitions (each is looked up among the ones before). The meter
 * watches the parser's own tokens and reads, and stops it at the first place one of
 * MARKDOWN_BOUNDS is passed, with that place and what to write instead: what the parser counts, so
 * a `*` in a code block or escaped as `\*` is not a marker, and a table's cells are counted apart.
 */
import type { Code, Effects, Extension, State, TokenizeContext, TokenType } from "micromark-util-types";

/** Where a node starts in the Markdown file (1-based, as editors count). */
export type SourcePosition = { line: number; column: number };

/** A Markdown problem at its place in the file. */
export class MarkdownError extends Error {
  constructor(
    readonly position: SourcePosition,
    readonly problem: string,
  ) {
    super(`${position.line}:${position.column}: ${problem}`);
  }
}

/**
 * The bounds. Shipped articles use at most a few dozen markers in a paragraph, 3 levels of lists,
 * no underlined headings, and the parser reads each character about 3 times (bench: markdown part).
 */
export const MARKDOWN_BOUNDS = {
  /** The file's size: the longest shipped article is 9 KB of Markdown. */
  maxLength: 32 * 1024,
  /** Characters the parser may read per character of the text (re-reading is how it tries a construct and backs off), plus a fixed allowance. */
  readsPerCharacter: 12,
  readsAllowance: 4_096,
  /** Lists and quotes opened or continued on one line. */
  maxNestingOnLine: 8,
  /** `*`, `_` runs and `[`, `]` the parser reads as markers, in one paragraph, heading or table cell. */
  maxMarkersPerParagraph: 200,
  /** Headings underlined with `===` or `---`. */
  maxUnderlinedHeadings: 50,
  /** Link reference definitions (`[name]: address`): each one read is looked up among all before it. */
  maxLinkDefinitions: 50,
} as const;

const MARKERS: ReadonlySet<TokenType> = new Set(["attentionSequence", "labelMarker"] as TokenType[]);
const NESTING: ReadonlySet<TokenType> = new Set(["listItemPrefix", "blockQuotePrefix"] as TokenType[]);
const B = MARKDOWN_BOUNDS;

/** The refusal when a file is past the size bound, before it is parsed at all. */
export function pastMarkdownLength(markdown: string): MarkdownError | null {
  return markdown.length > B.maxLength ? new MarkdownError({ line: 1, column: 1 }, `the file is ${markdown.length} characters; the limit is ${B.maxLength} (split the article)`) : null;
}

/**
 * A micromark extension that meters one parse (make one per parse). It adds a construct tried
 * first at every character code in every kind of content, which never matches: the first time it
 * runs in a tokenizer (the document, its flow, each paragraph's text…) it wraps that tokenizer's
 * `consume` and `enter`, which every construct in it goes through, and then steps aside.
 */
export function markdownMeter(length: number): Extension {
  const maxReads = B.readsPerCharacter * length + B.readsAllowance;
  let reads = 0;
  let underlined = 0;
  let definitions = 0;
  const metered = new WeakSet<Effects>();

  function meter(context: TokenizeContext, effects: Effects): void {
    const { consume, enter } = effects;
    let markers = 0;
    let line = 0;
    const openedOnLine = new Set<number>();
    const refuse = (problem: string): never => {
      const { line, column } = context.now();
      throw new MarkdownError({ line, column }, problem);
    };
    effects.consume = (code: Code) => {
      if (++reads > maxReads) refuse(`the Markdown reader had to read the text more than ${B.readsPerCharacter} times over by here: simplify the lines just before (markers it kept trying and dropping)`);
      consume(code);
    };
    effects.enter = (type, fields) => {
      if (MARKERS.has(type) && ++markers > B.maxMarkersPerParagraph) {
        refuse(`more than ${B.maxMarkersPerParagraph} of * _ [ ] in one paragraph: split it, or write them as \\* \\_ \\[ \\]`);
      } else if (NESTING.has(type)) {
        const here = context.now();
        if (here.line !== line) openedOnLine.clear();
        line = here.line;
        // A construct is often checked, then tried, at one place: a place counts once.
        openedOnLine.add(here.offset);
        if (openedOnLine.size > B.maxNestingOnLine) refuse(`more than ${B.maxNestingOnLine} lists or quotes open on one line: start each level on its own line, indented under the one before, or write a marker that is text with a backslash: \\- \\* \\> 1\\.`);
      } else if (type === "setextHeadingLineSequence" && ++underlined > B.maxUnderlinedHeadings) {
        refuse(`more than ${B.maxUnderlinedHeadings} headings underlined with === or ---: write a heading as "## Heading", and a line of - or = that is text as \\- or \\=`);
      } else if (type === "definitionMarker" && ++definitions > B.maxLinkDefinitions) {
        refuse(`more than ${B.maxLinkDefinitions} link definitions ([name]: address): write each link's address in the link, [text](https://…)`);
      }
      return enter(type, fields);
    };
  }

  const probe = {
    add: "before" as const,
    // Inline, a construct whose `previous` allows it also ends a run of plain text: this one never
    // does, so the text is cut where it always was (it still runs wherever the others are tried).
    previous: () => false,
    tokenize(this: TokenizeContext, effects: Effects, _ok: State, nok: State): State {
      if (!metered.has(effects)) {
        metered.add(effects);
        meter(this, effects);
      }
      return nok;
    },
  };
  // Every ASCII code and the virtual ones (line endings, tabs); any other character reaches `null`.
  const everyCode = Object.fromEntries([...Array.from({ length: 133 }, (_, index) => String(index - 5)), "null"].map((code) => [code, probe]));
  return { document: everyCode, contentInitial: everyCode, flowInitial: everyCode, flow: everyCode, string: everyCode, text: everyCode };
}
