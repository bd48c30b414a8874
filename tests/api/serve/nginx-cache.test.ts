/**
 * Debian's nginx with the reference cache rules (deploy/nginx/cache.conf, started by scripts/nginx.ts) in front of
 * the built server: repeated public pages come from the cache, signed-in answers never go into it, an admin's
 * change reaches visitors once s-maxage passes (SHARED_CACHE_SECONDS=2 here), and cached pages stay up while the
 * origin is down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type StartedNginx } from '#scripts/nginx.ts';
import { Client } from '../../helpers/http';
import { demo, signedIn } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { startSite } from '../../helpers/site';
import { waitFor } from '../../helpers/wait';

let origin: TestServer;
let nginx: StartedNginx;
/** Listing pages at their canonical address (/business/{id} answers 301 to it). */
let listings: string[];

beforeAll(async () => {
  ({ server: origin } = await startSite({ demo: true, env: { SHARED_CACHE_SECONDS: '2', TRUST_PROXY: 'true' } }));
  nginx = await startNginx({ upstream: origin.url });
  const list = await new Client(origin.url).get<{ id: number; slug: string }[]>('/api/businesses?limit=50');
  listings = list.body.map((b) => `/business/${b.id}-${b.slug}`);
  expect(listings.length).toBeGreaterThan(5);
});
afterAll(async () => {
  await nginx?.stop();
  await origin?.stop();
});

/** A visitor with no cookies, through nginx. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, nginx.url), { headers, redirect: 'manual' });
  return { status: res.status, cache: res.headers.get('x-cache-status'), headers: res.headers, text: await res.text() };
}

const ACCOUNT_MENU = /data-account-nav|>Logout<|aria-label="Account"/;
/** The demo owner's dashboard greets her by name. */
const PERSONAL_GREETING = 'Welcome back, Maria';

it('a repeated public page is a cache HIT with the same body', async () => {
  const path = listings[0]!;
  const first = await visit(path);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe(
    'public, max-age=0, s-maxage=2, stale-while-revalidate=60, stale-if-error=86400',
  );
  const second = await visit(path);
  expect(second.cache).toBe('HIT');
  expect(second.text).toBe(first.text);
  // Each answer names its own request, not the one that filled the cache.
  expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  // The same ETag the origin made, and a 304 from the cache for a browser that holds it.
  expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  const revalidated = await visit(path, { 'If-None-Match': second.headers.get('etag')! });
  expect(revalidated.status).toBe(304);
});

describe('signed in', () => {
  let owner: Client;
  beforeAll(async () => {
    owner = await signedIn(nginx.url, demo.owner);
  });

  it('never reads from or writes to the cache, and a stranger never gets the signed-in page', async () => {
    const path = listings[1]!;
    // A visitor fills the cache first.
    expect((await visit(path)).status).toBe(200);
    expect((await visit(path)).cache).toBe('HIT');

    for (const page of [path, '/dashboard', `${path}?from=owner`]) {
      for (let i = 0; i < 2; i++) {
        const res = await owner.get(page);
        expect(res.status, page).toBe(200);
        expect(res.headers.get('x-cache-status'), page).not.toBe('HIT');
        expect(res.headers.get('cache-control'), page).toBe('private, no-store');
        expect(res.text, page).toMatch(ACCOUNT_MENU);
      }
    }
    expect((await owner.get('/dashboard')).text).toContain(PERSONAL_GREETING);

    // The stranger gets the shared copy, and the URL only the owner asked for was never stored. The copy may have
    // passed its 2 s s-maxage by now on a busy machine: served stale while nginx refreshes it is still the shared one.
    const shared = await visit(path);
    expect(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']).toContain(shared.cache);
    const fresh = await visit(`${path}?from=owner`);
    expect(fresh.cache).toBe('MISS');
    const dashboard = await visit('/dashboard');
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get('location')).toMatch(/login\?next=%2Fdashboard$/);
    for (const res of [shared, fresh, dashboard]) {
      expect(res.text).not.toMatch(ACCOUNT_MENU);
      expect(res.text).not.toContain(PERSONAL_GREETING);
      expect(res.text).not.toContain(demo.owner);
    }
  });
});

it("an admin's unpublish reaches visitors once s-maxage has passed", async () => {
  const all = await new Client(origin.url).get<{ id: number; slug: string; subscriptionStatus: string | null }[]>(
    '/api/businesses?limit=50',
  );
  const free = all.body.filter((b) => b.subscriptionStatus !== 'active').at(-1)!;
  const path = `/business/${free.id}-${free.slug}`;
  expect((await visit(path)).status).toBe(200);
  expect((await visit(path)).cache).toBe('HIT');

  const admin = await signedIn(origin.url, demo.admin);
  const rejected = await admin.request(`/api/admin/businesses/${free.id}/approve`, {
    method: 'PATCH',
    json: { approved: false, reason: 'Closed for good' },
  });
  expect(rejected.status).toBe(200);
  // The shared copy still answers until it expires; then the origin's 404 replaces it.
  expect((await visit(path)).status).toBe(200);
  await waitFor(async () => (await visit(path)).status === 404, { what: `${path} to answer 404 through nginx` });
  const after = await visit(path);
  expect(after.status).toBe(404);
  expect(after.cache).toBe('HIT');
});

it('answers 304 at the origin for a matching If-None-Match, GET and HEAD alike', async () => {
  const url = new URL(listings[2]!, origin.url);
  const first = await fetch(url);
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^W\/".+"$/);
  const head = await fetch(url, { method: 'HEAD' });
  expect(head.headers.get('etag')).toBe(etag);
  for (const method of ['GET', 'HEAD']) {
    const again = await fetch(url, { method, headers: { 'If-None-Match': etag! } });
    expect(again.status, method).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=2,/);
    // The 200 is compressed per Accept-Encoding: the 304 names the same Vary, so a cache can match it.
    expect(again.headers.get('vary'), method).toBe('Accept-Encoding');
  }
  const changed = await fetch(url, { headers: { 'If-None-Match': 'W/"something-else"' } });
  expect(changed.status).toBe(200);
});

it('every answer that sets a cookie is private, no-store', async () => {
  const client = new Client(origin.url);
  const login = await client.post('/api/login', { email: demo.owner, password: 'portaransas-demo' });
  expect(login.headers.getSetCookie().length).toBeGreaterThan(0);
  expect(login.headers.get('cache-control')).toBe('private, no-store');
  // A public page asked with a stale session or a stale account hint: the answer clears the cookie, so it is personal.
  for (const cookie of ['session=abcdefghijklmnopqrstuvwxyz234567', 'signed_in=user']) {
    const res = await fetch(new URL(listings[3]!, origin.url), { headers: { Cookie: cookie } });
    expect(res.headers.getSetCookie().length, cookie).toBeGreaterThan(0);
    expect(res.headers.get('cache-control'), cookie).toBe('private, no-store');
    expect(res.headers.get('etag'), cookie).toBeNull();
  }
  // A request carrying a flash message is one person's, whatever the page does with it.
  const flashed = await fetch(new URL('/api/businesses', origin.url), { headers: { Cookie: 'flash=saved' } });
  expect(flashed.headers.get('cache-control')).toBe('private, no-store');
});

// Last: it stops the origin.
it('serves cached pages while the origin is down', async () => {
  const path = listings[4]!;
  const cached = await visit(path);
  expect(cached.status).toBe(200);
  expect((await visit(path)).cache).toBe('HIT');
  await origin.stop();
  // Past s-maxage the copy is stale, and still served: the origin's stale-if-error allows a day.
  const stale = await waitFor(
    async () => {
      const res = await visit(path);
      expect(res.status).toBe(200);
      expect(res.text).toBe(cached.text);
      return res.cache === 'STALE' && res;
    },
    { what: 'a stale copy while the origin is down' },
  );
  expect(stale.text).toContain('</html>');
  expect((await visit(listings[5]!)).status).toBe(502);
});
