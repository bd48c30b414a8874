/**
 * schema.org for a recurring event: the Event keeps one startDate/endDate — the next
 * occurrence, the one a visitor can still attend (search engines show it) — and `eventSchedule` describes
 * the series: one Schedule with repeatFrequency/byDay (byMonthWeek for "2nd Saturday"), or, for a list of
 * dates and "last Friday" (which byMonthWeek cannot say), one single-day Schedule per date.
 */
import { site } from '#src/config/site.ts';
import { wallParts } from '#src/platform/local-time.ts';
import { WEEKDAY_NAMES, dateKey, localDate } from '#src/features/events/recurrence.ts';
import type { Event } from '#src/platform/server/db/schema.ts';
import { eventOccurrences, listingOccurrence } from './occurrences.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (d: Date) => {
  const w = wallParts(d, site.timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}:00`;
};
const day = (d: Date) => dateKey(localDate(d, site.timeZone));

export function recurringEventJsonLd(e: Event, now: Date): Record<string, unknown> {
  if (!e.recurrence) return {};
  const all = eventOccurrences(e);
  const listed = listingOccurrence(e, now, null)!;
  const times = { startTime: clock(e.startDate), endTime: clock(e.endDate), scheduleTimezone: site.timeZone };
  const rule = e.recurrence;
  const schedule =
    rule.frequency === 'dates' || (rule.frequency === 'monthly' && rule.week === -1)
      ? all.map((o) => ({ '@type': 'Schedule', startDate: day(o.start), endDate: day(o.start), ...times }))
      : {
          '@type': 'Schedule',
          repeatFrequency: rule.frequency === 'weekly' ? 'P1W' : 'P1M',
          byDay:
            rule.frequency === 'weekly'
              ? rule.weekdays.map((c) => `https://schema.org/${WEEKDAY_NAMES[c]}`)
              : `https://schema.org/${WEEKDAY_NAMES[rule.weekday]}`,
          ...(rule.frequency === 'monthly' ? { byMonthWeek: rule.week } : {}),
          startDate: day(all[0]!.start),
          endDate: day(all.at(-1)!.start),
          ...(rule.count ? { repeatCount: rule.count } : {}),
          ...times,
        };
  return { startDate: listed.start.toISOString(), endDate: listed.end.toISOString(), eventSchedule: schedule };
}
