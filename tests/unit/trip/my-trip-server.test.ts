/**
 * The pieces of /my-trip: a saved business's today line and open state on the Central
 * wall clock with special hours (premium only), and today's tides cut from the three-day table by the
 * local calendar day, the next one marked. With trip dates: each trip day's hours (by weekday, special hours on their
 * date), each day's tides with the days past the table named, and the days shown from today on.
 */
import { describe, expect, it } from 'vitest';
import type { Business } from '#src/platform/server/db/schema.ts';
import { tidesForDays, tidesToday, tripBusiness, tripWindow } from '#src/features/trip/server/my-trip.ts';
import { tripDays } from '#src/features/trip/trip-dates.ts';
import type { TidePrediction } from '#src/features/weather/server/tides.ts';

const week = { open: '09:00', close: '17:00', closed: false };
const business = (over: Partial<Business> = {}): Business =>
  ({
    id: 7,
    slug: 'reel-tide',
    name: 'Reel Tide',
    category: 'fishing-charters',
    address: '136 W Cotter Ave',
    phone: '(361) 555-0100',
    latitude: 27.8394,
    longitude: -97.0598,
    hours: { monday: week, tuesday: week, wednesday: week, thursday: week, friday: week, saturday: week },
    specialHours: null,
    plan: 'free',
    subscriptionStatus: null,
    ...over,
  }) as Business;

// Monday 23 November 2026, 10:30 CST.
const monday = new Date('2026-11-23T16:30:00Z');

describe('a saved business today', () => {
  it("shows today's line and open now on the Central wall clock", () => {
    const b = tripBusiness(business(), monday);
    expect(b).toMatchObject({ path: '/business/7-reel-tide', today: '9:00 AM – 5:00 PM', directions: true });
    expect(b.state).toMatchObject({ open: true, label: 'Open now', detail: 'Closes at 5:00 PM' });
    // Sunday has no line: closed, and says when it opens.
    const sunday = tripBusiness(business(), new Date('2026-11-22T18:00:00Z'));
    expect(sunday.today).toBe('Closed');
    expect(sunday.state).toMatchObject({ open: false, detail: 'Opens tomorrow at 9:00 AM' });
  });

  it("respects a premium listing's special hours for today, and ignores a lapsed listing's", () => {
    const specialHours = [{ date: '2026-11-23', closed: true, note: 'Staff day' }];
    const premium = tripBusiness(business({ plan: 'premium', subscriptionStatus: 'active', specialHours }), monday);
    expect(premium).toMatchObject({ today: 'Closed', todayNote: 'Staff day' });
    expect(premium.state).toMatchObject({ open: false, detail: 'Closed today: Staff day' });
    const lapsed = tripBusiness(business({ plan: 'premium', subscriptionStatus: 'canceled', specialHours }), monday);
    expect(lapsed).toMatchObject({ today: '9:00 AM – 5:00 PM', todayNote: undefined });
    expect(lapsed.state?.open).toBe(true);
    const late = tripBusiness(
      business({
        plan: 'premium',
        subscriptionStatus: 'active',
        specialHours: [{ date: '2026-11-23', closed: false, open: '12:00', close: '22:00' }],
      }),
      monday,
    );
    expect(late).toMatchObject({ today: '12:00 PM – 10:00 PM' });
    expect(late.state).toMatchObject({ open: false, detail: 'Opens at 12:00 PM' });
  });

  it('says when hours are not listed, and offers no Directions without an address or a point', () => {
    const b = tripBusiness(business({ hours: null, address: null, latitude: null, longitude: null }), monday);
    expect(b).toMatchObject({ today: 'Hours not listed', state: undefined, directions: false });
  });
});

describe("today's tides", () => {
  const at = (iso: string, type: 'H' | 'L', height: number | null = 1): TidePrediction => ({ at: Date.parse(iso), type, height });
  const table = [
    at('2026-11-23T05:30:00Z', 'H'), // Sun 23:30 CST: yesterday
    at('2026-11-23T09:36:00Z', 'L', 0.587), // Mon 03:36
    at('2026-11-23T17:42:00Z', 'H', 1.502), // Mon 11:42
    at('2026-11-24T00:48:00Z', 'L', 0.946), // Mon 18:48
    at('2026-11-24T05:24:00Z', 'H', null), // Mon 23:24
    at('2026-11-24T10:30:00Z', 'L'), // Tue 04:30: tomorrow
  ];

  it("keeps the local day's highs and lows and marks the next one", () => {
    const tides = tidesToday(table, monday)!;
    expect(tides.map((t) => `${t.type} ${t.label}`)).toEqual(['Low 3:36 AM', 'High 11:42 AM', 'Low 6:48 PM', 'High 11:24 PM']);
    expect(tides.filter((t) => t.next).map((t) => t.label)).toEqual(['11:42 AM']);
    expect(tides[0]!.height).toBe(0.587);
    expect(tides[3]!.height).toBeNull();
  });

  it('marks none as next late in the evening, and is null while the table is unknown', () => {
    const late = tidesToday(table, new Date('2026-11-24T05:50:00Z'))!; // Mon 23:50
    expect(late).toHaveLength(4);
    expect(late.some((t) => t.next)).toBe(false);
    expect(tidesToday(null, monday)).toBeNull();
  });
});

describe('a trip with dates', () => {
  const dates = { arrive: '2026-11-27', leave: '2026-11-30' }; // Friday to Monday
  const days = tripDays(dates);

  it("gives each trip day's hours by its weekday, with a premium listing's special hours on their date", () => {
    const specialHours = [{ date: '2026-11-28', closed: true, note: 'Staff day' }];
    const b = tripBusiness(business({ plan: 'premium', subscriptionStatus: 'active', specialHours }), monday, days);
    expect(b.days).toEqual([
      { date: '2026-11-27', label: 'Fri, Nov 27', text: '9:00 AM – 5:00 PM', note: undefined },
      { date: '2026-11-28', label: 'Sat, Nov 28', text: 'Closed', note: 'Staff day' },
      { date: '2026-11-29', label: 'Sun, Nov 29', text: 'Closed', note: undefined },
      { date: '2026-11-30', label: 'Mon, Nov 30', text: '9:00 AM – 5:00 PM', note: undefined },
    ]);
    expect(tripBusiness(business({ hours: null }), monday, days).days!.map((d) => d.text)).toEqual(
      Array(4).fill('Hours not listed'),
    );
  });

  it('shows the trip days from today on, today when they have passed, and says why', () => {
    const ahead = tripWindow(dates, monday);
    expect(ahead).toMatchObject({ dates, label: 'Fri, Nov 27 – Mon, Nov 30', includesToday: false });
    expect(ahead.range).toEqual({ from: new Date('2026-11-27T06:00:00Z'), to: new Date('2026-12-01T06:00:00Z') });
    const during = tripWindow(dates, new Date('2026-11-29T18:00:00Z'));
    expect(during).toMatchObject({ label: 'Sun, Nov 29 – Mon, Nov 30', includesToday: true });
    expect(during.range.from).toEqual(new Date('2026-11-29T18:00:00Z'));
    const over = tripWindow(dates, new Date('2026-12-02T18:00:00Z'));
    expect(over).toMatchObject({ label: 'Wed, Dec 02', note: 'Those trip dates have passed, so this shows today.' });
    expect(over.dates).toBeUndefined();
    expect(tripWindow(undefined, monday, true).note).toBe('Those trip dates could not be read, so this shows today.');
  });

  it("gives each covered day's tides and names the days past the end of the table", () => {
    const at = (iso: string, type: 'H' | 'L'): TidePrediction => ({ at: Date.parse(iso), type, height: 1 });
    const table = [
      at('2026-11-27T15:00:00Z', 'H'), // Fri 9:00 AM
      at('2026-11-27T23:00:00Z', 'L'), // Fri 5:00 PM
      at('2026-11-28T16:00:00Z', 'H'), // Sat 10:00 AM
    ];
    const trip = tidesForDays(table, days, monday)!;
    expect(trip.days.map((d) => [d.label, d.tides.map((t) => `${t.type} ${t.label}`)])).toEqual([
      ['Fri, Nov 27', ['High Fri 9:00 AM', 'Low Fri 5:00 PM']],
      ['Sat, Nov 28', ['High Sat 10:00 AM']],
    ]);
    expect(trip.beyond).toEqual({ label: 'Sun, Nov 29 – Mon, Nov 30', days: 2 });
    expect(trip.coveredThrough).toBe('Sat, Nov 28');
    expect(tidesForDays(null, days, monday)).toBeNull();
  });
});
