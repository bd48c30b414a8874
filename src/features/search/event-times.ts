/**
 * When a visitor's event search says when: "today", "tonight", "this weekend" (Central time, the site's zone).
 * Today is the rest of the day; tonight from 5 pm (or now, when later) until 3 am; this weekend from Friday 5 pm to
 * the end of Sunday, or from now when the weekend has begun. Browser-safe.
 */
import { TZDate } from '@date-fns/tz';
import { wallParts } from '#src/platform/local-time.ts';

export interface EventWindow {
  from: Date;
  to: Date;
}

/** `hour` o'clock on the Central day `days` after the one containing `now`. */
function at(now: Date, timeZone: string, days: number, hour: number): Date {
  const w = wallParts(now, timeZone);
  return new Date(new TZDate(w.year, w.month - 1, w.day + days, hour, 0, timeZone).getTime());
}

const fromNow = (now: Date, from: Date, to: Date): EventWindow => ({ from: from > now ? from : now, to });

const windows: Record<string, (now: Date, timeZone: string) => EventWindow> = {
  today: (now, zone) => ({ from: now, to: at(now, zone, 1, 0) }),
  tonight: (now, zone) =>
    // Between midnight and 3 am the night is still on.
    wallParts(now, zone).hour < 3
      ? { from: now, to: at(now, zone, 0, 3) }
      : fromNow(now, at(now, zone, 0, 17), at(now, zone, 1, 3)),
  'this weekend': (now, zone) => {
    const weekday = wallParts(now, zone).weekday; // 0 Sunday … 6 Saturday
    // Friday of this weekend: today on Friday, earlier on Saturday and Sunday, later on Monday to Thursday.
    const toFriday = weekday === 0 ? -2 : 5 - weekday;
    return fromNow(now, at(now, zone, toFriday, 17), at(now, zone, toFriday + 3, 0));
  },
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
