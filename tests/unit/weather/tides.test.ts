import { describe, expect, it } from 'vitest';
import { nextTides, parsePredictions } from '#src/features/weather/server/tides.ts';

const TZ = 'America/Chicago';
const at = (isoString: string) => Date.parse(isoString);

const table = parsePredictions(
  [
    { t: '2026-11-22 02:48', v: '0.612', type: 'L' },
    { t: '2026-11-22 11:06', v: '1.447', type: 'H' },
    { t: '2026-11-22 17:54', v: '1.012', type: 'L' },
    { t: '2026-11-22 22:30', v: '1.151', type: 'H' },
    { t: '2026-11-23 03:36', v: '0.587', type: 'L' },
    { t: '2026-11-23 11:42', v: '1.502', type: 'H' },
  ],
  TZ,
);

describe('next high and low tide', () => {
  it('picks the first high and low after now, and the trend from the very next one', () => {
    const result = nextTides(table, at('2026-11-22T15:00:00Z')); // 9:00 AM CST, before the 11:06 high
    expect(result).toEqual({
      currentTrend: 'rising',
      nextHighTide: { time: '2026-11-22T17:06:00.000Z', height: 1.4 },
      nextLowTide: { time: '2026-11-22T23:54:00.000Z', height: 1 },
    });
  });

  it('is falling when the next extreme is a low', () => {
    const result = nextTides(table, at('2026-11-22T18:00:00Z')); // 12:00 CST, after the high
    expect(result.currentTrend).toBe('falling');
    expect(result.nextLowTide?.time).toBe('2026-11-22T23:54:00.000Z');
    expect(result.nextHighTide?.time).toBe('2026-11-23T04:30:00.000Z');
  });

  it('finds tomorrow’s tides late in the evening (across local midnight)', () => {
    const result = nextTides(table, at('2026-11-23T05:00:00Z')); // 11:00 PM CST on the 22nd
    expect(result.currentTrend).toBe('falling');
    expect(result.nextLowTide).toEqual({ time: '2026-11-23T09:36:00.000Z', height: 0.6 });
    expect(result.nextHighTide).toEqual({ time: '2026-11-23T17:42:00.000Z', height: 1.5 });
  });

  it('treats an extreme exactly now as past', () => {
    expect(nextTides(table, at('2026-11-22T17:06:00Z')).currentTrend).toBe('falling');
  });

  it('is unknown with no extreme ahead', () => {
    expect(nextTides(table, at('2026-11-24T00:00:00Z'))).toEqual({
      currentTrend: 'unknown',
      nextHighTide: null,
      nextLowTide: null,
    });
    expect(nextTides([], at('2026-11-22T00:00:00Z')).currentTrend).toBe('unknown');
  });

  it('keeps only one kind when the other is beyond the table', () => {
    const result = nextTides(table, at('2026-11-23T10:00:00Z'));
    expect(result.currentTrend).toBe('rising');
    expect(result.nextLowTide).toBeNull();
  });
});

describe('reading CO-OPS predictions', () => {
  it('orders the rows through the fall-back night, reading the repeated hour in sequence', () => {
    const rows = parsePredictions(
      [
        { t: '2026-10-31 20:00', v: '1.0', type: 'H' },
        { t: '2026-11-01 01:10', v: '0.5', type: 'L' }, // first 01:10 (CDT)
        { t: '2026-11-01 01:20', v: '0.6', type: 'H' }, // second pass would be wrong here: still CDT
        { t: '2026-11-01 01:05', v: '0.4', type: 'L' }, // after 01:20 CDT: the repeated 01:05 (CST)
        { t: '2026-11-01 09:00', v: '1.2', type: 'H' },
      ],
      TZ,
    ).map((p) => new Date(p.at).toISOString());
    expect(rows).toEqual([
      '2026-11-01T01:00:00.000Z',
      '2026-11-01T06:10:00.000Z',
      '2026-11-01T06:20:00.000Z',
      '2026-11-01T07:05:00.000Z',
      '2026-11-01T15:00:00.000Z',
    ]);
  });

  it('reads the spring-forward night and crosses it to the next extreme', () => {
    const rows = parsePredictions(
      [
        { t: '2026-03-07 23:30', v: '0.2', type: 'L' },
        { t: '2026-03-08 06:45', v: '1.3', type: 'H' }, // CDT −5 after 2 AM
      ],
      TZ,
    );
    const result = nextTides(rows, at('2026-03-08T06:00:00Z')); // 00:00 CST
    expect(result).toEqual({
      currentTrend: 'rising',
      nextHighTide: { time: '2026-03-08T11:45:00.000Z', height: 1.3 },
      nextLowTide: null,
    });
  });

  it('skips rows it cannot read and accepts HH/LL types', () => {
    const rows = parsePredictions(
      [
        { t: 'garbage', v: '1.0', type: 'H' },
        { t: '2026-11-22 04:00', v: '1.0', type: 'X' },
        { t: '2026-11-22 05:00', v: '1.04', type: 'HH' },
        { t: '2026-11-22 09:00', v: 'bad', type: 'LL' },
        { v: '1.0', type: 'H' },
      ],
      TZ,
    );
    expect(rows).toEqual([
      { at: at('2026-11-22T11:00:00Z'), height: 1, type: 'H' },
      { at: at('2026-11-22T15:00:00Z'), height: null, type: 'L' },
    ]);
  });
});
