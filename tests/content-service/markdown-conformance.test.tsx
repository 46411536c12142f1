/** @vitest-environment jsdom */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { GFM_EXAMPLES } from "../fixtures/gfm-examples";
import { pushOutcome, type Outcome } from "../support/markdown-as-site";
import { parseRichTextMarkdown } from "@sti-aware/contract/rich-text-markdown";
import { richTextToMarkdown, sameNode } from "@sti-aware/contract/rich-text-to-markdown";

/**
 * Markdown an editor brings from elsewhere, pushed as an article's body: each CommonMark 0.31
 * spec example (the commonmark-spec package) and each GFM example is stored as the same thing a
 * reader would see, converted with a message, or refused at a line and column. None is changed
 * without a word; and what was stored pulls as Markdown (none kept as JSON, so the next pull
 * warns of nothing) that pushes back the same.
 */
const { tests: COMMONMARK } = createRequire(import.meta.url)("commonmark-spec") as { tests: { markdown: string; number: number; section: string }[] };
// The spec writes a tab as "→".
const commonMark = COMMONMARK.map((example) => ({ name: `CommonMark ${example.number} (${example.section})`, markdown: example.markdown.replace(/→/g, "\t") }));
const gfm = GFM_EXAMPLES.map((example, index) => ({ name: `GFM ${index + 1} (${example.section})`, markdown: example.markdown }));

function tally(examples: { name: string; markdown: string }[]) {
  const counts: Record<Outcome["kind"], number> = { identical: 0, equivalent: 0, "converted-and-said": 0, refused: 0, "changed silently": 0 };
  const silent: string[] = [];
  const unplaced: string[] = [];
  const pulledDifferently: string[] = [];
  for (const { name, markdown } of examples) {
    const outcome = pushOutcome(markdown);
    counts[outcome.kind]++;
    if (outcome.kind === "changed silently") silent.push(`${name}: ${JSON.stringify(markdown)}\n  site:       ${outcome.site}\n  CommonMark: ${outcome.commonmark}`);
    if (outcome.kind === "refused" && !outcome.position) unplaced.push(`${name}: ${outcome.problem}`);
    if (outcome.kind !== "refused") {
      const pulled = richTextToMarkdown(outcome.stored);
      if (pulled.kept.length || !sameNode(parseRichTextMarkdown(pulled.markdown).document, outcome.stored)) pulledDifferently.push(`${name}: ${JSON.stringify(markdown)}`);
    }
  }
  return { counts, silent, unplaced, pulledDifferently };
}

describe.each([
  ["the CommonMark spec's 652 examples", commonMark],
  ["GFM's examples", gfm],
])("%s, pushed as a body", (_name, examples) => {
  it("are each stored as readers see them in CommonMark, converted and said, or refused at a place", () => {
    const { counts, silent, unplaced, pulledDifferently } = tally(examples);
    console.log(JSON.stringify(counts));
    expect(silent).toEqual([]);
    expect(unplaced).toEqual([]);
    expect(pulledDifferently).toEqual([]);
  });
});
