/**
 * Which businesses contain a search word: an inverted index from each distinct whitespace-separated
 * token of the listings' text (name, description, category slug, label and group, lower-cased) to the
 * ids that have it. The search keeps no other copy of that text, except for listings changed since the
 * build (see replace()): at 100,000 listings the text was ~25 MB of strings beside ~25 MB of id arrays.
 *
 * Why it is exact: a visitor's words are split on whitespace (searchWords), so a word that occurs in a
 * field lies inside one of its tokens, and a token that contains the word is part of a field. The
 * businesses listed under the tokens containing a word are therefore exactly those with a field
 * containing it (the spec's case-insensitive substring match). A word containing the NUL that separates
 * fields can lie in no field: it matches nothing. Listings changed since the build keep their old
 * tokens' entries (see replace()); their current text is kept and tested instead.
 *
 * Why it is fast at scale: deciding a word costs one pass over the vocabulary (distinct tokens, far
 * fewer than the text) plus one typed-array write per id listed, where testing every listing's text
 * took ~17 ms per common word. Ids sit in one Int32Array (4 bytes each, 3 million at 100,000 listings).
 */

/** Whitespace as `\s` splits the visitor's words, plus the NUL between a listing's fields. */
// eslint-disable-next-line no-control-regex -- NUL is the separator between fields in the indexed text
const TOKEN_SEPARATORS = /[\s\u0000]+/;

/** Words whose token lists are remembered (cleared whenever tokens are added). */
const MEMO_LIMIT = 256;

/** A word's id lists: ranges of the bulk ids, plus lists of tokens added since. */
interface Lists {
  ranges: number[];
  added: number[][];
}

/** What the index found for a search, per position in the ranked array it was given. */
export interface WordMatches {
  /** `hits[i] === level`: the listing at position i contains every word (and one of `anyOf`). */
  hits: Uint8Array;
  level: number;
  /** Listings changed since the build, with their current text: test that, not `hits`. */
  stale: ReadonlyMap<number, string | undefined>;
}

/** Text that has a word in one of its fields (fields are separated by NUL). */
export const fieldsContain = (text: string, word: string) => !word.includes('\u0000') && text.includes(word);

export class WordIndex {
  /** Bulk vocabulary: tokens[t]'s ids are ids[starts[t]] .. ids[starts[t + 1] - 1]. */
  private tokens: string[];
  private starts: Int32Array;
  private ids: Int32Array;
  /** Tokens of listings changed since the build (new words, or old words listing a new id). */
  private added = new Map<string, number[]>();
  private changed = new Map<number, string | undefined>();
  private memo = new Map<string, Lists>();

  /** From listings' lower-cased texts; `builder()` makes one without holding every text at once. */
  constructor(tokens: string[] = [], starts = new Int32Array(1), ids = new Int32Array(0)) {
    this.tokens = tokens;
    this.starts = starts;
    this.ids = ids;
  }

  static builder(): WordIndexBuilder {
    return new WordIndexBuilder();
  }

  /**
   * A listing changed (or left the directory: `text` undefined). Its new tokens are added; its old ones
   * are left in place (removing an id from lists of 100,000 costs more than a write should), and its
   * text is kept so searches test it instead of trusting the lists.
   */
  replace(id: number, text: string | undefined): void {
    this.changed.set(id, text);
    if (text === undefined) return;
    for (const token of tokensOf(text)) {
      const list = this.added.get(token);
      if (!list) this.added.set(token, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
    }
    this.memo.clear();
  }

  /** The id lists of the tokens containing `word`. */
  private listsFor(word: string): Lists {
    const known = this.memo.get(word);
    if (known) return known;
    const lists: Lists = { ranges: [], added: [] };
    for (let t = 0; t < this.tokens.length; t++) if (this.tokens[t]!.includes(word)) lists.ranges.push(t);
    for (const [token, ids] of this.added) if (token.includes(word)) lists.added.push(ids);
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(word, lists);
    return lists;
  }

  /**
   * Marks, per position (`positions[id]` is an id's position + 1 in the ranked array, 0 when it is not
   * there), the listings that contain every one of `words` and, when `anyOf` is not empty, at least one
   * of those; undefined when there is nothing to test.
   */
  match(words: readonly string[], anyOf: readonly string[], positions: Int32Array, size: number): WordMatches | undefined {
    if (words.length === 0 && anyOf.length === 0) return undefined;
    const hits = new Uint8Array(size);
    // Each test raises a position from level - 1 to level: only listings that passed every earlier test
    // reach it, and an id listed under several of a word's tokens is counted once.
    const { starts, ids } = this;
    const raise = (lists: Lists, level: number) => {
      for (const t of lists.ranges) {
        for (let k = starts[t]!, end = starts[t + 1]!; k < end; k++) {
          const id = ids[k]!;
          const at = id < positions.length ? positions[id]! - 1 : -1;
          if (at >= 0 && hits[at] === level - 1) hits[at] = level;
        }
      }
      for (const list of lists.added) {
        for (const id of list) {
          const at = id < positions.length ? positions[id]! - 1 : -1;
          if (at >= 0 && hits[at] === level - 1) hits[at] = level;
        }
      }
    };
    let level = 0;
    // No token contains a NUL, so a word that does (one spanning fields) lists nothing.
    const tests: Lists[][] = words.map((w) => [this.listsFor(w)]);
    if (anyOf.length) tests.push(anyOf.map((w) => this.listsFor(w)));
    for (const test of tests) {
      // A byte counts the levels: past 255, those who reached the top restart from 1.
      if (level === 255) {
        for (let i = 0; i < size; i++) hits[i] = hits[i] === level ? 1 : 0;
        level = 1;
      }
      level++;
      for (const lists of test) raise(lists, level);
    }
    return { hits, level, stale: this.changed };
  }
}

const tokensOf = (text: string) => text.split(TOKEN_SEPARATORS).filter((t) => t !== '');

/** Collects (token, id) pairs in typed arrays, then lays each token's ids out together. */
export class WordIndexBuilder {
  private vocabulary = new Map<string, number>();
  private lastId: number[] = [];
  private pairs = new Int32Array(1 << 16);
  private count = 0;

  add(id: number, text: string): this {
    for (const token of tokensOf(text)) {
      let t = this.vocabulary.get(token);
      if (t === undefined) {
        t = this.vocabulary.size;
        this.vocabulary.set(token, t);
        this.lastId.push(-1);
      }
      if (this.lastId[t] === id) continue; // a word repeated in one listing's text
      this.lastId[t] = id;
      if (this.count * 2 === this.pairs.length) {
        const grown = new Int32Array(this.pairs.length * 2);
        grown.set(this.pairs);
        this.pairs = grown;
      }
      this.pairs[this.count * 2] = t;
      this.pairs[this.count * 2 + 1] = id;
      this.count++;
    }
    return this;
  }

  build(): WordIndex {
    const tokens = [...this.vocabulary.keys()];
    const starts = new Int32Array(tokens.length + 1);
    for (let k = 0; k < this.count; k++) starts[this.pairs[k * 2]! + 1] = starts[this.pairs[k * 2]! + 1]! + 1;
    for (let t = 0; t < tokens.length; t++) starts[t + 1] = starts[t + 1]! + starts[t]!;
    const ids = new Int32Array(this.count);
    const next = starts.slice(0, tokens.length);
    for (let k = 0; k < this.count; k++) {
      const t = this.pairs[k * 2]!;
      ids[next[t]!] = this.pairs[k * 2 + 1]!;
      next[t] = next[t]! + 1;
    }
    return new WordIndex(tokens, starts, ids);
  }
}
