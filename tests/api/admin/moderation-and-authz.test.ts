/** Admin endpoints and the authorization matrix (anonymous, owner A, owner B, admin × every mutating route). */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { demo, signedIn, validListing } from '../../helpers/owners';
import { waitForMail } from '../../helpers/mail';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let db: Database.Database;
const clients = {} as Record<'anonymous' | 'ownerA' | 'ownerB' | 'admin', Client>;

const row = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;

useSite(
  (site) =>
    ({ server, db, anonymous: clients.anonymous, owner: clients.ownerA, owner2: clients.ownerB, admin: clients.admin } = site),
  { demo: true, ownSiteUrl: true, signIn: ['owner', 'owner2', 'admin'] },
);

const userId = (email: string) => row<{ id: number }>('select id from users where email = ?', email).id;
const businessOf = (email: string) =>
  row<{ id: number }>('select id from businesses where owner_id = ? order by id limit 1', userId(email)).id;
const unclaimed = (offset: number) =>
  row<{ id: number }>('select id from businesses where owner_id is null and approved = 1 order by id limit 1 offset ?', offset)
    .id;
const anyEvent = () => row<{ id: number }>('select id from events order by id limit 1').id;
const anyContact = () => row<{ id: number }>('select id from contact_messages order by id limit 1').id;

type Role = keyof typeof clients;
interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: () => string;
  body?: () => unknown;
  /** Statuses allowed per role; anything else (in particular an unexpected 2xx) fails. */
  expect: Record<Role, number[]>;
}

const adminOnly = (ok = [200]) => ({ anonymous: [401], ownerA: [403], ownerB: [403], admin: ok });
const signedInOk = (ok: number[]) => ({ anonymous: [401], ownerA: ok, ownerB: ok, admin: ok });

describe('authorization matrix', () => {
  const routes: Route[] = [
    {
      name: 'create listing',
      method: 'POST',
      path: () => '/api/businesses',
      body: () => validListing,
      expect: signedInOk([201]),
    },
    {
      name: "edit owner A's listing",
      method: 'PATCH',
      path: () => `/api/businesses/${businessOf(demo.owner)}`,
      body: () => ({ description: 'A description edited in the matrix test.' }),
      expect: { anonymous: [401], ownerA: [200], ownerB: [403], admin: [403] },
    },
    {
      name: 'claim',
      method: 'POST',
      path: () => '/api/businesses/claim',
      body: () => ({ businessId: unclaimed(0), method: 'review' }),
      expect: signedInOk([202, 409]),
    },
    {
      name: 'submit event',
      method: 'POST',
      path: () => '/api/events',
      body: () => ({
        title: 'Matrix Fest',
        description: 'An event from the matrix test.',
        category: 'Community',
        location: 'Beach',
        startDate: '2032-05-01T10:00',
        endDate: '2032-05-01T12:00',
      }),
      expect: signedInOk([201]),
    },
    { name: 'my businesses', method: 'GET', path: () => '/api/businesses/my', expect: signedInOk([200]) },
    { name: 'my events', method: 'GET', path: () => '/api/events/my', expect: signedInOk([200]) },
    {
      name: 'approve business',
      method: 'PATCH',
      path: () => `/api/admin/businesses/${businessOf(demo.owner2)}/approve`,
      body: () => ({ approved: true }),
      expect: adminOnly(),
    },
    {
      name: 'feature business',
      method: 'PATCH',
      path: () => `/api/admin/businesses/${businessOf(demo.owner2)}/feature`,
      body: () => ({ featured: true }),
      expect: adminOnly(),
    },
    {
      name: 'approve event',
      method: 'PATCH',
      path: () => `/api/admin/events/${anyEvent()}/approve`,
      body: () => ({ approved: true }),
      expect: adminOnly(),
    },
    {
      name: 'change role',
      method: 'PATCH',
      path: () => `/api/admin/users/${userId(demo.owner2)}/role`,
      body: () => ({ role: 'user' }),
      expect: adminOnly(),
    },
    {
      name: 'revoke claim',
      method: 'POST',
      path: () => `/api/admin/businesses/${businessOf(demo.owner2)}/revoke-claim`,
      expect: adminOnly(),
    },
    { name: 'read contact message', method: 'GET', path: () => `/api/admin/contacts/${anyContact()}`, expect: adminOnly() },
    { name: 'delete contact message', method: 'DELETE', path: () => `/api/admin/contacts/${anyContact()}`, expect: adminOnly() },
    { name: 'delete event', method: 'DELETE', path: () => `/api/admin/events/${anyEvent()}`, expect: adminOnly() },
    { name: 'delete business', method: 'DELETE', path: () => `/api/admin/businesses/${unclaimed(3)}`, expect: adminOnly() },
    ...['businesses', 'events', 'contacts', 'users', 'stats', 'export/businesses.csv', 'export/newsletter.csv'].map(
      (list): Route => ({ name: `list ${list}`, method: 'GET', path: () => `/api/admin/${list}`, expect: adminOnly() }),
    ),
  ];

  it.each(routes)('$name', async (route) => {
    // Non-admins first: their attempts must change nothing the admin's call then relies on.
    for (const role of ['anonymous', 'ownerB', 'ownerA', 'admin'] as const) {
      const path = route.path();
      const res = await clients[role].request(path, { method: route.method, json: route.body?.() });
      expect(route.expect[role], `${role} ${route.method} ${path} → ${res.status} ${res.text.slice(0, 200)}`).toContain(
        res.status,
      );
      if (res.status >= 400) expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it("leaves B's failed attempts without effect on A's listing", async () => {
    const id = businessOf(demo.owner);
    const before = row('select * from businesses where id = ?', id);
    for (const body of [{ name: 'Stolen Name' }, { description: 'Stolen description text.' }, { category: 'retail' }]) {
      expect((await clients.ownerB.patch(`/api/businesses/${id}`, body)).status).toBe(403);
    }
    expect(row('select * from businesses where id = ?', id)).toEqual(before);
  });
});

describe('moderation', () => {
  it('approving a pending listing publishes it and mails its owner; rejecting hides it again', async () => {
    const created = await clients.ownerA.post<{ id: number }>('/api/businesses', {
      ...validListing,
      name: 'Moderation Test Kayaks',
    });
    const id = created.body.id;
    expect((await clients.anonymous.get(`/api/businesses/${id}`)).status).toBe(404);

    const pending = await clients.admin.get<{ id: number; approved: boolean }[]>('/api/admin/businesses');
    expect(pending.body[0]!.approved).toBe(false); // pending first
    expect(pending.body.map((b) => b.id)).toContain(id);

    const approve = await clients.admin.patch<{ message: string }>(`/api/admin/businesses/${id}/approve`, { approved: true });
    expect(approve.status).toBe(200);
    expect(approve.body.message).toBe('Business approved successfully');
    expect((await clients.anonymous.get(`/api/businesses/${id}`)).status).toBe(200);
    const listed = await clients.anonymous.get<{ id: number }[]>('/api/businesses?q=Moderation%20Test');
    expect(listed.body.map((b) => b.id)).toContain(id);
    await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(demo.owner) && m.subject === 'Your listing is live: “Moderation Test Kayaks”',
    );
    expect(
      row<{ n: number }>("select count(*) as n from audit_log where action = 'business.approved' and target_id = ?", String(id))
        .n,
    ).toBe(1);

    const feature = await clients.admin.patch(`/api/admin/businesses/${id}/feature`, { featured: true });
    expect(feature.status).toBe(200);
    const spotlight = await clients.anonymous.get<{ id: number }[]>('/api/businesses?featured=true&limit=100');
    expect(spotlight.body.map((b) => b.id)).toContain(id);

    const reject = await clients.admin.patch<{ message: string }>(`/api/admin/businesses/${id}/approve`, { approved: false });
    expect(reject.body.message).toBe('Business rejected successfully');
    expect((await clients.anonymous.get(`/api/businesses/${id}`)).status).toBe(404);
    await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(demo.owner) && m.subject === 'Your listing was not approved: “Moderation Test Kayaks”',
    );
  });

  it('approves events onto the public calendar', async () => {
    const created = await clients.ownerA.post<{ id: number }>('/api/events', {
      title: 'Moderated Sandcastle Contest',
      description: 'Build the best sandcastle on the island.',
      category: 'Community',
      location: 'Beach marker 1',
      startDate: '2032-06-01T09:00',
      endDate: '2032-06-01T15:00',
    });
    const id = created.body.id;
    const res = await clients.admin.patch<{ message: string }>(`/api/admin/events/${id}/approve`, { approved: true });
    expect(res.body.message).toBe('Event approved successfully');
    const events = await clients.anonymous.get<{ id: number }[]>('/api/events');
    expect(events.body.map((e) => e.id)).toContain(id);
    await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(demo.owner) && m.subject === 'Your event is live: “Moderated Sandcastle Contest”',
    );
  });

  it('revokes a claim (the listing stays, unowned) and answers 409 when there is no owner', async () => {
    const claimer = await signedIn(server.url, demo.owner);
    // A listing nobody has claimed in this file yet (the matrix above opened claims too).
    const id = row<{ id: number }>(
      'select id from businesses where owner_id is null and approved = 1 and id not in (select business_id from claims) order by id limit 1',
    ).id;
    const claim = await claimer.post<{ claim: { id: number } }>('/api/businesses/claim', { businessId: id, method: 'review' });
    expect(claim.status).toBe(202);
    expect((await clients.admin.patch(`/api/admin/claims/${claim.body.claim.id}`, { approved: true })).status).toBe(200);
    expect(row('select owner_id is not null as owned from businesses where id = ?', id)).toEqual({ owned: 1 });
    const revoke = await clients.admin.post(`/api/admin/businesses/${id}/revoke-claim`);
    expect(revoke.status).toBe(200);
    expect(row('select owner_id as o, approved as a from businesses where id = ?', id)).toEqual({ o: null, a: 1 });
    expect((await clients.admin.post(`/api/admin/businesses/${id}/revoke-claim`)).status).toBe(409);
    expect((await clients.admin.post('/api/admin/businesses/999999/revoke-claim')).status).toBe(404);
    expect(row('select status from claims where id = ?', claim.body.claim.id)).toEqual({ status: 'revoked' });
  });

  it('lists contacts without bodies, shows a body on request and marks it read', async () => {
    await clients.anonymous.post('/api/contact', {
      name: 'Reader Test',
      email: 'reader@example.org',
      subject: 'Body please',
      message: 'The full message body goes here.',
    });
    const list = await clients.admin.get<Record<string, unknown>[]>('/api/admin/contacts');
    const item = list.body.find((m) => m.subject === 'Body please')!;
    expect(Object.keys(item).sort()).toEqual(['business', 'createdAt', 'email', 'id', 'name', 'read', 'subject']);
    expect(item.business).toBeNull(); // a contact message, not a report on a listing
    expect(item.read).toBe(false);
    const one = await clients.admin.get<{ message: string }>(`/api/admin/contacts/${item.id}`);
    expect(one.body.message).toBe('The full message body goes here.');
    const again = await clients.admin.get<Record<string, unknown>[]>('/api/admin/contacts');
    expect(again.body.find((m) => m.id === item.id)!.read).toBe(true);
  });

  it('counts users, pending businesses, pending events and contact messages', async () => {
    const stats = await clients.admin.get<Record<string, number>>('/api/admin/stats');
    expect(stats.body).toEqual({
      totalUsers: row<{ n: number }>('select count(*) as n from users').n,
      // Rejected items are not pending.
      pendingBusinesses: row<{ n: number }>('select count(*) as n from businesses where approved = 0 and rejected_at is null').n,
      pendingEvents: row<{ n: number }>('select count(*) as n from events where approved = 0 and rejected_at is null').n,
      contactMessages: row<{ n: number }>('select count(*) as n from contact_messages').n,
    });
  });

  it('exports businesses and subscribers as CSV, defusing spreadsheet formulas', async () => {
    await clients.ownerA.post('/api/businesses', { ...validListing, name: '=HYPERLINK("http://evil.example")' });
    const res = await clients.admin.get('/api/admin/export/businesses.csv');
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="businesses-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"id","name","category","plan","subscriptionStatus","approved","featured","address","phone","email","website","ownerEmail","createdAt"',
    );
    expect(lines.length - 1).toBe(row<{ n: number }>('select count(*) as n from businesses').n);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const news = await clients.admin.get('/api/admin/export/newsletter.csv');
    expect(news.text.split('\r\n')[0]).toBe('"email","subscribedAt"');
    expect(news.text.trim().split('\r\n').length - 1).toBe(
      row<{ n: number }>('select count(*) as n from newsletter_subscribers where unsubscribed_at is null').n,
    );
  });

  it('answers 404 for unknown ids and 400 for bad ids or bodies', async () => {
    expect((await clients.admin.patch('/api/admin/businesses/999999/approve', { approved: true })).status).toBe(404);
    expect((await clients.admin.patch('/api/admin/events/999999/approve', { approved: true })).status).toBe(404);
    expect((await clients.admin.patch('/api/admin/businesses/x/approve', { approved: true })).status).toBe(400);
    expect((await clients.admin.patch(`/api/admin/businesses/${unclaimed(0)}/approve`, { approved: 'maybe' })).status).toBe(400);
    expect((await clients.admin.patch(`/api/admin/businesses/${unclaimed(0)}/approve`, {})).status).toBe(400);
    expect((await clients.admin.get('/api/admin/businesses?status=weird')).status).toBe(400);
    expect((await clients.admin.request('/api/admin/contacts/999999', { method: 'DELETE' })).status).toBe(404);
  });
});
