/**
 * Real English words, for the spelling fix (./spelling.ts): a visitor's word that is one of them is what they
 * meant ("bars"), never a typo to replace with a site word one letter away ("bays"). The list is zxcvbn's English
 * dictionaries (@zxcvbn-ts/language-en: ~56,000 common words from subtitles, ~30,000 from Wikipedia), already a
 * dependency of the password policy; loaded on the first search that finds nothing.
 */
import { dictionary } from '@zxcvbn-ts/language-en';

let words: Set<string> | undefined;

export function isEnglishWord(word: string): boolean {
  words ??= new Set([...dictionary['commonWords-en'], ...dictionary['wikipedia-en']].map((w) => String(w).toLowerCase()));
  return words.has(word.toLowerCase());
}
