import { describe, expect, it } from 'vitest';
import { MAX_AGE_MS, isCurrent, riskLabel } from '#src/features/beach/beach.ts';
import { sunTimes, waterTemperatureNow } from '#src/features/beach/server/service.ts';
import { celsiusFromFahrenheit, wholeDegrees } from '#src/features/weather/server/units.ts';

const NOW = Date.parse('2026-07-01T17:00:00Z');

describe('conversions', () => {
  it('gives °C from the raw °F reading, not from the rounded one', () => {
    expect(celsiusFromFahrenheit(32)).toBe(0);
    expect(celsiusFromFahrenheit(212)).toBe(100);
    // 68.5 °F shows as 69 °F, and 20 °C (20.28); from the rounded 69 it would be 21 (20.56).
    expect(wholeDegrees(68.5)).toBe(69);
    expect(celsiusFromFahrenheit(68.5)).toBe(20);
    expect(celsiusFromFahrenheit(69)).toBe(21);
  });
});

describe('staleness', () => {
  it('is current up to 12 hours, and never when the time is unknown', () => {
    expect(isCurrent(new Date(NOW - MAX_AGE_MS).toISOString(), NOW)).toBe(true);
    expect(isCurrent(new Date(NOW - MAX_AGE_MS - 1000).toISOString(), NOW)).toBe(false);
    expect(isCurrent(null, NOW)).toBe(false);
    expect(isCurrent('not a date', NOW)).toBe(false);
  });

  it('a water reading is current only when fresh and not flagged', () => {
    const reading = (hoursAgo: number, flagged = false) =>
      waterTemperatureNow({ fahrenheit: 84.2, at: NOW - hoursAgo * 3_600_000, flagged }, '8775237', 'https://x.example', NOW);
    expect(reading(1)).toMatchObject({ f: 84, c: 29, current: true });
    expect(reading(13).current).toBe(false);
    expect(reading(1, true).current).toBe(false);
  });
});

describe('labels and the sun', () => {
  it('says "Not given" for a period without a category', () => {
    expect(riskLabel(null)).toBe('Not given');
    expect(riskLabel('moderate')).toBe('Moderate');
  });

  it("computes today's sunrise and sunset for the town in its own calendar day", () => {
    const { sunrise, sunset } = sunTimes(27.84, -97.04, NOW, 'America/Chicago');
    const local = (iso: string | null) =>
      new Date(iso!).toLocaleString('en-US', { timeZone: 'America/Chicago', month: 'numeric', day: 'numeric', hour: 'numeric' });
    // Early July in Port Aransas: about 6:30 AM and 8:25 PM CDT.
    expect(local(sunrise)).toBe('7/1, 6 AM');
    expect(local(sunset)).toBe('7/1, 8 PM');
  });
});
