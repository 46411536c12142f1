import { FIELD_SHIFT, MAX_FIELDS, MAX_OCCURRENCES, POST_SHIFT, type PostingIndex, type Postings } from "./postings";

/**
 * Ranks the posts a query reaches: BM25+ per field (MiniSearch's formula and parameters), times the
 * field's weight and the expansion's (prefix, typo), summed, times the number of the query's words
 * a post matches (as MiniSearch does). Scores are added in arrays indexed by post number, made once
 * and reused, so a search allocates nothing per matching post however common its words are; only
 * the best `limit` are kept, in a small heap.
 */

/** An index word a query word reaches (itself, a longer word, a close one), with its weight. */
export type Expansion = { term: string; postings: Postings; weight: number };
/** One word of the query and what it reaches. */
export type Leaf = { word: string; expansions: Expansion[] };
/** Words combined: a post matches when it holds one of them at least, or all of them (`all`). */
export type Clause = { leaves: Leaf[]; all: boolean };
export type Ranked = { post: number; score: number };

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
// The postings' layout, copied into this module: an imported binding may be read through a getter
// once bundled, too slow for the loop over every posting.
const POST_BITS = POST_SHIFT;
const FIELD_BITS = FIELD_SHIFT;
const FIELD_MASK = MAX_FIELDS - 1;
const OCCURRENCE_MASK = MAX_OCCURRENCES;
/** Distinct words of a query that count towards a post's score (bits of a mask). */
export const MAX_LEAF_WORDS = 32;

function bitCount(mask: number): number {
  let value = mask - ((mask >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Scores and matched words per post, with the list of posts touched (to clear them after). */
class Accumulator {
  scores = new Float64Array(0);
  masks = new Uint32Array(0);
  touched = new Uint32Array(0);
  count = 0;

  ensure(capacity: number): void {
    if (this.scores.length >= capacity) return;
    const length = Math.max(capacity, this.scores.length * 2, 1024);
    this.scores = new Float64Array(length);
    this.masks = new Uint32Array(length);
    this.touched = new Uint32Array(length);
  }

  add(post: number, score: number, bit: number): void {
    if (this.masks[post] === 0) this.touched[this.count++] = post;
    this.scores[post] += score;
    this.masks[post] |= bit;
  }

  clear(): void {
    for (let index = 0; index < this.count; index++) {
      const post = this.touched[index];
      this.scores[post] = 0;
      this.masks[post] = 0;
    }
    this.count = 0;
  }
}

export class Scorer {
  private readonly total = new Accumulator();
  private readonly clause = new Accumulator();
  private readonly frequency: Uint32Array;
  private readonly idf: Float64Array;
  private readonly average: Float64Array;

  constructor(
    private readonly index: PostingIndex,
    private readonly boosts: readonly number[],
  ) {
    this.frequency = new Uint32Array(index.fieldCount);
    this.idf = new Float64Array(index.fieldCount);
    this.average = new Float64Array(index.fieldCount);
  }

  /** The posts matching any clause, best first (`limit` of them), and how many there are. */
  rank(clauses: readonly Clause[], bits: ReadonlyMap<string, number>, limit: number): { total: number; best: Ranked[] } {
    const capacity = this.index.capacity;
    this.total.ensure(capacity);
    this.clause.ensure(capacity);
    for (let field = 0; field < this.index.fieldCount; field++) this.average[field] = this.index.averageLength(field) || 1;
    try {
      for (const clause of clauses) {
        if (!clause.all) {
          for (const leaf of clause.leaves) this.addLeaf(this.total, leaf, bits.get(leaf.word) ?? 0);
          continue;
        }
        let wanted = 0;
        for (const leaf of clause.leaves) {
          const bit = bits.get(leaf.word) ?? 0;
          wanted |= bit;
          this.addLeaf(this.clause, leaf, bit);
        }
        for (let index = 0; index < this.clause.count; index++) {
          const post = this.clause.touched[index];
          const mask = this.clause.masks[post];
          if ((mask & wanted) === wanted) this.total.add(post, this.clause.scores[post], mask);
        }
        this.clause.clear();
      }
      return { total: this.total.count, best: this.best(limit) };
    } finally {
      this.total.clear();
      this.clause.clear();
    }
  }

  private addLeaf(into: Accumulator, leaf: Leaf, bit: number): void {
    const { index, frequency, idf, average, boosts } = this;
    const documents = index.size;
    const fieldCount = index.fieldCount;
    const { alive, lengths } = index.tables;
    const { k, b, d } = BM25;
    // The hot loop: plain locals and typed arrays, no calls.
    const { scores, masks, touched } = into;
    let count = into.count;
    for (const { postings, weight } of leaf.expansions) {
      index.documentFrequency(postings, frequency);
      for (let field = 0; field < fieldCount; field++) {
        idf[field] = Math.log(1 + (documents - frequency[field] + 0.5) / (frequency[field] + 0.5)) * boosts[field] * weight;
      }
      const { entries, size } = postings;
      for (let position = 0; position < size; position++) {
        const entry = entries[position];
        const post = entry >>> POST_BITS;
        if (alive[post] !== 1) continue;
        const field = (entry >>> FIELD_BITS) & FIELD_MASK;
        const occurrences = entry & OCCURRENCE_MASK;
        const saturation = (occurrences * (k + 1)) / (occurrences + k * (1 - b + (b * lengths[post * fieldCount + field]) / average[field]));
        if (masks[post] === 0) touched[count++] = post;
        scores[post] += idf[field] * (d + saturation);
        masks[post] |= bit;
      }
    }
    into.count = count;
  }

  /** The best `limit` posts of the total (score × matched words), by a min-heap of that size; ties by post order. */
  private best(limit: number): Ranked[] {
    const heap: Ranked[] = [];
    const worse = (a: Ranked, b: Ranked) => a.score < b.score || (a.score === b.score && a.post > b.post);
    const { scores, masks, touched, count } = this.total;
    for (let index = 0; index < count; index++) {
      const post = touched[index];
      const score = scores[post] * bitCount(masks[post]);
      if (heap.length < limit) {
        heap.push({ post, score });
        for (let child = heap.length - 1; child > 0; ) {
          const parent = (child - 1) >> 1;
          if (!worse(heap[child], heap[parent])) break;
          [heap[child], heap[parent]] = [heap[parent], heap[child]];
          child = parent;
        }
      } else if (limit > 0 && (score > heap[0].score || (score === heap[0].score && post < heap[0].post))) {
        // Only a post that enters the heap becomes an object.
        heap[0] = { post, score };
        for (let parent = 0; ; ) {
          const left = 2 * parent + 1;
          const right = left + 1;
          let least = parent;
          if (left < heap.length && worse(heap[left], heap[least])) least = left;
          if (right < heap.length && worse(heap[right], heap[least])) least = right;
          if (least === parent) break;
          [heap[least], heap[parent]] = [heap[parent], heap[least]];
          parent = least;
        }
      }
    }
    return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
  }
}
