/**
 * "Did you mean": when a search finds nothing, each word the site never uses is replaced by the most common site
 * word one edit away (a letter missing, extra, wrong or two letters swapped), so "resturant" finds restaurants.
 */

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

/** Words of four letters or more, lower-cased, with how often they occur. */
export function vocabularyOf(texts: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const word of text.toLowerCase().match(/[a-z]{4,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Short words have too many neighbours one edit away to guess from. */
const MIN_LENGTH = 4;

/**
 * The query's words with unknown ones corrected, or undefined when nothing needed (or could be) corrected. A word is
 * known when it occurs inside a site word (search matches substrings).
 */
export function suggestWords(words: string[], vocabulary: Map<string, number>): string[] | undefined {
  let changed = false;
  const corrected = words.map((word) => {
    if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word)) return word;
    for (const known of vocabulary.keys()) if (known.includes(word)) return word;
    let best: string | undefined;
    let bestCount = 0;
    for (const [known, count] of vocabulary)
      if (count > bestCount && withinOneEdit(word, known)) [best, bestCount] = [known, count];
    if (best === undefined) return word;
    changed = true;
    return best;
  });
  return changed ? corrected : undefined;
}
