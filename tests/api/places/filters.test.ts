/**
 * Open now and near me over HTTP: `/api/businesses?open=now` (America/Chicago, special hours
 * only while premium applies), `?near=LAT,LON` (nearest first, `distanceKm` on each item, unknown points
 * last), bad values as 400, and the directory page doing the same as plain GET parameters.
 * The hours are chosen so the answers do not depend on the time of day the test runs.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

interface Item {
  name: string;
  distanceKm?: number | null;
}

const day = (open: string, close: string, closedDay = false) => ({ open, close, closed: closedDay });
const week = (d: ReturnType<typeof day>) =>
  Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((k) => [k, d]));
const allDay = week(day('00:00', '00:00'));
const never = week(day('00:00', '00:00', true));

/** Yesterday, today and tomorrow in Chicago: a closure on all three holds whenever the test runs. */
const chicagoDates = () =>
  [-1, 0, 1].map((d) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(Date.now() + d * 86_400_000)),
  );
const closedAround = () => chicagoDates().map((date) => ({ date, closed: true, note: 'Closed for the holiday' }));

const rows = [
  { name: 'Always Open Bait', hours: allDay, point: [27.8394, -97.0625] },
  { name: 'Never Open Museum', hours: never, point: [27.8229, -97.0476] },
  { name: 'Holiday Premium Grill', hours: allDay, point: [27.8232, -97.048], premium: 'active', special: closedAround() },
  { name: 'Lapsed Special Cafe', hours: allDay, point: [27.8301, -97.0551], premium: 'canceled', special: closedAround() },
  { name: 'No Point Shop', hours: allDay, point: null },
] as const;

let server: TestServer;
const client = () => new Client(server.url);
const names = (items: Item[]) => items.map((i) => i.name);

let db: Database.Database;
useSite((site) => ({ server, db } = site), { writable: true });
beforeAll(() => {
  const insert = db.prepare(`insert into businesses (slug, name, description, category, address, hours, approved, plan,
    subscription_status, special_hours, latitude, longitude) values (?, ?, 'A place on the island.', 'retail', null, ?, 1, ?, ?, ?, ?, ?)`);
  for (const r of rows) {
    const special = 'special' in r ? r.special : null;
    const premium = 'premium' in r ? r.premium : null;
    insert.run(
      r.name.toLowerCase().replace(/ /g, '-'),
      r.name,
      JSON.stringify(r.hours),
      premium ? 'premium' : 'free',
      premium,
      special ? JSON.stringify(special) : null,
      r.point?.[0] ?? null,
      r.point?.[1] ?? null,
    );
  }
});

describe('GET /api/businesses?open=now', () => {
  it('keeps only what is open now; premium special hours count, a lapsed listing’s do not', async () => {
    const res = await client().get<Item[]>('/api/businesses?open=now');
    expect(res.status).toBe(200);
    expect(names(res.body).sort()).toEqual(['Always Open Bait', 'Lapsed Special Cafe', 'No Point Shop']);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.body[0]).not.toHaveProperty('distanceKm');
    const all = await client().get<Item[]>('/api/businesses');
    expect(all.body).toHaveLength(5);
  });

  it('refuses other values with 400 and the field named', async () => {
    const res = await client().get<{ error: string; errors: Record<string, string[]> }>('/api/businesses?open=yes');
    expect(res.status).toBe(400);
    expect(res.body.errors.open).toEqual(["must be 'now'"]);
  });
});

describe('GET /api/businesses?near=LAT,LON', () => {
  it('sorts nearest first with distanceKm on each item and unknown points last', async () => {
    const res = await client().get<Item[]>('/api/businesses?near=27.8229,-97.0476');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual([
      'Never Open Museum',
      'Holiday Premium Grill',
      'Lapsed Special Cafe',
      'Always Open Bait',
      'No Point Shop',
    ]);
    expect(res.body[0]!.distanceKm).toBe(0);
    expect(res.body[1]!.distanceKm).toBeCloseTo(0.05, 2);
    expect(res.body[3]!.distanceKm).toBeCloseTo(2.37, 1);
    expect(res.body[4]!.distanceKm).toBeNull();
    const km = res.body.slice(0, 4).map((i) => i.distanceKm!);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
  });

  it('combines with open=now and pages through the sorted list', async () => {
    const res = await client().get<Item[]>('/api/businesses?near=27.8394,-97.0625&open=now&limit=2');
    expect(names(res.body)).toEqual(['Always Open Bait', 'Lapsed Special Cafe']);
    expect(res.headers.get('x-total-count')).toBe('3');
    const next = await client().get<Item[]>('/api/businesses?near=27.8394,-97.0625&open=now&limit=2&offset=2');
    expect(names(next.body)).toEqual(['No Point Shop']);
  });

  it('refuses a malformed point with 400', async () => {
    for (const near of ['abc', '91,0', '27.8', '27.8,-97.0,1']) {
      const res = await client().get<{ error: string; errors: Record<string, string[]> }>(
        `/api/businesses?near=${encodeURIComponent(near)}`,
      );
      expect(res.status, near).toBe(400);
      expect(res.body.errors.near).toEqual(['must be LAT,LON in decimal degrees']);
    }
  });
});

describe('the directory page without JavaScript', () => {
  it('filters open now as a GET parameter and keeps the box ticked', async () => {
    const res = await client().get('/business-directory?open=now');
    expect(res.status).toBe(200);
    expect(res.text).toContain('3 businesses found');
    expect(res.text).not.toContain('Never Open Museum');
    expect(res.text).not.toContain('Holiday Premium Grill');
    const box = /<input[^>]*id="directory-open"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(box).toContain('name="open"');
    expect(box).toMatch(/\schecked/);
    expect(/<input[^>]*id="directory-open"[^>]*>/.exec((await client().get('/business-directory')).text)?.[0]).not.toMatch(
      /\schecked/,
    );
    expect(res.text).toContain('<meta name="robots" content="noindex');
  });

  it('shows the distance on each card when sorted near a point', async () => {
    const res = await client().get('/business-directory?near=27.8229,-97.0476');
    const order = ['Never Open Museum', 'Holiday Premium Grill', 'Lapsed Special Cafe', 'Always Open Bait', 'No Point Shop'].map(
      (n) => res.text.indexOf(`>${n}<`),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(res.text).toContain('Under 0.1 mi away');
    expect(res.text).toContain('1.5 mi away');
    expect(res.text).toContain('name="near" value="27.823,-97.048"');
  });
});
