/**
 * Occurrences of events. A one-off event has one: its own start and end. A recurring event
 * keeps its first occurrence in start/end and its pattern in `recurrence`; the rest are expanded here in
 * the site's zone (src/features/events/recurrence.ts), always from the row as it is now, so an edit of the dates or
 * the pattern can never leave stale occurrences behind. Expansions are memoised per row version.
 */
import { site } from '#src/config/site.ts';
import { describeRecurrence, expandOccurrences, type Occurrence } from '#src/features/events/recurrence.ts';
import type { Event } from '#src/platform/server/db/schema.ts';

type Expandable = Pick<Event, 'id' | 'startDate' | 'endDate' | 'recurrence'>;

/** Most occurrences the API lists per event (the upcoming ones, soonest first). */
export const API_OCCURRENCES_MAX = 20;

const memo = new Map<number, { key: string; occurrences: Occurrence[] }>();
const MEMO_MAX = 5000;

/** Every occurrence of the event, in order (capped by the pattern: a series ends within a year). */
export function eventOccurrences(e: Expandable, timeZone: string = site.timeZone): Occurrence[] {
  if (!e.recurrence) return [{ start: e.startDate, end: e.endDate }];
  const key = `${e.startDate.getTime()}|${e.endDate.getTime()}|${timeZone}|${JSON.stringify(e.recurrence)}`;
  const hit = memo.get(e.id);
  if (hit?.key === key) return hit.occurrences;
  const occurrences = expandOccurrences(e.recurrence, e.startDate, e.endDate, timeZone);
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(e.id, { key, occurrences });
  return occurrences;
}

const overlaps = (o: Occurrence, from: Date, to: Date) => o.start.getTime() < to.getTime() && o.end.getTime() >= from.getTime();

/** Occurrences overlapping [from, to). */
export const occurrencesIn = (e: Expandable, from: Date, to: Date): Occurrence[] =>
  eventOccurrences(e).filter((o) => overlaps(o, from, to));

/** Occurrences not ended at `now`, soonest first, at most `limit`. */
export const upcomingOccurrencesOf = (e: Expandable, now: Date, limit = Infinity): Occurrence[] =>
  eventOccurrences(e)
    .filter((o) => o.end.getTime() >= now.getTime())
    .slice(0, limit);

/** The end of the last occurrence: the series is past after it. */
export const seriesEnd = (e: Expandable): Date => eventOccurrences(e).at(-1)!.end;

/**
 * The occurrence an event is listed by: the first overlapping `range`, or without one the next not yet
 * ended (the last one once all have passed). Null when nothing falls in the range.
 */
export function listingOccurrence(e: Expandable, now: Date, range: { from: Date; to: Date } | null): Occurrence | null {
  const all = eventOccurrences(e);
  if (range) return all.find((o) => overlaps(o, range.from, range.to)) ?? null;
  return all.find((o) => o.end.getTime() >= now.getTime()) ?? all.at(-1)!;
}

export interface CardDates {
  /** The occurrence the card shows as its date. */
  listed: Occurrence;
  /** 'Every Saturday' for a recurring event, else null. */
  pattern: string | null;
  /** The next dates after `listed` (within the range when there is one), at most `limit`. */
  next: Occurrence[];
  /** How many more dates there are beyond `next`. */
  more: number;
  /** Whether the whole series is over. */
  past: boolean;
}

/** What an event card shows: the date it is listed by, and for a series its pattern and next few dates. */
export function cardDates(e: Expandable, now: Date, range: { from: Date; to: Date } | null, limit = 3): CardDates {
  const all = eventOccurrences(e);
  const listed = listingOccurrence(e, now, range) ?? all[0]!;
  const past = all.at(-1)!.end.getTime() < now.getTime();
  if (!e.recurrence) return { listed, pattern: null, next: [], more: 0, past };
  const later = all.filter(
    (o) => o.start.getTime() > listed.start.getTime() && (!range || o.start.getTime() < range.to.getTime()),
  );
  return {
    listed,
    pattern: describeRecurrence(e.recurrence, all.length),
    next: later.slice(0, limit),
    more: Math.max(0, later.length - limit),
    past,
  };
}
