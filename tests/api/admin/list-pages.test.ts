/**
 * The admin lists a page at a time, over HTTP
 * against the built server with the demo data: `page`/`limit` with X-Page, X-Per-Page, X-Total-Pages
 * and Link beside X-Total-Count; the older array answer without `page` unchanged; search and filters
 * on the server for businesses, events, claims and users; 400s for bad values, 401/403 for non-admins.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { demo, signedIn } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, admin: Client;

const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
const ids = (body: unknown) => (body as { id: number }[]).map((item) => item.id);

useSite((site) => ({ server, db, admin } = site), { demo: true, ownSiteUrl: true, writable: true, signIn: ['admin'] });
beforeAll(async () => {
  // 25 more accounts (two pages of users) and 23 claims on demo listings, written as rows: this file reads lists.
  const user = db.prepare("insert into users (email, first_name, last_name, password_hash) values (?, ?, ?, 'x')");
  for (let i = 1; i <= 25; i++) user.run(`pager-${i}@example.org`, 'Paige', `Reader${i}`);
  // 24 claims (two claimants on the same 12 unclaimed listings; several pending claims may exist), 22 pending.
  const claimants = ['pager-1@example.org', 'pager-2@example.org'].map(
    (email) => (db.prepare('select id from users where email = ?').get(email) as { id: number }).id,
  );
  const listings = db.prepare('select id from businesses where owner_id is null order by id limit 12').all() as { id: number }[];
  expect(listings).toHaveLength(12);
  const claim = db.prepare("insert into claims (business_id, user_id, method, status) values (?, ?, 'review', ?)");
  let n = 0;
  for (const userId of claimants) for (const { id } of listings) claim.run(id, userId, ++n <= 22 ? 'pending' : 'rejected');
  // 22 more contact messages (spam runs long), 2 of them read.
  const message = db.prepare(
    "insert into contact_messages (name, email, subject, message, read_at) values (?, ?, ?, 'Buy now', ?)",
  );
  for (let i = 1; i <= 22; i++) message.run(`Spammer ${i}`, `spam-${i}@example.net`, `Offer ${i}`, i <= 2 ? Date.now() : null);
});

describe('GET /api/admin/businesses by page', () => {
  it('answers 20 a page with the paging headers, and the pages together are the whole list in order', async () => {
    const total = count('select count(*) as n from businesses');
    expect(total).toBeGreaterThan(40); // the demo's 46 listings: three pages
    const pages = Math.ceil(total / 20);
    const whole = await admin.get('/api/admin/businesses');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('X-Page')).toBeNull(); // the older answer is unchanged
    expect(ids(whole.body)).toHaveLength(total);

    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = await admin.get(`/api/admin/businesses?page=${page}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('X-Total-Count')).toBe(String(total));
      expect(res.headers.get('X-Page')).toBe(String(page));
      expect(res.headers.get('X-Per-Page')).toBe('20');
      expect(res.headers.get('X-Total-Pages')).toBe(String(pages));
      const link = res.headers.get('Link')!;
      expect(link).toContain('/api/admin/businesses?page=1&limit=20>; rel="first"');
      expect(link).toContain(`/api/admin/businesses?page=${pages}&limit=20>; rel="last"`);
      expect(link.includes(`page=${page + 1}&limit=20>; rel="next"`)).toBe(page < pages);
      expect(link.includes(`page=${page - 1}&limit=20>; rel="prev"`)).toBe(page > 1);
      expect(ids(res.body)).toHaveLength(page < pages ? 20 : total - 20 * (pages - 1));
      seen.push(...ids(res.body));
    }
    expect(seen).toEqual(ids(whole.body));

    const past = await admin.get(`/api/admin/businesses?page=${pages + 1}`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
  });

  it('takes a limit with the page, and the older limit/offset still', async () => {
    const whole = ids((await admin.get('/api/admin/businesses')).body);
    const res = await admin.get('/api/admin/businesses?page=3&limit=5');
    expect(ids(res.body)).toEqual(whole.slice(10, 15));
    expect(res.headers.get('X-Total-Pages')).toBe(String(Math.ceil(whole.length / 5)));
    const old = await admin.get('/api/admin/businesses?limit=5&offset=10');
    expect(ids(old.body)).toEqual(whole.slice(10, 15));
    expect(old.headers.get('X-Total-Count')).toBe(String(whole.length));
  });

  it('searches names and owner e-mails and filters by status on the server, counting what matched', async () => {
    const pending = count('select count(*) as n from businesses where approved = 0 and rejected_at is null');
    const res = await admin.get<{ status: string }[]>('/api/admin/businesses?status=pending&page=1');
    expect(res.headers.get('X-Total-Count')).toBe(String(pending));
    expect(res.body.every((b) => b.status === 'pending')).toBe(true);

    const { name } = db.prepare('select name from businesses order by id limit 1').get() as { name: string };
    const byName = await admin.get<{ name: string }[]>(
      `/api/admin/businesses?page=1&q=${encodeURIComponent(name.toUpperCase())}`,
    );
    expect(byName.body.map((b) => b.name)).toContain(name);
    expect(byName.body.every((b) => b.name.toLowerCase().includes(name.toLowerCase()))).toBe(true);

    const owned = count(
      "select count(*) as n from businesses b join users u on u.id = b.owner_id where u.email = 'owner2@example.com'",
    );
    expect(owned).toBeGreaterThan(0);
    const byOwner = await admin.get<{ ownerEmail: string }[]>('/api/admin/businesses?page=1&q=owner2%40example');
    expect(byOwner.headers.get('X-Total-Count')).toBe(String(owned));
    expect(byOwner.body.every((b) => b.ownerEmail === 'owner2@example.com')).toBe(true);

    // LIKE wildcards are searched for as written, not as wildcards.
    const wildcard = await admin.get('/api/admin/businesses?page=1&q=%25');
    expect(wildcard.headers.get('X-Total-Count')).toBe(
      String(count("select count(*) as n from businesses where name like '%\\%%' escape '\\'")),
    );
    const link = (await admin.get('/api/admin/businesses?page=1&limit=2&status=pending&q=a')).headers.get('Link')!;
    expect(link).toContain('page=2&limit=2&q=a&status=pending>; rel="next"');
  });
});

describe('the other paged lists', () => {
  it('events: search by title or place, status filter, pages', async () => {
    const { title, location } = db.prepare('select title, location from events order by id limit 1').get() as {
      title: string;
      location: string;
    };
    const byTitle = await admin.get<{ title: string }[]>(`/api/admin/events?page=1&q=${encodeURIComponent(title)}`);
    expect(byTitle.body.map((e) => e.title)).toContain(title);
    const byPlace = await admin.get<{ title: string; location: string }[]>(
      `/api/admin/events?page=1&q=${encodeURIComponent(location)}`,
    );
    expect(byPlace.headers.get('X-Total-Count')).toBe(
      String(count('select count(*) as n from events where title like ? or location like ?', `%${location}%`, `%${location}%`)),
    );
    const total = count('select count(*) as n from events');
    const first = await admin.get('/api/admin/events?page=1&limit=2');
    expect(ids(first.body)).toHaveLength(Math.min(2, total));
    expect(first.headers.get('X-Total-Pages')).toBe(String(Math.ceil(total / 2)));
    const approved = await admin.get<{ status: string }[]>('/api/admin/events?page=1&status=approved');
    expect(approved.headers.get('X-Total-Count')).toBe(String(count('select count(*) as n from events where approved = 1')));
  });

  it('users: two pages of 20, search by e-mail or full name, role filter', async () => {
    const total = count('select count(*) as n from users');
    expect(total).toBeGreaterThan(20);
    const second = await admin.get<{ email: string; passwordHash?: string }[]>('/api/admin/users?page=2');
    expect(second.status).toBe(200);
    expect(second.headers.get('X-Total-Pages')).toBe('2');
    expect(second.body).toHaveLength(total - 20);
    expect(second.body.every((u) => u.passwordHash === undefined)).toBe(true);

    const byName = await admin.get<{ email: string }[]>('/api/admin/users?page=1&q=paige%20reader1');
    // "Paige Reader1", "Paige Reader10" … "Paige Reader19": 11 accounts, the full name matched.
    expect(byName.headers.get('X-Total-Count')).toBe('11');
    const byEmail = await admin.get<{ email: string }[]>('/api/admin/users?page=1&q=PAGER-25@');
    expect(byEmail.body.map((u) => u.email)).toEqual(['pager-25@example.org']);
    const admins = await admin.get<{ role: string }[]>('/api/admin/users?page=1&role=admin');
    expect(admins.headers.get('X-Total-Count')).toBe(String(count("select count(*) as n from users where role = 'admin'")));
    expect(admins.body.every((u) => u.role === 'admin')).toBe(true);
  });

  it('claims: 10 a page (tall cards), pending first, status filter, search by listing or claimant', async () => {
    const all = await admin.get<{ status: string }[]>('/api/admin/claims?page=1');
    expect(all.headers.get('X-Total-Count')).toBe('24');
    expect(all.headers.get('X-Per-Page')).toBe('10');
    expect(all.headers.get('X-Total-Pages')).toBe('3');
    expect(all.body).toHaveLength(10);
    expect(all.body.every((c) => c.status === 'pending')).toBe(true); // 22 pending come before the 2 rejected
    const third = await admin.get<{ status: string }[]>('/api/admin/claims?page=3');
    expect(third.body.map((c) => c.status)).toEqual(['pending', 'pending', 'rejected', 'rejected']);
    const twenty = await admin.get<{ status: string }[]>('/api/admin/claims?page=2&limit=20');
    expect(twenty.body).toHaveLength(4);
    const decided = await admin.get('/api/admin/claims?page=1&status=decided');
    expect(decided.headers.get('X-Total-Count')).toBe('2');
    const mine = await admin.get('/api/admin/claims?page=1&q=pager-1%40');
    expect(mine.headers.get('X-Total-Count')).toBe('12');
    const { name } = db.prepare('select name from businesses where owner_id is null order by id limit 1').get() as {
      name: string;
    };
    const byListing = await admin.get<{ business: { name: string } }[]>(`/api/admin/claims?page=1&q=${encodeURIComponent(name)}`);
    expect(byListing.body.length).toBeGreaterThanOrEqual(2);
    expect(byListing.body.every((c) => c.business.name.includes(name))).toBe(true);
    // The older answer (no page): every claim, no paging headers.
    const whole = await admin.get('/api/admin/claims');
    expect(ids(whole.body)).toHaveLength(24);
    expect(whole.headers.get('X-Page')).toBeNull();
  });
});

describe('GET /api/admin/contacts by page', () => {
  it('pages newest first, filters read/unread and searches name, e-mail or subject', async () => {
    const total = count('select count(*) as n from contact_messages');
    const first = await admin.get<{ name: string; message?: string }[]>('/api/admin/contacts?page=1');
    expect(first.headers.get('X-Total-Count')).toBe(String(total));
    expect(first.headers.get('X-Total-Pages')).toBe(String(Math.ceil(total / 20)));
    expect(first.body).toHaveLength(20);
    expect(first.body[0]!.name).toBe('Spammer 22');
    expect(first.body.every((m) => m.message === undefined)).toBe(true); // bodies only one at a time
    const unread = await admin.get<{ read: boolean }[]>('/api/admin/contacts?page=1&status=unread');
    expect(unread.headers.get('X-Total-Count')).toBe(
      String(count('select count(*) as n from contact_messages where read_at is null')),
    );
    expect(unread.body.every((m) => !m.read)).toBe(true);
    const read = await admin.get<{ read: boolean }[]>('/api/admin/contacts?page=1&status=read');
    expect(read.body.every((m) => m.read)).toBe(true);
    expect((await admin.get('/api/admin/contacts?page=1&q=offer%2017')).headers.get('X-Total-Count')).toBe('1');
    expect((await admin.get('/api/admin/contacts?page=1&q=SPAM-1')).headers.get('X-Total-Count')).toBe('11');
    const whole = await admin.get('/api/admin/contacts');
    expect(ids(whole.body)).toHaveLength(total);
    expect((await admin.get('/api/admin/contacts?status=spam')).status).toBe(400);
    expect((await admin.get('/api/admin/contacts?page=0')).status).toBe(400);
  });
});

describe('the confirmation page without JavaScript', () => {
  it('leads back to the page, search and filter the action started from, rebuilt from valid values only', async () => {
    const id = (db.prepare('select id from businesses order by id limit 1').get() as { id: number }).id;
    const page = await admin.get(`/admin/confirm?do=business.feature&id=${id}&q=a%22b&filter=pending&page=2`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('href="/admin?tab=businesses&amp;q=a%22b&amp;filter=pending&amp;page=2"');
    const odd = await admin.get(`/admin/confirm?do=business.feature&id=${id}&filter=bogus&page=-3&q=`);
    expect(odd.text).toContain('href="/admin?tab=businesses"');
    const reader = (db.prepare("select id from users where email = 'pager-3@example.org'").get() as { id: number }).id;
    const users = await admin.get(`/admin/confirm?do=user.make-admin&id=${reader}&filter=admin`);
    expect(users.text).toContain('href="/admin?tab=users&amp;filter=admin"');
  });
});

describe('bad paging values', () => {
  const bad: [string, string][] = [
    ['/api/admin/businesses?page=0', 'page'],
    ['/api/admin/businesses?page=-1', 'page'],
    ['/api/admin/businesses?page=abc', 'page'],
    ['/api/admin/businesses?page=1.5', 'page'],
    ['/api/admin/businesses?page=', 'page'],
    ['/api/admin/businesses?page=1&limit=0', 'limit'],
    ['/api/admin/businesses?page=1&limit=1001', 'limit'],
    ['/api/admin/businesses?limit=many', 'limit'],
    ['/api/admin/businesses?page=2&offset=20', 'offset'],
    ['/api/admin/businesses?status=decided', 'status'],
    [`/api/admin/businesses?q=${'x'.repeat(201)}`, 'q'],
    ['/api/admin/events?page=0', 'page'],
    ['/api/admin/events?status=weird', 'status'],
    ['/api/admin/claims?page=x', 'page'],
    ['/api/admin/claims?status=approved', 'status'],
    ['/api/admin/users?page=0', 'page'],
    ['/api/admin/users?limit=5000', 'limit'],
    ['/api/admin/users?role=owner', 'role'],
  ];
  it.each(bad)('%s → 400 naming %s', async (path, field) => {
    const res = await admin.get<{ error: string; errors: Record<string, string[]> }>(path);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(new RegExp(`^Invalid query parameter ${field}: `));
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it('refuses the paged lists to visitors and owners', async () => {
    const owner = await signedIn(server.url, demo.owner);
    for (const list of ['businesses', 'events', 'claims', 'users']) {
      expect((await new Client(server.url).get(`/api/admin/${list}?page=1`)).status).toBe(401);
      expect((await owner.get(`/api/admin/${list}?page=1`)).status).toBe(403);
    }
  });
});
