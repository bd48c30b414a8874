/**
 * The weekly-hours editor's working copy: one row per day with a mode (hours, closed, 24 hours) and up to
 * two ranges, as the island holds it and as a no-JavaScript form posts it (`hours.monday.mode`, …).
 * `draftToHours` turns it into what the shared schema validates; nothing here decides what is valid.
 */
import { dayKeys, type DayKey, type WeeklyHours } from './hours.ts';

export type DayMode = 'hours' | 'closed' | 'allDay';
export interface DayDraft {
  mode: DayMode;
  open: string;
  close: string;
  open2: string;
  close2: string;
}
export type HoursDraft = Record<DayKey, DayDraft>;

const blankDay = (): DayDraft => ({ mode: 'hours', open: '', close: '', open2: '', close2: '' });

export function hoursToDraft(hours: WeeklyHours | null | undefined): HoursDraft {
  return Object.fromEntries(
    dayKeys.map((day) => {
      const h = hours?.[day];
      if (!h) return [day, blankDay()];
      if (h.closed) return [day, { ...blankDay(), mode: 'closed' }];
      if (h.open === h.close) return [day, { ...blankDay(), mode: 'allDay' }];
      return [day, { mode: 'hours', open: h.open, close: h.close, open2: h.open2 ?? '', close2: h.close2 ?? '' }];
    }),
  ) as HoursDraft;
}

const isBlank = (d: DayDraft) => d.mode === 'hours' && !d.open && !d.close && !d.open2 && !d.close2;

/** The API's `hours`: null when no day was touched at all (no hours listed); otherwise every day, so none is dropped. */
export function draftToHours(draft: HoursDraft): Record<DayKey, Record<string, unknown>> | null {
  if (dayKeys.every((day) => isBlank(draft[day]))) return null;
  return Object.fromEntries(
    dayKeys.map((day): [DayKey, Record<string, unknown>] => {
      const d = draft[day];
      if (d.mode === 'closed') return [day, { closed: true }];
      if (d.mode === 'allDay') return [day, { open: '00:00', close: '00:00', closed: false }];
      return [day, { open: d.open, close: d.close, open2: d.open2, close2: d.close2, closed: false }];
    }),
  ) as Record<DayKey, Record<string, unknown>>;
}

/** Every day with the hours of `from` (the editor's "Copy to all days"). */
export const copyDayToAll = (draft: HoursDraft, from: DayKey): HoursDraft =>
  Object.fromEntries(dayKeys.map((day) => [day, { ...draft[from] }])) as HoursDraft;

/**
 * The form field of the no-JavaScript "Same hours every day" checkbox: checked, Monday's hours are read for every
 * day (with JavaScript, a button on each day copies that day at once instead).
 */
export const SAME_HOURS_FIELD = 'hours.same';

const modes: readonly DayMode[] = ['hours', 'closed', 'allDay'];

/** Reads the rows of a posted form (no JavaScript) back into a draft. */
export function draftFromForm(get: (name: string) => string | null): HoursDraft {
  const draft = readDays(get);
  return get(SAME_HOURS_FIELD) === null ? draft : copyDayToAll(draft, 'monday');
}

function readDays(get: (name: string) => string | null): HoursDraft {
  return Object.fromEntries(
    dayKeys.map((day) => {
      const field = (name: string) => (get(`hours.${day}.${name}`) ?? '').trim().slice(0, 10);
      const mode = field('mode') as DayMode;
      return [
        day,
        {
          mode: modes.includes(mode) ? mode : 'hours',
          open: field('open'),
          close: field('close'),
          open2: field('open2'),
          close2: field('close2'),
        },
      ];
    }),
  ) as HoursDraft;
}
