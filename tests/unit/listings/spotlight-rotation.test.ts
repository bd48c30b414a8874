/** The home spotlight's daily rotation with an injected clock. */
import { describe, expect, it } from 'vitest';
import { localDayNumber, spotlightWindow } from '#src/features/listings/spotlight-rotation.ts';

const ZONE = 'America/Chicago';
/** Noon in Port Aransas on day `i` after 1 July 2026 (CDT, UTC-5). */
const noonOn = (i: number) => new Date(Date.UTC(2026, 6, 1 + i, 17));
const dayOf = (i: number) => localDayNumber(noonOn(i), ZONE);

describe('localDayNumber', () => {
  it('changes at Central midnight, not UTC midnight', () => {
    // 23:59:59 and 00:00:00 Central on 1/2 July 2026 (05:00 UTC): the day turns there.
    const before = localDayNumber(new Date('2026-07-02T04:59:59Z'), ZONE);
    const after = localDayNumber(new Date('2026-07-02T05:00:00Z'), ZONE);
    expect(after - before).toBe(1);
    // UTC midnight is 7 pm Central: still the same day.
    expect(localDayNumber(new Date('2026-07-02T00:00:00Z'), ZONE)).toBe(before);
    // Winter (CST, UTC-6) too.
    expect(localDayNumber(new Date('2026-12-02T06:00:00Z'), ZONE) - localDayNumber(new Date('2026-12-02T05:59:59Z'), ZONE)).toBe(
      1,
    );
  });
});

describe('spotlightWindow', () => {
  const ids = [4, 9, 12, 20, 31, 47, 52, 60, 73];

  it('shows the next three each day, so every eligible listing reaches the home page in turn', () => {
    const days = [0, 1, 2].map((i) => spotlightWindow(ids, dayOf(i), 3));
    // Three days cover all nine, each once.
    expect(days.flat().sort((a, b) => a - b)).toEqual(ids);
    // A window is three consecutive ids of the ring; the next day starts where it ended.
    const start = ids.indexOf(days[0]![0]!);
    expect(days[0]).toEqual([0, 1, 2].map((k) => ids[(start + k) % 9]));
    expect(days[1]).toEqual([3, 4, 5].map((k) => ids[(start + k) % 9]));
    // The same all day: the clock's hour does not matter, only the Central date.
    expect(spotlightWindow(ids, localDayNumber(new Date('2026-07-01T05:00:00Z'), ZONE), 3)).toEqual(days[0]);
    expect(spotlightWindow(ids, localDayNumber(new Date('2026-07-02T04:59:59Z'), ZONE), 3)).toEqual(days[0]);
  });

  it('is fair when the count does not divide: over n days each listing is shown exactly `size` times', () => {
    const five = [3, 8, 13, 21, 34];
    const shown = new Map<number, number>();
    for (let i = 0; i < five.length; i++)
      for (const id of spotlightWindow(five, dayOf(i), 3)) shown.set(id, (shown.get(id) ?? 0) + 1);
    expect([...shown.values()]).toEqual([3, 3, 3, 3, 3]);
  });

  it('does not depend on the order it is given, and wraps round the ring', () => {
    expect(spotlightWindow([73, 4, 52, 9], 1, 3)).toEqual(spotlightWindow([4, 9, 52, 73], 1, 3));
    // Day 1, size 3, four ids: starts at 3 mod 4 = 3 and wraps.
    expect(spotlightWindow([4, 9, 52, 73], 1, 3)).toEqual([73, 4, 9]);
  });

  it('shows all of them when there are no more than its size, first place rotating', () => {
    expect(spotlightWindow([5, 6], dayOf(0), 3).sort()).toEqual([5, 6]);
    const firsts = new Set([0, 1].map((i) => spotlightWindow([5, 6], dayOf(i), 3)[0]));
    expect(firsts).toEqual(new Set([5, 6]));
    expect(spotlightWindow([], 100, 3)).toEqual([]);
  });
});
