import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSurfZoneForecast, parseUgc, ripRiskFrom, segmentForZone } from '#src/features/beach/server/srf-parser.ts';
import { newestProductId } from '#src/features/beach/server/surf-zone.ts';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/weather/srf/${name}`, import.meta.url), 'utf8');

describe('UGC lines', () => {
  it('expands ranges and carries the state and zone prefix forward', () => {
    expect(parseUgc('TXZ344>345-447-022200-')).toEqual(['TXZ344', 'TXZ345', 'TXZ447']);
    expect(parseUgc('TXZ442-443-GMZ250-022200-')).toEqual(['TXZ442', 'TXZ443', 'GMZ250']);
  });

  it('reads a group that wraps over two lines', () => {
    const text = 'TXZ342-343-344-\n345-447-022200-\nSome Islands-\n\n.TODAY...\nRip Current Risk*......High.\n$$';
    expect(parseSurfZoneForecast(text)[0]!.zones).toEqual(['TXZ342', 'TXZ343', 'TXZ344', 'TXZ345', 'TXZ447']);
  });
});

describe('rip current categories', () => {
  it('reads each category, and the highest when a value names two', () => {
    expect(ripRiskFrom('Low.')).toBe('low');
    expect(ripRiskFrom('Moderate.')).toBe('moderate');
    expect(ripRiskFrom('HIGH.')).toBe('high');
    expect(ripRiskFrom('Low, increasing to moderate after midnight.')).toBe('moderate');
  });

  it('never turns a missing or unreadable category into low', () => {
    expect(ripRiskFrom(null)).toBeNull();
    expect(ripRiskFrom('')).toBeNull();
    expect(ripRiskFrom('N/A.')).toBeNull();
  });
});

describe('surf zone forecast text', () => {
  const segments = parseSurfZoneForecast(fixture('newest.txt'));

  it('finds every zone segment between the $$ separators, skipping the header and footnotes', () => {
    expect(segments.map((s) => s.zones)).toEqual([['TXZ442', 'TXZ443'], ['TXZ344', 'TXZ345', 'TXZ447'], ['TXZ451']]);
  });

  it('picks the segment whose UGC line holds the zone, whatever its place in the product', () => {
    const segment = segmentForZone(segments, 'txz345')!;
    expect(segment.area).toContain('Nueces Islands');
    expect(segment.periods.map((p) => p.name)).toEqual(['Today', 'Tonight', 'Thursday']);
    expect(segmentForZone(segments, 'TXZ999')).toBeNull();
  });

  it('reads risk and surf per period, joining wrapped values; a period without a category is not given', () => {
    const { periods } = segmentForZone(segments, 'TXZ345')!;
    expect(periods[0]).toEqual({ name: 'Today', risk: 'high', surf: '3 to 5 feet, building to 4 to 6 feet in the afternoon' });
    expect(periods[1]).toEqual({ name: 'Tonight', risk: 'moderate', surf: '3 to 5 feet' });
    expect(periods[2]).toEqual({ name: 'Thursday', risk: null, surf: '2 to 4 feet' });
  });

  it("keeps the segment's own text as published, from its UGC line to before $$", () => {
    const { text } = segmentForZone(segments, 'TXZ345')!;
    expect(text.startsWith('TXZ344>345-447-022200-')).toBe(true);
    expect(text).toContain('...RIP CURRENT STATEMENT IN EFFECT THROUGH THURSDAY EVENING...');
    expect(text).not.toContain('$$');
    expect(text).not.toContain('Kleberg');
  });

  it('reads Windows line ends and a product without segments', () => {
    expect(parseSurfZoneForecast(fixture('older.txt').replace(/\n/g, '\r\n'))[0]!.periods[0]!.risk).toBe('low');
    expect(parseSurfZoneForecast('000\nFZUS54 KCRP 021000\nSRFCRP\n\nNo segments here.\n')).toEqual([]);
  });
});

describe('the product list', () => {
  it('takes the newest by issuance time, not the first listed', () => {
    const list = JSON.parse(fixture('list.json')) as unknown;
    expect(newestProductId(list)).toBe('c8a1e4b9-5f62-4d0e-a1c3-8e2b7d94f6a2');
  });

  it('skips entries without a usable id or time', () => {
    const list = {
      '@graph': [
        { id: '../../etc', issuanceTime: '2026-12-02T12:00:00Z' },
        { id: 'a1', issuanceTime: 'yesterday' },
        { id: 'b2', issuanceTime: '2026-12-01T12:00:00Z' },
      ],
    };
    expect(newestProductId(list)).toBe('b2');
    expect(newestProductId({})).toBeNull();
  });
});
