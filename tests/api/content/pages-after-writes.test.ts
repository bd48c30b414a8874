/**
 * What a visitor sees right after each kind of write an owner or admin makes: an edit, a photo, a
 * published review, an approval, and a write by another process straight into the database file. Each
 * page is fetched before the write too, so the check holds whatever keeps a copy of a page.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { demo, newAccount } from '../../helpers/owners';
import { makePhoto } from '../../helpers/photos';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let db: Database.Database;
let owner: Client;
let reviewer: Client;
let admin: Client;
let listingId: number; // the owner's active premium listing whose demo gallery has room for one more

/** An anonymous visitor's view, fetched twice (the second is the one checked). */
async function pageBefore(path: string): Promise<{ status: number; html: string }> {
  await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } }).then((r) => r.arrayBuffer());
  const res = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
  return { status: res.status, html: await res.text() };
}
/** The next request, from a client that takes brotli and from one that takes gzip: the same page. */
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
/** A listing's page as the site links to it. */
const listingPath = (id: number) =>
  `/business/${id}-${db.prepare('select slug from businesses where id = ?').pluck().get(id) as string}`;

useSite((site) => ({ server, db, owner, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  writable: true,
  signIn: ['owner', 'admin'],
});
beforeAll(async () => {
  // A visitor: the other demo owner lists businesses of the same kinds, and competitors may not review.
  ({ client: reviewer } = await newAccount(server.url, server.outboxDir));
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

describe('a public page shows each write on the next request', () => {
  it("an owner's edit", async () => {
    expect((await pageBefore(listingPath(listingId))).html).not.toContain('42 Freshness Lane');
    const res = await owner.patch(`/api/businesses/${listingId}`, { address: '42 Freshness Lane, Port Aransas' });
    expect(res.status).toBe(200);
    expect((await page(listingPath(listingId))).html).toContain('42 Freshness Lane');
  });

  it("an owner's new gallery photo", async () => {
    const alt = 'Freshness check: the deck at sunset';
    expect((await pageBefore(listingPath(listingId))).html).not.toContain(alt);
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
    expect((await pageBefore(listingPath(listingId))).html).not.toContain('shrimp basket');
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
    expect((await pageBefore(listingPath(pending.id))).status).toBe(404);
    expect((await pageBefore(search)).html).toContain('No Businesses Found');
    const res = await admin.patch(`/api/admin/businesses/${pending.id}/approve`, { approved: true });
    expect(res.status).toBe(200);
    expect((await page(listingPath(pending.id))).status).toBe(200);
    expect((await page(search)).html).not.toContain('No Businesses Found');
    const api = await new Client(server.url).get<{ id: number }[]>(`/api/businesses?q=${encodeURIComponent(pending.name)}`);
    expect(api.body.map((b) => b.id)).toContain(pending.id);
  });

  it('a write by another process (a script, an admin tool) straight into the database file', async () => {
    expect((await pageBefore(listingPath(listingId))).html).not.toContain('99 Other Process Road');
    db.prepare('update businesses set address = ? where id = ?').run('99 Other Process Road', listingId);
    expect((await page(listingPath(listingId))).html).toContain('99 Other Process Road');
  });
});
