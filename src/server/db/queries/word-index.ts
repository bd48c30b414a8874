/**
 * Which businesses can contain a search word, without reading every listing's text: an inverted index
 * from each distinct whitespace-separated token of the listings' text to the ids that have it.
 *
 * Why it is exact: a visitor's words are split on whitespace (searchWords), so a word that occurs in
 * a listing's text lies inside one of its tokens. The businesses whose tokens contain the word are
 * therefore a superset of the matches; the directory index still checks each candidate with the
 * spec's substring test, so the results are the same as a full scan, only cheaper: the vocabulary
 * (distinct tokens) is far smaller than the text (100,000 listings: the scan read ~40 MB per word).
 *
 * Kept in step cheaply: a changed listing's tokens are added (stale ids left under old tokens only
 * make extra candidates, which the substring test drops); a full rebuild of the directory index
 * starts a new word index.
 */

/** Whitespace as `\s` splits the visitor's words, plus the NUL between a listing's fields. */
// eslint-disable-next-line no-control-regex -- NUL is the separator between fields in the indexed text
const TOKEN_SEPARATORS = /[\s\u0000]+/;

/** More candidate ids than this share of the listings (and the floor): a plain scan is as fast, skip the index. */
const MAX_CANDIDATE_SHARE = 0.25;
const MIN_CANDIDATE_CAP = 64;

/** Words whose token lists are remembered (cleared whenever tokens are added). */
const MEMO_LIMIT = 256;

export class WordIndex {
  private ids = new Map<string, number[]>();
  private maxId = 0;
  private listings = 0;
  private memo = new Map<string, number[][] | null>();

  /** Indexes a listing's lower-cased text (`hay`), or the new text of a changed listing. */
  add(id: number, hay: string): void {
    this.listings++;
    if (id > this.maxId) this.maxId = id;
    for (const token of hay.split(TOKEN_SEPARATORS)) {
      if (token === '') continue;
      const list = this.ids.get(token);
      // A word repeated in one listing's text: its id was just added (no per-listing Set to build).
      if (!list) this.ids.set(token, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
    }
    if (this.memo.size > 0) this.memo.clear();
  }

  /** The id lists of the tokens containing `word`, or null when they name too many listings. */
  private listsFor(word: string): number[][] | null {
    const known = this.memo.get(word);
    if (known !== undefined) return known;
    const cap = Math.max(MIN_CANDIDATE_CAP, this.listings * MAX_CANDIDATE_SHARE);
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
   * The ids that may match every word (those whose tokens contain the most selective word, each once),
   * or undefined when no word narrows the search enough (then every listing is a candidate).
   */
  candidates(words: readonly string[]): number[] | undefined {
    let best: number[][] | undefined;
    let bestCount = Infinity;
    for (const word of words) {
      if (word.includes('\u0000')) continue; // could span fields: only the scan can tell
      const lists = this.listsFor(word);
      if (!lists) continue;
      const count = lists.reduce((n, list) => n + list.length, 0);
      if (count < bestCount) {
        best = lists;
        bestCount = count;
      }
    }
    if (!best) return undefined;
    // Each id once: a changed listing's id is added again under the words it still has.
    const marks = new Uint8Array(this.maxId + 1);
    const ids: number[] = [];
    for (const list of best)
      for (const id of list) {
        if (marks[id] === 1) continue;
        marks[id] = 1;
        ids.push(id);
      }
    return ids;
  }
}
