import { describe, expect, it } from 'vitest';
import { toJson } from '#src/platform/json.ts';

describe('toJson', () => {
  it('gives what JSON.stringify would send: dates as ISO strings, undefined keys left out', () => {
    const value = {
      id: 1,
      createdAt: new Date('2026-11-23T08:00:00.000Z'),
      cancelAt: null,
      gone: undefined,
      nested: [{ at: new Date(0), tags: ['a'] }],
    };
    expect(toJson(value)).toEqual(JSON.parse(JSON.stringify(value)));
    expect(toJson(value).createdAt).toBe('2026-11-23T08:00:00.000Z');
    expect('gone' in toJson(value)).toBe(false);
  });
});
