/**
 * The `beach` topic's two entry points (the beach feature calls them) and the event-change mails, driven directly
 * on a temporary database: each mailed once to the topic's confirmed subscribers only, with its one-click headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRow } from '../../fixtures/event-row';
import { useTempDatabase } from '../accounts/db';

useTempDatabase();
const { alertBeachAdvisory, alertHighRipCurrent, alertHighRipCurrents } = await import('#src/features/alerts/server/beach.ts');
const { createAdvisory } = await import('#src/features/beach/server/advisories.ts');
const { alertEventMoved, alertEventStatus } = await import('#src/features/alerts/server/event-changes.ts');
const { insertConfirmedSubscription, upsertPendingSubscription } = await import('#src/features/alerts/server/alerts.queries.ts');
const { listMail } = await import('#src/platform/server/mail/mail.queries.ts');
const { stopMailWorker } = await import('#src/platform/server/mail/index.ts');
const { getDb } = await import('#src/platform/server/db/client.ts');
const { events, users } = await import('#src/platform/server/db/schema.ts');

const now = new Date('2026-07-04T15:00:00Z');
let eventId: number;

beforeAll(() => {
  process.env.SITE_URL = 'https://guide.example';
  insertConfirmedSubscription({ email: 'sun@example.com', topic: 'beach', eventId: null, at: now });
  // Waiting for confirmation: hears nothing.
  upsertPendingSubscription({ email: 'wait@example.com', topic: 'beach', eventId: null, confirmTokenHash: 'x', at: now });
  const { id } = getDb()
    .insert(events)
    .values({
      title: 'Sandcastle Days',
      description: 'Sculptors on the beach.',
      category: 'Festival',
      location: 'IB Magee Beach Park',
      startDate: new Date('2026-10-17T15:00:00Z'),
      endDate: new Date('2026-10-17T22:00:00Z'),
      approved: true,
    })
    .returning({ id: events.id })
    .get();
  eventId = id;
  insertConfirmedSubscription({ email: 'fan@example.com', topic: `event:${id}`, eventId: id, at: now });
});
afterAll(() => stopMailWorker());

const subjectsTo = (to: string) => listMail({ to }).map((m) => m.subject);

describe('beach alerts', () => {
  it('an advisory is mailed once to confirmed beach subscribers, with a one-click link', () => {
    const advisory = {
      site: 'Port Aransas Beach',
      level: 'advisory' as const,
      note: 'Enterococcus above the standard.',
      expiresAt: new Date('2026-07-06T23:00:00Z'),
    };
    expect(alertBeachAdvisory(advisory, now)).toBe(1);
    expect(alertBeachAdvisory(advisory, now)).toBeNull();
    expect(subjectsTo('sun@example.com')).toEqual(['Beach advisory: Port Aransas Beach']);
    expect(subjectsTo('wait@example.com')).toEqual([]);
    const [mail] = listMail({ to: 'sun@example.com' });
    expect(mail!.text).toContain('Enterococcus above the standard.');
    expect(mail!.listUnsubscribe).toMatch(/^https:\/\/guide\.example\/alerts\/unsubscribe\?token=/);
    // A closure of the same beach is news of its own.
    expect(alertBeachAdvisory({ ...advisory, level: 'closed' }, now)).toBe(1);
  });

  it('a High rip-current risk is mailed once per forecast period, however often the forecast is reissued', () => {
    expect(alertHighRipCurrent({ period: 'Tonight', issuedAt: new Date('2026-07-04T08:00:00Z') }, now)).toBe(1);
    expect(alertHighRipCurrent({ period: 'Tonight', issuedAt: new Date('2026-07-04T20:00:00Z') }, now)).toBeNull();
    expect(alertHighRipCurrent({ period: 'Sunday', issuedAt: new Date('2026-07-04T20:00:00Z') }, now)).toBe(1);
    expect(subjectsTo('sun@example.com').filter((s) => s.startsWith('High rip current risk'))).toEqual([
      'High rip current risk: Tonight',
      'High rip current risk: Sunday',
    ]);
  });

  it('a current forecast mails its High periods only; an old one mails nothing', () => {
    const forecast = {
      risk: 'moderate' as const,
      period: 'Today',
      zone: 'TXZ345',
      issuedAt: '2026-07-05T08:00:00Z',
      source: 'https://forecast.weather.gov/',
      current: true,
      surf: '3 to 5 feet',
      text: '',
      periods: [
        { name: 'Today', risk: 'moderate' as const, surf: null },
        { name: 'Monday', risk: 'high' as const, surf: null },
        { name: 'Tuesday', risk: null, surf: null },
      ],
    };
    expect(alertHighRipCurrents({ ...forecast, current: false }, now)).toBe(0);
    expect(alertHighRipCurrents(forecast, now)).toBe(1);
    expect(alertHighRipCurrents(forecast, now)).toBe(0);
    expect(alertHighRipCurrents(null, now)).toBe(0);
    expect(subjectsTo('sun@example.com')).toContain('High rip current risk: Monday');
    expect(subjectsTo('sun@example.com')).not.toContain('High rip current risk: Today');
  });

  it("an admin's new advisory reaches the beach subscribers", () => {
    const admin = getDb()
      .insert(users)
      .values({ email: 'admin@example.com', firstName: 'A', lastName: 'D', passwordHash: 'x', role: 'admin' })
      .returning({ id: users.id })
      .get();
    const made = createAdvisory(
      {
        site: 'Mustang Island State Park',
        level: 'closed',
        note: null,
        expiresAt: new Date('2026-07-08T23:00:00Z'),
        sampledOn: null,
        sourceUrl: null,
      },
      { actorId: admin.id, ip: null },
      now,
    );
    expect(made.ok).toBe(true);
    expect(subjectsTo('sun@example.com')).toContain('Beach closure: Mustang Island State Park');
  });
});

describe('event change mails', () => {
  const base = () =>
    eventRow({
      id: eventId,
      title: 'Sandcastle Days',
      startDate: new Date('2026-10-17T15:00:00Z'),
      endDate: new Date('2026-10-17T22:00:00Z'),
      location: 'IB Magee Beach Park',
    });

  it('a status change is mailed once per change', () => {
    const cancelled = { ...base(), eventStatus: 'cancelled' as const, updatedAt: new Date('2026-07-04T15:00:00Z') };
    expect(alertEventStatus(cancelled, now)).toBe(1);
    expect(alertEventStatus(cancelled, now)).toBeNull();
    expect(alertEventStatus({ ...base(), updatedAt: new Date('2026-07-04T16:00:00Z') }, now)).toBe(1);
    expect(subjectsTo('fan@example.com')).toEqual(['Cancelled: Sandcastle Days', 'Back on: Sandcastle Days']);
  });

  it('a move says what changed; an edit that moves nothing sends nothing; an unapproved event has no audience', () => {
    const before = base();
    const after = { ...base(), location: 'Roberts Point Park', updatedAt: new Date('2026-07-05T10:00:00Z') };
    expect(alertEventMoved(before, { ...base(), title: 'Sandcastle Days 2026' }, now)).toBeNull();
    expect(alertEventMoved(before, after, now)).toBe(1);
    expect(alertEventMoved(before, after, now)).toBeNull();
    expect(alertEventMoved(before, { ...after, approved: false, updatedAt: new Date() }, now)).toBeNull();
    expect(subjectsTo('fan@example.com').at(-1)).toBe('New place: Sandcastle Days');
  });
});
