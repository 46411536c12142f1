import MiniSearch, { type Query, type SearchResult } from "minisearch";
import type { SearchDocument, SearchSynonymEntry } from "@/queries/search";
import { toIndexed, type IndexedFields, type StoredPost } from "./documents";
import { TextArena } from "./text-arena";
import { MAX_QUERY_TERMS, normalizeWord, processTerm, tokenize } from "./text";
import type { PassageSegment, SearchAnswer, SearchHit } from "./types";
import { routes } from "@sti-aware/contract/routes";

/**
 * The site's search: an in-memory MiniSearch index of every published post (prefix and typo
 * tolerant, fields weighted), the editors' synonyms expanding a query, and passages with the
 * matched words marked. One per server instance (lib/search/service.ts keeps it current).
 */

/** Title and headings weigh more than the body. */
export const FIELD_BOOSTS: Record<Exclude<keyof IndexedFields, "id">, number> = { title: 6, headings: 2.5, keywords: 2, category: 1.5, excerpt: 1.5, body: 1 };
const FIELDS = Object.keys(FIELD_BOOSTS);
/** Characters of a result's passage, about two sentences. */
const PASSAGE_CHARS = 220;

/** A typo is one edit in a word of 4 to 7 letters, two from 8 ("clamydia", "gonorhea", "herpies"). */
const fuzzy = (term: string) => (term.length >= 8 ? 0.25 : term.length >= 4 ? 0.2 : false);
/** A word being typed matches longer ones ("chlam" → "chlamydia"). */
const prefix = (term: string) => term.length >= 3;
/** Where a word found in a large share of the bodies is looked for. */
const HIGH_VALUE_FIELDS = ["title", "headings", "keywords", "category"];
/** A word in more than this share of the posts says little about which one the reader wants. */
const COMMON_SHARE = 0.2;
/** Below this many posts, every word is looked for everywhere (the cost is small). */
const SMALL_INDEX = 2_000;

type Frequency = { body: number; other: number };

/** MiniSearch with one question it does not expose: in how many posts a word is, in the body and in the other fields. */
class PostIndex extends MiniSearch<IndexedFields> {
  documentFrequency(term: string): Frequency {
    return this.frequencyOf(this._index.get(term));
  }

  /** The same for the words a leaf of a query reaches: itself, longer words (prefix), close words (fuzzy). */
  reachFrequency(term: string, options: { prefix: boolean; fuzzy: number | false }): Frequency {
    const most = this.documentFrequency(term);
    const add = (found: Frequency) => {
      most.body = Math.max(most.body, found.body);
      most.other = Math.max(most.other, found.other);
    };
    if (options.prefix) {
      let seen = 0;
      for (const [, data] of this._index.atPrefix(term)) {
        add(this.frequencyOf(data));
        if (++seen >= 50) break;
      }
    }
    if (options.fuzzy) {
      const distance = Math.min(2, Math.round(term.length * options.fuzzy));
      for (const [data] of this._index.fuzzyGet(term, distance).values()) add(this.frequencyOf(data));
    }
    return most;
  }

  private frequencyOf(fields: Map<number, Map<number, number>> | undefined): Frequency {
    const bodyId = this._fieldIds.body;
    let body = 0;
    let other = 0;
    for (const [field, documents] of fields ?? []) {
      if (field === bodyId) body = documents.size;
      else other = Math.max(other, documents.size);
    }
    return { body, other };
  }
}

type Synonym = { words: string[]; synonyms: string[] };

/** Words of a phrase as the synonym matcher compares them: normalised, stop words kept ("the clap"). */
const phraseWords = (text: string) => tokenize(text).map(normalizeWord).filter(Boolean);

function containsPhrase(words: string[], phrase: string[]): boolean {
  if (!phrase.length || phrase.length > words.length) return false;
  outer: for (let start = 0; start + phrase.length <= words.length; start++) {
    for (let index = 0; index < phrase.length; index++) if (words[start + index] !== phrase[index]) continue outer;
    return true;
  }
  return false;
}

export class SearchEngine {
  private readonly index = new PostIndex({
    fields: FIELDS,
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: { boost: FIELD_BOOSTS, prefix, fuzzy, maxFuzzy: 2, weights: { fuzzy: 0.35, prefix: 0.5 }, tokenize, processTerm },
  });
  private readonly posts = new Map<string, StoredPost>();
  private readonly texts = new TextArena();
  private synonyms: Synonym[] = [];

  get size(): number {
    return this.posts.size;
  }

  setSynonyms(entries: readonly SearchSynonymEntry[]): void {
    this.synonyms = entries
      .map((entry) => ({ words: phraseWords(entry.term), synonyms: entry.synonyms.map((synonym) => synonym.trim()).filter(Boolean) }))
      .filter((synonym) => synonym.words.length > 0 && synonym.synonyms.length > 0);
  }

  /** Adds or replaces a published post. */
  upsert(post: SearchDocument): void {
    const { fields, stored } = toIndexed(post, this.texts);
    const previous = this.posts.get(post.id);
    if (previous) this.texts.release(previous.body);
    if (this.index.has(post.id)) this.index.discard(post.id);
    this.index.add(fields);
    this.posts.set(post.id, stored);
  }

  remove(id: string): void {
    const previous = this.posts.get(id);
    if (previous) this.texts.release(previous.body);
    if (this.index.has(id)) this.index.discard(id);
    this.posts.delete(id);
  }

  has(id: string): boolean {
    return this.posts.has(id);
  }

  stored(id: string): StoredPost | undefined {
    return this.posts.get(id);
  }

  /** Share of the passage texts' bytes left behind by replaced and removed posts (a rebuild reclaims them). */
  get garbageShare(): number {
    return this.texts.bytes ? this.texts.garbage / this.texts.bytes : 0;
  }

  /**
   * The query as MiniSearch runs it: its own words (MAX_QUERY_TERMS at most), each with the
   * matching it needs, or any synonym phrase it contains. A search costs the number of posts its
   * words are in, so in a large index: a typo is looked for only for a word the index does not
   * know; only the last word (the one being typed) matches as a prefix; a word in a large share of
   * the bodies is looked for in titles, headings, tags and categories only; and a word common even
   * there is left out when the query has rarer ones.
   */
  private queryOf(query: string): Query | null {
    const terms = [...new Set(tokenize(query).map(processTerm).filter((term): term is string => term !== null))].slice(0, MAX_QUERY_TERMS);
    const words = phraseWords(query);
    const expansions = [...new Set(this.synonyms.filter((synonym) => containsPhrase(words, synonym.words)).flatMap((synonym) => synonym.synonyms))].slice(0, MAX_QUERY_TERMS);
    const large = this.index.documentCount >= SMALL_INDEX;
    const limit = this.index.documentCount * COMMON_SHARE;
    const leaf = (term: string, options: { prefix: boolean }): Query => {
      const exact = this.index.documentFrequency(term);
      const matching = { prefix: options.prefix && prefix(term), fuzzy: exact.body + exact.other > 0 ? (false as const) : fuzzy(term) };
      const reach = large ? this.index.reachFrequency(term, matching) : exact;
      return { queries: [term], ...matching, ...(large && reach.body > limit ? { fields: HIGH_VALUE_FIELDS } : {}) };
    };
    const everywhereCommon = (term: string) => large && this.index.documentFrequency(term).other > limit;
    const kept = terms.some((term) => !everywhereCommon(term)) || expansions.length ? terms.filter((term) => !everywhereCommon(term)) : terms;
    const queries: Query[] = kept.map((term) => leaf(term, { prefix: term === terms.at(-1) }));
    // A synonym phrase ("pubic lice") asks for all its words.
    for (const phrase of expansions) {
      const phraseTerms = tokenize(phrase).map(processTerm).filter((term): term is string => term !== null);
      const rare = phraseTerms.filter((term) => !everywhereCommon(term));
      const used = rare.length ? rare : phraseTerms.slice(0, 1);
      if (used.length) queries.push({ queries: used.map((term) => leaf(term, { prefix: false })), combineWith: "AND" });
    }
    return queries.length ? { queries, combineWith: "OR" } : null;
  }

  search(query: string, limit: number): SearchAnswer {
    const tree = this.queryOf(query);
    const results = tree ? this.index.search(tree) : [];
    const hits = results.slice(0, limit).flatMap((result) => {
      const post = this.posts.get(String(result.id));
      return post ? [this.hit(post, result)] : [];
    });
    return { query, total: results.length, hits, suggestions: results.length || !tree ? [] : this.suggest(query) };
  }

  /** Close words the index knows, when nothing matched: a looser typo tolerance than the search's. */
  private suggest(query: string): string[] {
    // From the words of titles, headings, tags and categories: the vocabulary of what the site is about.
    const suggestions = this.index.autoSuggest(query, { fuzzy: 0.4, prefix: false, maxFuzzy: 3, combineWith: "OR", fields: HIGH_VALUE_FIELDS, boost: FIELD_BOOSTS });
    return suggestions.slice(0, 3).map((suggestion) => suggestion.suggestion);
  }

  private hit(post: StoredPost, result: SearchResult): SearchHit {
    const matched = new Set(result.terms);
    return { href: routes.path("article", { slug: post.slug }), title: post.title, category: post.category, reviewed: post.reviewed, passage: passage(this.texts.get(post.body), post.excerpt, matched) };
  }
}

/** Marks the words of `text` whose index term matched. */
export function highlight(text: string, matched: ReadonlySet<string>): PassageSegment[] {
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
    const term = normalizeWord(word.replace(/['’]/g, ""));
    if (!matched.has(term)) continue;
    push(text.slice(last, match.index), false);
    push(word, true);
    last = match.index + word.length;
  }
  push(text.slice(last), false);
  return segments;
}

/** The sentence of the body with the most matched words (and what follows, to PASSAGE_CHARS), else the excerpt. */
export function passage(body: string, excerpt: string, matched: ReadonlySet<string>): PassageSegment[] {
  const sentences = body.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim());
  let best = -1;
  let bestScore = 0;
  sentences.forEach((sentence, index) => {
    const found = new Set(tokenize(sentence).map((word) => normalizeWord(word)).filter((term) => matched.has(term)));
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
  return highlight(text, matched);
}
