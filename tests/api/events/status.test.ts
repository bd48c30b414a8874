/**
 * Event status: scheduled | cancelled | postponed as `status` in the public API,
 * set by the author or an admin through PATCH /api/events/{id}/status; badge on cards and the event page,
 * `eventStatus` in JSON-LD and STATUS in the calendar files (parsed with ical.js). Over the built server.
 */
import type Database from 'better-sqlite3';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { lanternPaddleNight } from '../../fixtures/event-input';
import { useSite } from '../../helpers/use-site';

let db: Database.Database, anonymous: Client, owner: Client, owner2: Client, admin: Client;
let id: number;

interface PublicEvent {
  id: number;
  title: string;
  status: string;
}

useSite((site) => ({ db, anonymous, owner, owner2, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  signIn: ['owner', 'owner2', 'admin'],
});
beforeAll(async () => {
  const created = await owner.post<{ id: number }>('/api/events', {
    ...lanternPaddleNight,
    ticketUrl: 'https://tickets.example/lanterns',
  });
  id = created.body.id;
  expect((await admin.patch(`/api/admin/events/${id}/approve`, { approved: true })).status).toBe(200);
});

const publicEvent = async () => (await anonymous.get<PublicEvent>(`/api/events/${id}`)).body;
const vevent = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .find((c) => String(c.getFirstPropertyValue('uid')).startsWith(`event-${id}@`));
const jsonLdEvent = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((d) => d['@type'] === 'Event');

describe('event status', () => {
  it('a new event is scheduled everywhere: API, JSON-LD and ICS', async () => {
    expect(await publicEvent()).toMatchObject({ id, status: 'scheduled' });
    expect((await anonymous.get<PublicEvent[]>('/api/events')).body.every((e) => e.status === 'scheduled')).toBe(true);
    expect(jsonLdEvent((await anonymous.get(`/events/${id}`)).text)).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
    });
    expect(vevent((await anonymous.get(`/events/${id}.ics`)).text)?.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('refuses strangers, other owners and bad input, and changes nothing', async () => {
    expect((await anonymous.patch(`/api/events/${id}/status`, { status: 'cancelled' })).status).toBe(401);
    const other = await owner2.patch<{ error: string }>(`/api/events/${id}/status`, { status: 'cancelled' });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You can only change your own events');
    const bad = await owner.patch<{ error: string; errors: Record<string, string[]> }>(`/api/events/${id}/status`, {
      status: 'moved',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toEqual(['Status must be scheduled, cancelled or postponed']);
    expect((await owner.patch(`/api/events/999999/status`, { status: 'cancelled' })).status).toBe(404);
    expect((await owner.patch(`/api/events/abc/status`, { status: 'cancelled' })).status).toBe(400);
    expect(await publicEvent()).toMatchObject({ status: 'scheduled' });
  });

  it('the author cancels: badge on card and page, no tickets, EventCancelled, STATUS:CANCELLED, audited', async () => {
    const res = await owner.patch<{ message: string; event: { eventStatus: string; status: string } }>(
      `/api/events/${id}/status`,
      { status: 'cancelled' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Event marked cancelled');
    // `status` in the owner's view stays the moderation state; the schedule is `eventStatus` there.
    expect(res.body.event).toMatchObject({ status: 'approved', eventStatus: 'cancelled' });
    expect(await publicEvent()).toMatchObject({ status: 'cancelled' });

    const page = (await anonymous.get(`/events/${id}`)).text;
    expect(page).toContain('This event has been cancelled.');
    expect(page).toMatch(/data-event-status="cancelled"[^>]*>\s*Cancelled\s*</);
    expect(page).not.toContain('https://tickets.example/lanterns');
    expect(page).not.toContain(`href="/events/${id}.ics"`);
    expect(jsonLdEvent(page)).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });

    // Its card (site search lists the same event cards as /events).
    const list = (await anonymous.get('/search?q=lantern')).text;
    const card = list.slice(list.lastIndexOf('<article', list.indexOf(`href="/events/${id}"`)));
    expect(card.slice(0, card.indexOf('</article>'))).toMatch(/data-event-status="cancelled"[^>]*>\s*Cancelled\s*</);

    const single = vevent((await anonymous.get(`/events/${id}.ics`)).text)!;
    expect(single.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(single.getFirstPropertyValue('summary')).toBe('Cancelled: Lantern Paddle Night');
    expect(vevent((await anonymous.get('/events/calendar.ics')).text)?.getFirstPropertyValue('status')).toBe('CANCELLED');

    const audit = db.prepare(`select details from audit_log where action = 'event.status' and target_id = ?`).all(String(id));
    expect(audit.map((r) => JSON.parse((r as { details: string }).details))).toEqual([{ from: 'scheduled', to: 'cancelled' }]);
  });

  it('an admin marks any event postponed, then back on schedule', async () => {
    expect((await admin.patch(`/api/events/${id}/status`, { status: 'postponed' })).status).toBe(200);
    const page = (await anonymous.get(`/events/${id}`)).text;
    expect(page).toMatch(/data-event-status="postponed"[^>]*>\s*Postponed\s*</);
    expect(jsonLdEvent(page)).toMatchObject({ eventStatus: 'https://schema.org/EventPostponed' });
    expect(vevent((await anonymous.get(`/events/${id}.ics`)).text)?.getFirstPropertyValue('status')).toBe('TENTATIVE');
    const listed = (await admin.get<{ id: number; eventStatus: string }[]>('/api/admin/events')).body.find((e) => e.id === id);
    expect(listed).toMatchObject({ eventStatus: 'postponed' });

    expect((await admin.patch(`/api/events/${id}/status`, { status: 'scheduled' })).status).toBe(200);
    expect(await publicEvent()).toMatchObject({ status: 'scheduled' });
    expect((await anonymous.get(`/events/${id}`)).text).not.toContain('data-event-status=');
  });
});
