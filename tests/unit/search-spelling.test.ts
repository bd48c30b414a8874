import { describe, expect, it } from 'vitest';
import { suggestWords, vocabularyOf, withinOneEdit } from '../../src/server/search/spelling';

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
});
