/**
 * Offers over HTTP against the built server: who may create and delete (401 anonymous, 403 free listing or not the
 * owner), bad bodies refused with nothing written, Central-time and RFC 3339 dates, the public list with its caching,
 * the listing page (no code in it, "Show code" asks for it; JSON-LD Offers without it), directory cards and /deals,
 * ended and lapsed offers gone, code reveals (the API and the no-JS page) in the owner's insights, the newsletter
 * export and the dashboard's no-JS forms. The demo's own offers are checked first, then cleared.
 */
import type Database from 'better-sqlite3';
import type { CurrentOffer, PublicOffer } from '#src/features/offers/offer.schema.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { approvedListingsOf } from '../../helpers/demo-listings';
import { useSite } from '../../helpers/use-site';
import { demo } from '../../helpers/owners';
import { htmlErrors } from '../../helpers/html-validate';
import { fromVisitor } from '../../helpers/visitors';

type Offer = PublicOffer;
type ErrorBody = { error: string; errors?: Record<string, string[]> };

let db: Database.Database, anonymous: Client, owner: Client, owner2: Client, admin: Client;
let premiumId: number;
let freeId: number;

const HOUR = 3_600_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const offerCount = () => (db.prepare('select count(*) as n from offers').get() as { n: number }).n;
const iso = (ms: number) => new Date(ms).toISOString();
const valid = () => ({
  title: 'Two-for-one sunset cruise',
  details: 'Bring a friend on the 6 PM cruise for free, Monday to Thursday.',
  startsAt: iso(Date.now() - HOUR),
  endsAt: iso(Date.now() + 2 * HOUR),
  code: 'SUNSET2',
});
/** The year of the next `month`/`day` still to come (UTC), so a date typed for it is ahead (by a year at most). */
const nextYearOf = (month: number, day: number) => {
  const now = new Date();
  const thisYear = now.getUTCFullYear();
  return Date.UTC(thisYear, month - 1, day) > now.getTime() + 2 * 24 * HOUR ? thisYear : thisYear + 1;
};
const sMaxAge = (res: { headers: Headers }) => Number(/s-maxage=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const listingPage = async () => (await anonymous.getFollowing(`/business/${premiumId}`)).text;
const publicIds = async () => (await anonymous.get<CurrentOffer[]>('/api/offers')).body.map((o) => o.id);
/** An offer written straight to the database (ends in the past or seconds from now, which the API refuses or races). */
const insertOffer = (title: string, startsAt: number, endsAt: number, code: string | null = null) =>
  Number(
    db
      .prepare('insert into offers (business_id, title, details, code, starts_at, ends_at) values (?, ?, ?, ?, ?, ?)')
      .run(premiumId, title, 'Details of a test offer here.', code, startsAt, endsAt).lastInsertRowid,
  );

useSite((site) => ({ db, anonymous, owner, owner2, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  writable: true,
  signIn: ['owner', 'owner2', 'admin'],
  env: { TRUST_PROXY: 'true' },
});
beforeAll(() => {
  db.pragma('busy_timeout = 5000');
  ({ premiumId, freeId } = approvedListingsOf(db, demo.owner));
});

describe('the demo data', () => {
  it('has offers running now, dated from the seeding day; this file then counts its own from none', async () => {
    expect((await publicIds()).length).toBeGreaterThan(0);
    db.prepare('delete from offers').run();
    expect(await publicIds()).toEqual([]);
  });
});

describe('POST /api/businesses/{id}/offers refuses', () => {
  it('anonymous (401), a free listing (403, premium), someone else (403), unknown listings (404); nothing written', async () => {
    expect((await anonymous.post(`/api/businesses/${premiumId}/offers`, valid())).status).toBe(401);
    const free = await owner.post<ErrorBody>(`/api/businesses/${freeId}/offers`, valid());
    expect(free.status).toBe(403);
    expect(free.body.error).toBe('Offers are a Premium feature. Upgrade this listing to Premium to publish offers.');
    const other = await owner2.post<ErrorBody>(`/api/businesses/${premiumId}/offers`, valid());
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You can only manage offers of your own listings');
    expect((await owner.post('/api/businesses/999999/offers', valid())).status).toBe(404);
    expect((await owner.post('/api/businesses/abc/offers', valid())).status).toBe(400);
    expect(offerCount()).toBe(0);
  });

  it('bad bodies with a 4xx naming the field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid(), title: 'ab' }, 'title'],
      [{ ...valid(), title: 'x'.repeat(81) }, 'title'],
      [{ ...valid(), details: 'short' }, 'details'],
      [{ ...valid(), details: 'x'.repeat(501) }, 'details'],
      [{ ...valid(), code: 'HAS SPACE' }, 'code'],
      [{ ...valid(), code: 'X'.repeat(31) }, 'code'],
      [{ ...valid(), startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...valid(), startsAt: '2026-02-30T10:00' }, 'startsAt'],
      [{ ...valid(), endsAt: undefined }, 'endsAt'],
      [{ ...valid(), endsAt: 42 }, 'endsAt'],
      [{ ...valid(), startsAt: iso(Date.now() + 3 * HOUR) }, 'endsAt'], // end before start
      [{ ...valid(), startsAt: iso(Date.now() - 3 * HOUR), endsAt: iso(Date.now() - HOUR) }, 'endsAt'], // ended
      [{ ...valid(), endsAt: iso(Date.now() + 400 * 24 * HOUR) }, 'endsAt'], // over a year
    ];
    for (const [body, field] of cases) {
      const res = await owner.post<ErrorBody>(`/api/businesses/${premiumId}/offers`, body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body).slice(0, 100)).toContain(field);
    }
    const text = await owner.request(`/api/businesses/${premiumId}/offers`, {
      method: 'POST',
      body: 'title=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(offerCount()).toBe(0);
  });
});

describe('creating, listing and showing offers', () => {
  let current: Offer;
  let scheduled: Offer;

  it('answers 201 {offer} with ISO instants; local times are read as Central time', async () => {
    const res = await owner.post<{ offer: Offer }>(`/api/businesses/${premiumId}/offers`, valid());
    expect(res.status, res.text).toBe(201);
    current = res.body.offer;
    expect(Object.keys(current).sort()).toEqual(['code', 'details', 'endsAt', 'id', 'startsAt', 'title']);
    expect(current).toMatchObject({ title: 'Two-for-one sunset cruise', code: 'SUNSET2' });

    const year = nextYearOf(7, 1);
    const later = await owner.post<{ offer: Offer }>(`/api/businesses/${premiumId}/offers`, {
      title: 'Fourth of July fireworks cruise',
      details: 'Ten percent off the fireworks cruise when booked by phone.',
      startsAt: `${year}-07-01T09:00`,
      endsAt: `${year}-07-04T23:59`,
    });
    expect(later.status, later.text).toBe(201);
    scheduled = later.body.offer;
    expect(scheduled.startsAt).toBe(`${year}-07-01T14:00:00.000Z`); // 9 AM CDT
    expect(scheduled.endsAt).toBe(`${year}-07-05T04:59:00.000Z`);
    expect(scheduled.code).toBeNull();

    const winter = nextYearOf(1, 10);
    const offset = await owner.post<{ offer: Offer }>(`/api/businesses/${premiumId}/offers`, {
      ...valid(),
      startsAt: `${winter}-01-10T09:00:00-06:00`,
      endsAt: `${winter}-01-10T18:00:00+01:00`,
    });
    expect(offset.body.offer.endsAt).toBe(`${winter}-01-10T17:00:00.000Z`);
    expect((await owner.request(`/api/offers/${offset.body.offer.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('GET /api/offers lists current offers only, with their listing, cached no longer than until the next change', async () => {
    const res = await anonymous.get<CurrentOffer[]>('/api/offers');
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o.id)).toEqual([current.id]);
    const name = db.prepare('select name, slug from businesses where id = ?').get(premiumId) as { name: string; slug: string };
    const { code, ...shown } = current;
    expect(code).toBe('SUNSET2');
    // The code is not public: only whether there is one (a reveal gives it).
    expect(res.body[0]).toEqual({
      ...shown,
      hasCode: true,
      businessId: premiumId,
      businessName: name.name,
      businessSlug: name.slug,
    });
    expect(res.text).not.toContain('SUNSET2');
    expect(res.headers.get('cache-control')).toMatch(/^public, .*stale-if-error=\d+/);
    expect(res.headers.get('etag')).toBeTruthy();
    const untilEnd = (Date.parse(current.endsAt) - Date.now()) / 1000;
    expect(sMaxAge(res)).toBeGreaterThan(0);
    expect(sMaxAge(res)).toBeLessThanOrEqual(Math.min(60, untilEnd));
  });

  it('the listing page shows the offer and a "Show code" form, not the code; JSON-LD Offers without it', async () => {
    const html = await listingPage();
    expect(html).toContain('Two-for-one sunset cruise');
    expect(html).toMatch(new RegExp(`<form method="post" action="/offers/${current.id}/code">\\s*<button[^>]*>Show code`));
    expect(html).not.toContain('SUNSET2');
    expect(html).not.toContain('Fourth of July fireworks cruise');
    const business = jsonLd(html).find((d) => d['@id']?.toString().endsWith('#business'))!;
    expect(business.makesOffer).toEqual([
      {
        '@type': 'Offer',
        name: current.title,
        description: current.details,
        validFrom: current.startsAt,
        validThrough: current.endsAt,
        url: expect.stringMatching(new RegExp(`/business/${premiumId}-[a-z0-9-]+#offer-${current.id}$`)),
      },
    ]);
  });

  it('directory cards carry an Offer line and /deals lists the offer', async () => {
    const name = (db.prepare('select name from businesses where id = ?').get(premiumId) as { name: string }).name;
    const directory = await anonymous.get(`/business-directory?q=${encodeURIComponent(name)}`);
    expect(directory.text).toMatch(/>Offer<\/span>\s*Two-for-one sunset cruise/);
    const api = await anonymous.get<{ id: number; offer: string | null }[]>('/api/businesses?limit=100');
    expect(api.body.find((b) => b.id === premiumId)?.offer).toBe('Two-for-one sunset cruise');
    expect(api.body.find((b) => b.id === freeId)?.offer).toBeNull();
    const deals = await anonymous.get('/deals');
    expect(deals.status).toBe(200);
    expect(deals.text).toContain('Two-for-one sunset cruise');
    expect(deals.text).toContain(name);
    expect(deals.headers.get('cache-control')).toMatch(/^public, /);
    expect(jsonLd(deals.text).find((d) => d['@type'] === 'ItemList')?.numberOfItems).toBe(1);
    expect((await anonymous.get('/sitemap.xml')).text).toContain('/deals</loc>');
  });

  it('renders valid HTML: the listing page, /deals and the owner’s offers page', async () => {
    expect(await htmlErrors(await listingPage())).toEqual([]);
    expect(await htmlErrors((await anonymous.get('/deals')).text)).toEqual([]);
    expect(await htmlErrors((await owner.get(`/dashboard/businesses/${premiumId}/offers`)).text)).toEqual([]);
    expect(await htmlErrors((await owner.get(`/dashboard/businesses/${freeId}/offers`)).text)).toEqual([]);
  });

  it('an ended offer is gone; one ending soon caps the cache; a lapsed listing hides offers until renewal', async () => {
    const ended = insertOffer('Ended yesterday', Date.now() - 48 * HOUR, Date.now() - 1000);
    expect(await publicIds()).not.toContain(ended);
    expect(await listingPage()).not.toContain('Ended yesterday');
    const soon = insertOffer('Ends in twenty seconds', Date.now() - HOUR, Date.now() + 20_000);
    const page = await anonymous.getFollowing(`/business/${premiumId}`);
    expect(page.text).toContain('Ends in twenty seconds');
    expect(sMaxAge(page)).toBeLessThanOrEqual(20);
    expect(sMaxAge(await anonymous.get('/deals'))).toBeLessThanOrEqual(20);
    db.prepare('delete from offers where id in (?, ?)').run(ended, soon);

    db.prepare(`update businesses set subscription_status = 'past_due' where id = ?`).run(premiumId);
    expect(await publicIds()).toEqual([]);
    expect(await listingPage()).not.toContain('Two-for-one sunset cruise');
    expect((await owner.post(`/api/businesses/${premiumId}/offers`, valid())).status).toBe(403);
    db.prepare(`update businesses set subscription_status = 'active' where id = ?`).run(premiumId);
    expect(await publicIds()).toEqual([current.id]);
  });

  it('counts a visitor’s code reveal in the owner’s insights, not the owner’s own', async () => {
    const totals = async () =>
      (await owner.get<{ totals: { offerCodeReveals: number } }>(`/api/businesses/${premiumId}/insights?days=7`)).body.totals;
    const before = (await totals()).offerCodeReveals;
    const reveal = (client: Client, who: string) =>
      client.request(`/api/offers/${current.id}/reveal`, {
        method: 'POST',
        headers: { 'User-Agent': BROWSER, ...fromVisitor(who) },
      });
    const visitor = await reveal(anonymous, 'beach-visitor');
    expect(visitor.status).toBe(200);
    expect(JSON.parse(visitor.text)).toEqual({ code: 'SUNSET2' });
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    expect((await reveal(owner, 'owner-desk')).status).toBe(200);
    expect((await reveal(anonymous, 'scheduled')).status).toBe(200);
    // Not started (and no code): nothing to reveal.
    const early = await anonymous.request(`/api/offers/${scheduled.id}/reveal`, {
      method: 'POST',
      headers: { 'User-Agent': BROWSER },
    });
    expect(early.status).toBe(404);
    expect(JSON.parse(early.text)).toEqual({ error: 'This offer has ended or has no code' });
    expect((await anonymous.request('/api/offers/999999/reveal', { method: 'POST' })).status).toBe(404);
    expect((await anonymous.request('/api/offers/x/reveal', { method: 'POST' })).status).toBe(400);
    expect((await totals()).offerCodeReveals - before).toBe(2);

    // Without JavaScript the button posts to a page that shows the code, counted the same way.
    const page = await anonymous.get(`/offers/${current.id}/code`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Two-for-one sunset cruise');
    expect(page.text).not.toContain('SUNSET2');
    expect(page.text).toContain('<meta name="robots" content="noindex');
    const shown = await anonymous.request(`/offers/${current.id}/code`, {
      method: 'POST',
      body: '',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': BROWSER, ...fromVisitor('no-js-visitor') },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.text).toMatch(/<code[^>]*>\s*SUNSET2\s*<\/code>/);
    expect(await htmlErrors(shown.text)).toEqual([]);
    expect((await totals()).offerCodeReveals - before).toBe(3);
    expect((await anonymous.get(`/offers/${scheduled.id}/code`)).status).toBe(404);
    expect((await anonymous.request('/offers/999999/code', { method: 'POST' })).status).toBe(404);
    const csv = await owner.get(`/api/businesses/${premiumId}/insights.csv?days=7`);
    expect(csv.text.split('\r\n')[0]).toContain('"Offer codes shown"');
  });

  it('the newsletter export lists the current offers (admins only)', async () => {
    expect((await owner.get('/api/admin/export/offers.csv')).status).toBe(403);
    const csv = await admin.get('/api/admin/export/offers.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('"business","title","details","code","startsAt","endsAt","endsCentral","url"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Two-for-one sunset cruise"');
    expect(lines[1]).toContain(`#offer-${current.id}"`);
  });

  it('DELETE /api/offers/{id}: 401, 403 for someone else, 204 for the owner or an admin, then 404', async () => {
    expect((await anonymous.request(`/api/offers/${current.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await owner2.request(`/api/offers/${current.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await owner.request('/api/offers/nope', { method: 'DELETE' })).status).toBe(400);
    expect(await publicIds()).toEqual([current.id]);
    expect((await owner.request(`/api/offers/${current.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await publicIds()).toEqual([]);
    expect(await listingPage()).not.toContain('Two-for-one sunset cruise');
    expect((await admin.request(`/api/offers/${scheduled.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.request(`/api/offers/${scheduled.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(offerCount()).toBe(0);
  });
});

describe('the dashboard offers page without JavaScript', () => {
  const form = (client: Client, query: string, fields: Record<string, string>) =>
    client.request(`/dashboard/businesses/${premiumId}/offers${query}`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });

  it('adds an offer typed in Central time, refuses a bad one with what was typed, deletes; private and owner-only', async () => {
    const page = await owner.get(`/dashboard/businesses/${premiumId}/offers`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.text).toContain('Add an offer');
    expect((await owner2.get(`/dashboard/businesses/${premiumId}/offers`)).status).toBe(404);
    const locked = await owner.get(`/dashboard/businesses/${freeId}/offers`);
    expect(locked.text).toContain('Offers are a Premium feature');
    expect(locked.text).not.toContain('Add an offer');

    const year = nextYearOf(1, 5);
    const refused = await form(owner, '', {
      title: 'Winter chowder',
      details: 'too short',
      startsAt: `${year}-01-05T11:00`,
      endsAt: `${year}-01-05T10:00`,
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('value="Winter chowder"');
    expect(refused.text).toContain('Describe the offer in 10 to 500 characters');
    expect(refused.text).toContain('The end must be after the start');
    expect(offerCount()).toBe(0);

    const added = await form(owner, '', {
      title: 'Winter chowder',
      details: 'A free cup of chowder with any entrée in January.',
      code: '',
      startsAt: `${year}-01-05T11:00`,
      endsAt: `${year}-01-31T21:00`,
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(`/dashboard/businesses/${premiumId}/offers`);
    const row = db.prepare('select id, starts_at as startsAt, code from offers').get() as {
      id: number;
      startsAt: number;
      code: string | null;
    };
    expect(iso(row.startsAt)).toBe(`${year}-01-05T17:00:00.000Z`); // 11 AM CST
    expect(row.code).toBeNull();
    expect((await owner.get(`/dashboard/businesses/${premiumId}/offers`)).text).toContain('Winter chowder');

    expect((await form(owner2, '?form=delete', { offerId: String(row.id) })).status).toBe(404);
    const deleted = await form(owner, '?form=delete', { offerId: String(row.id) });
    expect(deleted.status).toBe(303);
    expect(offerCount()).toBe(0);
  });
});
