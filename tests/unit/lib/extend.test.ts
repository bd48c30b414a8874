import { describe, expect, it } from 'vitest';
import { extend } from '@/lib/extend';

describe('extend', () => {
  it('gives a new object with the base fields and the added ones, the base untouched', () => {
    const base = { id: 7, name: 'Reel Tide' };
    const out = extend(base, { rating: { average: 4.5, count: 2 } });
    expect(out).toEqual({ id: 7, name: 'Reel Tide', rating: { average: 4.5, count: 2 } });
    expect(out).not.toBe(base);
    expect(base).toEqual({ id: 7, name: 'Reel Tide' });
  });

  it('lets an added field replace one of the base, as a spread would', () => {
    expect(extend({ id: 1, distanceKm: 3 }, { distanceKm: null })).toEqual({ id: 1, distanceKm: null });
  });

  it('keeps the field order of a spread (the API JSON reads the same)', () => {
    expect(JSON.stringify(extend({ id: 1, name: 'x' }, { rating: null }))).toBe(
      JSON.stringify({ id: 1, name: 'x', rating: null }),
    );
  });
});
