import { describe, expect, it } from 'vitest';
import {
  instantsForWallTime,
  localDateStamp,
  parseWallTime,
  wallTimeToInstant,
  zoneOffsetMs,
} from '#src/features/weather/server/zoned-time.ts';

const TZ = 'America/Chicago';
const wall = (text: string) => parseWallTime(text)!;
const iso = (ms: number) => new Date(ms).toISOString();

describe('America/Chicago wall-clock times', () => {
  it('reads standard and daylight time with the right offset', () => {
    expect(iso(wallTimeToInstant(wall('2026-11-22 04:12'), TZ))).toBe('2026-11-22T10:12:00.000Z'); // CST −6
    expect(iso(wallTimeToInstant(wall('2026-07-04 16:30'), TZ))).toBe('2026-07-04T21:30:00.000Z'); // CDT −5
    expect(zoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), TZ)).toBe(-6 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), TZ)).toBe(-5 * 3_600_000);
  });

  it('handles the night clocks spring forward (2026-03-08, 02:00 → 03:00)', () => {
    expect(iso(wallTimeToInstant(wall('2026-03-08 01:59'), TZ))).toBe('2026-03-08T07:59:00.000Z');
    expect(iso(wallTimeToInstant(wall('2026-03-08 03:00'), TZ))).toBe('2026-03-08T08:00:00.000Z');
    // 02:30 does not exist; it is read as the clock before the jump would show it.
    expect(instantsForWallTime(wall('2026-03-08 02:30'), TZ)).toEqual([]);
    expect(iso(wallTimeToInstant(wall('2026-03-08 02:30'), TZ))).toBe('2026-03-08T08:30:00.000Z');
  });

  it('handles the night clocks fall back (2026-11-01, 02:00 → 01:00)', () => {
    const twice = instantsForWallTime(wall('2026-11-01 01:30'), TZ).map(iso);
    expect(twice).toEqual(['2026-11-01T06:30:00.000Z', '2026-11-01T07:30:00.000Z']);
    expect(iso(wallTimeToInstant(wall('2026-11-01 01:30'), TZ))).toBe('2026-11-01T06:30:00.000Z');
    // In a chronological series, a reading after the first 01:40 CDT must be the second 01:30 (CST).
    const first = wallTimeToInstant(wall('2026-11-01 01:40'), TZ);
    expect(iso(wallTimeToInstant(wall('2026-11-01 01:30'), TZ, first))).toBe('2026-11-01T07:30:00.000Z');
    expect(iso(wallTimeToInstant(wall('2026-11-01 02:00'), TZ))).toBe('2026-11-01T08:00:00.000Z');
  });

  it('rejects readings that are not CO-OPS times', () => {
    expect(parseWallTime('2026-11-22')).toBeNull();
    expect(parseWallTime('2026-13-01 00:00')).toBeNull();
    expect(parseWallTime('2026-11-22 24:00')).toBeNull();
    expect(parseWallTime('yesterday')).toBeNull();
  });

  it('gives the local calendar date, which differs from the UTC date in the evening', () => {
    expect(localDateStamp(Date.parse('2026-11-23T03:00:00Z'), TZ)).toBe('20261122'); // 9 PM CST on the 22nd
    expect(localDateStamp(Date.parse('2026-11-23T06:00:00Z'), TZ)).toBe('20261123');
  });
});
