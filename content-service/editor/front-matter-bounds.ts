import { Lexer } from "yaml";

/**
 * A bound on the front matter of an editor's Markdown file, counted by YAML's own lexer before the
 * front matter is composed: composing compares each key with the keys before it (a front matter of
 * 100,000 keys took three minutes), and nests flow collections by recursion. The lexer is linear
 * and streams, so it stops at the first entry past the bound. An article's front matter has a few
 * dozen entries (its sources are the most: 4 each); nothing an editor writes nests deeper than 4.
 */
export const FRONT_MATTER_BOUNDS = { maxEntries: 2_000, maxFlowNesting: 16 } as const;

/** Tokens that open an entry: a key's `:`, a list item's `-`, an explicit key's `?`, a flow collection's `,`. */
const ENTRY = new Set([":", "-", "?", ","]);

/** The first place the YAML passes a bound, 1-based within it, with what to write instead; or null. */
export function pastFrontMatterBounds(yaml: string): { line: number; column: number; problem: string } | null {
  let entries = 0;
  let nesting = 0;
  let line = 1;
  let column = 1;
  for (const token of new Lexer().lex(yaml)) {
    // The lexer's control tokens (document start, scalar, flow end…) are not text of the source.
    if (token.length === 1 && token < " " && token !== "\n" && token !== "\t") continue;
    if (ENTRY.has(token) && ++entries > FRONT_MATTER_BOUNDS.maxEntries) {
      return { line, column, problem: `more than ${FRONT_MATTER_BOUNDS.maxEntries} fields and list items: the front matter holds the entry's fields (title, excerpt, tags, sources…), not content` };
    }
    if (token === "[" || token === "{") nesting++;
    else if (token === "]" || token === "}") nesting--;
    if (nesting > FRONT_MATTER_BOUNDS.maxFlowNesting) {
      return { line, column, problem: `[ ] or { } nested more than ${FRONT_MATTER_BOUNDS.maxFlowNesting} deep: write a list as "- item" lines` };
    }
    const lastNewline = token.lastIndexOf("\n");
    if (lastNewline === -1) column += token.length;
    else {
      line += token.split("\n").length - 1;
      column = token.length - lastNewline;
    }
  }
  return null;
}
