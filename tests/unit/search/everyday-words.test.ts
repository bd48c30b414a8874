/** How search reads visitors' words: plurals, everyday words and phrases that mean categories, small words left out. */
import { describe, expect, it } from 'vitest';
import { categorySlugs } from '#src/features/directory/categories.ts';
import { everydayWords } from '#src/features/search/everyday-words.ts';
import { singularOf } from '#src/features/search/singular.ts';
import { meantBy, termsOf } from '#src/features/search/term-categories.ts';

describe('plurals', () => {
  it.each([
    ['bars', 'bar'],
    ['hotels', 'hotel'],
    ['beaches', 'beach'],
    ['bakeries', 'bakery'],
    ['boxes', 'box'],
    ['tours', 'tour'],
  ])('%s → %s', (plural, singular) => expect(singularOf(plural)).toBe(singular));

  it.each(['glass', 'bus', 'news', 'famous', 'bar', 'gas', 'ice', 'Bars', 'café'])('%s is not read as a plural', (word) =>
    expect(singularOf(word)).toBeUndefined(),
  );
});

describe('everyday words', () => {
  it('name only categories that exist', () => {
    for (const [term, slugs] of Object.entries(everydayWords)) {
      expect(slugs.length, term).toBeGreaterThan(0);
      for (const slug of slugs) expect(categorySlugs, term).toContain(slug);
    }
  });

  it('map words, plurals and phrases to their categories', () => {
    expect(meantBy('hotel', [everydayWords])).toEqual(['lodging']);
    expect(meantBy('hotels', [everydayWords], singularOf('hotels'))).toEqual(['lodging']);
    expect(meantBy('bars', [everydayWords], singularOf('bars'))).toContain('restaurant');
    expect(meantBy('place to stay', [everydayWords])).toEqual(['lodging']);
    expect(meantBy('constructor', [everydayWords])).toEqual([]);
  });

  it('keep phrases whole and leave small words out when there are others', () => {
    expect(termsOf(['dinner', 'with', 'a', 'view'], [everydayWords])).toEqual(['dinner', 'view']);
    expect(termsOf(['a', 'place', 'to', 'stay'], [everydayWords])).toEqual(['place to stay']);
    expect(termsOf(['fishing', 'trip'], [everydayWords])).toEqual(['fishing trip']);
    expect(termsOf(['the'], [everydayWords])).toEqual(['the']);
  });
});
