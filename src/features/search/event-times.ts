/**
 * When a visitor's event search says when: "today", "tonight", "this weekend" (Central time, the site's zone).
 * Today is the rest of the day; tonight from 5 pm (or now, when later) until 3 am; this weekend is the /events
 * filter's own (src/features/events/weekend.ts). Browser-safe.
 */
import { wallParts } from '#src/platform/local-time.ts';
import { thisWeekend, wallClockAt } from '#src/features/events/weekend.ts';

export interface EventWindow {
  from: Date;
  to: Date;
}

const fromNow = (now: Date, from: Date, to: Date): EventWindow => ({ from: from > now ? from : now, to });

const windows: Record<string, (now: Date, timeZone: string) => EventWindow> = {
  today: (now, zone) => ({ from: now, to: wallClockAt(now, zone, 1, 0) }),
  tonight: (now, zone) =>
    // Between midnight and 3 am the night is still on.
    wallParts(now, zone).hour < 3
      ? { from: now, to: wallClockAt(now, zone, 0, 3) }
      : fromNow(now, wallClockAt(now, zone, 0, 17), wallClockAt(now, zone, 1, 3)),
  'this weekend': thisWeekend,
};
windows.weekend = windows['this weekend']!;

/** Words that only say "events" once the search has a time: "events this weekend", "what's on tonight". */
const EVENT_WORDS = new Set(['event', 'events', "what's", 'whats', 'what', 'on', 'happening', 'is', 'going']);

/**
 * The time a query's words name, and the words left to search event text with; no `window` when they name none.
 * Words are lower case (./server/directory-search.ts `searchWords`).
 */
export function eventWindowOf(
  words: readonly string[],
  now: Date,
  timeZone: string,
): { window?: EventWindow; words: readonly string[] } {
  for (let i = 0; i < words.length; i++) {
    for (const phrase of [`${words[i]} ${words[i + 1] ?? ''}`, words[i]!]) {
      const window = windows[phrase.trim()];
      if (!Object.hasOwn(windows, phrase.trim()) || !window) continue;
      const rest = [...words.slice(0, i), ...words.slice(i + phrase.trim().split(' ').length)];
      return { window: window(now, timeZone), words: rest.filter((w) => !EVENT_WORDS.has(w)) };
    }
  }
  return { words };
}
