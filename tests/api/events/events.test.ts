/** Public events API, events pages, calendar files and site search over HTTP against the built server. */
import { instantToLocal } from '#src/platform/local-time.ts';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { useSite } from '../../helpers/use-site';
import { pageHtml } from '../../helpers/page-html';

let client: Client;
let ids: Record<string, number>;

type Ev = Record<string, unknown> & { id: number; title: string; startDate: string; endDate: string };

useSite((site) => ({ anonymous: client, eventIds: ids } = site), { directory: true });

const titles = (list: Ev[]) => list.map((e) => e.title);

describe('events API', () => {
  it('GET /api/events lists approved events only, upcoming first, whatever approved says', async () => {
    for (const path of ['/api/events?approved=true', '/api/events', '/api/events?approved=false']) {
      const res = await client.get<Ev[]>(path);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(titles(res.body)).toEqual([
        'Harbor Lights Festival',
        'Farmers Market on the Island',
        'Deep Sea Roundup',
        'Sandfest Sculpture Walk',
        'Last Year Oyster Fry',
      ]);
      expect(res.body[0]).not.toHaveProperty('ownerId');
    }
  });

  it('GET /api/events/upcoming leaves out past events', async () => {
    const res = await client.get<Ev[]>('/api/events/upcoming');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual([
      'Harbor Lights Festival',
      'Farmers Market on the Island',
      'Deep Sea Roundup',
      'Sandfest Sculpture Walk',
    ]);
    for (const e of res.body) expect(new Date(e.endDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('GET /api/events/{id}: 200, 404 for unknown or unapproved, 400 for malformed', async () => {
    const ok = await client.get<Ev>(`/api/events/${ids['Harbor Lights Festival']}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: 'Harbor Lights Festival', category: 'Festival', featured: true, approved: true });
    expect((await client.get(`/api/events/${ids['Unapproved Beach Party']}`)).status).toBe(404);
    expect((await client.get('/api/events/424242')).status).toBe(404);
    const bad = await client.get<{ error: string }>('/api/events/x1');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBeTruthy();
    expect((await client.get<{ error: string }>('/api/events?limit=abc')).status).toBe(400);
  });
});

describe('/events', () => {
  it('shows Coming Up Soon (3), Submit Event, All Events and no unapproved event', async () => {
    const html = await pageHtml(client, '/events');
    expect(html).toContain('Coming Up Soon');
    expect(html).toContain('All Events');
    expect(html).toContain('href="/events/submit"');
    expect(html).toContain('Submit Event');
    expect(html).toMatch(/href="webcal:\/\/[^"]+\/events\/calendar\.ics"/);
    expect(html).not.toContain('Unapproved Beach Party');
    const soon = html.slice(html.indexOf('Coming Up Soon'), html.indexOf('Submit Event'));
    expect(soon.match(/View Details/g)).toHaveLength(3);
    expect(html).toContain('Past Event');
  });

  it('All Events continues after Coming Up Soon instead of repeating it', async () => {
    const html = (await client.get('/events')).text;
    const linksIn = (part: string) => [...part.matchAll(/href="\/events\/(\d+)"/g)].map((m) => Number(m[1]));
    const soon = linksIn(html.slice(html.indexOf('id="soon-heading"'), html.indexOf('id="submit-heading"')));
    const all = linksIn(html.slice(html.indexOf('id="all-heading"')));
    expect(soon).toEqual([ids['Harbor Lights Festival'], ids['Farmers Market on the Island'], ids['Deep Sea Roundup']]);
    expect(all).toEqual([ids['Sandfest Sculpture Walk'], ids['Last Year Oyster Fry']]);
  });

  it('renders an event with badges, when, where, tickets, calendar link and JSON-LD', async () => {
    const id = ids['Harbor Lights Festival']!;
    const html = await pageHtml(client, `/events/${id}`);
    for (const text of [
      'Harbor Lights Festival',
      'Festival',
      'Featured',
      'Roberts Point Park, Port Aransas',
      'Get Tickets',
      `href="/events/${id}.ics"`,
      'href="https://tickets.example/harbor-lights"',
      'href="/dining"',
      'href="/lodging"',
      'href="/attractions"',
      'href="/getting-here"',
      'More Festival Events',
      'Sandfest Sculpture Walk',
      'href="https://calendar.google.com/calendar/render?action=TEMPLATE&amp;text=Harbor+Lights+Festival',
      'href="https://outlook.live.com/calendar/0/deeplink/compose?',
      'Apple Calendar',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/C[DS]T/);
    expect(html).not.toContain('Past Event');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const event = ld.find((d) => d['@type'] === 'Event');
    expect(event).toMatchObject({
      name: 'Harbor Lights Festival',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
    // "Roberts Point Park, Port Aransas": the venue, and no street to give.
    expect(event.location).toMatchObject({
      '@type': 'Place',
      name: 'Roberts Point Park',
      address: { addressLocality: 'Port Aransas' },
    });
    expect(event.location.address).not.toHaveProperty('streetAddress');
    expect(event.offers).toMatchObject({ '@type': 'Offer', url: 'https://tickets.example/harbor-lights' });
    expect(event.organizer).toMatchObject({ '@type': 'Organization' });
    expect(new Date(event.startDate).toISOString()).toBe(event.startDate);
  });

  it('pictures an event without its own image by its category, not one picture for all', async () => {
    const festival = (await client.get(`/events/${ids['Harbor Lights Festival']}`)).text;
    const sports = (await client.get(`/events/${ids['Deep Sea Roundup']}`)).text;
    expect(festival).toContain('srcset="/images/event-festival-640.webp 640w');
    expect(festival).toMatch(/<meta property="og:image" content="[^"]+\/images\/event-festival\.jpg"/);
    expect(sports).toContain('srcset="/images/fishing-640.webp 640w');
    expect(sports).not.toContain('/images/event-festival-640.webp');
  });

  it('marks past events and hides their tickets', async () => {
    const res = await client.get(`/events/${ids['Last Year Oyster Fry']}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Past Event');
  });

  it('answers 404 with Event Not Found for unknown and unapproved events', async () => {
    for (const path of ['/events/999999', `/events/${ids['Unapproved Beach Party']}`, '/events/abc']) {
      const html = await pageHtml(client, path, 404);
      expect(html).toContain('Event Not Found');
      expect(html).toContain('href="/events"');
    }
  });
});

describe('calendars', () => {
  it('serves one event as .ics with a stable UID and Central wall-clock times (TZID, with its VTIMEZONE)', async () => {
    const id = ids['Deep Sea Roundup']!;
    const res = await client.get(`/events/${id}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.text).toContain('BEGIN:VCALENDAR\r\n');
    expect(res.text).toMatch(new RegExp(`UID:event-${id}@[^\\r]+\\r\\n`));
    const api = await client.get<Ev>(`/api/events/${id}`);
    const start = instantToLocal(new Date(api.body.startDate), 'America/Chicago').replace(/[-:]/g, '');
    expect(res.text).toContain(`DTSTART;TZID=America/Chicago:${start}00\r\n`);
    expect(res.text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n');
    expect((await client.get(`/events/${id}.ics`)).text.match(/UID:[^\r]+/)?.[0]).toBe(res.text.match(/UID:[^\r]+/)?.[0]);
    expect((await client.get(`/events/${ids['Unapproved Beach Party']}.ics`)).status).toBe(404);
  });

  it('serves the feed of upcoming approved events', async () => {
    const res = await client.get('/events/calendar.ics');
    expect(res.status).toBe(200);
    expect(res.text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(res.text).toContain('X-WR-CALNAME:');
    expect(res.text).not.toContain('Unapproved Beach Party');
    expect(res.text).not.toContain('Last Year Oyster Fry');
  });
});

describe('/search', () => {
  it('groups matching businesses and events with counts, approved only', async () => {
    const html = await pageHtml(client, '/search?q=harbor');
    expect(html).toMatch(/Businesses <span[^>]*>\(1\)<\/span>/);
    expect(html).toContain('Fins Grill &amp; Icehouse');
    expect(html).toMatch(/Events <span[^>]*>\(1\)<\/span>/);
    expect(html).toContain('Harbor Lights Festival');
    expect(html).toMatch(/News <span[^>]*>\(\d+\)<\/span>/);
    const pending = await client.get('/search?q=secret');
    expect(pending.text).not.toContain('Secret Pending Bistro');
    expect(pending.text).toMatch(/Businesses <span[^>]*>\(0\)<\/span>/);
  });

  it('shows the search form without a query and works with JavaScript off (GET form)', async () => {
    const res = await client.get('/search');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
  });
});
