/**
 * A small English plural rule for search: the singular a visitor's plural word stands for ("bars" → "bar",
 * "beaches" → "beach", "bakeries" → "bakery"). Search matches substrings, so a listing that has the singular is a
 * match for the plural too ("bars" finds "Barnacle Bar & Grill"). Only the regular endings: a word the rule does not
 * fit (mice, geese) is searched as typed, and words whose last "s" is not a plural (glass, bus, news) are left alone.
 */

/** Ends in s without being a plural. */
const NOT_PLURAL = /(ss|us|is|ous|news)$/;

/** The singular of a regular English plural, or undefined when `word` does not look like one. Lower-case input. */
export function singularOf(word: string): string | undefined {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || NOT_PLURAL.test(word)) return undefined;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return undefined;
}
