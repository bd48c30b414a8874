/**
 * Public business API and directory pages over HTTP against the built server, with known rows
 * written straight into its database from a second connection (as an admin's approval would be).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import type { Client } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';
import { pageHtml } from '../../helpers/page-html';
import { specCategoryOptions } from '../../fixtures/category-groups';

let server: TestServer;
let client: Client;
let db: Database.Database;
let ids: Record<string, number>;

type Biz = Record<string, unknown> & { id: number; name: string };

useSite((site) => ({ server, anonymous: client, db, businessIds: ids } = site), { directory: true, writable: true });
beforeAll(() => {
  const owner = db
    .prepare(
      `insert into users (email, first_name, last_name, password_hash) values ('owner@example.com', 'Olive', 'Owner', 'x')`,
    )
    .run().lastInsertRowid;
  db.prepare(`update businesses set owner_id = ?, claimed_at = ?, stripe_subscription_id = 'sub_secret' where id = ?`).run(
    owner,
    Date.now(),
    ids['Fins Grill & Icehouse'],
  );
});

const names = (list: Biz[]) => list.map((b) => b.name);

describe('GET /api/businesses', () => {
  it('returns a JSON array of approved businesses, premium first, with the total in a header', async () => {
    const res = await client.get<Biz[]>('/api/businesses');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(8);
    expect(res.headers.get('x-total-count')).toBe('8');
    expect(res.body[0]!.name).toBe('Fins Grill & Icehouse');
    expect(names(res.body)).not.toContain('Secret Pending Bistro');
    expect(res.headers.get('cache-control')).toMatch(/max-age=0/);
  });

  it('never exposes private fields, and says claimed instead of naming the owner', async () => {
    const res = await client.get<Biz[]>('/api/businesses');
    for (const b of res.body) {
      for (const field of ['ownerId', 'stripeSubscriptionId', 'currentPeriodEnd', 'cancelAt', 'claimedAt', 'subscriptionType']) {
        expect(b).not.toHaveProperty(field);
      }
    }
    expect(res.text).not.toContain('sub_secret');
    expect(res.body.find((b) => b.name === 'Fins Grill & Icehouse')).toMatchObject({
      claimed: true,
      premium: true,
      subscriptionStatus: 'active',
    });
  });

  it('ignores approved=false from a visitor', async () => {
    const res = await client.get<Biz[]>('/api/businesses?approved=false');
    expect(res.status).toBe(200);
    expect(names(res.body)).not.toContain('Secret Pending Bistro');
    expect(res.body).toHaveLength(8);
  });

  it('filters by category slug, label or alias, featured, unclaimed and search text', async () => {
    const slug = await client.get<Biz[]>('/api/businesses?category=restaurant');
    expect(names(slug.body)).toEqual(['Fins Grill & Icehouse', 'Island Taqueria', 'Castaways Seafood Cafe']);
    const label = await client.get<Biz[]>(`/api/businesses?category=${encodeURIComponent('Recreation & Tours')}`);
    expect(names(label.body)).toEqual(['Deep Sea Headquarters', 'Mustang Island Kayak Rentals']);
    const fishing = await client.get<Biz[]>('/api/businesses?category=fishing');
    expect(names(fishing.body)).toEqual(['Deep Sea Headquarters']);
    const featured = await client.get<Biz[]>('/api/businesses?featured=true&approved=true');
    expect(names(featured.body)).toEqual(['Fins Grill & Icehouse', 'Island Taqueria']);
    const unclaimed = await client.get<Biz[]>('/api/businesses?unclaimed=true');
    expect(names(unclaimed.body)).not.toContain('Fins Grill & Icehouse');
    expect(unclaimed.body).toHaveLength(7);
    const q = await client.get<Biz[]>('/api/businesses?q=TACO');
    expect(names(q.body).sort()).toEqual(['Castaways Seafood Cafe', 'Fins Grill & Icehouse', 'Island Taqueria']);
    const all = await client.get<Biz[]>('/api/businesses?category=all');
    expect(all.body).toHaveLength(8);
  });

  it('pages with limit and offset', async () => {
    const first = await client.get<Biz[]>('/api/businesses?limit=3');
    const second = await client.get<Biz[]>('/api/businesses?limit=3&offset=3');
    expect(first.body).toHaveLength(3);
    expect(second.body).toHaveLength(3);
    expect(second.headers.get('x-total-count')).toBe('8');
    expect(names(first.body)).not.toContain(second.body[0]!.name);
    const clamped = await client.get<Biz[]>('/api/businesses?limit=100000');
    expect(clamped.status).toBe(200);
  });

  it.each([
    ['category=spaceships', 'category'],
    ['featured=maybe', 'featured'],
    ['unclaimed=2', 'unclaimed'],
    ['limit=0', 'limit'],
    ['limit=-5', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=1.5', 'offset'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('answers 400 JSON for %s', async (query, field) => {
    const res = await client.get<{ error: string; errors?: Record<string, string[]> }>(`/api/businesses?${query}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.errors).toHaveProperty(field);
  });

  it('shows an approval on the very next request', async () => {
    const before = await client.get<Biz[]>('/api/businesses?q=secret');
    expect(before.body).toEqual([]);
    db.prepare('update businesses set approved = 1 where id = ?').run(ids['Secret Pending Bistro']);
    const after = await client.get<Biz[]>('/api/businesses?q=secret');
    expect(names(after.body)).toEqual(['Secret Pending Bistro']);
    db.prepare('update businesses set approved = 0 where id = ?').run(ids['Secret Pending Bistro']);
    expect((await client.get<Biz[]>('/api/businesses?q=secret')).body).toEqual([]);
  });

  it('keeps cached pages fresh: an approval shows on the next page view, compressed or not', async () => {
    const page = () => fetch(`${server.url}/business-directory?q=secret`, { headers: { 'Accept-Encoding': 'br' } });
    const before = await page();
    expect(before.headers.get('content-encoding')).toBe('br');
    expect(await before.text()).toContain('No Businesses Found');
    // The second view is a cache hit answered by the HTTP server itself: same headers as a render.
    const hit = await page();
    expect(await hit.text()).toContain('No Businesses Found');
    for (const res of [before, hit]) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain('script-src');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toContain('s-maxage=60');
      expect([...res.headers.keys()].filter((k) => k.startsWith('x-astro'))).toEqual([]);
    }
    db.prepare('update businesses set approved = 1 where id = ?').run(ids['Secret Pending Bistro']);
    expect(await (await page()).text()).toContain('Secret Pending Bistro');
    const plain = await fetch(`${server.url}/business-directory?q=secret`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('Secret Pending Bistro');
    db.prepare('update businesses set approved = 0 where id = ?').run(ids['Secret Pending Bistro']);
    expect(await (await page()).text()).not.toContain('Secret Pending Bistro');
  });
});

describe('GET /api/businesses/{id}', () => {
  it('returns one approved business with hours and subscriptionStatus', async () => {
    const res = await client.get<Biz>(`/api/businesses/${ids['Fins Grill & Icehouse']}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Fins Grill & Icehouse',
      subscriptionStatus: 'active',
      category: 'Restaurant',
      categoryGroup: 'Restaurants',
    });
    expect(res.body.hours).toHaveProperty('friday');
    expect(res.body).not.toHaveProperty('ownerId');
  });

  it('answers 404 for unknown and unapproved ids and 400 for malformed ones', async () => {
    expect((await client.get(`/api/businesses/${ids['Secret Pending Bistro']}`)).status).toBe(404);
    expect((await client.get('/api/businesses/999999')).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '1e3']) {
      const res = await client.get<{ error: string }>(`/api/businesses/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
  });
});

describe('/business-directory', () => {
  it('server-renders the spec texts, the dropdown and the first page of cards', async () => {
    const res = await client.get('/business-directory');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const html = res.text;
    for (const text of [
      'Business Directory',
      'Discover local businesses that make our community special',
      'placeholder="Search businesses, services, or keywords..."',
      '8 businesses found',
      'Add Your Business',
      'View Details',
      'Visit Website',
      // Counted through /go, which redirects to the listing's own website.
      `href="/go/${ids['Fins Grill & Icehouse']}/website"`,
      'href="tel:3615550101"',
      'href="mailto:hello@finsgrill.example"',
      'rel="noopener"',
    ]) {
      expect(html).toContain(text);
    }
    const options = [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!.replace('&amp;', '&'));
    // The category select, then the sort select.
    expect(options).toEqual([...specCategoryOptions, 'Sort: Recommended', 'Sort: Highest rated']);
    expect(html).toContain(`href="/business/${ids['Fins Grill & Icehouse']}-fins-grill-and-icehouse"`);
    expect(html).not.toContain('Secret Pending Bistro');
  });

  it('filters with the GET form parameters (works without JavaScript)', async () => {
    const q = await client.get('/business-directory?q=kayak');
    expect(q.text).toContain('1 business found');
    expect(q.text).toContain('Mustang Island Kayak Rentals');
    expect(q.text).toContain('value="kayak"');
    const cat = await client.get('/business-directory?category=Restaurants');
    expect(cat.text).toContain('3 businesses found');
    expect(cat.text).toMatch(/<option value="restaurant" selected/);
    const fishing = await client.get('/business-directory?category=fishing');
    expect(fishing.text).toContain('1 business found');
    expect(fishing.text).toContain('Deep Sea Headquarters');
    expect(fishing.text).not.toContain('Mustang Island Kayak Rentals');
  });

  it('shows the filtered empty state', async () => {
    const res = await client.get('/business-directory?q=zzzzzz');
    expect(res.text).toContain('No Businesses Found');
    expect(res.text).toContain('Try adjusting your search criteria to find more businesses.');
    expect(res.text).not.toContain('No businesses are currently listed in the directory.');
  });

  it('redirects /businesses and /directory/{id} permanently', async () => {
    const list = await client.get('/businesses');
    expect(list.status).toBe(301);
    expect(new URL(list.headers.get('location')!, server.url).pathname).toBe('/business-directory');
    const one = await client.get('/directory/5');
    expect(one.status).toBe(301);
    expect(new URL(one.headers.get('location')!, server.url).pathname).toBe('/business/5');
  });
});

describe('/business/{id}', () => {
  it('renders the business with badges, contact, hours, related cards and structured data', async () => {
    const id = ids['Fins Grill & Icehouse']!;
    // The short address answers 301 to the canonical one (tests/api/content/crawlers.test.ts), which renders.
    const short = await client.get(`/business/${id}`);
    expect(short.status).toBe(301);
    expect(short.headers.get('location')).toBe(`/business/${id}-fins-grill-and-icehouse`);
    for (const path of [`/business/${id}-fins-grill-and-icehouse`]) {
      const html = await pageHtml(client, path);
      for (const text of [
        'Back to Business Directory',
        'Fins Grill &amp; Icehouse',
        'Featured',
        'Premium',
        'Contact Information',
        'Visit Site',
        'Business Hours',
        'More Restaurants Businesses',
        'Browse All Businesses',
        'List Your Business',
      ]) {
        expect(html).toContain(text);
      }
      expect(html).toMatch(/Open now|Closed now/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+/business/${id}-fins-grill-and-icehouse"`));
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
      const biz = ld.find((d) => d['@type'] === 'Restaurant');
      expect(biz).toMatchObject({ name: 'Fins Grill & Icehouse', telephone: '(361) 555-0101' });
      expect(biz.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: '420 W Cotter Ave', postalCode: '78373' });
      // These fixtures carry no point: geo is left out rather than the city centre (places-locations tests the point).
      expect(biz).not.toHaveProperty('geo');
      expect(biz.openingHours).toEqual(['Mo-Th 11:00-22:00', 'Fr-Sa 11:00-02:00']);
      expect(ld.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });

  it('answers 404 with the spec texts for unknown, unapproved and malformed ids', async () => {
    for (const path of ['/business/999999', `/business/${ids['Secret Pending Bistro']}`, '/business/not-a-number']) {
      const html = await pageHtml(client, path, 404);
      expect(html).toContain('Business Not Found');
      expect(html).toContain("The business you're looking for doesn't exist or has been removed.");
      expect(html).toContain('Back to Directory');
    }
  });
});
