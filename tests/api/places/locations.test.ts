/**
 * Real locations: demo listings carry their own points, the API and JSON-LD expose them (never
 * the city centre), a saved address is geocoded through GEOCODER_URL (the loopback Census stand-in) after
 * the save, a failing geocoder never blocks a save, and an owner's moved pin on a live listing waits for
 * review with the listing.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlacesFixtures, type PlacesFixtures } from '../../fixtures/places/server';
import { Client } from '../../helpers/http';
import { demo, validListing } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';
import { waitFor } from '../../helpers/wait';

interface Item {
  id: number;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  status?: string;
}

let fixtures: PlacesFixtures;
let server: TestServer, db: Database.Database, owner: Client, admin: Client;
const anon = () => new Client(server.url);

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });

const myListing = async (id: number) => (await owner.get<Item[]>('/api/businesses/my')).body.find((b) => b.id === id)!;

beforeAll(async () => {
  fixtures = await startPlacesFixtures();
});
afterAll(async () => {
  await fixtures?.close();
});
useSite((site) => ({ server, db, owner, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  env: () => ({ GEOCODER_URL: fixtures.geocoderUrl }),
  signIn: ['owner', 'admin'],
});

describe('points in the API and the structured data', () => {
  it('gives every demo listing with an address its own Port Aransas point, and null without one', async () => {
    const res = await anon().get<Item[]>('/api/businesses?limit=100');
    expect(res.status).toBe(200);
    for (const b of res.body) {
      expect(b).toHaveProperty('latitude');
      expect(b).toHaveProperty('longitude');
      if (b.address) {
        expect(b.latitude!).toBeGreaterThan(27.7);
        expect(b.latitude!).toBeLessThan(27.9);
        expect(b.longitude!).toBeGreaterThan(-97.2);
        expect(b.longitude!).toBeLessThan(-97.0);
      }
    }
    const points = new Set(res.body.filter((b) => b.latitude !== null).map((b) => `${b.latitude},${b.longitude}`));
    // Not one shared point: distinct addresses, distinct points.
    expect(points.size).toBeGreaterThan(res.body.length / 2);
    const one = res.body.find((b) => b.latitude !== null)!;
    const detail = await anon().get<Item>(`/api/businesses/${one.id}`);
    expect(detail.body).toMatchObject({ latitude: one.latitude, longitude: one.longitude });
  });

  it("puts the business's own point in JSON-LD geo and geo.position, and leaves both out when the point is unknown", async () => {
    const known = db
      .prepare('select id, latitude, longitude from businesses where approved = 1 and latitude is not null limit 1')
      .get() as {
      id: number;
      latitude: number;
      longitude: number;
    };
    const page = await anon().getFollowing(`/business/${known.id}`);
    const business = jsonLd(page.text).find((d) => d['@id']?.toString().endsWith('#business'))!;
    expect(business.geo).toEqual({ '@type': 'GeoCoordinates', latitude: known.latitude, longitude: known.longitude });
    // The geo meta tags name the same point.
    expect(page.text).toContain(`<meta name="geo.position" content="${known.latitude};${known.longitude}">`);
    expect(page.text).toContain(`<meta name="ICBM" content="${known.latitude}, ${known.longitude}">`);

    // A live listing without an address has no point: no geo at all, rather than the city centre.
    const created = await owner.post<Item>('/api/businesses', { ...validListing, name: 'No Address Surf Shop', address: null });
    expect((await admin.patch(`/api/admin/businesses/${created.body.id}/approve`, { approved: true })).status).toBe(200);
    const bare = jsonLd((await anon().getFollowing(`/business/${created.body.id}`)).text).find((d) =>
      d['@id']?.toString().endsWith('#business'),
    )!;
    expect(bare.name).toBe('No Address Surf Shop');
    expect(bare).not.toHaveProperty('geo');
    expect(JSON.stringify(bare)).not.toContain('27.84,');
    const barePage = (await anon().getFollowing(`/business/${created.body.id}`)).text;
    expect(barePage).not.toContain('name="geo.position"');
    expect(barePage).not.toContain('name="ICBM"');
    // Other pages keep the city's own point.
    expect((await anon().get('/business-directory')).text).toContain('<meta name="geo.position" content="27.84;-97.04">');
  });
});

describe('geocoding after a save', () => {
  it('looks a new listing up through GEOCODER_URL and stores the point', async () => {
    const created = await owner.post<Item>('/api/businesses', validListing);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ latitude: null, longitude: null });
    const listing = await waitFor(
      async () => ((await myListing(created.body.id)).latitude !== null ? myListing(created.body.id) : null),
      {
        what: 'the geocoded point',
      },
    );
    expect(listing).toMatchObject({ latitude: 27.8371, longitude: -97.0651 });
    expect(fixtures.requests()).toContain('geocode:100 Bay St, Port Aransas, TX');
  });

  it('saves at once when the geocoder fails, leaving the point unknown', async () => {
    const created = await owner.post<Item>('/api/businesses', { ...validListing, name: 'Bay Kayak Two', address: '100 Bay St' });
    const id = created.body.id;
    await waitFor(async () => (await myListing(id)).latitude !== null, { what: 'the first point' });
    const before = fixtures.requests().length;
    const edit = await owner.patch<Item>(`/api/businesses/${id}`, { address: '9 FAIL Rd, Port Aransas, TX' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ address: '9 FAIL Rd, Port Aransas, TX', latitude: null, longitude: null });
    await waitFor(
      () =>
        fixtures
          .requests()
          .slice(before)
          .some((r) => r.includes('FAIL')),
      { what: 'the failed lookup' },
    );
    // A later save of the same failing address asks again (failures are not cached) and still saves.
    expect((await owner.patch(`/api/businesses/${id}`, { phone: '(361) 555-0111' })).status).toBe(200);
    expect(await myListing(id)).toMatchObject({ latitude: null, longitude: null });
  });

  it('stores no point for an address the geocoder does not know', async () => {
    const created = await owner.post<Item>('/api/businesses', {
      ...validListing,
      name: 'Nowhere Bait',
      address: '1 Nowhere Lane',
    });
    await waitFor(() => fixtures.requests().includes('geocode:1 Nowhere Lane, Port Aransas, TX'), { what: 'the lookup' });
    expect(await myListing(created.body.id)).toMatchObject({ latitude: null, longitude: null });
  });
});

describe("the owner's pin", () => {
  it('applies at once on a pending listing and refuses bad points with 400', async () => {
    const created = await owner.post<Item>('/api/businesses', { ...validListing, name: 'Pin Test Tours', address: null });
    const id = created.body.id;
    const moved = await owner.patch<Item>(`/api/businesses/${id}`, { latitude: 27.8301, longitude: -97.0602 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ latitude: 27.8301, longitude: -97.0602 });

    const bad = await owner.patch<{ error: string; errors: Record<string, string[]> }>(`/api/businesses/${id}`, {
      latitude: 91,
      longitude: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.latitude).toEqual(['Latitude must be a number from -90 to 90']);
    const lone = await owner.patch<{ errors: Record<string, string[]> }>(`/api/businesses/${id}`, { latitude: 27.8 });
    expect(lone.status).toBe(400);
    expect(lone.body.errors.longitude).toEqual(['Give both latitude and longitude, or leave both empty']);
    const text = await owner.patch(`/api/businesses/${id}`, { latitude: 'north', longitude: -97 });
    expect(text.status).toBe(400);
    expect(await myListing(id)).toMatchObject({ latitude: 27.8301, longitude: -97.0602 });
  });

  it('waits for review on a live listing (the public keeps the approved point), then applies on approval', async () => {
    const live = db
      .prepare(
        'select b.id, b.latitude, b.longitude from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 and b.latitude is not null order by b.id limit 1',
      )
      .get(demo.owner) as { id: number; latitude: number; longitude: number };
    const edit = await owner.patch<{ pendingRevision: { id: number; changes: Record<string, unknown> } }>(
      `/api/businesses/${live.id}`,
      {
        latitude: 27.83,
        longitude: -97.06,
      },
    );
    expect(edit.status).toBe(200);
    expect(edit.body.pendingRevision.changes).toMatchObject({ latitude: 27.83, longitude: -97.06 });
    expect((await anon().get<Item>(`/api/businesses/${live.id}`)).body).toMatchObject({
      latitude: live.latitude,
      longitude: live.longitude,
    });

    const list = await admin.get<{ id: number; businessId: number; live: Item; proposed: Item }[]>('/api/admin/revisions');
    const revision = list.body.find((r) => r.businessId === live.id)!;
    expect(revision.live).toMatchObject({ latitude: live.latitude, longitude: live.longitude });
    expect((await admin.patch(`/api/admin/revisions/${revision.id}`, { approved: true })).status).toBe(200);
    expect((await anon().get<Item>(`/api/businesses/${live.id}`)).body).toMatchObject({ latitude: 27.83, longitude: -97.06 });
  });

  it('saves the point from the editor form without JavaScript', async () => {
    const created = await owner.post<Item>('/api/businesses', { ...validListing, name: 'Form Pin Charters', address: null });
    const id = created.body.id;
    const body = new URLSearchParams({ _form: 'point', latitude: '27.8355', longitude: '-97.0611' });
    const res = await owner.request(`/dashboard/businesses/${id}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard');
    expect(await myListing(id)).toMatchObject({ latitude: 27.8355, longitude: -97.0611 });

    const refused = await owner.request(`/dashboard/businesses/${id}`, {
      method: 'POST',
      body: new URLSearchParams({ _form: 'point', latitude: '127', longitude: '-97' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Latitude must be a number from -90 to 90');
    expect(refused.text).toContain('value="127"');
  });
});
