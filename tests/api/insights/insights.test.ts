/**
 * Privacy-first counting and the insights API, over HTTP against the built server: views and impressions
 * reported by the page's beacon or its no-JavaScript image (never by the render, which a shared cache may
 * skip), search terms, outbound clicks through /go, and everything that must not count (bots,
 * prefetches, the owner, staff, more than a handful from one address, a forged X-Forwarded-For).
 * Visitors come from their own addresses (TRUST_PROXY, tests/helpers/visitors.ts): the cap is per
 * address, and the user agent does not make another visitor.
 */
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../helpers/wait';
import { htmlErrors } from '../../helpers/html-validate';
import { Client } from '../../helpers/http';
import { premiumAndFreeOf } from '../../helpers/demo-listings';
import { useSite } from '../../helpers/use-site';
import { testServerEnv, type TestServer } from '../../helpers/server';
import { fromVisitor, visitorAddress } from '../../helpers/visitors';

interface Counts {
  views: number;
  impressions: number;
  websiteClicks: number;
  phoneClicks: number;
  emailClicks: number;
  directionClicks: number;
  socialClicks: number;
  bookingClicks: number;
}
interface Report {
  days: ({ date: string } & Counts)[];
  totals: Counts;
  previousTotals: Counts;
}

let server: TestServer;
let db: Database.Database;
let owner: Client;
let owner2: Client;
let admin: Client;
let premiumId: number;
let freeId: number;
let website: string;

const browser = (n: string | number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1 visitor-${n}`;
/**
 * A request from visitor `who`'s own address, with a user agent (by default, a browser's naming `who`), made from
 * one of our pages as a browser says so (a click on a listing's link; the page's own beacon or pixel).
 */
const visit = (path: string, who: string, headers: Record<string, string> = {}, ua = browser(who)) =>
  fetch(new URL(path, server.url), {
    headers: { 'User-Agent': ua, 'Sec-Fetch-Site': 'same-origin', ...fromVisitor(who), ...headers },
    redirect: 'manual',
  });
/** What the page's script sends once the page is shown: a beacon naming the page. */
const beacon = (page: string, who: string, headers: Record<string, string> = {}, ua = browser(who)) =>
  fetch(new URL(`/api/insights/seen?page=${encodeURIComponent(page)}`, server.url), {
    method: 'POST',
    headers: { 'User-Agent': ua, Origin: server.url, ...fromVisitor(who), ...headers },
  });
/** What the page's <noscript> image asks for when JavaScript is off. */
const pixel = (page: string, who: string, headers: Record<string, string> = {}) =>
  visit(`/api/insights/seen?page=${encodeURIComponent(page)}`, who, headers);
/** A visit as a browser makes it: the page, then its beacon. */
/** A listing's page at its canonical address (/business/{id} answers 301 to it); fetching it counts nothing. */
const listingPage = async (id: number) => new URL((await fetch(new URL(`/business/${id}`, server.url))).url).pathname;
const view = async (page: string, who: string, headers: Record<string, string> = {}, ua = browser(who)) => {
  expect((await visit(page, who, headers, ua)).status).toBe(200);
  return beacon(page, who, headers, ua);
};
const totals = async (id: number, client = owner) =>
  (await client.get<Report>(`/api/businesses/${id}/insights?days=7`)).body.totals;

useSite((site) => ({ server, db, owner, owner2, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  env: { TRUST_PROXY: 'true', INSIGHTS_FLUSH_MS: '100' },
  signIn: ['owner', 'owner2', 'admin'],
});
beforeAll(async () => {
  ({ premiumId, website, freeId } = await premiumAndFreeOf(owner));
});

describe('page views', () => {
  it('counts a view once, by the beacon or by the no-JavaScript image, and never for the render itself', async () => {
    const before = await totals(premiumId);
    const page = await listingPage(premiumId);
    // Rendered (or served from a cache): nothing counted until the browser reports the page shown.
    expect((await visit(page, 'a')).status).toBe(200);
    expect((await visit(`/business/${premiumId}-any-slug`, 'a')).status).toBe(301);
    expect((await totals(premiumId)).views).toBe(before.views);
    const sent = await beacon(page, 'a');
    expect(sent.status).toBe(204);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect((await totals(premiumId)).views - before.views).toBe(1);
    // JavaScript off: the page's image.
    const html = await (await visit(page, 'b')).text();
    expect(html).toContain(`<noscript><img src="/api/insights/seen?page=${encodeURIComponent(page)}"`);
    const image = await pixel(page, 'b');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/gif');
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // A report names the listing by its id, whatever slug the page had.
    expect((await beacon(`/business/${premiumId}-any-slug`, 'c')).status).toBe(204);
    expect((await totals(premiumId)).views - before.views).toBe(3);
  });

  it('counts 300 views and 300 website clicks from one address with 300 user agents as three each', async () => {
    const before = await totals(premiumId);
    for (const send of [
      (ua: string) => beacon(`/business/${premiumId}`, 'rival', {}, ua),
      (ua: string) => visit(`/go/${premiumId}/website`, 'rival', {}, ua),
    ]) {
      for (let round = 0; round < 6; round += 1) {
        const batch = await Promise.all(Array.from({ length: 50 }, (_, i) => send(browser(`rival-${round * 50 + i}`))));
        expect(batch.every((r) => r.status === 204 || r.status === 302)).toBe(true);
      }
    }
    const after = await totals(premiumId);
    expect(after.views - before.views).toBe(3);
    expect(after.websiteClicks - before.websiteClicks).toBe(3);
    // Another address still counts, for the listing the flood was aimed at.
    expect((await beacon(`/business/${premiumId}`, 'after-the-rival')).status).toBe(204);
    expect((await visit(`/go/${premiumId}/website`, 'after-the-rival')).status).toBe(302);
    const last = await totals(premiumId);
    expect(last.views - after.views).toBe(1);
    expect(last.websiteClicks - after.websiteClicks).toBe(1);
  });

  it('counts a forged X-Forwarded-For as the address our proxy appended, not as new visitors', async () => {
    const before = await totals(premiumId);
    // Behind TRUST_PROXY the proxy appends the real address: whatever the client wrote before it is ignored.
    for (let i = 1; i <= 20; i += 1) {
      const forged = { 'X-Forwarded-For': `198.51.100.${i}, 2001:db8:ffff:${i}::1, ${visitorAddress('forger')}` };
      expect((await beacon(`/business/${premiumId}`, 'forger', forged)).status).toBe(204);
      expect((await pixel(`/business/${premiumId}`, 'forger', forged)).status).toBe(200);
    }
    expect((await totals(premiumId)).views - before.views).toBe(3);
  });

  it('does not count bots, prefetches, requests without a user agent, the owner, admins or other sites', async () => {
    const before = await totals(premiumId);
    const path = await listingPage(premiumId);
    await view(path, 'googlebot', {}, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await pixel(path, 'bingbot', { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' });
    await view(path, 'curl', {}, 'curl/8.5.0');
    await view(
      path,
      'headless',
      {},
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
    );
    await beacon(path, 'prefetch', { 'Sec-Purpose': 'prefetch' });
    await beacon(path, 'prerender', { 'Sec-Purpose': 'prefetch;prerender' });
    await beacon(path, 'old-prefetch', { Purpose: 'prefetch' });
    await beacon(path, 'no-agent', {}, '');
    const seen = `/api/insights/seen?page=${encodeURIComponent(path)}`;
    expect((await owner.post(seen, undefined, { headers: { 'User-Agent': browser('owner') } })).status).toBe(204);
    expect((await admin.post(seen, undefined, { headers: { 'User-Agent': browser('admin') } })).status).toBe(204);
    // Another site's page: its beacon is refused by the Origin check, its image is not counted.
    expect((await beacon(path, 'elsewhere', { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await pixel(path, 'elsewhere', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200);
    expect(await totals(premiumId)).toEqual(before);
  });

  it('refuses a report for anything but a business, directory or search page of this site, counting nothing', async () => {
    const before = await totals(premiumId);
    for (const page of [
      undefined,
      '',
      'business/1',
      `//evil.example/business/${premiumId}`,
      `https://evil.example/business/${premiumId}`,
      '/about',
      '/business/abc',
      `/business/${premiumId}/review`,
      `/${'x'.repeat(2100)}`,
    ]) {
      const query = page === undefined ? '' : `?page=${encodeURIComponent(page)}`;
      for (const method of ['POST', 'GET']) {
        const res = await fetch(new URL(`/api/insights/seen${query}`, server.url), {
          method,
          headers: { 'User-Agent': browser('prober'), Origin: server.url, ...fromVisitor('prober') },
        });
        expect(res.status, `${method} ${page}`).toBe(400);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(((await res.json()) as { error: string }).error).toBe(
          'page must be a business, directory or search page of this site',
        );
      }
    }
    // A listing that is not (or no longer) public: accepted, nothing counted.
    expect((await beacon('/business/999999', 'prober')).status).toBe(204);
    expect(await totals(premiumId)).toEqual(before);
  });

  it('counts a signed-in visitor who is not the owner', async () => {
    const before = await totals(premiumId);
    const seen = `/api/insights/seen?page=${encodeURIComponent(`/business/${premiumId}`)}`;
    expect((await owner2.post(seen, undefined, { headers: { 'User-Agent': browser('owner2') } })).status).toBe(204);
    expect((await totals(premiumId)).views - before.views).toBe(1);
  });

  it('writes counters in the background, without a reader asking', async () => {
    await view(await listingPage(freeId), 'background');
    const views = await waitFor(
      () =>
        (
          db.prepare('select coalesce(sum(views), 0) as v from business_daily_stats where business_id = ?').get(freeId) as {
            v: number;
          }
        ).v || undefined,
      { what: 'the view counter flushed' },
    );
    expect(views).toBe(1);
  });
});

describe('impressions and search terms', () => {
  it('counts the listings a directory or search page showed when the page is reported seen, with the term', async () => {
    const before = await totals(premiumId);
    const name = (db.prepare('select name from businesses where id = ?').get(premiumId) as { name: string }).name;
    const q = encodeURIComponent(name.split(' ')[0]!.toUpperCase());
    const html = await (await visit(`/business-directory?q=${q}`, 'searcher-1')).text();
    expect(html).toContain(`/business/${premiumId}-`);
    expect((await visit(`/search?q=${q}`, 'searcher-1')).status).toBe(200);
    expect((await totals(premiumId)).impressions).toBe(before.impressions); // rendered only
    await beacon(`/business-directory?q=${q}`, 'searcher-1');
    await view(`/business-directory?q=${q}`, 'searcher-2');
    expect((await pixel(`/search?q=${q}`, 'searcher-3')).status).toBe(200);
    expect((await totals(premiumId)).impressions - before.impressions).toBe(3);
    // One address: at most three appearances of a listing a day, whichever searches showed it.
    for (let i = 0; i < 5; i += 1) await beacon(`/business-directory?q=${q}`, 'searcher-2');
    await beacon(`/search?q=${q}`, 'searcher-2');
    expect((await totals(premiumId)).impressions - before.impressions).toBe(5);
    // A search that does not show the listing adds nothing to it.
    await beacon('/business-directory?q=zzzzqqqq', 'searcher-4');
    expect((await totals(premiumId)).impressions - before.impressions).toBe(5);
    const html2 = (await owner.get(`/dashboard/businesses/${premiumId}/insights`)).text;
    expect(html2).toContain(name.split(' ')[0]!.toLowerCase());
  });
});

describe('outbound clicks through /go', () => {
  it('redirects to the listing’s own stored website and counts the click', async () => {
    const before = await totals(premiumId);
    const res = await visit(`/go/${premiumId}/website?url=https://evil.example/`, 'clicker');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(website);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const dir = await visit(`/go/${premiumId}/directions`, 'clicker');
    // the maps app gets the name and address, not the point
    const place = db.prepare('select name, address from businesses where id = ?').get(premiumId) as {
      name: string;
      address: string;
    };
    expect(dir.headers.get('location')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${place.name}, ${place.address}`)}`,
    );
    const ping = await fetch(new URL(`/go/${premiumId}/phone`, server.url), {
      method: 'POST',
      headers: {
        'User-Agent': browser('clicker'),
        ...fromVisitor('clicker'),
        'Content-Type': 'text/ping',
        Origin: server.url,
        'Ping-To': 'tel:+13615550100',
      },
      body: 'PING',
    });
    expect(ping.status).toBe(204);
    await visit(
      `/go/${premiumId}/website`,
      'bingbot',
      {},
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    );
    await owner.get(`/go/${premiumId}/website`, { headers: { 'User-Agent': browser('owner'), 'Sec-Fetch-Site': 'same-origin' } });
    const after = await totals(premiumId);
    expect(after.websiteClicks - before.websiteClicks).toBe(1);
    expect(after.directionClicks - before.directionClicks).toBe(1);
    expect(after.phoneClicks - before.phoneClicks).toBe(1);
  });

  it('answers 404 for unknown kinds, unknown or pending listings and missing links', async () => {
    const pending = db.prepare('select id from businesses where approved = 0 limit 1').get() as { id: number } | undefined;
    const noSite = db
      .prepare("select id from businesses where approved = 1 and (website is null or website = '') limit 1")
      .get() as { id: number } | undefined;
    for (const path of [`/go/${premiumId}/elsewhere`, '/go/999999/website', '/go/abc/website', '/go/0/website']) {
      expect((await visit(path, 'x')).status, path).toBe(404);
    }
    if (pending) expect((await visit(`/go/${pending.id}/website`, 'x')).status).toBe(404);
    if (noSite) expect((await visit(`/go/${noSite.id}/website`, 'x')).status).toBe(404);
  });

  it('from anywhere but our pages, a website shows where it leads first (not counted); Continue follows and counts', async () => {
    const phishing = 'https://evil.example/login';
    expect((await owner.patch(`/api/businesses/${premiumId}`, { website: phishing })).status).toBe(200);
    const before = await totals(premiumId);
    const leave = `/go/${premiumId}/website/leave`;
    // A link in an e-mail (none), on another site (cross-site), or from a client that says nothing.
    const arrivals: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'none' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      {},
    ];
    for (const from of arrivals) {
      const res = await fetch(new URL(`/go/${premiumId}/website`, server.url), {
        headers: { 'User-Agent': browser('mailed'), ...fromVisitor('mailed'), ...from },
        redirect: 'manual',
      });
      expect(res.status, JSON.stringify(from)).toBe(302);
      expect(res.headers.get('location'), JSON.stringify(from)).toBe(leave);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // A browser too old for Sec-Fetch-Site still names our page as the referrer.
    const fromReferer = await fetch(new URL(`/go/${premiumId}/website`, server.url), {
      headers: { 'User-Agent': browser('old'), ...fromVisitor('old-browser'), Referer: `${server.url}/business/${premiumId}` },
      redirect: 'manual',
    });
    expect(fromReferer.headers.get('location')).toBe(phishing);
    const page = await visit(leave, 'mailed', { 'Sec-Fetch-Site': 'none' });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('You are leaving Port Aransas Guide');
    expect(html).toContain('<strong class="break-all">evil.example</strong>');
    expect(html).toContain(phishing);
    expect(html).toMatch(new RegExp(`<a href="/go/${premiumId}/website"[^>]*>Continue to evil.example</a>`));
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(await htmlErrors(html)).toEqual([]);
    expect((await totals(premiumId)).websiteClicks - before.websiteClicks).toBe(1); // only the referred one
    // Continue, from that page, goes and counts.
    const go = await visit(`/go/${premiumId}/website`, 'mailed');
    expect(go.headers.get('location')).toBe(phishing);
    expect((await totals(premiumId)).websiteClicks - before.websiteClicks).toBe(2);
    // Directions are built by us from the address: followed from anywhere.
    const directions = await visit(`/go/${premiumId}/directions`, 'mailed', { 'Sec-Fetch-Site': 'cross-site' });
    expect(directions.headers.get('location')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect((await visit(`/go/${premiumId}/directions/leave`, 'mailed')).status).toBe(404);
    expect((await visit(`/go/999999/website/leave`, 'mailed')).status).toBe(404);
    expect((await owner.patch(`/api/businesses/${premiumId}`, { website })).status).toBe(200);
  });

  it('never follows a stored website that is not an http(s) web address', async () => {
    const stored = (db.prepare('select website from businesses where id = ?').get(premiumId) as { website: string }).website;
    const writable = new Database(server.dbPath);
    try {
      for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '/relative/path', 'localhost']) {
        writable.prepare('update businesses set website = ? where id = ?').run(bad, premiumId);
        expect((await visit(`/go/${premiumId}/website`, 'x')).status, bad).toBe(404);
      }
    } finally {
      writable.prepare('update businesses set website = ? where id = ?').run(stored, premiumId);
      writable.close();
    }
  });

  it('links the business page’s website and directions through /go and pings for tel:', async () => {
    const html = await (await visit(await listingPage(premiumId), 'reader')).text();
    expect(html).toContain(`href="/go/${premiumId}/website"`);
    expect(html).toContain(`href="/go/${premiumId}/directions"`);
    expect(html).toMatch(new RegExp(`href="tel:[^"]+" ping="/go/${premiumId}/phone"`));
  });
});

describe('GET /api/businesses/{id}/insights', () => {
  it('returns the contract shape for 7, 30 and 90 days, today last', async () => {
    for (const days of [7, 30, 90]) {
      const res = await owner.get<Report>(`/api/businesses/${premiumId}/insights?days=${days}`);
      expect(res.status).toBe(200);
      expect(res.body.days).toHaveLength(days);
      const keys = [
        'views',
        'impressions',
        'websiteClicks',
        'phoneClicks',
        'emailClicks',
        'directionClicks',
        'socialClicks',
        'bookingClicks',
        'enquiries',
        'offerCodeReveals',
      ];
      expect(Object.keys(res.body.days[0]!).sort()).toEqual(['date', ...keys].sort());
      expect(Object.keys(res.body.totals).sort()).toEqual([...keys].sort());
      expect(Object.keys(res.body.previousTotals).sort()).toEqual([...keys].sort());
      expect(res.body.days.at(-1)!.date).toBe(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date()),
      );
      expect(res.body.totals.views).toBe(res.body.days.reduce((n, d) => n + d.views, 0));
    }
    expect((await owner.get<Report>(`/api/businesses/${premiumId}/insights`)).body.days).toHaveLength(30);
  });

  it('is for the owner and admins only', async () => {
    expect((await new Client(server.url).get(`/api/businesses/${premiumId}/insights`)).status).toBe(401);
    expect((await owner2.get(`/api/businesses/${premiumId}/insights`)).status).toBe(403);
    expect((await admin.get(`/api/businesses/${premiumId}/insights`)).status).toBe(200);
    expect((await owner.get('/api/businesses/999999/insights')).status).toBe(404);
    expect((await owner.get('/api/businesses/abc/insights')).status).toBe(400);
    for (const days of ['1', '365', 'x', '']) {
      const res = await owner.get<{ error: string }>(`/api/businesses/${premiumId}/insights?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(res.body.error).toBe('days must be 7, 30 or 90');
    }
  });

  it('exports CSV for premium listings and admins, not for free listings', async () => {
    const csv = await owner.get(`/api/businesses/${premiumId}/insights.csv?days=7`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Page views","Appearances in search","Website clicks","Phone clicks","E-mail clicks","Direction requests","Social link clicks","Booking link clicks","Enquiries","Offer codes shown"',
    );
    expect(lines).toHaveLength(9);
    expect((await owner.get(`/api/businesses/${freeId}/insights.csv`)).status).toBe(403);
    expect((await admin.get(`/api/businesses/${freeId}/insights.csv`)).status).toBe(200);
    expect((await owner2.get(`/api/businesses/${premiumId}/insights.csv`)).status).toBe(403);
  });

  it('shows free listings the 30-day totals and what premium adds; premium the chart, table and terms', async () => {
    const free = (await owner.get(`/dashboard/businesses/${freeId}/insights?days=7`)).text;
    expect(free).toContain('Last 30 days');
    expect(free).toContain('Premium adds the full analytics dashboard');
    expect(free).not.toContain('<svg viewBox="0 0 720 240"');
    const premium = (await owner.get(`/dashboard/businesses/${premiumId}/insights?days=7`)).text;
    expect(premium).toContain('Last 7 days');
    expect(premium).toContain('viewBox="0 0 720 240"');
    expect(premium).toContain('Daily figures');
    expect(premium).toContain('Top search terms');
    expect((await owner2.get(`/dashboard/businesses/${premiumId}/insights`)).status).toBe(404);
    const site = (await admin.get('/admin/insights?days=7')).text;
    expect(site).toContain('Top listings');
  });
});

describe('a clean stop', () => {
  it('writes pending counters on SIGTERM even when the flush interval has not come', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { spawnServer } = await import('#scripts/spawn-server.ts');
    const dir = mkdtempSync(join(tmpdir(), 'insights-stop-'));
    const dbPath = join(dir, 'site.db');
    const spawned = await spawnServer(
      { ...testServerEnv(dir, { demoData: true }), INSIGHTS_FLUSH_MS: '3600000' },
      { timeoutMs: 30_000 },
    );
    try {
      const res = await fetch(new URL(`/api/insights/seen?page=/business/${premiumId}`, spawned.url), {
        method: 'POST',
        headers: { 'User-Agent': browser('stop'), Origin: spawned.url },
      });
      expect(res.status).toBe(204);
      await spawned.stop();
      const stopped = new Database(dbPath, { readonly: true });
      const views = (stopped.prepare('select coalesce(sum(views), 0) as v from business_daily_stats').get() as { v: number }).v;
      stopped.close();
      expect(views).toBe(1);
    } finally {
      await spawned.kill('SIGKILL').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
