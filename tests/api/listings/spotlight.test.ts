/**
 * The home spotlight and `featured` through the built server: `featured` in the
 * API is exactly the Featured badge on the listing's page and cards, `?featured=true` returns those, and the home
 * page shows today's turn of them, following a change of the badge set on the very next request.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDayNumber, spotlightWindow } from '#src/features/listings/spotlight-rotation.ts';
import type { Client } from '../../helpers/http';
import { useSite } from '../../helpers/use-site';

let anonymous: Client;
let admin: Client;
let db: Database.Database;
const ids: Record<string, number> = {};

type Biz = { id: number; name: string; featured: boolean; premium: boolean };
const ZONE = 'America/Chicago';

function add(name: string, row: { featured?: boolean; plan?: 'free' | 'premium'; status?: string; approved?: boolean }) {
  const info = db
    .prepare(
      `insert into businesses (slug, name, description, category, address, featured, approved, plan, subscription_status)
       values (?, ?, 'A shop by the harbor.', 'retail', '1 Main St', ?, ?, ?, ?)`,
    )
    .run(
      name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name,
      row.featured ? 1 : 0,
      row.approved === false ? 0 : 1,
      row.plan ?? 'free',
      row.status ?? null,
    );
  ids[name] = Number(info.lastInsertRowid);
}

/** The listing ids the home page's Business Spotlight links to, in order; and the Central day it was rendered on. */
async function homeSpotlight(): Promise<{ shown: number[]; day: number; cacheControl: string }> {
  for (;;) {
    const before = localDayNumber(Date.now(), ZONE);
    const res = await anonymous.get('/');
    const after = localDayNumber(Date.now(), ZONE);
    // A request that straddled Central midnight could show either day: ask again.
    if (before !== after) continue;
    expect(res.status).toBe(200);
    const section = res.text.split('aria-labelledby="spotlight-heading"')[1]!.split('</section>')[0]!;
    const shown = [...new Set([...section.matchAll(/href="\/business\/(\d+)-[a-z0-9-]+"/g)].map((m) => Number(m[1])))];
    return { shown, day: before, cacheControl: res.headers.get('cache-control') ?? '' };
  }
}

const listed = async () => (await anonymous.get<Biz[]>('/api/businesses?limit=100')).body;
const featuredIds = async () => (await anonymous.get<Biz[]>('/api/businesses?featured=true&limit=100')).body.map((b) => b.id);
const badgeOnPage = async (id: number) => {
  const html = (await anonymous.getFollowing(`/business/${id}`)).text;
  return />Featured<\/li>/.test(html);
};

useSite((site) => ({ anonymous, db, newAdmin: admin } = site), {
  writable: true,
  newAdmin: 'spotlight-admin@example.com',
});
beforeAll(() => {
  add('Admin Pick Bait', { featured: true });
  add('Premium Kayaks', { plan: 'premium', status: 'active' });
  add('Trial Premium Tours', { plan: 'premium', status: 'trialing' });
  add('Second Pick Gifts', { featured: true });
  add('Lapsed Premium Surf', { plan: 'premium', status: 'canceled' });
  add('Plain Hardware', {});
  add('Pending Pick Crafts', { featured: true, approved: false });
  add('Premium And Picked Charters', { featured: true, plan: 'premium', status: 'active' });
  add('Unpaid Premium Books', { plan: 'premium', status: 'past_due' });
});

describe('featured follows the Featured badge', () => {
  it('is true exactly for admin picks and active premium listings, and ?featured=true returns exactly those', async () => {
    const badge = [
      'Admin Pick Bait',
      'Premium Kayaks',
      'Trial Premium Tours',
      'Second Pick Gifts',
      'Premium And Picked Charters',
    ];
    const all = await listed();
    expect(
      all
        .filter((b) => b.featured)
        .map((b) => b.name)
        .sort(),
    ).toEqual([...badge].sort());
    expect((await featuredIds()).sort((a, b) => a - b)).toEqual(badge.map((n) => ids[n]!).sort((a, b) => a - b));
    // Not featured: ?featured=false is the rest.
    const rest = (await anonymous.get<Biz[]>('/api/businesses?featured=false&limit=100')).body;
    expect(rest.every((b) => !b.featured)).toBe(true);
  });

  it('matches the badge on every listing page and directory card', async () => {
    for (const b of await listed()) expect(await badgeOnPage(b.id), b.name).toBe(b.featured);
    const directory = (await anonymous.get('/business-directory')).text;
    for (const b of await listed()) {
      const at = directory.search(new RegExp(`href="/business/${b.id}(?:-[^"]*)?"`));
      expect(at, b.name).toBeGreaterThan(0);
      const card = directory.slice(0, at).split('<article').at(-1)!;
      expect(/>Featured</.test(card), b.name).toBe(b.featured);
    }
  });
});

describe('admins see their own feature switch', () => {
  it('a premium listing they never featured shows the badge to the public, but is unfeatured in the admin list', async () => {
    const id = ids['Premium Kayaks']!;
    expect((await listed()).find((b) => b.id === id)?.featured).toBe(true);
    const adminList = (await admin.get<Biz[]>('/api/admin/businesses?limit=100')).body;
    expect(adminList.find((b) => b.id === id)?.featured).toBe(false);
    expect(adminList.find((b) => b.id === ids['Admin Pick Bait'])?.featured).toBe(true);
  });
});

describe('the home spotlight', () => {
  it('shows today’s turn of the listings with the badge, and never lets a shared cache keep it past midnight', async () => {
    const eligible = await featuredIds();
    const { shown, day, cacheControl } = await homeSpotlight();
    expect(shown).toEqual(spotlightWindow(eligible, day, 3));
    expect(shown).toHaveLength(3);
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
    expect(sMaxAge).toBeGreaterThan(0);
    expect(sMaxAge).toBeLessThanOrEqual(60);
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
  });

  it('follows a change of the badge set on the next request', async () => {
    const first = (await homeSpotlight()).shown[0]!;
    // Take the badge away from the first one shown: the admin's switch off, and a premium plan lapsed.
    const off = await admin.patch<{ business: Biz }>(`/api/admin/businesses/${first}/feature`, { featured: false });
    expect(off.status).toBe(200);
    expect(off.body.business.featured).toBe(false);
    db.prepare(`update businesses set subscription_status = 'canceled' where id = ? and plan = 'premium'`).run(first);
    const eligible = await featuredIds();
    expect(eligible).not.toContain(first);
    const { shown, day } = await homeSpotlight();
    expect(shown).not.toContain(first);
    expect(shown).toEqual(spotlightWindow(eligible, day, 3));
    expect((await listed()).find((b) => b.id === first)?.featured).toBe(false);
    expect(await badgeOnPage(first)).toBe(false);

    // An admin pick joins the turns at once.
    const plain = ids['Plain Hardware']!;
    expect((await admin.patch(`/api/admin/businesses/${plain}/feature`, { featured: true })).status).toBe(200);
    const joined = await featuredIds();
    expect(joined).toContain(plain);
    const next = await homeSpotlight();
    expect(next.shown).toEqual(spotlightWindow(joined, next.day, 3));
  });
});
