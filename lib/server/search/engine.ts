import type { SearchDocument, SearchSynonymEntry } from "@/queries/search";
import { INDEXED_FIELDS, toIndexed, type DisplayedPost, type IndexedField } from "./documents";
import { PostingIndex, type Postings } from "./postings";
import { MAX_LEAF_WORDS, Scorer, type Clause, type Expansion, type Leaf } from "./scorer";
import { TextArena } from "./text-arena";
import { ENGLISH, MAX_QUERY_TERMS, tokenize, type Analyzer } from "./text";
import type { PassageSegment, SearchAnswer, SearchHit } from "@/lib/shared/search/types";
import { DEFAULT_LOCALE, routes, type Routes, type SiteLocale } from "@sti-aware/contract/routes";

/**
 * The site's search: an in-memory index of every published post in one language (prefix and typo
 * tolerant, fields weighted), the editors' synonyms in that language expanding a query, and
 * passages with the matched words marked. One per language and server instance
 * (lib/server/search/service.ts keeps them current); the language's Analyzer reads the words.
 */

/** Title and headings weigh more than the body. */
export const FIELD_BOOSTS: Record<IndexedField, number> = { title: 6, headings: 2.5, keywords: 2, category: 1.5, excerpt: 1.5, body: 1 };
/** Characters of a result's passage, about two sentences. */
const PASSAGE_CHARS = 220;

/** A typo is one edit in a word of 4 to 7 letters, two from 8 ("clamydia", "gonorhea", "herpies"). */
const typoDistance = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);
/** A word being typed matches longer ones ("chlam" → "chlamydia"), from 3 letters. */
const MIN_PREFIX = 3;
/** Longer words a word being typed reaches, the shortest first: bounds the work of a short prefix ("tes"). */
const MAX_PREFIX_WORDS = 24;
/** Weights of a longer or a close word against the word itself (MiniSearch's formulas, our weights). */
const PREFIX_WEIGHT = 0.5;
const TYPO_WEIGHT = 0.35;
/** Fields whose words are the vocabulary of what the site is about (suggestions come from them). */
const TOPIC_FIELDS = new Set<IndexedField>(["title", "headings", "keywords", "category"]);
const TOPIC_FIELD_MASK = INDEXED_FIELDS.reduce((mask, field, index) => (TOPIC_FIELDS.has(field) ? mask | (1 << index) : mask), 0);

type Synonym = { words: string[]; synonyms: string[] };

function containsPhrase(words: string[], phrase: string[]): boolean {
  if (!phrase.length || phrase.length > words.length) return false;
  outer: for (let start = 0; start + phrase.length <= words.length; start++) {
    for (let index = 0; index < phrase.length; index++) if (words[start + index] !== phrase[index]) continue outer;
    return true;
  }
  return false;
}

/** A query as the scorer runs it: all its words first; any of them when all find nothing. */
type Plan = { everyWord: Clause[]; someWord: Clause[]; bits: Map<string, number>; leaves: Leaf[] };

export class SearchEngine {
  private readonly index = new PostingIndex(INDEXED_FIELDS.length);
  private readonly scorer = new Scorer(
    this.index,
    INDEXED_FIELDS.map((field) => FIELD_BOOSTS[field]),
  );
  /** Post id → the index's number for it. */
  private readonly numbers = new Map<string, number>();
  /** The index's number → its displayed fields in the arena. */
  private displayed = new Uint32Array(1024);
  private readonly texts = new TextArena();
  private synonyms: Synonym[] = [];
  /** A stemming language's stems of topic words → a word as typed, for suggestions ("gonorre" → "gonorrea"). */
  private readonly surfaces = new Map<string, string>();
  private readonly routes: Routes;
  private readonly localizedOnly: boolean;

  constructor(
    private readonly analyzer: Analyzer = ENGLISH,
    locale: SiteLocale = DEFAULT_LOCALE,
  ) {
    this.routes = routes.inLocale(locale);
    this.localizedOnly = locale !== DEFAULT_LOCALE;
  }

  /** Words of a phrase as the synonym matcher compares them: normalised, stop words kept ("the clap"). */
  private phraseWords(text: string): string[] {
    return tokenize(text).map(this.analyzer.term).filter(Boolean);
  }

  /** Index terms of a text: normalised, stop words dropped; a topic field's stems remember a word they came from. */
  private termsOf(text: string, topic = false): string[] {
    const terms: string[] = [];
    const { indexTerm, surface } = this.analyzer;
    for (const word of tokenize(text)) {
      const term = indexTerm(word);
      if (term === null) continue;
      terms.push(term);
      if (topic && surface && !this.surfaces.has(term)) this.surfaces.set(term, surface(word));
    }
    return terms;
  }

  get size(): number {
    return this.numbers.size;
  }

  setSynonyms(entries: readonly SearchSynonymEntry[]): void {
    this.synonyms = entries
      .map((entry) => ({ words: this.phraseWords(entry.term), synonyms: entry.synonyms.map((synonym) => synonym.trim()).filter(Boolean) }))
      .filter((synonym) => synonym.words.length > 0 && synonym.synonyms.length > 0);
  }

  /** Adds or replaces a published post. */
  upsert(post: SearchDocument): void {
    const { fields, displayed } = toIndexed(post, { localizedOnly: this.localizedOnly });
    this.remove(post.id);
    const number = this.index.add(INDEXED_FIELDS.map((field) => this.termsOf(fields[field], TOPIC_FIELDS.has(field))));
    if (number >= this.displayed.length) {
      const grown = new Uint32Array(this.displayed.length * 2);
      grown.set(this.displayed);
      this.displayed = grown;
    }
    this.displayed[number] = this.texts.put(JSON.stringify(displayed));
    this.numbers.set(post.id, number);
  }

  remove(id: string): void {
    const number = this.numbers.get(id);
    if (number === undefined) return;
    this.index.remove(number);
    this.texts.release(this.displayed[number]);
    this.numbers.delete(id);
  }

  /** Share of the memory left behind by replaced and removed posts (a rebuild reclaims it). */
  get garbageShare(): number {
    return Math.max(this.index.deadShare, this.texts.bytes ? this.texts.garbage / this.texts.bytes : 0);
  }

  /**
   * The query as the scorer runs it: its own words (MAX_QUERY_TERMS at most), and any synonym
   * phrase it contains (all of a phrase's words). A typo is looked for only for a word the index
   * does not know; only the last word (the one being typed) matches longer words.
   */
  private plan(query: string): Plan | null {
    const terms = [...new Set(this.termsOf(query))].slice(0, MAX_QUERY_TERMS);
    const words = this.phraseWords(query);
    const phrases = [...new Set(this.synonyms.filter((synonym) => containsPhrase(words, synonym.words)).flatMap((synonym) => synonym.synonyms))].slice(0, MAX_QUERY_TERMS);
    const bits = new Map<string, number>();
    const leaves: Leaf[] = [];
    const leaf = (term: string, typing: boolean): Leaf => {
      if (!bits.has(term) && bits.size < MAX_LEAF_WORDS) bits.set(term, 2 ** bits.size);
      const found = { word: term, expansions: this.expansions(term, typing) };
      leaves.push(found);
      return found;
    };
    const own = terms.map((term) => leaf(term, term === terms.at(-1)));
    const synonymClauses = phrases.map((phrase) => ({ leaves: this.termsOf(phrase).map((term) => leaf(term, false)), all: true })).filter((clause) => clause.leaves.length);
    if (!own.length && !synonymClauses.length) return null;
    return { everyWord: [{ leaves: own, all: true }, ...synonymClauses], someWord: [{ leaves: own, all: false }], bits, leaves };
  }

  /** The index words a query word reaches, with their weights. */
  private expansions(term: string, typing: boolean): Expansion[] {
    const found: Expansion[] = [];
    const exact = this.index.terms.get(term);
    if (exact) found.push({ term, postings: exact, weight: 1 });
    if (typing && term.length >= MIN_PREFIX) {
      const longer: [string, Postings][] = [];
      for (const [word, postings] of this.index.terms.atPrefix(term)) if (word !== term) longer.push([word, postings]);
      longer.sort((a, b) => a[0].length - b[0].length);
      for (const [word, postings] of longer.slice(0, MAX_PREFIX_WORDS)) {
        found.push({ term: word, postings, weight: (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * (word.length - term.length)) });
      }
    }
    const distance = typoDistance(term);
    if (!exact && distance) {
      for (const [word, [postings, edits]] of this.index.terms.fuzzyGet(term, distance)) {
        if (edits && !found.some((expansion) => expansion.term === word)) found.push({ term: word, postings, weight: (TYPO_WEIGHT * word.length) / (word.length + edits) });
      }
    }
    return found;
  }

  search(query: string, limit: number): SearchAnswer {
    const plan = this.plan(query);
    if (!plan) return { query, total: 0, hits: [], suggestions: [] };
    // All the words first (a narrow, cheap answer); any of them only when that finds nothing.
    let ranked = this.scorer.rank(plan.everyWord, plan.bits, limit);
    if (ranked.total === 0 && plan.someWord[0].leaves.length > 1) ranked = this.scorer.rank(plan.someWord, plan.bits, limit);
    const hits = ranked.best.map(({ post }) => this.hit(post, plan.leaves));
    return { query, total: ranked.total, hits, suggestions: ranked.total ? [] : this.suggest(plan.leaves) };
  }

  /** Close words from titles, headings, tags and categories, when nothing matched: a looser typo tolerance than the search's. */
  private suggest(leaves: readonly Leaf[]): string[] {
    const close: { word: string; edits: number }[] = [];
    for (const { word } of leaves) {
      if (word.length < 3) continue;
      for (const [candidate, [postings, edits]] of this.index.terms.fuzzyGet(word, Math.min(3, Math.round(word.length * 0.4)))) {
        if (edits && this.index.inFields(postings, TOPIC_FIELD_MASK)) close.push({ word: candidate, edits });
      }
    }
    return [...new Set(close.sort((a, b) => a.edits - b.edits).map((candidate) => this.surfaces.get(candidate.word) ?? candidate.word))].slice(0, 3);
  }

  private hit(post: number, leaves: readonly Leaf[]): SearchHit {
    const shown = JSON.parse(this.texts.get(this.displayed[post])) as DisplayedPost;
    // The index words of the query this post has: the words to mark in its passage.
    const matched = new Set<string>();
    for (const leaf of leaves) for (const expansion of leaf.expansions) if (this.index.contains(expansion.postings, post)) matched.add(expansion.term);
    return {
      href: this.routes.path("article", { slug: shown.slug }),
      title: shown.title,
      category: shown.category,
      reviewed: shown.reviewed,
      passage: passage(shown.body, shown.excerpt, matched, this.analyzer),
    };
  }
}

/** Marks the words of `text` whose index term matched. */
export function highlight(text: string, matched: ReadonlySet<string>, analyzer: Analyzer = ENGLISH): PassageSegment[] {
  const segments: PassageSegment[] = [];
  let last = 0;
  const push = (part: string, mark: boolean) => {
    if (!part) return;
    const previous = segments.at(-1);
    if (previous && previous.mark === mark) previous.text += part;
    else segments.push({ text: part, mark });
  };
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)) {
    const word = match[0];
    const term = analyzer.term(word.replace(/['’]/g, ""));
    if (!matched.has(term)) continue;
    push(text.slice(last, match.index), false);
    push(word, true);
    last = match.index + word.length;
  }
  push(text.slice(last), false);
  return segments;
}

/** The sentence of the body with the most matched words (and what follows, to PASSAGE_CHARS), else the excerpt. */
export function passage(body: string, excerpt: string, matched: ReadonlySet<string>, analyzer: Analyzer = ENGLISH): PassageSegment[] {
  const sentences = body.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim());
  let best = -1;
  let bestScore = 0;
  sentences.forEach((sentence, index) => {
    const found = new Set(tokenize(sentence).map((word) => analyzer.term(word)).filter((term) => matched.has(term)));
    if (found.size > bestScore) {
      best = index;
      bestScore = found.size;
    }
  });
  let text: string;
  if (best < 0) text = excerpt || sentences.slice(0, 2).join(" ");
  else {
    text = sentences[best];
    for (let next = best + 1; next < sentences.length && text.length + sentences[next].length < PASSAGE_CHARS; next++) text += ` ${sentences[next]}`;
  }
  if (text.length > PASSAGE_CHARS) text = `${text.slice(0, PASSAGE_CHARS).replace(/\s+\S*$/, "")}…`;
  return highlight(text, matched, analyzer);
}
