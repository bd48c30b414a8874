/**
 * Suggesting a fix of a listing, through the built server: anyone (no account) suggests a phone, website, address,
 * hours or "closed for good" (the API and the fix page), or, on the fix page, describes something else; it is stored
 * as pending in the one suggestions queue while the listing stays as it is, and mailed (real SMTP) to the owner of a
 * claimed listing or to the admins, never to the contact inbox. Each value is checked by the listing editor's rule
 * (bad bodies 4xx, nothing stored or mailed); honeypot; limits per settled client address that a forged
 * X-Forwarded-For cannot reset; the plain form on the fix page works without JavaScript, and the former "Suggest an
 * edit" and "Report a problem" addresses lead to it.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSite } from '../../helpers/use-site';
import { htmlErrors } from '../../helpers/html-validate';
import { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import type { TestSmtp } from '../../helpers/smtp';
import { fromVisitor, visitorAddress } from '../../helpers/visitors';

let server: TestServer;
let smtp: TestSmtp;
let db: Database.Database;
type Listing = { id: number; name: string; slug: string };
let claimed: Listing;
let unclaimed: Listing;
let others: Listing[];

useSite((site) => ({ server, smtp, db } = site), {
  demo: true,
  ownSiteUrl: true,
  env: { TRUST_PROXY: 'true' },
  writable: true,
  smtp: true,
});
beforeAll(() => {
  claimed = db
    .prepare(
      'select b.id, b.name, b.slug from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 order by b.id limit 1',
    )
    .get(demo.owner) as Listing;
  const free = db
    .prepare('select id, name, slug from businesses where approved = 1 and owner_id is null order by id')
    .all() as Listing[];
  unclaimed = free[0]!;
  others = free.slice(1, 8);
});

const suggest = (id: number | string, body: unknown, visitor: string, headers: Record<string, string> = fromVisitor(visitor)) =>
  new Client(server.url).post<{ suggestion?: { id: number; status: string }; error?: string; errors?: Record<string, string[]> }>(
    `/api/businesses/${id}/suggestions`,
    body,
    { headers },
  );
const stored = (id: number) =>
  db.prepare('select * from listing_suggestions where business_id = ? order by id').all(id) as Record<string, unknown>[];
const listingNow = (id: number) =>
  db.prepare('select phone, website, address, hours, approved from businesses where id = ?').get(id);
const queued = () =>
  (db.prepare("select count(*) as n from mail_queue where subject like 'Suggested edit%'").get() as { n: number }).n;
const allSuggestions = () => (db.prepare('select count(*) as n from listing_suggestions').get() as { n: number }).n;

describe('POST /api/businesses/{id}/suggestions', () => {
  it('stores an anonymous suggestion as pending, leaves the listing as it is, and mails the owner a dashboard link', async () => {
    const before = listingNow(claimed.id);
    const res = await suggest(
      claimed.id,
      { field: 'phone', value: '(361) 555-0142', note: 'The new number is on their door.', email: 'Visitor@Example.com' },
      'first',
    );
    expect(res.status).toBe(202);
    expect(res.body.suggestion).toEqual({ id: expect.any(Number), status: 'pending' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(stored(claimed.id).at(-1)).toMatchObject({
      id: res.body.suggestion!.id,
      field: 'phone',
      value: '(361) 555-0142',
      note: 'The new number is on their door.',
      email: 'visitor@example.com',
      status: 'pending',
      decided_by: null,
    });
    expect(listingNow(claimed.id)).toEqual(before);
    const mail = await smtp.waitForMail((m) => m.subject.includes('Suggested edit') && m.rcptTo.includes(demo.owner));
    expect(mail.body).toContain(`${server.url}/dashboard#suggestions`);
    expect(mail.body).toContain('555-0142');
    expect(mail.body).not.toContain('visitor@example.com');
  });

  it('mails the admins for an unclaimed listing, and keeps hours as the editor stores them', async () => {
    const res = await suggest(
      unclaimed.id,
      { field: 'hours', value: { monday: { open: '08:00', close: '14:00' }, tuesday: { closed: true } } },
      'hours',
    );
    expect(res.status).toBe(202);
    const row = stored(unclaimed.id).at(-1)!;
    expect(JSON.parse(row.value as string)).toEqual({
      monday: { open: '08:00', close: '14:00', closed: false },
      tuesday: { open: '00:00', close: '00:00', closed: true },
    });
    const mail = await smtp.waitForMail((m) => m.subject.includes(unclaimed.name) && m.subject.includes('Suggested edit'));
    expect(mail.rcptTo).toEqual(['hello@portaransasguide.com']);
    expect(mail.body).toContain(`${server.url}/admin/suggestions`);
    // Typed text in mails carries zero-width spaces after colons (src/platform/server/mail/user-text.ts).
    expect(mail.body.replaceAll('\u200B', '')).toContain('Monday: 8:00 AM – 2:00 PM');
  });

  it('"closed for good" needs no value, and a website is stored as the editor stores it', async () => {
    expect((await suggest(others[0]!.id, { field: 'closed' }, 'closer')).status).toBe(202);
    expect(stored(others[0]!.id).at(-1)).toMatchObject({ field: 'closed', value: '' });
    expect((await suggest(others[0]!.id, { field: 'website', value: 'Fins.example.com/menu' }, 'closer')).status).toBe(202);
    expect(stored(others[0]!.id).at(-1)).toMatchObject({ field: 'website', value: 'https://fins.example.com/menu' });
  });

  it('refuses bad bodies with a 4xx and a message per field, storing and mailing nothing', async () => {
    const count = allSuggestions();
    const mails = queued();
    const cases: [unknown, string, RegExp][] = [
      [{ field: 'fax', value: '1' }, 'field', /Choose what should change/],
      // "Something else" is the fix page's: the API takes the corrections its contract names.
      [{ field: 'other', value: 'The photos show another restaurant.' }, 'field', /Choose what should change/],
      [{ value: '(361) 555-0100' }, 'field', /Choose what should change/],
      [{ field: 'phone', value: '12' }, 'value', /Valid phone number is required/],
      [{ field: 'phone', value: 42 }, 'value', /Valid phone number is required/],
      [{ field: 'website', value: 'not a site' }, 'value', /valid website address/],
      [{ field: 'website', value: 'javascript:alert(1)' }, 'value', /valid website address/],
      [{ field: 'address', value: '   ' }, 'value', /Enter the new address/],
      [{ field: 'address', value: 'x'.repeat(201) }, 'value', /at most 200 characters/],
      [{ field: 'hours', value: { monday: { open: '25:00', close: '10:00' } } }, 'value', /Monday: Use HH:MM/],
      [{ field: 'hours', value: {} }, 'value', /opening hours of at least one day/],
      [{ field: 'hours', value: { someday: { closed: true } } }, 'value', /Unknown day/],
      [{ field: 'phone', value: '(361) 555-0100', email: 'nope' }, 'email', /valid e-mail address/],
      [{ field: 'phone', value: '(361) 555-0100', note: 'x'.repeat(1001) }, 'note', /at most 1000 characters/],
    ];
    for (const [i, [body, field, message]] of cases.entries()) {
      const res = await suggest(claimed.id, body, `bad-${i}`);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field]?.[0]).toMatch(message);
    }
    const raw = (body: string, type: string, visitor: string) =>
      new Client(server.url).request(`/api/businesses/${claimed.id}/suggestions`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': type, ...fromVisitor(visitor) },
      });
    expect((await raw('field=phone', 'application/x-www-form-urlencoded', 'raw-1')).status).toBe(415);
    expect((await raw('{"field":', 'application/json', 'raw-2')).status).toBe(400);
    expect((await raw('[]', 'application/json', 'raw-3')).status).toBe(400);
    expect((await raw(JSON.stringify({ field: 'phone', value: 'x'.repeat(200_000) }), 'application/json', 'raw-4')).status).toBe(
      413,
    );
    expect(allSuggestions()).toBe(count);
    expect(queued()).toBe(mails);
  });

  it('answers 404 for an unknown or unpublished listing and 400 for a malformed id', async () => {
    const pending = db.prepare('select id from businesses where approved = 0 limit 1').get() as { id: number };
    for (const id of [999999, pending.id]) {
      const res = await suggest(id, { field: 'phone', value: '(361) 555-0100' }, `ghost-${id}`);
      expect(res.status).toBe(404);
    }
    expect((await suggest('abc', { field: 'phone', value: '(361) 555-0100' }, 'ghost-abc')).status).toBe(400);
    expect(stored(pending.id)).toHaveLength(0);
  });

  it('answers a honeypot hit like a stored suggestion, and stores and mails nothing', async () => {
    const count = allSuggestions();
    const mails = queued();
    const res = await suggest(claimed.id, { field: 'phone', value: '(361) 555-0199', website: 'spam.example' }, 'bot');
    expect(res.status).toBe(202);
    expect(res.body.suggestion).toEqual({ id: expect.any(Number), status: 'pending' });
    expect(allSuggestions()).toBe(count);
    expect(queued()).toBe(mails);
  });
});

describe('limits per client address', () => {
  it('takes at most three suggestions of one listing from one address a day; other listings and addresses go on', async () => {
    const target = others[1]!;
    for (let i = 0; i < 3; i += 1)
      expect((await suggest(target.id, { field: 'phone', value: `(361) 555-010${i}` }, 'keen')).status).toBe(202);
    const over = await suggest(target.id, { field: 'phone', value: '(361) 555-0109' }, 'keen');
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/try again tomorrow/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(stored(target.id)).toHaveLength(3);
    expect((await suggest(others[2]!.id, { field: 'phone', value: '(361) 555-0108' }, 'keen')).status).toBe(202);
    expect((await suggest(target.id, { field: 'phone', value: '(361) 555-0107' }, 'neighbour')).status).toBe(202);
  });

  it('five in a burst from one address, then 429 with Retry-After, whatever X-Forwarded-For the client forges', async () => {
    // Behind TRUST_PROXY our proxy appends the real address last; whatever the client wrote left of it is ignored.
    const real = visitorAddress('flood');
    const forged = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i + 1}, 198.51.100.${i + 7}, ${real}` });
    for (let i = 0; i < 5; i += 1) {
      const res = await suggest(others[3 + (i % 3)]!.id, { field: 'address', value: `${i} Beach St` }, 'flood', forged(i));
      expect(res.status).toBe(202);
    }
    const count = allSuggestions();
    const over = await suggest(others[6]!.id, { field: 'address', value: '9 Beach St' }, 'flood', forged(99));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(allSuggestions()).toBe(count);
    // A limit per address, not for everyone.
    expect((await suggest(others[6]!.id, { field: 'address', value: '9 Beach St' }, 'calm')).status).toBe(202);
  });
});

describe('the fix page without JavaScript', () => {
  const path = () => `/business/${claimed.id}-${claimed.slug}/fix`;
  const postForm = (fields: Record<string, string>, visitor: string, to = path()) =>
    new Client(server.url).request(to, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromVisitor(visitor) },
    });
  const contactMessages = () => (db.prepare('select count(*) as n from contact_messages').get() as { n: number }).n;

  it('is the listing’s one "Fix this listing" link, and shows every choice with the listing’s values', async () => {
    const listing = await new Client(server.url).getFollowing(`/business/${claimed.id}`);
    expect(listing.text).toContain(`href="${path()}"`);
    expect(listing.text).toContain('Fix this listing');
    expect(listing.text).not.toContain('/suggest"');
    expect(listing.text).not.toContain('/report-problem"');
    const page = await new Client(server.url).get(path());
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    for (const text of [
      'Fix this listing',
      'What should change?',
      'Phone number',
      'Website',
      'Address',
      'Opening hours',
      'Closed for good',
      'Something else',
      'name="value.other"',
    ])
      expect(page.text).toContain(text);
    const phone = (db.prepare('select phone from businesses where id = ?').get(claimed.id) as { phone: string }).phone;
    expect(page.text).toContain(`value="${phone}"`);
    expect(page.text).toContain('name="hours.monday.mode"');
    expect(await htmlErrors(page.text)).toEqual([]);
    expect((await new Client(server.url).get('/business/999999/fix')).status).toBe(404);
  });

  it('a refused post comes back with the messages and what was typed, storing nothing', async () => {
    const count = allSuggestions();
    const phone = await postForm({ field: 'phone', 'value.phone': '12', email: 'me@example.com' }, 'form-1');
    expect(phone.status).toBe(400);
    expect(phone.text).toContain('Valid phone number is required');
    expect(phone.text).toContain('value="12"');
    expect(phone.text).toContain('value="me@example.com"');
    expect(phone.text).toMatch(/id="suggest-phone"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="suggest-phone"/);
    expect(await htmlErrors(phone.text)).toEqual([]);
    const hours = await postForm({ field: 'hours', 'hours.monday.mode': 'hours', 'hours.monday.open': '09:00' }, 'form-2');
    expect(hours.status).toBe(400);
    expect(hours.text).toContain('Give both opening and closing times, or mark the day closed');
    const none = await postForm({ note: 'no choice made' }, 'form-3');
    expect(none.status).toBe(400);
    expect(none.text).toContain('Choose what should change');
    const short = await postForm({ field: 'other', 'value.other': 'wrong' }, 'form-3b');
    expect(short.status).toBe(400);
    expect(short.text).toContain('Please tell us what is wrong, in at least 10 characters');
    expect(short.text).toMatch(/<textarea[^>]*id="suggest-other"[^>]*aria-invalid="true"[^>]*>wrong<\/textarea>/);
    expect(await htmlErrors(short.text)).toEqual([]);
    const long = await postForm({ field: 'other', 'value.other': 'x'.repeat(2001) }, 'form-3c');
    expect(long.status).toBe(400);
    expect(long.text).toContain('at most 2000 characters');
    expect(allSuggestions()).toBe(count);
  });

  it('sends the chosen value only, and goes back to the listing with a thank-you', async () => {
    const res = await postForm(
      {
        field: 'address',
        'value.phone': '(361) 555-0000',
        'value.address': '200 Beach St, Port Aransas, TX',
        'value.other': 'Not this one.',
        'hours.monday.mode': 'closed',
        note: '',
        email: '',
      },
      'form-4',
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/business/${claimed.id}-${claimed.slug}`);
    expect(res.headers.getSetCookie().join(';')).toContain('Suggestion%20sent');
    expect(stored(claimed.id).at(-1)).toMatchObject({ field: 'address', value: '200 Beach St, Port Aransas, TX', email: null });
  });

  it('"something else" joins the suggestions queue and is mailed to the owner, never to the contact inbox', async () => {
    const contacts = contactMessages();
    const words = 'The photos show the restaurant next door, not this one.';
    const res = await postForm({ field: 'other', 'value.other': words, note: '', email: 'Teller@Example.com' }, 'form-5');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/business/${claimed.id}-${claimed.slug}`);
    expect(stored(claimed.id).at(-1)).toMatchObject({
      field: 'other',
      value: words,
      email: 'teller@example.com',
      status: 'pending',
    });
    expect(contactMessages()).toBe(contacts);
    const mail = await smtp.waitForMail(
      (m) => m.subject.includes('Suggested edit') && m.rcptTo.includes(demo.owner) && m.body.includes('restaurant next door'),
    );
    expect(mail.body).toContain(`${server.url}/dashboard#suggestions`);
    expect(mail.body).toContain('What they wrote:');
    expect(mail.body).not.toContain('teller@example.com');
    // On an unclaimed listing the admins decide: the company address gets it, with the suggestions page.
    const free = unclaimed;
    const admins = await postForm(
      { field: 'other', 'value.other': 'Their dog-friendly patio closed last spring.' },
      'form-6',
      `/business/${free.id}-${free.slug}/fix`,
    );
    expect(admins.status).toBe(303);
    expect(stored(free.id).at(-1)).toMatchObject({ field: 'other', value: 'Their dog-friendly patio closed last spring.' });
    const adminMail = await smtp.waitForMail((m) => m.body.includes('dog-friendly patio closed'));
    expect(adminMail.rcptTo).toEqual(['hello@portaransasguide.com']);
    expect(adminMail.body).toContain(`${server.url}/admin/suggestions`);
    expect(contactMessages()).toBe(contacts);
  });

  it('the former "Suggest an edit" and "Report a problem" addresses lead to the fix page', async () => {
    const client = new Client(server.url);
    for (const old of ['suggest', 'report-problem']) {
      for (const id of [`${claimed.id}`, `${claimed.id}-${claimed.slug}`]) {
        const res = await client.get(`/business/${id}/${old}`);
        expect(res.status, `${id}/${old}`).toBe(301);
        expect(res.headers.get('location')).toBe(path());
      }
      // A form opened before the change keeps its post: 308 keeps the method and the body.
      const posted = await postForm({ field: 'closed' }, `old-${old}`, `/business/${claimed.id}/${old}`);
      expect(posted.status).toBe(308);
      expect(posted.headers.get('location')).toBe(path());
      expect((await client.get(`/business/999999/${old}`)).status).toBe(404);
    }
  });
});
