/**
 * Search terms that mean something stored: a term (one word or a phrase, lower case) → the stored category slugs it
 * means, or (`TermMap<ListingAttribute>`) the listing attributes. The everyday words are such maps
 * (./everyday-words.ts); maps in other languages add to them.
 */
export type TermMap<T extends string = string> = Readonly<Record<string, readonly T[]>>;
export type TermCategories = TermMap;

/** Words that carry no meaning for search when other words are there ("dinner with a view"). */
const STOP_WORDS = new Set(['a', 'an', 'the', 'and', 'with', 'for', 'to', 'of', 'in', 'on', 'at', 'near', 'me', 'some']);

/** A query's terms: its words, with the phrases a map names kept together and the stop words left out. */
export function termsOf(words: readonly string[], maps: readonly TermMap[]): string[] {
  const phrases = maps.flatMap((m) => Object.keys(m).filter((t) => t.includes(' ')));
  const terms: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const phrase = phrases
      .filter((p) => words.slice(i, i + p.split(' ').length).join(' ') === p)
      .sort((a, b) => b.length - a.length)[0];
    if (phrase) {
      terms.push(phrase);
      i += phrase.split(' ').length - 1;
    } else terms.push(words[i]!);
  }
  const meaningful = terms.filter((t) => !STOP_WORDS.has(t));
  return meaningful.length > 0 ? meaningful : terms;
}

/** What `term` (or its singular) means in any of the maps: category slugs, or attributes. */
export function meantBy<T extends string>(term: string, maps: readonly TermMap<T>[], singular?: string): T[] {
  const slugs = maps.flatMap((m) => [
    ...(Object.hasOwn(m, term) ? m[term]! : []),
    ...(singular && Object.hasOwn(m, singular) ? m[singular]! : []),
  ]);
  return [...new Set(slugs)];
}
