/** "Add to Google Calendar / Outlook" links: the right instant on both sides of the DST changes. */
import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from '#src/features/events/calendar-links.ts';

const zone = 'America/Chicago';
const page = 'https://example.org/events/7';
const base = { title: 'Harbor Lights & Boats', description: 'Lighted boat parade.', location: 'Roberts Point Park' };
// 6:30 pm CDT (UTC-5) in July; 6:30 pm CST (UTC-6) in December.
const summer = { ...base, startDate: new Date('2026-07-04T23:30:00Z'), endDate: new Date('2026-07-05T01:30:00Z') };
const winter = { ...base, startDate: new Date('2026-12-05T00:30:00Z'), endDate: new Date('2026-12-05T02:30:00Z') };

const params = (url: string) => new URL(url).searchParams;

describe('calendar links', () => {
  it('Google gets UTC instants, the site zone, and the page link in the details', () => {
    const url = googleCalendarUrl(summer, page, zone);
    expect(url.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    const p = params(url);
    expect(p.get('action')).toBe('TEMPLATE');
    expect(p.get('text')).toBe('Harbor Lights & Boats');
    expect(p.get('dates')).toBe('20260704T233000Z/20260705T013000Z');
    expect(p.get('ctz')).toBe(zone);
    expect(p.get('details')).toBe(`Lighted boat parade.\n\n${page}`);
    expect(p.get('location')).toBe('Roberts Point Park, Port Aransas, TX');
    expect(params(googleCalendarUrl(winter, page, zone)).get('dates')).toBe('20261205T003000Z/20261205T023000Z');
  });

  it('Outlook gets the Central wall clock with its offset: -05:00 in summer, -06:00 in winter', () => {
    const s = params(outlookCalendarUrl(summer, page, zone));
    expect(s.get('rru')).toBe('addevent');
    expect(s.get('subject')).toBe('Harbor Lights & Boats');
    expect(s.get('startdt')).toBe('2026-07-04T18:30:00-05:00');
    expect(s.get('enddt')).toBe('2026-07-04T20:30:00-05:00');
    const w = params(outlookCalendarUrl(winter, page, zone));
    expect(w.get('startdt')).toBe('2026-12-04T18:30:00-06:00');
    // The same instants, whatever the offset.
    expect(new Date(s.get('startdt')!).toISOString()).toBe(summer.startDate.toISOString());
    expect(new Date(w.get('enddt')!).toISOString()).toBe(winter.endDate.toISOString());
  });

  it('gives an event without a real end one hour, and shortens a long description', () => {
    const point = { ...base, description: 'x'.repeat(2000), startDate: summer.startDate, endDate: summer.startDate };
    const p = params(googleCalendarUrl(point, page, zone));
    expect(p.get('dates')).toBe('20260704T233000Z/20260705T003000Z');
    expect(p.get('details')!.length).toBeLessThan(900);
    expect(p.get('details')!.endsWith(page)).toBe(true);
  });

  it('carry the town in the location when the stored one lacks it, and never twice', () => {
    const park = { ...summer, location: 'Community Park, 700 W Avenue A' };
    for (const url of [googleCalendarUrl(park, page, zone), outlookCalendarUrl(park, page, zone)])
      expect(params(url).get('location')).toBe('Community Park, 700 W Avenue A, Port Aransas, TX');
    for (const location of [
      'Nature preserve pavilion, Port Aransas',
      'Beach pavilion, PORT ARANSAS beach',
      '1 Main St, Rockport 78382',
    ]) {
      const named = { ...summer, location };
      expect(params(googleCalendarUrl(named, page, zone)).get('location')).toBe(location);
      expect(params(outlookCalendarUrl(named, page, zone)).get('location')).toBe(location);
    }
  });
});
