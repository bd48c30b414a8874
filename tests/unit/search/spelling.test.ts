import { describe, expect, it } from 'vitest';
import { suggestWords, vocabularyOf, withinOneEdit } from '#src/features/search/server/spelling.ts';

describe('withinOneEdit', () => {
  it.each([
    ['resturant', 'restaurant', true], // letter missing
    ['restaurant', 'resturant', true], // letter extra
    ['fishong', 'fishing', true], // wrong letter
    ['fihsing', 'fishing', true], // neighbours swapped
    ['ferry', 'ferry', true],
    ['fery', 'ferry', true],
    ['restrant', 'restaurant', false], // two missing
    ['fsihnig', 'fishing', false], // two swaps
    ['kayak', 'kayaks', true],
    ['lodge', 'ledger', false],
  ])('%s ~ %s: %s', (a, b, near) => expect(withinOneEdit(a, b)).toBe(near));
});

describe('suggestWords', () => {
  const vocabulary = vocabularyOf(['Restaurant restaurant rest area', 'Fishing charters', 'the ferry']);

  it('corrects unknown words to the most common neighbour and keeps known ones', () => {
    expect(suggestWords(['seafood', 'resturant'], vocabularyOf(['seafood restaurant']))).toEqual(['seafood', 'restaurant']);
    expect(suggestWords(['fihsing', 'charters'], vocabulary)).toEqual(['fishing', 'charters']);
  });

  it('leaves known words, parts of words, short words and non-letters alone', () => {
    expect(suggestWords(['ferry'], vocabulary)).toBeUndefined();
    expect(suggestWords(['charter'], vocabulary)).toBeUndefined(); // inside “charters”
    expect(suggestWords(['fsh'], vocabulary)).toBeUndefined();
    expect(suggestWords(['361'], vocabulary)).toBeUndefined();
    expect(suggestWords(['xqzvvk'], vocabulary)).toBeUndefined();
  });

  it('never replaces a real word, however close a site word is: “bars” stays “bars”, not “bays”', () => {
    const bays = vocabularyOf(['bays bays bays bays', 'bay views', 'restaurant fishing charters']);
    expect(suggestWords(['bars'], bays)).toBeUndefined();
    expect(suggestWords(['cheap', 'bars'], bays)).toBeUndefined();
    // Typos are still fixed, with the real word kept beside them.
    expect(suggestWords(['fishng', 'charter'], bays)).toEqual(['fishing', 'charter']);
    expect(suggestWords(['restarant'], bays)).toEqual(['restaurant']);
  });

  it('prefers a real word to a site-only token one edit away, however common the token', () => {
    // "baits" is a real word; "bayts" a name that occurs more often on the site.
    const vocabulary = vocabularyOf(['bayts bayts bayts bayts', 'baits']);
    const words = new Set(['baits']);
    expect(suggestWords(['baxts'], vocabulary, (w) => words.has(w))).toEqual(['baits']);
    // Without a real-word candidate, the most common token still helps.
    expect(suggestWords(['baxts'], vocabulary, () => false)).toEqual(['bayts']);
  });
});
