/**
 * Which businesses contain a search word, without reading every listing's text: an inverted index
 * from each distinct whitespace-separated token of the listings' text to the ids that have it.
 *
 * Why it is exact: a visitor's words are split on whitespace (searchWords), so a word that occurs in
 * a listing's text lies inside one of its tokens, and a token that contains the word is part of the
 * text. The businesses listed under the tokens containing a word are therefore exactly those whose text
 * contains it (the spec's case-insensitive substring match), so the directory index need not read their
 * text at all. Two exceptions are reported to it, to be tested on the text as before: a word that could
 * span fields (it contains the NUL between them), and listings changed since they were indexed, which
 * old tokens may still name (see replace()).
 *
 * Why it is fast at scale: deciding a word costs one pass over the vocabulary (distinct tokens, far
 * fewer than the text: at 100,000 listings the text is ~40 MB) plus one typed-array write per id listed,
 * where testing every listing's text took ~17 ms per common word.
 */

/** Whitespace as `\s` splits the visitor's words, plus the NUL between a listing's fields. */
// eslint-disable-next-line no-control-regex -- NUL is the separator between fields in the indexed text
const TOKEN_SEPARATORS = /[\s\u0000]+/;

/**
 * A word whose tokens list more ids than this many per listing (and the floor) is left to the text
 * test: single letters name nearly every token, and reading every listing's text once is then cheaper.
 */
const MAX_IDS_PER_LISTING = 8;
const MIN_ID_CAP = 64;

/** Words whose token lists are remembered (cleared whenever tokens are added). */
const MEMO_LIMIT = 256;

/** What the index decided about a search's words, per position in the ranked array it was given. */
export interface WordMatches {
  /** `hits[i] === level`: the listing at position i contains every decided word. */
  hits: Uint8Array;
  level: number;
  /** Words the index left undecided (too common, or spanning fields): test them on the text. */
  undecided: string[];
  /** Listings changed since they were first indexed: old tokens may name them, so test them on the text. */
  stale: ReadonlySet<number>;
}

export class WordIndex {
  private ids = new Map<string, number[]>();
  private listings = 0;
  private memo = new Map<string, number[][] | null>();
  private changed = new Set<number>();

  /** Indexes a listing's lower-cased text (`hay`). */
  add(id: number, hay: string): void {
    this.listings++;
    this.addTokens(id, hay);
  }

  private addTokens(id: number, hay: string): void {
    for (const token of hay.split(TOKEN_SEPARATORS)) {
      if (token === '') continue;
      const list = this.ids.get(token);
      // A word repeated in one listing's text: its id was just added (no per-listing Set to build).
      if (!list) this.ids.set(token, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
    }
    if (this.memo.size > 0) this.memo.clear();
  }

  /**
   * A listing changed (or left the directory: `hay` undefined). Its new tokens are added; its old ones
   * are left in place (removing an id from lists of 100,000 costs more than a write should), and the id
   * is remembered as stale so searches test its text instead of trusting the lists.
   */
  replace(id: number, hay: string | undefined): void {
    this.changed.add(id);
    if (hay !== undefined) this.addTokens(id, hay);
  }

  /** The id lists of the tokens containing `word`, or null when they name too many listings. */
  private listsFor(word: string): number[][] | null {
    const known = this.memo.get(word);
    if (known !== undefined) return known;
    const cap = Math.max(MIN_ID_CAP, this.listings * MAX_IDS_PER_LISTING);
    let lists: number[][] | null = [];
    let count = 0;
    for (const [token, ids] of this.ids) {
      if (!token.includes(word)) continue;
      lists.push(ids);
      count += ids.length;
      if (count > cap) {
        lists = null;
        break;
      }
    }
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(word, lists);
    return lists;
  }

  /**
   * Marks, per position (`positions[id]` is an id's position + 1 in the ranked array, 0 when it is not
   * there), the listings that contain each word the index can decide; undefined when it decides none.
   */
  match(words: readonly string[], positions: Int32Array, size: number): WordMatches | undefined {
    const undecided: string[] = [];
    const decided: number[][][] = [];
    for (const word of words) {
      const lists = word.includes('\u0000') ? null : this.listsFor(word); // NUL: could span fields
      // `hits` counts decided words in a byte (searchWords gives at most 10): any beyond 255 are tested on the text.
      if (lists && decided.length < 255) decided.push(lists);
      else undecided.push(word);
    }
    if (decided.length === 0) return undefined;
    // Word k (1-based) raises a position from k - 1 to k: only listings that had every earlier word
    // reach it, and an id listed under several of the word's tokens is counted once.
    const hits = new Uint8Array(size);
    let level = 0;
    for (const lists of decided) {
      level++;
      for (const list of lists)
        for (const id of list) {
          const at = id < positions.length ? positions[id]! - 1 : -1;
          if (at >= 0 && hits[at] === level - 1) hits[at] = level;
        }
    }
    return { hits, level, undecided, stale: this.changed };
  }
}
