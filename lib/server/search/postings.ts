import SearchableMap from "minisearch/SearchableMap";

/**
 * The inverted index: for each word, the posts and fields it is in, packed one 32-bit number per
 * post and field (post number, field, occurrences). MiniSearch's radix tree (SearchableMap) holds
 * the vocabulary and answers its prefix and typo look-ups; the postings themselves are typed
 * arrays, 4 bytes each, where MiniSearch's own index keeps a Map entry per post and field (about
 * ten times that), and a search reads them in place without building an object per match.
 *
 * A post is a number given in order of addition; a replaced or removed post is only marked dead
 * (its postings stay, skipped, until the index is rebuilt: `deadShare`).
 */

/** One word's postings: `entries[0 … size)` in increasing post number. */
export type Postings = { entries: Uint32Array; size: number };

export const POST_SHIFT = 8;
export const FIELD_SHIFT = 5;
/** Occurrences of a word in a field are counted up to 31: BM25 saturates long before. */
export const MAX_OCCURRENCES = 31;
/** Post numbers fit in 24 bits; a rebuild starts again from 0. */
export const MAX_POSTS = 2 ** 24;
export const MAX_FIELDS = 8;

function grown<T extends Uint8Array | Uint16Array | Uint32Array>(array: T, length: number, make: (length: number) => T): T {
  if (array.length >= length) return array;
  const next = make(Math.max(length, array.length * 2));
  next.set(array);
  return next;
}

export class PostingIndex {
  readonly terms = new SearchableMap<Postings>();
  /** Words per post and field (distinct words, as BM25's field length). */
  private lengths = new Uint16Array(0);
  private alive = new Uint8Array(0);
  private readonly lengthTotals: Float64Array;
  private nextPost = 0;
  private livePosts = 0;

  constructor(readonly fieldCount: number) {
    if (fieldCount > MAX_FIELDS) throw new Error(`At most ${MAX_FIELDS} fields`);
    this.lengthTotals = new Float64Array(fieldCount);
  }

  /** Live posts. */
  get size(): number {
    return this.livePosts;
  }

  /** Post numbers given so far (the size of per-post arrays). */
  get capacity(): number {
    return this.nextPost;
  }

  /** Share of post numbers that are dead: their postings are memory a rebuild gives back. */
  get deadShare(): number {
    return this.nextPost ? (this.nextPost - this.livePosts) / this.nextPost : 0;
  }

  /** Full: the next addition needs a rebuild (numbers are never reused). */
  get full(): boolean {
    return this.nextPost >= MAX_POSTS;
  }

  /** The raw per-post arrays, for the scorer's loop: 1 where a post is live; words per post and field. */
  get tables(): { alive: Uint8Array; lengths: Uint16Array } {
    return { alive: this.alive, lengths: this.lengths };
  }

  isAlive(post: number): boolean {
    return this.alive[post] === 1;
  }

  fieldLength(post: number, field: number): number {
    return this.lengths[post * this.fieldCount + field];
  }

  averageLength(field: number): number {
    return this.livePosts ? this.lengthTotals[field] / this.livePosts : 0;
  }

  /** Adds a post: its words per field (already processed terms). Returns its number. */
  add(fieldTerms: readonly (readonly string[])[]): number {
    if (this.full) throw new Error("The search index is full: rebuild it");
    const post = this.nextPost++;
    this.alive = grown(this.alive, post + 1, (length) => new Uint8Array(length));
    this.lengths = grown(this.lengths, (post + 1) * this.fieldCount, (length) => new Uint16Array(length));
    this.alive[post] = 1;
    this.livePosts++;
    fieldTerms.forEach((terms, field) => {
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      const length = Math.min(counts.size, 0xffff);
      this.lengths[post * this.fieldCount + field] = length;
      this.lengthTotals[field] += length;
      for (const [term, count] of counts) {
        const postings = this.terms.fetch(term, () => ({ entries: new Uint32Array(2), size: 0 }));
        postings.entries = grown(postings.entries, postings.size + 1, (size) => new Uint32Array(size));
        postings.entries[postings.size++] = ((post << POST_SHIFT) | (field << FIELD_SHIFT) | Math.min(count, MAX_OCCURRENCES)) >>> 0;
      }
    });
    return post;
  }

  remove(post: number): void {
    if (!this.isAlive(post)) return;
    this.alive[post] = 0;
    this.livePosts--;
    for (let field = 0; field < this.fieldCount; field++) this.lengthTotals[field] -= this.fieldLength(post, field);
  }

  /** Live posts that have the word in each field (BM25's document frequency). */
  documentFrequency(postings: Postings, counts: Uint32Array): Uint32Array {
    counts.fill(0);
    const { entries, size } = postings;
    for (let index = 0; index < size; index++) {
      const entry = entries[index];
      if (this.alive[entry >>> POST_SHIFT] === 1) counts[(entry >>> FIELD_SHIFT) & (MAX_FIELDS - 1)]++;
    }
    return counts;
  }

  /** Whether the word is in the post (any field): binary search, the entries being in post order. */
  contains(postings: Postings, post: number): boolean {
    let low = 0;
    let high = postings.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = postings.entries[middle] >>> POST_SHIFT;
      if (found < post) low = middle + 1;
      else if (found > post) high = middle - 1;
      else return true;
    }
    return false;
  }

  /** Whether any live post has the word in one of `fieldMask`'s fields. */
  inFields(postings: Postings, fieldMask: number): boolean {
    const { entries, size } = postings;
    for (let index = 0; index < size; index++) {
      const entry = entries[index];
      if (fieldMask & (1 << ((entry >>> FIELD_SHIFT) & (MAX_FIELDS - 1))) && this.alive[entry >>> POST_SHIFT] === 1) return true;
    }
    return false;
  }
}
