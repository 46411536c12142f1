/**
 * How the search reads words, the same way for the index and for a query (docs/search.md):
 * letters and digits only (an operator from another engine — AND, site:, "quotes", -term, * —
 * is plain text here), lower case, accents folded, British spellings mapped to American ones so
 * "gonorrhoea" and "gonorrhea" are one word, and stop words dropped so they do not drown a query.
 */

import { MAX_QUERY_LENGTH } from "@/lib/shared/search/limits";
import { serverMessages } from "@/lib/server/i18n/messages";
import type { SiteLocale } from "@sti-aware/contract/routes";

export { MAX_QUERY_LENGTH };
/** Words of a query that take part: more add cost, not relevance. */
export const MAX_QUERY_TERMS = 12;

const STOP_WORDS = new Set(
  (
    "a about am an and any are as at be been but by can could did do does doing for from get got had has have having he her him his how i if " +
    "in into is it its just me my myself no nor not of off on once only or other our out own same she should so some such than that the " +
    "their them then there these they this those through to too under until up very was we were what when where which while who whom why " +
    "will with would you your yours"
  ).split(" "),
);

/** British → American spellings, as whole-word rules; both sides of the index go through them, so a rule that over-reaches only merges a word with itself. */
const SPELLING_RULES: [RegExp, string][] = [
  [/oea(l?)$/, "ea$1"], // gonorrhoea(l), diarrhoea
  [/^oe(?=s|d)/, "e"], // oestrogen, oesophagus, oedema
  [/^(h|an|leuk|septic)?aem/, "$1em"], // haemorrhage, anaemia, leukaemia
  [/(^|o)paed/, "$1ped"], // paediatric, orthopaedic
  [/^faec/, "fec"],
  [/^foet/, "fet"],
  [/^caes/, "ces"],
  [/(behavi|col|fav|hum|tum|lab|neighb|hon|rum|od)our(s|ed|ing|al|ite)?$/, "$1or$2"],
  [/([a-z]{3})is(e|ed|es|ing|ation|ations)$/, "$1iz$2"], // recognise, immunisation
  [/([a-z]{2})ys(e|ed|es|ing)$/, "$1yz$2"], // analyse
  [/([a-z]{2})tre(s?)$/, "$1ter$2"], // centre, litre
  [/^licenc(e|es)$/, "licens$1"],
  [/^defenc(e|es)$/, "defens$1"],
  [/^programme(s?)$/, "program$1"],
  [/^grey$/, "gray"],
];

/** Splits text into words: runs of letters and digits (an apostrophe inside a word is dropped: "don't" → "dont"). */
export function tokenize(text: string): string[] {
  return text.replace(/(\p{L})['’](\p{L})/gu, "$1$2").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Words of a language's term rules, remembered: text repeats its words, and the rules cost (regular expressions, a stemmer). Cleared when full. */
const REMEMBERED_MAX = 50_000;
export function rememberedWords(rule: (word: string) => string): (word: string) => string {
  const remembered = new Map<string, string>();
  return (word) => {
    let term = remembered.get(word);
    if (term === undefined) {
      term = rule(word);
      if (remembered.size >= REMEMBERED_MAX) remembered.clear();
      remembered.set(word, term);
    }
    return term;
  };
}

/** Lower case, accents and marks folded (é → e, ñ → n, ü → u), at most 40 letters: every language's first step. */
export function foldWord(word: string): string {
  const folded = word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return folded.length > 40 ? folded.slice(0, 40) : folded;
}

/** Lower case, accents folded (é → e), spelling variants mapped; not the stop-word rule. */
export const normalizeWord = rememberedWords((word) => {
  let term = foldWord(word);
  for (const [rule, replacement] of SPELLING_RULES) term = term.replace(rule, replacement);
  return term;
});

/** The index's and the query's term for a word, or null for a stop word. */
export function processTerm(word: string): string | null {
  const term = normalizeWord(word);
  return term && !STOP_WORDS.has(term) ? term : null;
}

/**
 * How one language's index and its queries read words: `term`, a word as they compare it (stop
 * words kept: synonym phrases and passages need them); `indexTerm`, the same or null for a stop
 * word; `surface`, for a language whose terms are stems, the word as a reader would type it
 * (what a "did you mean" offers).
 */
export type Analyzer = { term(word: string): string; indexTerm(word: string): string | null; surface?(word: string): string };

/** English, as the site has always read it. */
export const ENGLISH: Analyzer = { term: normalizeWord, indexTerm: processTerm };

/** Removes control characters (C0, C1, DEL), format characters and lone surrogates, and collapses white space. */
export function cleanQuery(raw: string): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export type QueryCheck = { ok: true; query: string } | { ok: false; query: string; problem: string };

/** The query as answered: cleaned, within MAX_QUERY_LENGTH, or the reason it is not answered (in the reader's language). */
export function checkQuery(raw: unknown, locale?: SiteLocale): QueryCheck {
  if (raw !== undefined && typeof raw !== "string") return { ok: false, query: "", problem: serverMessages("search", locale).t("notText") };
  const query = cleanQuery(raw ?? "");
  if (query.length > MAX_QUERY_LENGTH) return { ok: false, query: "", problem: serverMessages("search", locale).t("tooLong", { max: MAX_QUERY_LENGTH }) };
  return { ok: true, query };
}
