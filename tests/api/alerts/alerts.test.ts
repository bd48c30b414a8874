/**
 * E-mail alerts over HTTP against the built server, mail through a local SMTP server: bad input, the confirmation
 * that only the button's POST completes (a GET of the link confirms nothing, and nothing is sent before it), the
 * same answer for a subscribed address, an event's cancellation and new time mailed once per change (ICS and
 * JSON-LD following), the RFC 8058 one-click POST with no cookie and no Origin, the body's unsubscribe page, the
 * no-JS forms, expiry and the rate limits.
 */
import type Database from 'better-sqlite3';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { lanternPaddleNight } from '../../fixtures/event-input';
import type { Client } from '../../helpers/http';
import { headerOf } from '../../helpers/mail';
import type { TestServer } from '../../helpers/server';
import type { ReceivedMail, TestSmtp } from '../../helpers/smtp';
import { useSite } from '../../helpers/use-site';
import { clientFrom } from '../../helpers/visitors';
import { waitFor } from '../../helpers/wait';

let server: TestServer, db: Database.Database, smtp: TestSmtp, owner: Client, admin: Client;
let eventId: number;
let nextIp = 1;
/** Each caller from its own address, so the per-client limit is only the subject of its own test. */
const visitor = () => clientFrom(server.url, `10.9.0.${nextIp++}`);
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

useSite((site) => ({ server, db, smtp, owner, admin } = site), {
  demo: true,
  smtp: true,
  ownSiteUrl: true,
  writable: true,
  signIn: ['owner', 'admin'],
  env: { TRUST_PROXY: 'true' },
});
beforeAll(async () => {
  const created = await owner.post<{ id: number }>('/api/events', lanternPaddleNight);
  eventId = created.body.id;
  expect((await admin.patch(`/api/admin/events/${eventId}/approve`, { approved: true })).status).toBe(200);
});

const rows = (email: string) =>
  db.prepare('select topic, confirmed_at as confirmedAt from alert_subscriptions where email = ? order by topic').all(email) as {
    topic: string;
    confirmedAt: number | null;
  }[];
const mailsTo = (email: string, subject?: RegExp) =>
  smtp.mails.filter((m) => m.rcptTo.includes(email) && (!subject || subject.test(m.subject)));
const waitForMailTo = (email: string, subject: RegExp) =>
  smtp.waitForMail((m) => m.rcptTo.includes(email) && subject.test(m.subject));
/** Mail delivery is asynchronous: waits until the queue has nothing left to send, so "no mail" is a fact. */
const queueSettled = () =>
  waitFor(() => (db.prepare('select count(*) as n from mail_queue where sent_at is null').get() as { n: number }).n === 0, {
    what: 'the mail queue to be delivered',
  });
const linkPath = (mail: ReceivedMail, path: string) => {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${mail.subject}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const listUnsubscribe = async (mail: ReceivedMail) => ({
  url: (await headerOf(mail, 'List-Unsubscribe'))?.replace(/^<|>$/g, ''),
  post: await headerOf(mail, 'List-Unsubscribe-Post'),
});

/** Subscribes and confirms with the button, as a person would; returns nothing, the rows say it. */
async function subscribeAndConfirm(email: string, topics: string[]): Promise<void> {
  const client = visitor();
  expect((await client.post('/api/alerts/subscribe', { email, topics })).status).toBe(202);
  const path = linkPath(await waitForMailTo(email, /confirm your .* alerts/i), '/alerts/confirm');
  const res = await client.request(path, form({ token: new URL(path, server.url).searchParams.get('token')! }));
  expect(res.status).toBe(200);
}

describe('POST /api/alerts/subscribe', () => {
  it('refuses bad input with field errors, never a 500', async () => {
    const client = visitor();
    const empty = await client.post<{ errors: Record<string, string[]> }>('/api/alerts/subscribe', {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'topics']);
    for (const body of [
      { email: 'not-an-address', topics: ['weather'] },
      { email: 'a@example.com', topics: [] },
      { email: 'a@example.com', topics: ['tides'] },
      { email: 'a@example.com', topics: 'weather' },
      { email: 'a@example.com', topics: ['event:0'] },
    ])
      expect((await client.post('/api/alerts/subscribe', body)).status).toBe(400);
    const unknown = await client.post<{ errors: Record<string, string[]> }>('/api/alerts/subscribe', {
      email: 'a@example.com',
      topics: ['event:999999'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.topics).toEqual(['There is no such event on the calendar.']);
    const notJson = await client.request('/api/alerts/subscribe', {
      method: 'POST',
      body: 'email=a',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    expect(rows('a@example.com')).toEqual([]);
  });

  it('answers 202 and mails a link whose GET confirms nothing; only the button does, and nothing is sent before', async () => {
    const email = 'dana@example.com';
    const client = visitor();
    const res = await client.post<{ message: string }>('/api/alerts/subscribe', {
      email: ' Dana@Example.com ',
      topics: ['weather', `event:${eventId}`],
    });
    expect(res.status).toBe(202);
    expect(res.body.message).toMatch(/check your email/i);
    const mail = await waitForMailTo(email, /confirm your .* alerts/i);
    expect(mail.body).toContain('Lantern Paddle Night');
    expect((await listUnsubscribe(mail)).url).toBeUndefined(); // nobody is on a list yet
    const path = linkPath(mail, '/alerts/confirm');

    // A scanner's GET (and HEAD) shows the page and its button, and changes nothing.
    for (const method of ['GET', 'HEAD']) expect((await visitor().request(path, { method })).status).toBe(200);
    const page = await visitor().get(path);
    expect(page.text).toContain('Confirm my alerts');
    expect(page.text).toContain('<form method="post"');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(rows(email).map((r) => r.confirmedAt)).toEqual([null, null]);

    // An event change before the button reaches nobody.
    expect((await owner.patch(`/api/events/${eventId}/status`, { status: 'postponed' })).status).toBe(200);
    await queueSettled();
    expect(mailsTo(email, /Postponed/)).toEqual([]);

    const confirmed = await client.request(path, form({ token: new URL(path, server.url).searchParams.get('token')! }));
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Your alerts are on');
    expect(rows(email).map((r) => r.topic)).toEqual([`event:${eventId}`, 'weather']);
    expect(rows(email).every((r) => r.confirmedAt !== null)).toBe(true);
    // The link works once.
    expect((await client.request(path, form({ token: new URL(path, server.url).searchParams.get('token')! }))).status).toBe(400);
  });

  it('gives a subscribed address the same answer and sends it nothing', async () => {
    const email = 'dana@example.com';
    const before = mailsTo(email).length;
    const res = await visitor().post<{ message: string }>('/api/alerts/subscribe', { email, topics: ['weather'] });
    expect(res.status).toBe(202);
    expect(res.body.message).toMatch(/check your email/i);
    await queueSettled();
    expect(mailsTo(email)).toHaveLength(before);
  });

  it('limits requests per address and per client (429 with Retry-After)', async () => {
    const client = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await client.post('/api/alerts/subscribe', { email: 'flood@example.com', topics: ['beach'] })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const other = visitor();
    const perClient: number[] = [];
    for (let i = 0; i < 11; i++)
      perClient.push((await other.post('/api/alerts/subscribe', { email: `many${i}@example.com`, topics: ['beach'] })).status);
    expect(perClient.slice(0, 10).every((s) => s === 202)).toBe(true);
    const limited = await other.post('/api/alerts/subscribe', { email: 'one-more@example.com', topics: ['beach'] });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('an unconfirmed subscription expires after 7 days', async () => {
    const email = 'late@example.com';
    expect((await visitor().post('/api/alerts/subscribe', { email, topics: ['beach'] })).status).toBe(202);
    const path = linkPath(await waitForMailTo(email, /confirm/i), '/alerts/confirm');
    db.prepare('update alert_subscriptions set requested_at = requested_at - ? where email = ?').run(
      7 * 86_400_000 + 60_000,
      email,
    );
    const page = await visitor().get(path);
    expect(page.status).toBe(400);
    expect(page.text).toContain('This link has expired');
    expect((await visitor().request(path, form({ token: new URL(path, server.url).searchParams.get('token')! }))).status).toBe(
      400,
    );
    expect(rows(email).every((r) => r.confirmedAt === null)).toBe(true);
  });
});

describe('event changes', () => {
  const icsEvent = async () =>
    new ICAL.Component(ICAL.parse((await visitor().get(`/events/${eventId}.ics`)).text)).getFirstSubcomponent('vevent')!;
  const jsonLd = async () =>
    [...(await visitor().get(`/events/${eventId}`)).text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((d) => d['@type'] === 'Event')!;

  it('a cancellation reaches subscribers once; the ICS and JSON-LD say so', async () => {
    const email = 'evan@example.com';
    await subscribeAndConfirm(email, [`event:${eventId}`]);
    const sequence = Number((await icsEvent()).getFirstPropertyValue('sequence'));
    expect((await owner.patch(`/api/events/${eventId}/status`, { status: 'cancelled' })).status).toBe(200);
    const mail = await waitForMailTo(email, /^Cancelled: Lantern Paddle Night$/);
    expect(mail.body).toContain('has been cancelled');
    expect(await listUnsubscribe(mail)).toMatchObject({ post: 'List-Unsubscribe=One-Click' });
    // The same status again is no change: no second mail.
    expect((await owner.patch(`/api/events/${eventId}/status`, { status: 'cancelled' })).status).toBe(200);
    await queueSettled();
    expect(mailsTo(email, /Cancelled/)).toHaveLength(1);
    // The earlier subscriber heard too, once.
    expect(mailsTo('dana@example.com', /Cancelled/)).toHaveLength(1);

    const vevent = await icsEvent();
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(vevent.getFirstPropertyValue('sequence'))).toBeGreaterThan(sequence);
    expect(vevent.getFirstPropertyValue('last-modified')).toBeTruthy();
    expect((await jsonLd()).eventStatus).toBe('https://schema.org/EventCancelled');
    expect((await visitor().get(`/events/${eventId}`)).text).toContain('This event has been cancelled.');
  });

  it('a new time reaches subscribers once, with the old one; the page and JSON-LD show it as rescheduled', async () => {
    const email = 'evan@example.com';
    expect((await owner.patch(`/api/events/${eventId}/status`, { status: 'scheduled' })).status).toBe(200);
    await waitForMailTo(email, /^Back on: /);
    const moved = await admin.patch(`/api/events/${eventId}`, { startDate: '2032-05-08T19:00', endDate: '2032-05-08T21:00' });
    expect(moved.status).toBe(200);
    const mail = await waitForMailTo(email, /^New time: Lantern Paddle Night$/);
    expect(mail.body).toMatch(/now Sat, May 08, 2032/);
    expect(mail.body).toMatch(/was Sat, May 01, 2032/);
    await queueSettled();
    expect(mailsTo(email, /New time/)).toHaveLength(1);

    expect(await jsonLd()).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: '2032-05-02T00:00:00.000Z',
      startDate: '2032-05-09T00:00:00.000Z',
    });
    expect((await visitor().get(`/events/${eventId}`)).text).toContain('New time: this event has moved.');
  });

  it("an owner's edit of the place waits for review and is mailed once when approved", async () => {
    const email = 'evan@example.com';
    const edit = await owner.patch<{ pendingRevision: { id: number } }>(`/api/events/${eventId}`, {
      location: 'Roberts Point Park',
    });
    expect(edit.status).toBe(200);
    await queueSettled();
    expect(mailsTo(email, /New place/)).toEqual([]);
    expect((await admin.patch(`/api/admin/event-revisions/${edit.body.pendingRevision.id}`, { approved: true })).status).toBe(
      200,
    );
    const mail = await waitForMailTo(email, /^New place: Lantern Paddle Night$/);
    expect(mail.body).toContain('Roberts Point Park');
    expect(mail.body).toContain('Port Aransas Nature Preserve');
  });
});

describe('unsubscribing', () => {
  it("the body's link opens a page with a button and changes nothing", async () => {
    const [mail] = mailsTo('evan@example.com', /New place/);
    const path = linkPath(mail!, '/alerts/unsubscribe');
    const page = await visitor().get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop this alert');
    expect(rows('evan@example.com')).toHaveLength(1);
  });

  it('a one-click POST with no cookie and no Origin unsubscribes at once', async () => {
    const [mail] = mailsTo('evan@example.com', /New place/);
    const { url } = await listUnsubscribe(mail!);
    expect(new URL(url!).origin).toBe(server.url);
    // As a mail provider sends it: from its own servers, no cookie, no Origin, no Sec-Fetch headers.
    const res = await fetch(url!, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(rows('evan@example.com')).toEqual([]);
    // Nothing more reaches that address.
    expect((await owner.patch(`/api/events/${eventId}/status`, { status: 'postponed' })).status).toBe(200);
    await waitForMailTo('dana@example.com', /^Postponed: /);
    await queueSettled();
    expect(mailsTo('evan@example.com', /Postponed/)).toEqual([]);
    // The link has done its work: opened again, it says so.
    expect((await visitor().get(new URL(url!).pathname + new URL(url!).search)).text).toContain('Nothing to stop here');
  });

  it('a cross-site POST from a browser is still refused', async () => {
    const [mail] = mailsTo('dana@example.com', /Postponed/);
    const { url } = await listUnsubscribe(mail!);
    const res = await visitor().request(new URL(url!).pathname + new URL(url!).search, {
      ...form({ 'List-Unsubscribe': 'One-Click' }),
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(rows('dana@example.com')).toHaveLength(2);
  });

  it('a malformed token is refused with a helpful page', async () => {
    const res = await visitor().request('/alerts/unsubscribe?token=%00', form({}));
    expect(res.status).toBe(400);
    expect(res.text).toContain('Invalid unsubscribe link');
  });
});

describe('forms without JavaScript', () => {
  it('every event page has "Tell me if this changes", posting to /alerts', async () => {
    const page = await visitor().get(`/events/${eventId}`);
    expect(page.text).toContain('Tell me if this changes');
    expect(page.text).toContain('action="/alerts"');
    expect(page.text).toContain(`name="event" value="${eventId}"`);
  });

  it('the event form asks for a confirmation, and a bad address comes back with its message', async () => {
    const client = visitor();
    const ok = await client.request('/alerts', form({ email: 'nojs@example.com', event: String(eventId) }));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/alerts?sent=1');
    expect((await client.get('/alerts?sent=1')).text).toContain('check your email');
    await waitForMailTo('nojs@example.com', /confirm/i);
    expect(rows('nojs@example.com')).toEqual([{ topic: `event:${eventId}`, confirmedAt: null }]);

    const bad = await client.request('/alerts', form({ email: 'nope', event: String(eventId) }));
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Please enter a valid email address.');
    expect(bad.text).toContain('value="nope"');
    expect(bad.text).toContain(`name="event" value="${eventId}"`);
    const none = await client.request('/alerts', form({ email: 'x@example.com' }));
    expect(none.status).toBe(400);
    expect(none.text).toContain('Choose at least one kind of alert.');
  });
});

describe('/account', () => {
  it('lists the signed-in person’s alerts, adds and stops them', async () => {
    const email = (db.prepare("select email from users where role = 'admin' limit 1").get() as { email: string }).email;
    const before = await admin.get('/account');
    expect(before.text).toContain('Your alerts');
    const added = await admin.request('/alerts/account', form({ action: 'add', topic: 'beach' }));
    expect(added.status).toBe(303);
    expect(rows(email).map((r) => r.topic)).toEqual(['beach']);
    expect((await admin.get('/account')).text).toContain('Beach advisories and high rip-current risk');
    expect((await admin.request('/alerts/account', form({ action: 'stop', topic: 'beach' }))).status).toBe(303);
    expect(rows(email)).toEqual([]);
    expect((await visitor().request('/alerts/account', form({ action: 'add', topic: 'beach' }))).status).toBe(302);
  });
});
