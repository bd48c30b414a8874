/** Owner endpoints over HTTP against the built server: create, edit, claim (incl. concurrency), events, signup, contact. */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { demo, validListing, verificationToken } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import { readOutbox, waitForMail } from '../../helpers/mail';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, owner: Client, owner2: Client;

const row = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
const count = (table: string) => row<{ n: number }>(`select count(*) as n from ${table}`).n;

useSite((site) => ({ server, db, owner, owner2 } = site), { demo: true, ownSiteUrl: true, signIn: ['owner', 'owner2'] });

/** What the listing's rules answer for a missing or too short name, description, phone and category. */
const listingFieldErrors = {
  name: ['Business name is required'],
  description: ['Please provide a brief description of your business'],
  phone: ['Valid phone number is required'],
  category: ['Please select a category'],
};

/** A new pending row shows in its owner's own list only: not in another owner's, nor in the public one. */
async function expectListedForOwnerOnly(id: number, ownListPath: string, publicListPath: string): Promise<void> {
  const ids = (res: { body: { id: number }[] }) => res.body.map((item) => item.id);
  expect(ids(await owner.get<{ id: number }[]>(ownListPath))).toContain(id);
  expect(ids(await owner2.get<{ id: number }[]>(ownListPath))).not.toContain(id);
  expect(ids(await new Client(server.url).get<{ id: number }[]>(publicListPath))).not.toContain(id);
}

describe('POST /api/businesses', () => {
  it('creates a pending, unfeatured listing owned by the caller, whatever the body says', async () => {
    const res = await owner.post<{ id: number; approved: boolean; featured: boolean; category: string; website: string }>(
      '/api/businesses',
      {
        ...validListing,
        approved: true,
        featured: true,
        ownerId: 1,
      },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      approved: false,
      featured: false,
      category: 'Sports & Recreation',
      website: 'https://dunegrass.example.com',
    });
    const stored = row<{ owner_id: number; approved: number; featured: number }>(
      'select owner_id, approved, featured from businesses where id = ?',
      res.body.id,
    );
    const me = row<{ id: number }>('select id from users where email = ?', demo.owner);
    expect(stored).toEqual({ owner_id: me.id, approved: 0, featured: 0 });

    await expectListedForOwnerOnly(res.body.id, '/api/businesses/my', '/api/businesses?q=Dune%20Grass');
  });

  it('accepts Lodging, storing its slug and answering its label', async () => {
    const res = await owner.post<{ category: string }>('/api/businesses', {
      ...validListing,
      name: 'Sea Oats Inn',
      category: 'Lodging',
    });
    expect(res.status).toBe(201);
    expect(res.body.category).toBe('Lodging');
    expect(row<{ category: string }>('select category from businesses where name = ?', 'Sea Oats Inn').category).toBe('lodging');
  });

  it('answers the spec messages for bad fields and writes nothing', async () => {
    const before = count('businesses');
    const res = await owner.post<{ error: string; errors: Record<string, string[]> }>('/api/businesses', {
      name: 'A',
      description: 'short',
      phone: '123',
      category: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject(listingFieldErrors);
    expect(count('businesses')).toBe(before);
  });

  it('needs a session', async () => {
    const res = await new Client(server.url).post('/api/businesses', validListing);
    expect(res.status).toBe(401);
  });
});

describe('PATCH /api/businesses/{id}', () => {
  const approvedOwnedBy = (email: string) =>
    row<{ id: number; name: string }>(
      'select b.id, b.name from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 order by b.id limit 1',
      email,
    );

  it('applies contact, website and hours at once; the description waits as a revision while the listing stays live', async () => {
    const { id } = approvedOwnedBy(demo.owner);
    const hours = {
      monday: { open: '08:00', close: '17:00', closed: false },
      sunday: { open: '00:00', close: '00:00', closed: true },
    };
    const before = row<{ description: string }>('select description from businesses where id = ?', id).description;
    const res = await owner.patch<{
      description: string;
      phone: string;
      approved: boolean;
      hours: unknown;
      backToReview: boolean;
      pendingRevision: { changes: Record<string, string> } | null;
    }>(`/api/businesses/${id}`, {
      description: 'Freshly updated description for the season.',
      phone: '361-555-0123',
      website: 'https://updated.example.com',
      hours,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: before,
      phone: '361-555-0123',
      approved: true,
      hours,
      backToReview: false,
      pendingRevision: { changes: { description: 'Freshly updated description for the season.' } },
    });
  });

  it('keeps a renamed live listing online (200, old name) until the revision is approved', async () => {
    const { id, name } = approvedOwnedBy(demo.owner);
    const res = await owner.patch<{ approved: boolean; backToReview: boolean; name: string }>(`/api/businesses/${id}`, {
      name: `${name} & Patio`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approved: true, backToReview: false, name });
    const publicView = await new Client(server.url).get<{ name: string }>(`/api/businesses/${id}`);
    expect(publicView.status).toBe(200);
    expect(publicView.body.name).toBe(name);
    expect((await new Client(server.url).getFollowing(`/business/${id}`)).status).toBe(200);
  });

  it('never lets another owner touch a listing (object-level check)', async () => {
    const { id } = approvedOwnedBy(demo.owner);
    const before = row('select * from businesses where id = ?', id);
    const res = await owner2.patch(`/api/businesses/${id}`, { description: 'Hijacked description text here.' });
    expect(res.status).toBe(403);
    expect(row('select * from businesses where id = ?', id)).toEqual(before);
  });

  it('answers 404 for a missing listing, 400 for a bad id or empty body, 401 without a session', async () => {
    const { id } = approvedOwnedBy(demo.owner);
    expect((await owner.patch('/api/businesses/999999', { description: 'Nothing to see here at all.' })).status).toBe(404);
    expect((await owner.patch('/api/businesses/abc', { description: 'Nothing to see here at all.' })).status).toBe(400);
    expect((await owner.patch(`/api/businesses/${id}`, {})).status).toBe(400);
    expect(
      (await owner.patch(`/api/businesses/${id}`, { hours: { funday: { open: '08:00', close: '09:00', closed: false } } }))
        .status,
    ).toBe(400);
    expect(
      (await new Client(server.url).patch(`/api/businesses/${id}`, { description: 'Nothing to see here at all.' })).status,
    ).toBe(401);
  });
});

// Claims: tests/api/claims/claims.test.ts (a claim never changes a listing by itself).

describe('events', () => {
  const valid = {
    title: 'Harbor Lights Boat Parade',
    description: 'Decorated boats parade through the harbor after sunset.',
    category: 'Festival',
    location: 'Port Aransas Harbor',
    startDate: '2031-12-06T18:00',
    endDate: '2031-12-06T21:00',
    ticketUrl: 'tickets.example.com/parade',
  };

  it('stores a submitted event as pending, in Central time, and lists it under /api/events/my only', async () => {
    const res = await owner.post<{ id: number; approved: boolean; startDate: string }>('/api/events', {
      ...valid,
      approved: true,
      featured: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.approved).toBe(false);
    expect(res.body.startDate).toBe('2031-12-07T00:00:00.000Z'); // 6 PM CST = midnight UTC
    await expectListedForOwnerOnly(res.body.id, '/api/events/my', '/api/events');
  });

  it('accepts RFC 3339 instants (Z or an offset), the format GET answers with', async () => {
    const res = await owner.post<{ startDate: string; endDate: string }>('/api/events', {
      ...valid,
      startDate: '2026-12-01T18:00:00.000Z',
      endDate: '2026-12-01T15:00:00-06:00',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ startDate: '2026-12-01T18:00:00.000Z', endDate: '2026-12-01T21:00:00.000Z' });
  });

  it('rejects an end before the start, bad dates and unknown categories, writing nothing', async () => {
    const before = count('events');
    const bad = [
      { ...valid, endDate: '2031-12-06T17:00' },
      { ...valid, startDate: '2031-02-30T10:00' },
      { ...valid, startDate: 'tomorrow' },
      { ...valid, startDate: '2031-02-30T10:00:00Z' },
      { ...valid, startDate: '2031-12-06T18:00:00' }, // seconds but no zone: neither format
      { ...valid, category: 'Rave' },
      { ...valid, title: '' },
    ];
    for (const body of bad) {
      const res = await owner.post<{ error: string }>('/api/events', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(count('events')).toBe(before);
    expect((await new Client(server.url).post('/api/events', valid)).status).toBe(401);
    expect((await new Client(server.url).get('/api/events/my')).status).toBe(401);
  });
});

describe('POST /api/business-signup', () => {
  it('saves a free listing pending approval for a new address; the mailed link signs the owner in', async () => {
    const client = new Client(server.url);
    const email = `signup-${Date.now()}@example.org`;
    const res = await client.post<{ redirectTo: string; businessId?: number }>('/api/business-signup', {
      mode: 'new',
      plan: 'free',
      firstName: 'Rita',
      lastName: 'Shore',
      email,
      password: 'gulf-breeze-lantern-7',
      confirmPassword: 'gulf-breeze-lantern-7',
      ...validListing,
      name: 'Rita Shore Rentals',
      approved: true,
      featured: true,
    });
    expect(res.status).toBe(202);
    expect(res.body.redirectTo).toBe('/business-signup?sent=1');
    expect(res.body.businessId).toBeUndefined();
    const saved = row<{ id: number }>(
      'select b.id, approved, featured, plan from businesses b join users u on u.id = b.owner_id where u.email = ?',
      email,
    );
    expect(saved).toMatchObject({ approved: 0, featured: 0, plan: 'free' });
    expect((await client.get('/api/user')).status).toBe(401);
    await waitForMail(server.outboxDir, (m) => m.to.includes(email) && m.subject.includes('Rita Shore Rentals'), 20_000);
    expect((await client.post('/api/verify-email', { token: await verificationToken(server.outboxDir, email) })).status).toBe(
      200,
    );
    expect((await client.get<{ email: string }>('/api/user')).body.email).toBe(email);
    const page = await client.get(`/business-signup?submitted=${saved.id}`);
    expect(page.text).toContain('Your listing has been submitted');
  });

  it('saves a premium listing as incomplete and hands it over to the checkout', async () => {
    const res = await owner.post<{ redirectTo: string; businessId: number; message: string }>('/api/business-signup', {
      mode: 'new',
      plan: 'premium',
      subscriptionType: 'yearly',
      ...validListing,
      name: 'Premium Pelican Tours',
    });
    expect(res.status).toBe(201);
    expect(
      row(
        'select plan, subscription_type as t, subscription_status as s, approved from businesses where id = ?',
        res.body.businessId,
      ),
    ).toEqual({
      plan: 'premium',
      t: 'yearly',
      s: 'incomplete',
      approved: 0,
    });
    expect(res.body.redirectTo).toMatch(/\/checkout\/test\//); // no STRIPE_SECRET_KEY: the built-in test checkout
    expect(res.body.message).toBe('Redirecting to payment...');
  });

  it('answers every spec validation message at once for an empty form', async () => {
    const res = await new Client(server.url).post<{ errors: Record<string, string[]> }>('/api/business-signup', {
      confirmPassword: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Valid email is required'],
      password: ['Password must be at least 8 characters'],
      ...listingFieldErrors,
    });
    const mismatch = await new Client(server.url).post<{ errors: Record<string, string[]> }>('/api/business-signup', {
      firstName: 'Al',
      lastName: 'Bo',
      email: 'al@example.org',
      password: 'long-enough-pass',
      confirmPassword: 'different-pass',
      mode: 'claim',
      ...validListing,
    });
    expect(mismatch.body.errors.confirmPassword).toEqual(["Passwords don't match"]);
    expect(mismatch.body.errors.businessId).toEqual(['No business selected to claim']);
    const claimWithoutListing = await new Client(server.url).post<{ errors: Record<string, string[]> }>('/api/business-signup', {
      mode: 'claim',
    });
    expect(claimWithoutListing.status).toBe(400);
    expect(claimWithoutListing.body.errors.businessId).toEqual(['No business selected to claim']);
  });

  it('works as a plain HTML form post: errors re-render the page, success redirects', async () => {
    const client = new Client(server.url);
    const page = await client.get('/business-signup');
    expect(page.text).toContain('Create New Listing');
    const bad = await client.request('/business-signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ mode: 'new', plan: 'free', name: 'X' }).toString(),
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Business name is required');
    expect(bad.text).toContain('First name is required');

    const email = `noscript-${Date.now()}@example.org`;
    const ok = await client.request('/list-your-business', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mode: 'new',
        plan: 'free',
        subscriptionType: 'monthly',
        firstName: 'Nora',
        lastName: 'Script',
        email,
        password: 'no-javascript-needed-1',
        confirmPassword: 'no-javascript-needed-1',
        ...validListing,
        name: 'Noscript Netmakers',
      }).toString(),
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/business-signup?sent=1');
    expect((await client.get(ok.headers.get('location')!)).text).toContain('Check your email');
    expect(row('select approved from businesses where name = ?', 'Noscript Netmakers')).toEqual({ approved: 0 });
  });
});

describe('POST /api/contact', () => {
  const message = {
    name: 'Casey Visitor',
    email: 'Casey@Example.org',
    subject: 'Ferry hours',
    message: 'When does the ferry run on holidays?',
  };

  it('stores the message and mails the company address', async () => {
    const res = await new Client(server.url).post<{ message: string }>('/api/contact', message);
    expect(res.status).toBe(201);
    expect(row('select name, email, subject from contact_messages order by id desc limit 1')).toEqual({
      name: 'Casey Visitor',
      email: 'casey@example.org',
      subject: 'Ferry hours',
    });
    const mail = await waitForMail(server.outboxDir, (m) => m.subject.includes('Contact form: “Ferry hours”'));
    expect(mail.to).toContain('hello@portaransasguide.com');
    expect(mail.body).toContain('When does the ferry run on holidays?');
  });

  it('drops honeypot submissions silently and rejects bad input, storing nothing', async () => {
    const before = count('contact_messages');
    const trap = await new Client(server.url).post('/api/contact', { ...message, website: 'http://spam.example' });
    expect(trap.status).toBe(201);
    const bad = await new Client(server.url).post<{ errors: Record<string, string[]> }>('/api/contact', {
      name: '',
      email: 'nope',
      subject: '',
      message: 'hi',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(count('contact_messages')).toBe(before);
    expect((await readOutbox(server.outboxDir)).filter((m) => m.subject.includes('spam')).length).toBe(0);
  });

  const postForm = (path: string, fields: Record<string, string>) =>
    new Client(server.url).request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('without JavaScript, a refused form comes back to /contact with what was typed', async () => {
    const before = count('contact_messages');
    const refused = await postForm('/contact', { ...message, email: 'casey at example', message: 'Too short' });
    expect(refused.status).toBe(400);
    const html = refused.text;
    expect(html).toContain('value="Casey Visitor"');
    expect(html).toContain('value="casey at example"');
    expect(html).toContain('>Too short</textarea>');
    expect(html).toContain('Valid email is required');
    expect(html).toContain('Please write a message of at least 10 characters');
    expect(count('contact_messages')).toBe(before);
  });

  it('accepts the form without JavaScript and rate limits floods with 429', async () => {
    const form = await postForm('/contact', message);
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/contact?sent=1');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await new Client(server.url).post('/api/contact', message)).status);
    expect(statuses).toContain(429);
  });
});
