/**
 * Geocoding retried later: while the geocoder is down (the loopback Census stand-in answering
 * 503) a saved address stays owed in `geocode_retries`, the save itself never waits or fails, and the
 * retry timer looks it up again with growing waits until the geocoder is back; a lookup still owed when the
 * server stops is done by the next start-up's pass. Both servers share one database file.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '#scripts/spawn-server.ts';
import { startPlacesFixtures, type PlacesFixtures } from '../../fixtures/places/server';
import { freePort } from '#scripts/free-port.ts';
import { testServerEnv } from '../../helpers/server';
import { demo, signedIn, validListing } from '../../helpers/owners';
import { waitFor } from '../../helpers/wait';

let fixtures: PlacesFixtures;
let server: SpawnedServer | undefined;
const dir = mkdtempSync(join(tmpdir(), 'site-geocode-retry-'));
const dbPath = join(dir, 'site.db');

async function start(retryMs: number): Promise<SpawnedServer> {
  const port = await freePort();
  return spawnServer(
    {
      ...testServerEnv(dir, { demoData: true }),
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      GEOCODER_URL: fixtures.geocoderUrl,
      GEOCODE_RETRY_MS: String(retryMs),
    },
    { timeoutMs: 60_000 },
  );
}

interface Owed {
  kind: string;
  row_id: number;
  query: string;
  attempts: number;
  next_attempt_at: number;
}
const owed = (id: number): Owed | undefined => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(`select * from geocode_retries where kind = 'business' and row_id = ?`).get(id) as Owed | undefined;
  } finally {
    db.close();
  }
};
const lookups = (street: string) => fixtures.requests().filter((r) => r.startsWith(`geocode:${street}`)).length;

beforeAll(async () => {
  fixtures = await startPlacesFixtures();
});
afterAll(async () => {
  await server?.stop();
  await fixtures?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a geocoding lookup that failed', () => {
  it('stays owed, is retried on the timer with growing waits, and lands once the geocoder is back', async () => {
    server = await start(200);
    const owner = await signedIn(server.url, demo.owner);
    fixtures.setGeocoderDown(true);
    const created = await owner.post<{ id: number; latitude: number | null }>('/api/businesses', {
      ...validListing,
      name: 'Beach Street Kites',
      address: '614 Beach St',
    });
    expect(created.status).toBe(201);
    expect(created.body.latitude).toBeNull();
    const id = created.body.id;

    // Failed twice at least: asked again by the timer, and the row counts the failures.
    const row = await waitFor(() => (lookups('614 Beach St') >= 3 ? (owed(id)?.attempts ?? 0) >= 2 && owed(id) : null), {
      what: 'three failed lookups',
    });
    expect(row).toMatchObject({ query: '614 Beach St', kind: 'business' });
    const listing = async () =>
      (await owner.get<{ id: number; latitude: number | null }[]>('/api/businesses/my')).body.find((b) => b.id === id)!;
    expect((await listing()).latitude).toBeNull();

    fixtures.setGeocoderDown(false);
    const found = await waitFor(async () => ((await listing()).latitude !== null ? listing() : null), {
      what: 'the point after the geocoder came back',
    });
    expect(found).toMatchObject({ latitude: 27.827211, longitude: -97.054431 });
    expect(owed(id)).toBeUndefined();
    // Nothing owed: the timer stops asking.
    const asked = lookups('614 Beach St');
    await owner.get('/api/businesses/my');
    expect(lookups('614 Beach St')).toBe(asked);
  });

  it('is looked up by the next start-up when the server stopped owing it', async () => {
    const owner = await signedIn(server!.url, demo.owner);
    fixtures.setGeocoderDown(true);
    const created = await owner.post<{ id: number }>('/api/businesses', {
      ...validListing,
      name: 'Alister Street Books',
      address: '225 S Alister St',
    });
    const id = created.body.id;
    await waitFor(() => (owed(id)?.attempts ?? 0) >= 1, { what: 'the first failed lookup' });
    await server!.stop();
    server = undefined;

    fixtures.setGeocoderDown(false);
    // An hour between passes: only the start-up pass can look it up within the test.
    server = await start(3_600_000);
    // Background work starts with the first request after a start (any visitor's).
    await fetch(`${server.url}/`);
    await waitFor(() => owed(id) === undefined, { what: 'the start-up pass' });
    const db = new Database(dbPath, { readonly: true });
    const point = db.prepare('select latitude, longitude from businesses where id = ?').get(id);
    db.close();
    expect(point).toEqual({ latitude: 27.831602, longitude: -97.058325 });
  });
});
