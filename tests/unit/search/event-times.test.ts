/** "today", "tonight", "this weekend" in an event search: the window each names, in Central time. */
import { describe, expect, it } from 'vitest';
import { eventWindowOf } from '#src/features/search/event-times.ts';

const zone = 'America/Chicago';
/** A Central wall-clock time in December (UTC-6). */
const central = (isoLocal: string) => new Date(`${isoLocal}-06:00`);
const windowOf = (q: string, now: string) => {
  const { window, words } = eventWindowOf(q.split(' '), central(now), zone);
  return { from: window?.from.toISOString(), to: window?.to.toISOString(), words };
};
const iso = (isoLocal: string) => central(isoLocal).toISOString();

describe('event times', () => {
  // 2026-12-02 is a Wednesday.
  it('today: from now to midnight', () => {
    expect(windowOf('events today', '2026-12-02T10:00')).toEqual({
      from: iso('2026-12-02T10:00'),
      to: iso('2026-12-03T00:00'),
      words: [],
    });
  });

  it('tonight: 5 pm to 3 am, from now once it has begun, and still on after midnight', () => {
    expect(windowOf('tonight', '2026-12-02T10:00')).toMatchObject({ from: iso('2026-12-02T17:00'), to: iso('2026-12-03T03:00') });
    expect(windowOf('tonight', '2026-12-02T21:30')).toMatchObject({ from: iso('2026-12-02T21:30'), to: iso('2026-12-03T03:00') });
    expect(windowOf('tonight', '2026-12-03T01:00')).toMatchObject({ from: iso('2026-12-03T01:00'), to: iso('2026-12-03T03:00') });
  });

  it('this weekend: Friday 5 pm to the end of Sunday, or the rest of the current one', () => {
    const weekend = { from: iso('2026-12-04T17:00'), to: iso('2026-12-07T00:00') };
    expect(windowOf('events this weekend', '2026-12-02T10:00')).toEqual({ ...weekend, words: [] });
    expect(windowOf('this weekend', '2026-12-04T09:00')).toMatchObject(weekend);
    expect(windowOf('this weekend', '2026-12-05T12:00')).toMatchObject({ from: iso('2026-12-05T12:00'), to: weekend.to });
    expect(windowOf('this weekend', '2026-12-06T20:00')).toMatchObject({ from: iso('2026-12-06T20:00'), to: weekend.to });
  });

  it('keeps the other words to search with, and names no time when there is none', () => {
    expect(windowOf('live music tonight', '2026-12-02T10:00').words).toEqual(['live', 'music']);
    expect(windowOf('fishing tournament', '2026-12-02T10:00')).toEqual({
      from: undefined,
      to: undefined,
      words: ['fishing', 'tournament'],
    });
  });
});
