/**
 * The "Repeats" fields of an event submission, shared by the submit island, its no-JS form
 * and POST /api/events. They are flat fields, so each message lands on the control it is about:
 *
 *   repeat         none | weekly | monthly | dates
 *   repeatDays     weekly: weekday codes (['SA'] or 'TU,TH'); the form's checkboxes are repeatOnSU … repeatOnSA
 *   repeatWeek     monthly: 1–5 or -1 / 'last';  repeatWeekday: monthly: a weekday code
 *   repeatDates    dates: the other dates, 'YYYY-MM-DD' (an array, or one string split on commas and lines)
 *   repeatUntil    'YYYY-MM-DD' (last date, inclusive)  or  repeatCount: how many times in all
 *   repeatEnd      the form's choice between the two (until | count); the API may leave it out
 *
 * The API may instead send `recurrence`, the object GET /api/events answers with, which is read into the
 * same fields. Every series ends within a year of its first date (MAX_SERIES_DAYS).
 */
import { z } from 'zod';
import { formatCalendarDate } from '#src/platform/format.ts';
import {
  MAX_LISTED_DATES,
  MAX_SERIES_DAYS,
  MONTH_WEEK_NAMES,
  WEEKDAY_CODES,
  WEEKDAY_NAMES,
  addDays,
  dateKey,
  daysBetween,
  expandOccurrences,
  localDate,
  nthWeekdayOfMonth,
  parseDateKey,
  seriesDates,
  type EventRecurrence,
  type MonthWeek,
  type WeekdayCode,
} from './recurrence.ts';

export const REPEAT_CHOICES = {
  none: 'Does not repeat',
  weekly: 'Weekly',
  monthly: 'Monthly (same weekday)',
  dates: 'On a list of dates',
} as const;
type RepeatChoice = keyof typeof REPEAT_CHOICES;

const recurrenceMessages = {
  repeat: 'Choose how the event repeats',
  days: 'Choose at least one day of the week',
  week: 'Choose which week of the month',
  weekday: 'Choose a day of the week',
  end: 'Choose when the series ends: an end date or a number of times',
  bothEnds: 'Give an end date or a number of times, not both',
  until: 'Please enter a valid end date',
  untilBeforeStart: 'The series must end after its first date',
  count: 'Enter how many times it happens, from 2',
  dates: 'Add at least one more date',
  overlap: 'Each date must end before the next one starts: shorten the event or space the dates out',
} as const;

const longDate = (d: { year: number; month: number; day: number }) => formatCalendarDate(d, { weekday: true });

const optionalString = z.string().trim().optional();
const stringList = z.union([z.array(z.string().trim()), z.string()]).optional();

export const recurrenceFields = {
  repeat: z
    .enum(Object.keys(REPEAT_CHOICES) as [RepeatChoice, ...RepeatChoice[]], {
      error: recurrenceMessages.repeat,
    })
    .optional(),
  repeatDays: stringList,
  repeatWeek: z.union([z.number(), z.string().trim()]).optional(),
  repeatWeekday: optionalString,
  repeatDates: stringList,
  repeatEnd: z.enum(['until', 'count']).optional(),
  repeatUntil: z.string().trim().nullish(),
  repeatCount: z.union([z.number(), z.string().trim()]).nullish(),
};

type Fields = { [K in keyof typeof recurrenceFields]?: z.infer<(typeof recurrenceFields)[K]> };

const splitList = (v: string[] | string | undefined): string[] =>
  (Array.isArray(v) ? v : (v ?? '').split(/[\s,;]+/)).map((s) => s.trim()).filter(Boolean);

/** Reads the API's `recurrence` object and the form's weekday checkboxes into the flat fields. */
export function flattenRecurrence(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const raw = { ...(input as Record<string, unknown>) };
  const r = raw.recurrence;
  delete raw.recurrence;
  if (r && typeof r === 'object' && !Array.isArray(r) && raw.repeat === undefined) {
    const rule = r as Record<string, unknown>;
    Object.assign(raw, {
      repeat: rule.frequency,
      repeatDays: rule.weekdays,
      repeatWeek: rule.week,
      repeatWeekday: rule.weekday,
      repeatDates: rule.dates,
      repeatUntil: rule.until ?? undefined,
      repeatCount: rule.count ?? undefined,
    });
  } else if (r === null && raw.repeat === undefined) {
    raw.repeat = 'none';
  }
  const checked = WEEKDAY_CODES.filter((c) => raw[`repeatOn${c}`] !== undefined && raw[`repeatOn${c}`] !== '');
  for (const c of WEEKDAY_CODES) delete raw[`repeatOn${c}`];
  if (checked.length > 0 && raw.repeatDays === undefined) raw.repeatDays = checked;
  return raw;
}

type Ctx = Pick<z.RefinementCtx, 'addIssue'>;
const issue = (ctx: Ctx, path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

function parseWeek(v: Fields['repeatWeek']): MonthWeek | null {
  const n = v === 'last' ? -1 : Number(v);
  return ([1, 2, 3, 4, 5, -1] as number[]).includes(n) && v !== '' ? (n as MonthWeek) : null;
}

/** Reads the end fields: until or count (the form's repeatEnd says which), with their messages. */
function readEnd(v: Fields, ctx: Ctx): { until: string | null; count: number | null } | null {
  const untilText = v.repeatEnd === 'count' ? '' : (v.repeatUntil ?? '');
  const countText = v.repeatEnd === 'until' ? '' : String(v.repeatCount ?? '').trim();
  if (!untilText && !countText)
    return (issue(ctx, v.repeatEnd === 'count' ? 'repeatCount' : 'repeatUntil', recurrenceMessages.end), null);
  if (untilText && countText) return (issue(ctx, 'repeatCount', recurrenceMessages.bothEnds), null);
  if (untilText) {
    const until = parseDateKey(untilText);
    return until ? { until: dateKey(until), count: null } : (issue(ctx, 'repeatUntil', recurrenceMessages.until), null);
  }
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 2) return (issue(ctx, 'repeatCount', recurrenceMessages.count), null);
  return { until: null, count };
}

/** The rule the fields describe, with a message on each field that is wrong; null when it does not repeat. */
function readRule(v: Fields, ctx: Ctx): EventRecurrence | null | undefined {
  const repeat = v.repeat ?? 'none';
  if (repeat === 'none') return null;
  if (repeat === 'dates') {
    const dates = splitList(v.repeatDates);
    const bad = dates.find((d) => !parseDateKey(d));
    if (bad) return (issue(ctx, 'repeatDates', `“${bad.slice(0, 20)}” is not a date: use YYYY-MM-DD`), undefined);
    if (dates.length === 0) return (issue(ctx, 'repeatDates', recurrenceMessages.dates), undefined);
    if (dates.length > MAX_LISTED_DATES) return (issue(ctx, 'repeatDates', `At most ${MAX_LISTED_DATES} more dates`), undefined);
    return { frequency: 'dates', dates: [...new Set(dates.map((d) => dateKey(parseDateKey(d)!)))].sort() };
  }
  const end = readEnd(v, ctx);
  if (repeat === 'weekly') {
    const days = splitList(v.repeatDays).map((d) => d.toUpperCase());
    if (days.length === 0 || days.some((d) => !(WEEKDAY_CODES as readonly string[]).includes(d)))
      return (issue(ctx, 'repeatDays', recurrenceMessages.days), undefined);
    const weekdays = WEEKDAY_CODES.filter((c) => days.includes(c));
    return end ? { frequency: 'weekly', weekdays, ...end } : undefined;
  }
  const week = parseWeek(v.repeatWeek);
  const weekday = (v.repeatWeekday ?? '').toUpperCase() as WeekdayCode;
  if (week === null) issue(ctx, 'repeatWeek', recurrenceMessages.week);
  if (!WEEKDAY_CODES.includes(weekday)) issue(ctx, 'repeatWeekday', recurrenceMessages.weekday);
  if (week === null || !WEEKDAY_CODES.includes(weekday) || !end) return undefined;
  return { frequency: 'monthly', week, weekday, ...end };
}

/** Checks the rule against the first occurrence: it must be one of the series' dates, and the series must end within a year. */
function checkAgainstStart(rule: EventRecurrence, start: Date, end: Date, timeZone: string, ctx: Ctx): boolean {
  const first = localDate(start, timeZone);
  const firstDay = WEEKDAY_CODES[new Date(Date.UTC(first.year, first.month - 1, first.day)).getUTCDay()]!;
  const lastAllowed = addDays(first, MAX_SERIES_DAYS);
  let ok = true;
  if (rule.frequency === 'weekly' && !rule.weekdays.includes(firstDay)) {
    issue(
      ctx,
      'repeatDays',
      `The first date is a ${WEEKDAY_NAMES[firstDay]}: include ${WEEKDAY_NAMES[firstDay]}, or change the start`,
    );
    ok = false;
  }
  if (rule.frequency === 'monthly') {
    const match = nthWeekdayOfMonth(first.year, first.month, rule.week, WEEKDAY_CODES.indexOf(rule.weekday));
    if (!match || dateKey(match) !== dateKey(first)) {
      issue(
        ctx,
        'repeatWeek',
        `The first date (${longDate(first)}) is not the ${MONTH_WEEK_NAMES[rule.week]} ${WEEKDAY_NAMES[rule.weekday]} of its month: change the start or the pattern`,
      );
      ok = false;
    }
  }
  if (rule.frequency === 'dates') {
    if (rule.dates.some((d) => daysBetween(first, parseDateKey(d)!) <= 0)) {
      issue(ctx, 'repeatDates', `Each date must come after the first date (${longDate(first)})`);
      ok = false;
    } else if (rule.dates.some((d) => daysBetween(first, parseDateKey(d)!) > MAX_SERIES_DAYS)) {
      issue(ctx, 'repeatDates', `All dates must be within a year of the first date (by ${longDate(lastAllowed)})`);
      ok = false;
    }
  }
  if (rule.frequency !== 'dates' && rule.until) {
    const until = parseDateKey(rule.until)!;
    if (daysBetween(first, until) <= 0) {
      issue(ctx, 'repeatUntil', recurrenceMessages.untilBeforeStart);
      ok = false;
    } else if (daysBetween(first, until) > MAX_SERIES_DAYS) {
      issue(ctx, 'repeatUntil', `A series can run for at most a year: end it by ${longDate(lastAllowed)}`);
      ok = false;
    }
  }
  if (!ok) return false;
  const dates = seriesDates(rule, first);
  if (rule.frequency !== 'dates' && rule.count !== null && dates.length < rule.count) {
    issue(ctx, 'repeatCount', `A series can run for at most a year: at most ${dates.length} times for this pattern`);
    return false;
  }
  if (dates.length < 2) {
    issue(ctx, 'repeatUntil', 'The series ends before it repeats: choose a later end date');
    return false;
  }
  const occurrences = expandOccurrences(rule, start, end, timeZone);
  if (occurrences.some((o, i) => i > 0 && o.start < occurrences[i - 1]!.end)) {
    issue(ctx, 'endDate', recurrenceMessages.overlap);
    return false;
  }
  return true;
}

/**
 * Validates the Repeats fields of a parsed submission (whose startDate/endDate are instants when valid)
 * and returns the rule (null: one date only), or undefined after adding the issues.
 */
export function validateRecurrence(
  v: Fields & { startDate?: unknown; endDate?: unknown },
  timeZone: string,
  ctx: Ctx,
): EventRecurrence | null | undefined {
  const rule = readRule(v, ctx);
  if (!rule) return rule;
  if (!(v.startDate instanceof Date) || !(v.endDate instanceof Date) || v.endDate <= v.startDate) return undefined;
  return checkAgainstStart(rule, v.startDate, v.endDate, timeZone, ctx) ? rule : undefined;
}

/** The rule as it is stored and answered: a parsed submission's fields → EventRecurrence | null. */
export const recurrenceFieldNames = Object.keys(recurrenceFields) as (keyof typeof recurrenceFields)[];
