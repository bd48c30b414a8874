/**
 * Weekly opening hours, shared by the listing editor (per-day field errors) and the API (the authority).
 * A day is closed, open around the clock (open = close), or one or two ranges; only the last range may run
 * past midnight. A day with one time but not the other is an error, never silently "Closed".
 */
import { z } from 'zod';
import { dayKeys, dayLabel, parseClock, type DayHours, type DayKey } from './hours.ts';

const weekDays = dayKeys as readonly DayKey[] as readonly [DayKey, ...DayKey[]];

export const hoursMessages = {
  time: 'Use HH:MM (24-hour)',
  times: 'Give both opening and closing times, or mark the day closed',
  second: 'Give both times of the second range, or leave both empty',
  order: 'The second range must start after the first one closes; only the last range may run past midnight',
  allDay: 'A day open 24 hours has no second range',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const clock = z.preprocess(
  blankToUndefined,
  z
    .string({ error: hoursMessages.time })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, hoursMessages.time)
    .optional(),
);

const dayHoursSchema = z
  .object({
    open: clock,
    close: clock,
    closed: z.boolean({ error: 'closed must be true or false' }).default(false),
    open2: clock,
    close2: clock,
  })
  .superRefine((d, ctx) => {
    if (d.closed) return;
    if (!d.open || !d.close) return ctx.addIssue({ code: 'custom', message: hoursMessages.times });
    if (!d.open2 && !d.close2) return;
    if (!d.open2 || !d.close2) return ctx.addIssue({ code: 'custom', message: hoursMessages.second });
    const [open, close, open2] = [parseClock(d.open)!, parseClock(d.close)!, parseClock(d.open2)!];
    if (open === close) return ctx.addIssue({ code: 'custom', message: hoursMessages.allDay });
    if (close < open || open2 < close) ctx.addIssue({ code: 'custom', message: hoursMessages.order });
  })
  .transform((d): DayHours => {
    // A closed day keeps no times; '00:00' fills the stored shape that readers of `hours` expect.
    if (d.closed) return { open: '00:00', close: '00:00', closed: true };
    const day: DayHours = { open: d.open!, close: d.close!, closed: false };
    return d.open2 ? { ...day, open2: d.open2, close2: d.close2! } : day;
  });

/** Every day's problem prefixed with its name ("Monday: …"), so one list of messages still says where. */
export const hoursSchema = z
  .record(z.string(), z.unknown(), { error: 'Hours must be an object of weekdays' })
  .superRefine((v, ctx) => {
    for (const key of Object.keys(v))
      if (!(weekDays as readonly string[]).includes(key)) ctx.addIssue({ code: 'custom', message: 'Unknown day in hours' });
  })
  .transform((v, ctx) => {
    const out: Partial<Record<DayKey, DayHours>> = {};
    for (const day of weekDays) {
      if (v[day] === undefined) continue;
      const parsed = dayHoursSchema.safeParse(v[day]);
      if (parsed.success) out[day] = parsed.data;
      else ctx.addIssue({ code: 'custom', message: `${dayLabel(day)}: ${parsed.error.issues[0]!.message}` });
    }
    return out;
  })
  .nullish()
  .transform((v) => v ?? null);

/** Per-day messages for the editor's rows (the same rules as the server). */
export function hoursDayErrors(hours: Partial<Record<DayKey, unknown>>): Partial<Record<DayKey, string>> {
  const out: Partial<Record<DayKey, string>> = {};
  for (const day of weekDays) {
    if (hours[day] === undefined) continue;
    const parsed = dayHoursSchema.safeParse(hours[day]);
    if (!parsed.success) out[day] = parsed.error.issues[0]!.message;
  }
  return out;
}
