/** The weekly-hours rules shared by the editor and the API: no half-filled day, two ranges, past midnight, 24 hours. */
import { describe, expect, it } from 'vitest';
import { formatWeeklyHours, openingHoursCodes, openingHoursSpecification, openState } from '#src/features/listings/hours.ts';
import { draftFromForm, draftToHours, hoursToDraft } from '#src/features/listings/hours-draft.ts';
import { hoursDayErrors, hoursMessages, hoursSchema } from '#src/features/listings/hours.schema.ts';

const TZ = 'America/Chicago';
const lunch = { open: '11:00', close: '14:00', open2: '17:00', close2: '22:00', closed: false };

describe('hoursSchema', () => {
  it('refuses a half-filled day with the day named, instead of reading it as closed', () => {
    const r = hoursSchema.safeParse({ monday: { open: '09:00', close: '', closed: false } });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(`Monday: ${hoursMessages.times}`);
    expect(hoursDayErrors({ monday: { open: '', close: '17:00' } })).toEqual({ monday: hoursMessages.times });
  });

  it('keeps two ranges, a night past midnight and 24 hours; a closed day needs no times', () => {
    const r = hoursSchema.parse({
      monday: lunch,
      friday: { open: '18:00', close: '02:00', closed: false },
      saturday: { open: '00:00', close: '00:00', closed: false },
      sunday: { closed: true },
    });
    expect(r).toEqual({
      monday: lunch,
      friday: { open: '18:00', close: '02:00', closed: false },
      saturday: { open: '00:00', close: '00:00', closed: false },
      sunday: { open: '00:00', close: '00:00', closed: true },
    });
  });

  it('refuses a second range that is half-filled, overlaps the first, follows a past-midnight first range or a 24-hour day', () => {
    const day = (d: object) => hoursDayErrors({ monday: { closed: false, ...d } }).monday;
    expect(day({ open: '11:00', close: '14:00', open2: '17:00' })).toBe(hoursMessages.second);
    expect(day({ open: '11:00', close: '14:00', open2: '13:00', close2: '22:00' })).toBe(hoursMessages.order);
    expect(day({ open: '18:00', close: '02:00', open2: '03:00', close2: '05:00' })).toBe(hoursMessages.order);
    expect(day({ open: '00:00', close: '00:00', open2: '03:00', close2: '05:00' })).toBe(hoursMessages.allDay);
    expect(day({ open: '9am', close: '17:00' })).toBe(hoursMessages.time);
    expect(hoursSchema.safeParse({ funday: { closed: true } }).success).toBe(false);
  });
});

describe('two ranges on the page, in JSON-LD and in "Open now"', () => {
  const week = { monday: lunch, tuesday: lunch };
  it('shows both ranges and groups equal days', () => {
    expect(formatWeeklyHours(week)[0]!.text).toBe('11:00 AM – 2:00 PM, 5:00 PM – 10:00 PM');
    expect(openingHoursCodes(week)).toEqual(['Mo-Tu 11:00-14:00,17:00-22:00']);
    expect(openingHoursSpecification(week).filter((s) => s.dayOfWeek.endsWith('Monday'))).toHaveLength(2);
  });
  it('is closed over the lunch break and says when it opens again', () => {
    // Monday 2026-06-29 15:00 CDT = 20:00Z
    expect(openState(week, new Date('2026-06-29T20:00:00Z'), TZ)).toMatchObject({ open: false, detail: 'Opens at 5:00 PM' });
    // 18:00 CDT
    expect(openState(week, new Date('2026-06-29T23:00:00Z'), TZ)).toMatchObject({ open: true, detail: 'Closes at 10:00 PM' });
  });
  it('carries a second range past midnight into the next morning', () => {
    const late = { friday: { open: '11:00', close: '14:00', open2: '18:00', close2: '02:00', closed: false } };
    // Saturday 2026-07-04 01:00 CDT = 06:00Z
    expect(openState(late, new Date('2026-07-04T06:00:00Z'), TZ)).toMatchObject({ open: true, detail: 'Closes at 2:00 AM' });
  });
});

describe('the editor draft', () => {
  it('round-trips stored hours, and an untouched week means no hours listed', () => {
    const stored = { monday: lunch, sunday: { open: '00:00', close: '00:00', closed: true } };
    const draft = hoursToDraft(stored);
    expect(draft.sunday.mode).toBe('closed');
    expect(draft.tuesday).toEqual({ mode: 'hours', open: '', close: '', open2: '', close2: '' });
    expect(hoursToDraft(null) && draftToHours(hoursToDraft(null))).toBeNull();
    // Every day is sent, so an untouched day next to filled ones is an error, never dropped.
    const sent = draftToHours(draft)!;
    expect(Object.keys(sent)).toHaveLength(7);
    expect(hoursDayErrors(sent)).toEqual({
      tuesday: hoursMessages.times,
      wednesday: hoursMessages.times,
      thursday: hoursMessages.times,
      friday: hoursMessages.times,
      saturday: hoursMessages.times,
    });
  });
  it('reads a posted form (no JavaScript) with 24 hours and unknown modes', () => {
    const form = new Map([
      ['hours.monday.mode', 'allDay'],
      ['hours.tuesday.mode', 'bogus'],
      ['hours.tuesday.open', '09:00'],
    ]);
    const draft = draftFromForm((n) => form.get(n) ?? null);
    expect(draftToHours(draft)!.monday).toEqual({ open: '00:00', close: '00:00', closed: false });
    expect(draft.tuesday).toMatchObject({ mode: 'hours', open: '09:00', close: '' });
  });
});
