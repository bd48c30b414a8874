/**
 * Issue 17: public pages come from an in-process response cache and an in-memory search index, both
 * keyed on the data version (src/server/db/data-version.ts: a counter bumped by the server's own writes,
 * SQLite's data_version for everyone else's). The risk of caching is a stale page, so this proves that
 * each kind of write an owner or admin makes is on the very next anonymous request of a page that was
 * already cached: an edit, a photo, a published review, an approval, and a write by another process.
 * And the other side (issue 34 N11): what anyone can do without an account (report a review, register,
 * sign up a listing that waits for approval) changes no public page, so it must not empty the caches.
 */
import Database from 'better-sqlite3';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../helpers/http';
import { GOOD_PASSWORD } from '../helpers/accounts';
import { demo, signedIn, startOwnersServer, validListing } from '../helpers/owners';
import { makePhoto } from '../helpers/photos';
import type { TestServer } from '../helpers/server';
import { waitFor } from '../helpers/wait';

let server: TestServer;
let db: Database.Database;
let owner: Client;
let reviewer: Client;
let admin: Client;
let listingId: number; // the owner's active premium listing whose demo gallery has room for one more

/**
 * An anonymous visitor's view, fetched twice so the second one is served from the cache (a listing's
 * page is also kept by the page store then, src/server/cache/page-store.ts).
 */
async function cachedPage(path: string): Promise<{ status: number; html: string }> {
  await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } }).then((r) => r.arrayBuffer());
  const res = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
  return { status: res.status, html: await res.text() };
}
/**
 * The next request, from a client that takes brotli (the page store may answer it) and from one that
 * does not (the page store never does): both must show the write, so they are the same page.
 */
const page = async (path: string) => {
  const get = (coding: string) =>
    fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': coding } }).then(async (res) => ({
      status: res.status,
      html: await res.text(),
    }));
  const br = await get('br');
  expect(await get('gzip')).toEqual(br);
  return br;
};
/** A listing's page as the site links to it (the page store keeps only that path). */
const listingPath = (id: number) =>
  `/business/${id}-${db.prepare('select slug from businesses where id = ?').pluck().get(id) as string}`;

beforeAll(async () => {
  server = await startOwnersServer({ demoData: true });
  db = new Database(server.dbPath);
  owner = await signedIn(server.url, demo.owner);
  reviewer = await signedIn(server.url, demo.owner2);
  admin = await signedIn(server.url, demo.admin);
  listingId = (
    db
      .prepare(
        `select b.id from businesses b join users u on u.id = b.owner_id
         where u.email = ? and b.approved = 1 and b.plan = 'premium'
           and (select count(*) from business_photos p where p.business_id = b.id and p.role = 'gallery') < 10
         order by b.id limit 1`,
      )
      .get(demo.owner) as { id: number }
  ).id;
});
afterAll(async () => {
  db?.close();
  await server?.stop();
});

describe('a cached public page shows each write on the next request', () => {
  it("an owner's edit", async () => {
    expect((await cachedPage(listingPath(listingId))).html).not.toContain('42 Freshness Lane');
    const res = await owner.patch(`/api/businesses/${listingId}`, { address: '42 Freshness Lane, Port Aransas' });
    expect(res.status).toBe(200);
    expect((await page(listingPath(listingId))).html).toContain('42 Freshness Lane');
  });

  it("an owner's new gallery photo", async () => {
    const alt = 'Freshness check: the deck at sunset';
    expect((await cachedPage(listingPath(listingId))).html).not.toContain(alt);
    const data = new FormData();
    data.set(
      'photo',
      new Blob([new Uint8Array(await makePhoto({ width: 1200, height: 800 }))], { type: 'image/jpeg' }),
      'deck.jpg',
    );
    data.set('alt', alt);
    data.set('role', 'gallery');
    const res = await owner.request(`/api/businesses/${listingId}/photos`, {
      method: 'POST',
      body: data,
      headers: { Accept: 'application/json' },
    });
    expect(res.status).toBe(201);
    expect((await page(listingPath(listingId))).html).toContain(alt);
  });

  it('a review, once an admin publishes it', async () => {
    const body = 'Freshness check: the shrimp basket was worth the ferry wait';
    const posted = await reviewer.post<{ review: { id: number } }>(`/api/businesses/${listingId}/reviews`, { rating: 5, body });
    expect(posted.status).toBe(201);
    expect((await cachedPage(listingPath(listingId))).html).not.toContain('shrimp basket');
    const approved = await admin.patch(`/api/admin/reviews/${posted.body.review.id}/approve`, { approved: true });
    expect(approved.status).toBe(200);
    expect((await page(listingPath(listingId))).html).toContain('shrimp basket');
  });

  it("an admin's approval of a pending listing: its page and the directory search", async () => {
    const pending = db.prepare('select id, name from businesses where approved = 0 order by id limit 1').get() as {
      id: number;
      name: string;
    };
    const search = `/business-directory?q=${encodeURIComponent(pending.name)}`;
    expect((await cachedPage(listingPath(pending.id))).status).toBe(404);
    expect((await cachedPage(search)).html).toContain('No Businesses Found');
    const res = await admin.patch(`/api/admin/businesses/${pending.id}/approve`, { approved: true });
    expect(res.status).toBe(200);
    expect((await page(listingPath(pending.id))).status).toBe(200);
    expect((await page(search)).html).not.toContain('No Businesses Found');
    const api = await new Client(server.url).get<{ id: number }[]>(`/api/businesses?q=${encodeURIComponent(pending.name)}`);
    expect(api.body.map((b) => b.id)).toContain(pending.id);
  });

  it('a write by another process (a script, an admin tool) straight into the database file', async () => {
    expect((await cachedPage(listingPath(listingId))).html).not.toContain('99 Other Process Road');
    db.prepare('update businesses set address = ? where id = ?').run('99 Other Process Road', listingId);
    expect((await page(listingPath(listingId))).html).toContain('99 Other Process Road');
  });
});

/** A page's body exactly as sent in gzip (fetch would decode it): the bytes tell a render from a cache hit. */
const gzipBytes = (path: string) =>
  new Promise<Buffer>((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('what anyone can do without an account leaves cached pages cached (issue 34 N11)', () => {
  it('a review report, a registration and a pending listing: still a cache hit; a published change is not', async () => {
    // A published review to report, on a listing other tests here leave alone.
    const other = (
      db
        .prepare(
          `select b.id from businesses b join users u on u.id = b.owner_id
           where u.email = ? and b.approved = 1 and b.id <> ? order by b.id limit 1`,
        )
        .get(demo.owner, listingId) as { id: number }
    ).id;
    const posted = await reviewer.post<{ review: { id: number } }>(`/api/businesses/${other}/reviews`, {
      rating: 4,
      body: 'Cache check: friendly crew and a clean boat ramp',
    });
    expect(posted.status).toBe(201);
    expect((await admin.patch(`/api/admin/reviews/${posted.body.review.id}/approve`, { approved: true })).status).toBe(200);

    // A render sends its fast gzip copy; the hits that follow ask for a smaller one, which replaces it in
    // the response cache. From then on, those smaller bytes mean "answered from the cache", a fast copy "rendered".
    const path = listingPath(other);
    const rendered = await gzipBytes(path);
    const kept = await waitFor(
      async () => {
        const bytes = await gzipBytes(path);
        return bytes.equals(rendered) ? undefined : bytes;
      },
      { what: 'the smaller copy of the cached page' },
    );
    expect(kept.length).toBeLessThan(rendered.length);
    expect(await gzipBytes(path)).toEqual(kept);

    const anonymous = new Client(server.url);
    const report = await anonymous.post(`/api/reviews/${posted.body.review.id}/report`, { reason: 'Flushing the caches' });
    expect(report.status).toBe(201);
    expect(await gzipBytes(path)).toEqual(kept);

    const stamp = Date.now();
    const registered = await new Client(server.url).post('/api/register', {
      email: `cache-check-${stamp}@example.org`,
      password: GOOD_PASSWORD,
      firstName: 'Cache',
      lastName: 'Check',
    });
    expect(registered.status).toBe(201);
    expect(await gzipBytes(path)).toEqual(kept);

    const signup = await new Client(server.url).post('/api/business-signup', {
      mode: 'new',
      plan: 'free',
      firstName: 'Cache',
      lastName: 'Signup',
      email: `cache-signup-${stamp}@example.org`,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      ...validListing,
      name: 'Cache Check Charters',
    });
    expect(signup.status).toBe(202);
    expect(db.prepare('select approved from businesses where name = ?').pluck().get('Cache Check Charters')).toBe(0);
    expect(await gzipBytes(path)).toEqual(kept);

    // A change the page shows is there on the next request: rendered again.
    expect((await owner.patch(`/api/businesses/${other}`, { phone: '(361) 555-0177' })).status).toBe(200);
    const after = await gzipBytes(path);
    expect(after).not.toEqual(kept);
    expect((await page(path)).html).toContain('555-0177');
  });
});
