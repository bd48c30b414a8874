/**
 * "Did you mean": when a search finds nothing, each word that is neither a site word nor a real English word is
 * replaced by a site word one edit away (a letter missing, extra, wrong or two letters swapped), so "resturant"
 * finds restaurants. A real word is what the visitor meant: "bars" stays "bars" (and finds what it finds, or the
 * page that says nothing matched), never "bays". Among candidates, real words come before site-only tokens
 * (names, misspellings in listings), then the most common.
 */
import { isEnglishWord } from './english-words.ts';

/** True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** Adds the words of four letters or more in `text`, lower-cased, to `counts`, each `times` over. */
export function countWords(counts: Map<string, number>, text: string, times = 1): void {
  for (const word of text.toLowerCase().match(/[a-z]{4,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + times);
}

/** Words of four letters or more, lower-cased, with how often they occur (added to `counts` when given). */
export function vocabularyOf(texts: Iterable<string>, counts = new Map<string, number>()): Map<string, number> {
  for (const text of texts) countWords(counts, text);
  return counts;
}

/** Short words have too many neighbours one edit away to guess from. */
const MIN_LENGTH = 4;

/**
 * The query's words with unknown ones corrected, or undefined when nothing needed (or could be) corrected. A word is
 * known when it occurs inside a site word (search matches substrings) or is a real word (`isWord`).
 */
export function suggestWords(
  words: string[],
  vocabulary: Map<string, number>,
  isWord: (word: string) => boolean = isEnglishWord,
): string[] | undefined {
  let changed = false;
  const corrected = words.map((word) => {
    if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word)) return word;
    for (const known of vocabulary.keys()) if (known.includes(word)) return word;
    if (isWord(word)) return word;
    let best: string | undefined;
    let bestScore = 0;
    for (const [known, count] of vocabulary) {
      if (!withinOneEdit(word, known)) continue;
      // A real word beats any number of occurrences of a site-only token.
      const score = (isWord(known) ? Number.MAX_SAFE_INTEGER / 2 : 0) + count;
      if (score > bestScore) [best, bestScore] = [known, score];
    }
    if (best === undefined) return word;
    changed = true;
    return best;
  });
  return changed ? corrected : undefined;
}
