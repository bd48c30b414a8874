/**
 * Issue 16, the parts on cards and lists, over HTTP against the built server: social and booking links
 * and the cards' "Visit Website" go through /go (counted; still real links), the directory island's
 * results count as impressions through the page's beacon, premium cards show the rating, the directory
 * sorts by rating (no-JS GET and the list API), and a free listing's insights API gives the 30-day
 * totals only.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { premiumAndFreeOf } from '../../helpers/demo-listings';
import { useSite } from '../../helpers/use-site';
import { demo } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { fromVisitor } from '../../helpers/visitors';

interface Counts {
  views: number;
  impressions: number;
  websiteClicks: number;
  socialClicks: number;
  bookingClicks: number;
}

let server: TestServer;
let db: Database.Database;
let owner: Client;
let admin: Client;
let premiumId: number;
let freeId: number;

const browser = (n: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 card-visitor-${n}`;
/** A request from visitor `who`'s own address (tests/helpers/visitors.ts), with a browser's user agent by default. */
/** A click from one of our pages (a browser says so in Sec-Fetch-Site), from visitor `who`'s own address. */
const visit = (path: string, who: string, ua = browser(who)) =>
  fetch(new URL(path, server.url), {
    headers: { 'User-Agent': ua, 'Sec-Fetch-Site': 'same-origin', ...fromVisitor(who) },
    redirect: 'manual',
  });
const totals = async (id: number) => (await owner.get<{ totals: Counts }>(`/api/businesses/${id}/insights?days=30`)).body.totals;
const userId = (email: string) => (db.prepare('select id from users where email = ?').get(email) as { id: number }).id;

function approvedReview(businessId: number, email: string, rating: number) {
  db.prepare(
    `insert into reviews (business_id, user_id, rating, body, status, approved_at) values (?, ?, ?, 'A fine afternoon on the water, would go again.', 'approved', ?)`,
  ).run(businessId, userId(email), rating, Date.now());
}

useSite((site) => ({ server, db, owner, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  env: { TRUST_PROXY: 'true' },
  writable: true,
  signIn: ['owner', 'admin'],
});
beforeAll(async () => {
  db.pragma('busy_timeout = 5000');
  ({ premiumId, freeId } = await premiumAndFreeOf(owner));
});

describe('social and booking links through /go', () => {
  it('premium links are /go links that redirect to the stored URL and count social and booking clicks', async () => {
    const saved = await owner.patch(`/api/businesses/${premiumId}`, {
      social: { instagram: 'instagram.com/portaransas.kayaks', booking: 'https://book.example.org/kayaks' },
    });
    expect(saved.status, saved.text).toBe(200);
    // The listing's canonical address: /business/{id} answers 301 to it.
    const page = new URL((await fetch(new URL(`/business/${premiumId}`, server.url))).url).pathname;
    const html = await (await visit(page, 'reader')).text();
    expect(html).toContain(`href="/go/${premiumId}/instagram"`);
    expect(html).toContain(`href="/go/${premiumId}/booking"`);
    expect(html).not.toContain('href="https://book.example.org/kayaks"');

    const before = await totals(premiumId);
    const social = await visit(`/go/${premiumId}/instagram`, 'clicker');
    expect(social.status).toBe(302);
    expect(social.headers.get('location')).toBe('https://instagram.com/portaransas.kayaks');
    const booking = await visit(`/go/${premiumId}/booking`, 'clicker');
    expect(booking.headers.get('location')).toBe('https://book.example.org/kayaks');
    expect((await visit(`/go/${premiumId}/facebook`, 'clicker')).status).toBe(404); // none stored
    const after = await totals(premiumId);
    expect(after.socialClicks - before.socialClicks).toBe(1);
    expect(after.bookingClicks - before.bookingClicks).toBe(1);
  });

  it('a free listing’s stored social link is not served (shown only while premium)', async () => {
    db.prepare('update businesses set social = ? where id = ?').run(
      JSON.stringify({ instagram: 'https://instagram.com/lapsed' }),
      freeId,
    );
    expect((await visit(`/go/${freeId}/instagram`, 'clicker')).status).toBe(404);
  });

  it('directory cards link "Visit Website" through /go and ping for tel:', async () => {
    const html = await (await visit('/business-directory', 'cards')).text();
    expect(html).toMatch(new RegExp(`href="/go/${premiumId}/website"[^>]*>Visit Website`));
    expect(html).toMatch(/href="tel:[^"]+" ping="\/go\/\d+\/phone"/);
    const before = await totals(premiumId);
    expect((await visit(`/go/${premiumId}/website`, 'card-clicker')).status).toBe(302);
    expect((await totals(premiumId)).websiteClicks - before.websiteClicks).toBe(1);
  });
});

describe('impressions from the search-as-you-type island', () => {
  it('counts the island’s result lists through the beacon for the page URL it shows, not the list API’s answers', async () => {
    const name = (db.prepare('select name from businesses where id = ?').get(premiumId) as { name: string }).name;
    const q = encodeURIComponent(name.split(' ')[0]!.toLowerCase());
    const before = await totals(premiumId);
    const first = await visit(`/api/businesses?limit=9&offset=0&q=${q}`, 'typer-1');
    expect(((await first.json()) as { id: number }[]).some((b) => b.id === premiumId)).toBe(true);
    // The list API is publicly cacheable, so its answers count nothing themselves.
    expect((await totals(premiumId)).impressions).toBe(before.impressions);
    // The island keeps /business-directory?q=… in the address bar and reports that page seen.
    const seen = await fetch(new URL(`/api/insights/seen?page=${encodeURIComponent(`/business-directory?q=${q}`)}`, server.url), {
      method: 'POST',
      headers: { 'User-Agent': browser('typer-1'), Origin: server.url, ...fromVisitor('typer-1') },
    });
    expect(seen.status).toBe(204);
    expect((await totals(premiumId)).impressions - before.impressions).toBe(1);
  });
});

describe('ratings on cards and sorting by rating', () => {
  it('premium cards show stars and the count; free cards do not; the list API carries rating', async () => {
    approvedReview(premiumId, demo.admin, 4);
    approvedReview(premiumId, demo.owner2, 5);
    approvedReview(freeId, demo.admin, 5);
    const html = await (await visit('/business-directory?sort=rating', 'stars')).text();
    const card = (id: number) => html.split('<article').find((a) => a.includes(`href="/business/${id}-`)) ?? '';
    expect(card(premiumId)).toContain('Rated 4.5 out of 5');
    expect(card(premiumId)).toContain('(2 reviews)');
    expect(card(freeId)).not.toBe('');
    expect(card(freeId)).not.toContain('out of 5');
    const list = (
      await new Client(server.url).get<{ id: number; rating: { average: number | null; count: number } }[]>('/api/businesses')
    ).body;
    expect(list.find((b) => b.id === premiumId)!.rating).toEqual({ average: 4.5, count: 2 });
    expect(list.find((b) => b.id === freeId)!.rating).toEqual({ average: 5, count: 1 });
  });

  it('sorts by rating in the API and on the no-JS directory page; a bad sort is a 400 in the API', async () => {
    const sorted = (await new Client(server.url).get<{ id: number }[]>('/api/businesses?sort=rating')).body.map((b) => b.id);
    expect(sorted.slice(0, 2)).toEqual([freeId, premiumId]); // 5.0 (1 review) before 4.5 (2 reviews)
    const unsorted = (await new Client(server.url).get<{ id: number }[]>('/api/businesses')).body.map((b) => b.id);
    expect(unsorted.indexOf(premiumId)).toBeLessThan(unsorted.indexOf(freeId)); // public order: premium first
    expect((await new Client(server.url).get('/api/businesses?sort=stars')).status).toBe(400);

    const page = await (await visit('/business-directory?sort=rating', 'sorter')).text();
    expect(page.indexOf(`/business/${freeId}-`)).toBeLessThan(page.indexOf(`/business/${premiumId}-`));
    expect(page).toMatch(/<option value="rating" selected[^>]*>Sort: Highest rated<\/option>/);
  });
});

describe('GET /api/businesses/{id}/insights for a free listing', () => {
  it('gives its owner the 30-day totals only; 7 and 90 days are premium; admins see everything', async () => {
    const free = await owner.get<{ days: unknown[]; totals: Counts; previousTotals: Counts }>(
      `/api/businesses/${freeId}/insights?days=30`,
    );
    expect(free.status).toBe(200);
    expect(free.body.days).toEqual([]);
    expect(typeof free.body.totals.views).toBe('number');
    expect(typeof free.body.previousTotals.views).toBe('number');
    for (const days of ['7', '90']) {
      const res = await owner.get<{ error: string }>(`/api/businesses/${freeId}/insights?days=${days}`);
      expect(res.status).toBe(403);
      expect(res.body.error).toContain('part of Premium');
    }
    expect((await admin.get<{ days: unknown[] }>(`/api/businesses/${freeId}/insights?days=7`)).body.days).toHaveLength(7);
    expect((await owner.get<{ days: unknown[] }>(`/api/businesses/${premiumId}/insights?days=90`)).body.days).toHaveLength(90);
  });
});
