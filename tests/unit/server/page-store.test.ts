/**
 * The page store (src/server/cache/page-store.ts) answers listing pages without rendering them, so its
 * one risk is a stale page. These checks drive it the way the server does (render, keep, peek) over a
 * real database with the demo data, and prove which writes make a kept page stale (the listing, its
 * photos and reviews, its group's listings, a reviewer's name, another process) and which leave it
 * alone, and that the clock retires a page at its listing's open/close times and at midnight.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../../db/seed/index';
import { resolveCategory } from '../../../src/lib/categories';
import { businessPath } from '../../../src/lib/directory';

const dir = mkdtempSync(join(tmpdir(), 'page-store-'));
process.env.DATABASE_PATH = join(dir, 'site.db');
const { closeDb, getDb } = await import('../../../src/server/db/client');
const { PageStore } = await import('../../../src/server/cache/page-store');

interface Listing {
  id: number;
  slug: string;
  category: string;
}
let client: Database.Database;
let a: Listing; // the listing whose page is kept
let sameGroup: Listing; // another listing of a's group: a's page shows its card
let otherGroup: Listing;
let mover: Listing; // moved into a's group by one of the checks

const group = (l: Listing) => resolveCategory(l.category)?.group.slug ?? l.category;

beforeAll(() => {
  seedDemoData(getDb());
  client = getDb().$client;
  const listings = client.prepare('select id, slug, category from businesses where approved = 1 order by id').all() as Listing[];
  a = listings[0]!;
  sameGroup = listings.find((l) => l.id !== a.id && group(l) === group(a))!;
  otherGroup = listings.find((l) => group(l) !== group(a))!;
  mover = listings.find((l) => group(l) !== group(a) && l.id !== otherGroup.id)!;
  expect([sameGroup, otherGroup, mover]).not.toContain(undefined);
});
afterAll(() => {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

type Store = InstanceType<typeof PageStore>;

/** Renders `l`'s page through the store as the middleware does, and waits until it is kept (or not). */
async function render(
  store: Store,
  l: Listing,
  {
    key = businessPath(l),
    status = 200,
    headers = {},
    meanwhile,
    hoursChangeMinutes = [],
  }: {
    key?: string;
    status?: number;
    headers?: Record<string, string>;
    meanwhile?: () => void;
    hoursChangeMinutes?: number[];
  } = {},
): Promise<string> {
  const html = `<!DOCTYPE html><title>${l.slug}</title><main>${'listing page '.repeat(200)}</main>`;
  const { response, kept } = await store.render(
    key,
    async () => {
      meanwhile?.();
      return new Response(html, { status, headers: { 'content-type': 'text/html', ...headers } });
    },
    () => ({ listingId: l.id, category: l.category, canonicalPath: businessPath(l), hoursChangeMinutes }),
  );
  expect(await response.text()).toBe(html);
  await kept;
  return key;
}

/** What the store answers for `key`: the page's HTML, or undefined when it would be rendered instead. */
function served(store: Store, key: string, acceptEncoding = 'gzip, deflate, br, zstd'): string | undefined {
  const hit = store.peek(key, acceptEncoding);
  if (!hit) return undefined;
  expect(hit.headers).toContainEqual(['content-encoding', 'br']);
  expect(hit.headers).toContainEqual(['vary', 'Accept-Encoding']);
  return brotliDecompressSync(hit.body).toString();
}

describe('what the page store keeps and whom it answers', () => {
  it("keeps a listing's public page under its canonical path and answers clients that take brotli", async () => {
    const store = new PageStore();
    const key = await render(store, a);
    expect(served(store, key)).toContain(`<title>${a.slug}</title>`);
    expect(served(store, key, 'gzip, deflate')).toBeUndefined();
    expect(served(store, key, '')).toBeUndefined();
  });

  it("answers only the path a page was kept under, not the same listing's other paths", async () => {
    const store = new PageStore();
    const key = await render(store, a);
    expect(served(store, key)).toContain(`<title>${a.slug}</title>`);
    for (const other of [`/business/${a.id}`, `/business/${a.id}-${a.slug}x`, `${key}?page=2`, `/business/${a.id}-old-name`]) {
      expect(served(store, other)).toBeUndefined();
    }
    expect(served(store, key.replace('/business/', '/events/'))).toBeUndefined();
    expect(store.size).toBe(1);
  });

  it('keeps nothing under another path, for an error, or with a cookie being set', async () => {
    const store = new PageStore();
    expect(served(store, await render(store, a, { key: `/business/${a.id}` }))).toBeUndefined();
    expect(served(store, await render(store, sameGroup, { status: 404 }))).toBeUndefined();
    expect(served(store, await render(store, otherGroup, { headers: { 'set-cookie': 'flash=x' } }))).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('keeps nothing when a write it depends on lands while the page renders', async () => {
    const store = new PageStore();
    const key = await render(store, a, {
      meanwhile: () => client.prepare('update businesses set phone = phone where id = ?').run(a.id),
    });
    expect(served(store, key)).toBeUndefined();
  });
});

describe('which writes make a kept page stale', () => {
  const user = () => client.prepare('select min(id) from users').pluck().get() as number;
  // A published review by user(), in another group: the reviewer's name shows, and a report can name it.
  beforeAll(() => {
    client
      .prepare(`insert into reviews (business_id, user_id, rating, body, status) values (?, ?, 5, 'Great', 'approved')`)
      .run(otherGroup.id, user());
  });
  const stale: [string, () => unknown][] = [
    ['an edit of the listing', () => client.prepare('update businesses set phone = ? where id = ?').run('361-555-0199', a.id)],
    [
      'a new photo of the listing',
      () =>
        client
          .prepare(
            `insert into business_photos (business_id, role, position, alt, width, height, hash, widths)
             values (?, 'gallery', 9, 'alt', 10, 10, 'h', '[10]')`,
          )
          .run(a.id),
    ],
    [
      "a review of another listing of its group published (its card's rating)",
      () =>
        client
          .prepare(`insert into reviews (business_id, user_id, rating, body, status) values (?, ?, 4, 'Fine', 'approved')`)
          .run(sameGroup.id, user()),
    ],
    [
      'a listing moving into its group',
      () => client.prepare('update businesses set category = ? where id = ?').run(a.category, mover.id),
    ],
    ["a reviewer's new name", () => client.prepare(`update users set first_name = 'Renamed' where id = ?`).run(user())],
    [
      'a write by another process',
      () => {
        const other = new Database(process.env.DATABASE_PATH!);
        other.prepare(`insert into audit_log (actor_user_id, action) values (null, 'script')`).run();
        other.close();
      },
    ],
  ];
  const unrelated: [string, () => unknown][] = [
    [
      'an edit of a listing in another group',
      () => client.prepare(`update businesses set phone = ? where id = ?`).run('361-555-0142', otherGroup.id),
    ],
    [
      'an edit of an event',
      () => client.prepare(`update events set title = title || '!' where id = (select min(id) from events)`).run(),
    ],
    [
      'a new account',
      () =>
        client
          .prepare(`insert into users (email, password_hash, first_name, last_name) values (?, 'x', 'New', 'Person')`)
          .run(`new-${Date.now()}@example.com`),
    ],
    ['a password change', () => client.prepare(`update users set password_hash = 'changed' where id = ?`).run(user())],
    [
      'a review report (anyone may send one)',
      () =>
        client
          .prepare(
            `insert into review_reports (review_id, reason) values ((select max(id) from reviews where business_id = ?), 'spam')`,
          )
          .run(otherGroup.id),
    ],
    [
      "a sign-up's pending listing in its group",
      () =>
        client
          .prepare(
            `insert into businesses (slug, name, description, category) values ('pending-place', 'Pending Place', 'New.', ?)`,
          )
          .run(a.category),
    ],
    [
      'a pending review of the listing',
      () =>
        client
          .prepare(`insert into reviews (business_id, user_id, rating, body) values (?, (select max(id) from users), 1, 'Awful')`)
          .run(a.id),
    ],
    [
      'a sign-in (a session)',
      () =>
        client
          .prepare(`insert into sessions (id, user_id, expires_at) values (?, ?, ?)`)
          .run(`s${Date.now()}`, user(), Date.now() + 60_000),
    ],
  ];

  for (const [what, write] of stale) {
    it(`${what}: stale`, async () => {
      const store = new PageStore();
      const key = await render(store, a);
      expect(served(store, key)).toBeDefined();
      write();
      // A request comes in a later turn of the event loop (another process's write is read once per turn).
      await new Promise((resolve) => setImmediate(resolve));
      expect(served(store, key)).toBeUndefined();
      // Rendered again, it is kept again.
      expect(served(store, await render(store, a))).toBeDefined();
    });
  }

  it('leaves it alone on writes it does not show: ' + unrelated.map(([w]) => w).join(', '), async () => {
    const store = new PageStore();
    const key = await render(store, a);
    for (const [what, write] of unrelated) {
      write();
      await new Promise((resolve) => setImmediate(resolve));
      expect(served(store, key), what).toBeDefined();
    }
  });
});

describe('the clock', () => {
  // 10:00 in Port Aransas (CDT, UTC-5) on Wednesday 15 July 2026.
  const tenAm = new Date('2026-07-15T15:00:00Z').getTime();
  const minutes = (n: number) => n * 60_000;

  it("retires a page at its listing's next open or close time", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(tenAm);
    const store = new PageStore();
    // Opens at noon (720) or just after, whichever way the comparison falls.
    const key = await render(store, a, { hoursChangeMinutes: [720, 721] });
    vi.setSystemTime(tenAm + minutes(119)); // 11:59
    expect(served(store, key)).toBeDefined();
    vi.setSystemTime(tenAm + minutes(120)); // 12:00
    expect(served(store, key)).toBeUndefined();
  });

  it('retires every page at midnight, and one rendered before the clock went back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(tenAm);
    const store = new PageStore();
    const key = await render(store, a);
    vi.setSystemTime(tenAm + minutes(13 * 60 + 59)); // 23:59
    expect(served(store, key)).toBeDefined();
    vi.setSystemTime(tenAm + minutes(14 * 60)); // 00:00 the next day
    expect(served(store, key)).toBeUndefined();

    vi.setSystemTime(tenAm);
    const again = await render(store, a);
    vi.setSystemTime(tenAm - minutes(1));
    expect(served(store, again)).toBeUndefined();
  });
});
