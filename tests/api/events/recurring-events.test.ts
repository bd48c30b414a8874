/**
 * Recurring events over HTTP against the built server: POST /api/events with a
 * pattern, `occurrences` in GET /api/events after one approval, the list filters (category, when,
 * from/to) and their 400s, the no-JS submit form's messages, the month view, the event page's dates and
 * JSON-LD, and the calendar files read back with ical.js.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { useSite } from '../../helpers/use-site';
import { pageHtml } from '../../helpers/page-html';

let anonymous: Client;
let owner: Client;
let admin: Client;
let weeklyId: number;
let monthlyId: number;

interface ApiEvent {
  id: number;
  title: string;
  status: string;
  startDate: string;
  recurrence: Record<string, unknown> | null;
  occurrences?: { start: string; end: string }[];
}

// Far enough ahead to be upcoming whenever the test runs; Fridays 7–9 pm Central across both DST changes.
const weekly = {
  title: 'Harbor Night Market',
  description: 'Food trucks, crafts and live music on the harbor every Friday night.',
  category: 'Market',
  location: 'Port Aransas Harbor',
  startDate: '2031-10-31T19:00', // a Friday (CDT)
  endDate: '2031-10-31T21:00',
  recurrence: { frequency: 'weekly', weekdays: ['FR'], until: '2032-03-19', count: null },
};

useSite((site) => ({ anonymous, owner, admin } = site), { demo: true, ownSiteUrl: true, signIn: ['owner', 'admin'] });
beforeAll(async () => {
  const created = await owner.post<ApiEvent>('/api/events', weekly);
  expect(created.status).toBe(201);
  weeklyId = created.body.id;
  const monthly = await owner.post<ApiEvent>('/api/events', {
    ...weekly,
    title: 'Second Saturday Shell Swap',
    category: 'Community',
    startDate: '2031-11-08T10:00', // the 2nd Saturday of November 2031
    endDate: '2031-11-08T12:00',
    recurrence: undefined,
    repeat: 'monthly',
    repeatWeek: '2',
    repeatWeekday: 'SA',
    repeatCount: '6',
  });
  expect(monthly.status).toBe(201);
  monthlyId = monthly.body.id;
  // Moderated once for the whole series.
  for (const id of [weeklyId, monthlyId])
    expect((await admin.patch(`/api/admin/events/${id}/approve`, { approved: true })).status).toBe(200);
});

const allEvents = async (query = '') => (await anonymous.get<ApiEvent[]>(`/api/events?limit=100${query}`)).body;

describe('recurring events: API', () => {
  it('answers the pattern and the upcoming occurrences in RFC 3339, at 7 pm Central across DST', async () => {
    const item = (await allEvents()).find((e) => e.id === weeklyId)!;
    expect(item.status).toBe('scheduled');
    expect(item.recurrence).toEqual(weekly.recurrence);
    expect(item.occurrences).toHaveLength(20); // 21 Fridays, the API lists at most 20
    expect(item.occurrences![0]).toEqual({ start: '2031-11-01T00:00:00.000Z', end: '2031-11-01T02:00:00.000Z' });
    expect(item.occurrences![1]).toEqual({ start: '2031-11-08T01:00:00.000Z', end: '2031-11-08T03:00:00.000Z' });
    const one = (await anonymous.get<ApiEvent>(`/api/events/${weeklyId}`)).body;
    expect(one.occurrences).toEqual(item.occurrences);
    const monthly = (await allEvents()).find((e) => e.id === monthlyId)!;
    expect(monthly.recurrence).toEqual({ frequency: 'monthly', week: 2, weekday: 'SA', until: null, count: 6 });
    expect(monthly.occurrences!.map((o) => o.start.slice(0, 10))).toEqual([
      '2031-11-08',
      '2031-12-13',
      '2032-01-10',
      '2032-02-14',
      '2032-03-13',
      '2032-04-10',
    ]);
    // A one-off event has no occurrences and a null pattern.
    const oneOff = (await allEvents()).find((e) => e.recurrence === null)!;
    expect(oneOff.occurrences).toBeUndefined();
  });

  it('filters by category, by date range (a series matches on any of its dates) and by when', async () => {
    const market = await allEvents('&category=market');
    expect(market.map((e) => e.id)).toContain(weeklyId);
    expect(market.every((e) => (e as unknown as { category: string }).category === 'Market')).toBe(true);
    // 2032-01-16 is a Friday of the series only: found by its occurrence, not by its first date.
    const day = await anonymous.get<ApiEvent[]>('/api/events?from=2032-01-16&to=2032-01-16');
    expect(day.status).toBe(200);
    expect(day.body.map((e) => e.id)).toEqual([weeklyId]);
    expect(day.headers.get('x-total-count')).toBe('1');
    const saturday = await allEvents('&from=2032-01-10&to=2032-01-10');
    expect(saturday.map((e) => e.id)).toEqual([monthlyId]);
    const noneYet = await allEvents('&from=2032-06-01&to=2032-06-30');
    expect(noneYet.map((e) => e.id)).not.toContain(weeklyId);
    expect((await anonymous.get('/api/events?when=weekend')).status).toBe(200);
  });

  it('answers 400 with a message for bad filter values', async () => {
    for (const [query, field] of [
      ['category=knitting', 'category'],
      ['when=tomorrow', 'when'],
      ['from=2032-02-30', 'from'],
      ['to=next-week', 'to'],
      ['from=2032-02-10&to=2032-02-01', 'to'],
      ['when=today&from=2032-02-01', 'when'],
    ] as const) {
      const res = await anonymous.get<{ error: string; errors: Record<string, string[]> }>(`/api/events?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatch(/^Invalid query parameter/);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
  });

  it('refuses a bad pattern with a message on the field, and creates nothing', async () => {
    const before = (await owner.get<unknown[]>('/api/events/my')).body.length;
    const res = await owner.post<{ error: string; errors: Record<string, string[]> }>('/api/events', {
      ...weekly,
      recurrence: { frequency: 'weekly', weekdays: ['SA'], until: '2032-03-19' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.repeatDays).toEqual(['The first date is a Friday: include Friday, or change the start']);
    expect(res.body.errors.repeatUntil).toBeUndefined();
    const endless = await owner.post<{ errors: Record<string, string[]> }>('/api/events', {
      ...weekly,
      recurrence: { frequency: 'weekly', weekdays: ['FR'], until: '2033-12-31' },
    });
    expect(endless.status).toBe(400);
    expect(endless.body.errors.repeatUntil![0]).toMatch(/^A series can run for at most a year/);
    expect((await owner.get<unknown[]>('/api/events/my')).body.length).toBe(before);
  });

  it('the no-JavaScript form shows the message next to the Repeats fields and keeps what was typed', async () => {
    const form = new URLSearchParams({
      title: 'Sunset Drum Circle',
      description: 'Bring a drum or borrow one, every week at sunset.',
      category: 'Community',
      location: 'Beach pavilion',
      startDate: '2031-11-05T18:00',
      endDate: '2031-11-05T19:00',
      repeat: 'weekly',
      repeatEnd: 'until',
      repeatUntil: '',
    });
    const res = await owner.request('/events/submit', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    const html = res.text;
    expect(html).toContain('Choose at least one day of the week');
    expect(html).toContain('Choose when the series ends: an end date or a number of times');
    expect(html).toMatch(/<option value="weekly" selected/);
  });
});

describe('recurring events: pages and calendar files', () => {
  it('the event page lists the upcoming dates and describes the series in JSON-LD eventSchedule', async () => {
    const html = (await anonymous.get(`/events/${weeklyId}`)).text;
    expect(html).toContain('Every Friday');
    expect(html).toContain('Upcoming dates');
    const dates = [...html.slice(html.indexOf('data-event-dates')).matchAll(/<time datetime="([^"]+)"/g)].map((m) => m[1]);
    expect(dates.slice(0, 3)).toEqual(['2031-11-01T00:00:00.000Z', '2031-11-08T01:00:00.000Z', '2031-11-15T01:00:00.000Z']);
    expect(html).toContain('And 8 more dates'); // 21 in all: the next 13 are listed
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((d) => d['@type'] === 'Event')!;
    expect(ld.eventSchedule).toMatchObject({
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: ['https://schema.org/Friday'],
      startDate: '2031-10-31',
      endDate: '2032-03-19',
      startTime: '19:00:00',
      endTime: '21:00:00',
      scheduleTimezone: 'America/Chicago',
    });
    expect(ld.startDate).toBe('2031-11-01T00:00:00.000Z');
  });

  it('the month view puts the series on each of its days, as a table with weekday headers and as a day list', async () => {
    const html = await pageHtml(anonymous, '/events?view=month&month=2031-11&category=Market');
    expect(html).toContain('<h2 id="month-heading"');
    expect(html).toContain('November 2031');
    expect(html).toMatch(/<th scope="col"[^>]*>\s*<abbr title="Sunday"/);
    const grid = html.slice(html.indexOf('data-month-grid'), html.indexOf('data-month-list'));
    expect(grid.match(new RegExp(`href="/events/${weeklyId}"`, 'g'))).toHaveLength(4); // Nov 7, 14, 21, 28
    expect(grid).not.toContain(`href="/events/${monthlyId}"`); // another category
    const list = html.slice(html.indexOf('data-month-list'));
    expect(list).toContain('Fri, Nov 14');
    const amp = '&(?:amp;|#38;)?';
    expect(html).toMatch(new RegExp(`href="/events\\?view=month${amp}month=2031-12${amp}category=Market#month"`));
    expect(html).toMatch(new RegExp(`href="/events\\?view=month${amp}month=2031-10${amp}category=Market#month"`));
    // October has the first Friday only.
    const october = (await anonymous.get('/events?view=month&month=2031-10&category=Market')).text;
    expect(october.slice(october.indexOf('data-month-grid')).match(new RegExp(`href="/events/${weeklyId}"`, 'g'))!.length).toBe(
      2,
    );
  });

  it('the .ics file and the feed carry RRULE with a TZID start that ical.js expands to the same dates', async () => {
    const res = await anonymous.get(`/events/${weeklyId}.ics`);
    expect(res.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(res.text).toContain('RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=');
    const it = event.iterator();
    const starts: string[] = [];
    for (let next = it.next(); next; next = it.next()) starts.push(next.toJSDate().toISOString());
    const api = (await anonymous.get<ApiEvent>(`/api/events/${weeklyId}`)).body;
    expect(starts).toHaveLength(21);
    expect(starts.slice(0, 20)).toEqual(api.occurrences!.map((o) => o.start));
    const feed = (await anonymous.get('/events/calendar.ics')).text;
    expect(feed).toContain('RRULE:FREQ=MONTHLY;BYDAY=2SA;COUNT=6');
  });
});
