import { describe, expect, it } from 'vitest';
import { escapeText, eventCalendar, eventsFeed, foldLine, icsDateTime } from '../../src/server/calendar/ics';
import type { Event } from '../../src/server/db/schema';

const ctx = { siteUrl: 'https://example.org', siteName: 'Port Aransas Guide', timeZone: 'America/Chicago' };
const event: Event = {
  id: 7,
  title: 'Harvest Moon Regatta; Finish, Party',
  description: 'Sail in.\nParty after.',
  category: 'Festival',
  location: 'Roberts Point Park, Port Aransas',
  startDate: new Date('2026-10-09T14:00:00Z'),
  endDate: new Date('2026-10-11T22:00:00Z'),
  imageUrl: null,
  ticketUrl: null,
  featured: false,
  approved: true,
  ownerId: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-02-03T04:05:06Z'),
};

describe('iCalendar', () => {
  it('writes UTC times and escapes text', () => {
    expect(icsDateTime(new Date('2026-10-09T14:00:00.123Z'))).toBe('20261009T140000Z');
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(long);
  });

  it('builds one event with a stable UID and CRLF lines', () => {
    const ics = eventCalendar(event, ctx);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('UID:event-7@example.org\r\n');
    expect(ics).toContain('DTSTART:20261009T140000Z\r\n');
    expect(ics).toContain('DTEND:20261011T220000Z\r\n');
    expect(ics).toContain('SUMMARY:Harvest Moon Regatta\\; Finish\\, Party\r\n');
    expect(ics).toContain('URL:https://example.org/events/7\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Sail in.\\nParty after.\\n\\nhttps://example.org/events/7');
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(eventCalendar(event, ctx)).toBe(ics);
  });

  it('builds a named, refreshing feed', () => {
    const feed = eventsFeed([event, { ...event, id: 8 }], ctx);
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed).toContain('X-WR-CALNAME:Port Aransas Guide events');
    expect(feed).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(feed).toContain('UID:event-8@example.org');
  });
});
