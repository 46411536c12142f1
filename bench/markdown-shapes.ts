/**
 * Markdown an editor may write, and the shapes that make CommonMark's parser quadratic, each at
 * the size bound (32 kB): the bench's `markdown` part times them, and tests/lib/markdown-bounds.test.ts
 * checks the valid ones pass and every pathological one is refused, with the refusal it expects.
 */
const SIZE = 32 * 1024;

/** `unit` repeated to SIZE characters, ending in "x" (so a run of markers is never a rule or a blank item). */
const repeated = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE - 1) + "x";
/** Lines from `line(index)` while they fit in SIZE. */
function lines(line: (index: number) => string): string {
  let text = "";
  for (let index = 0; text.length + line(index).length + 1 <= SIZE; index++) text += `${line(index)}\n`;
  return text;
}

const NESTING = /more than 8 lists or quotes open on one line/;
const MARKERS = /more than 200 of \* _ \[ \] in one paragraph/;

export const PATHOLOGICAL_MARKDOWN: Record<string, { markdown: string; refusal: RegExp }> = {
  "nested list markers (- - - … x)": { markdown: repeated("- "), refusal: NESTING },
  "numbered list markers (1. 1. … x)": { markdown: repeated("1. "), refusal: NESTING },
  "lists of quotes (- > - > … x)": { markdown: repeated("- > "), refusal: NESTING },
  "a deep quote on one line (> > … x)": { markdown: repeated("> "), refusal: NESTING },
  "a quote one level deeper on each line": { markdown: lines((index) => `${">".repeat(index + 1)} a`).slice(0, SIZE), refusal: NESTING },
  "underlined headings (a / ===, repeated)": { markdown: repeated("a\n===\n"), refusal: /more than 50 headings underlined/ },
  "an emphasis run (*a *a … )": { markdown: repeated("*a "), refusal: MARKERS },
  "an underscore run (_a _a …)": { markdown: repeated("_a "), refusal: MARKERS },
  "link references ([a][a]…)": { markdown: repeated("[a]"), refusal: MARKERS },
  "link reference definitions ([a]: b, repeated)": { markdown: repeated("[a]: b\n"), refusal: /more than 50 link definitions/ },
  "code spans of growing length": { markdown: Array.from({ length: 250 }, (_, index) => "`".repeat(index + 1) + "a").join(" ").slice(0, SIZE), refusal: /had to read the text more than 12 times over/ },
};

const article = lines(
  (index) =>
    [`## Part ${index}`, "", `Some *text* with **bold**, [a link](https://example.com/${index}) and \`code\`.`, "", "- one", "- two", "  - nested **b**", "", `> quote ${index}`, ""][
      index % 10
    ],
).slice(0, 9_000);

export const VALID_MARKDOWN: Record<string, string> = {
  "an article of the site's size (9 kB: headings, emphasis, links, nested lists, quotes)": article,
  "a 40-row comparison table with bold names and links": [
    "| Service | Price | Link |",
    "|---|---|---|",
    ...Array.from({ length: 40 }, (_, index) => `| **Brand ${index + 1}** *(demo)* | $${index + 10} | [Visit **Brand ${index + 1}**](https://example.com/brand-${index + 1}) |`),
  ].join("\n"),
  "a code block full of *": "```\n" + Array.from({ length: 200 }, () => "*".repeat(60)).join("\n") + "\n```",
  "a long list of features (32 kB)": lines((index) => `- Feature ${index}`),
  "lists nested 6 deep, a level a line": lines((index) => `${"  ".repeat(index % 6)}- level ${index % 6}`),
};
