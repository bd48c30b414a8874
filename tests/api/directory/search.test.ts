/**
 * The directory search through the built server, from SQLite: the public order within results, page totals, and
 * writes made by another connection (a new approved listing, a renamed one, an unpublished one) showing in the
 * directory, the API and site search on the very next request, the spelling fix's words included.
 */
import { describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import type { Client } from '../../helpers/http';
import { useSite } from '../../helpers/use-site';

let client: Client;
let db: Database.Database;

type Biz = { id: number; name: string };

useSite((site) => ({ anonymous: client, db } = site), { directory: true, writable: true });

const api = async (query: string) => {
  const res = await client.get<Biz[]>(`/api/businesses?${query}`);
  expect(res.status).toBe(200);
  return { names: res.body.map((b) => b.name), total: Number(res.headers.get('x-total-count')) };
};
const page = async (path: string) => {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  return res.text;
};

const insert = (name: string, description: string, extra: { plan?: string; status?: string; featured?: number } = {}) =>
  Number(
    db
      .prepare(
        `insert into businesses (slug, name, description, category, approved, featured, plan, subscription_status)
         values ('s', ?, ?, 'recreation', 1, ?, ?, ?)`,
      )
      .run(name, description, extra.featured ?? 0, extra.plan ?? 'free', extra.status ?? null).lastInsertRowid,
  );

describe('directory search', () => {
  it('orders matches the public way: active premium, then featured, then name', async () => {
    const ids = [
      insert('Zulu Paddle Co', 'Quillfish tours'),
      insert('Alpha Paddle Co', 'Quillfish tours'),
      insert('Mike Paddle Co', 'Quillfish tours', { featured: 1 }),
      insert('Yankee Paddle Co', 'Quillfish tours', { plan: 'premium', status: 'active' }),
      insert('Bravo Paddle Co', 'Quillfish tours', { plan: 'premium', status: 'past_due' }),
    ];
    try {
      const { names, total } = await api('q=quillfish');
      expect(names).toEqual(['Yankee Paddle Co', 'Mike Paddle Co', 'Alpha Paddle Co', 'Bravo Paddle Co', 'Zulu Paddle Co']);
      expect(total).toBe(5);
      // Pages of two: each its slice of that order, every one with the total of all matches.
      const pages = await Promise.all([0, 2, 4].map((offset) => api(`q=QUILLFISH&limit=2&offset=${offset}`)));
      expect(pages.map((p) => p.names)).toEqual([names.slice(0, 2), names.slice(2, 4), names.slice(4)]);
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
      expect(await api('q=quillfish paddle co&category=recreation&limit=1&offset=1')).toEqual({
        names: ['Mike Paddle Co'],
        total: 5,
      });
      const html = await page('/business-directory?q=quillfish');
      expect(html.indexOf('Yankee Paddle Co')).toBeLessThan(html.indexOf('Mike Paddle Co'));
      expect(html.indexOf('Mike Paddle Co')).toBeLessThan(html.indexOf('Zulu Paddle Co'));
    } finally {
      db.prepare(`delete from businesses where id in (${ids.join(',')})`).run();
    }
  });

  it('finds a new approved listing, a renamed one under its new name only, and no unpublished one, at once', async () => {
    expect(await api('q=wobbegong')).toEqual({ names: [], total: 0 });
    const id = insert('Wobbegong Kite School', 'Lessons on the flats');
    expect(await api('q=wobbegong')).toEqual({ names: ['Wobbegong Kite School'], total: 1 });
    expect(await page('/business-directory?q=wobbegong')).toContain('Wobbegong Kite School');
    expect(await page('/search?q=wobbegong')).toContain('Wobbegong Kite School');

    db.prepare(`update businesses set name = 'Tasselled Kite School' where id = ?`).run(id);
    expect(await api('q=wobbegong')).toEqual({ names: [], total: 0 });
    expect(await api('q=tasselled')).toEqual({ names: ['Tasselled Kite School'], total: 1 });
    expect(await page('/business-directory?q=wobbegong')).not.toContain('Kite School');

    // An admin's unpublish: the row stays, out of the public's sight.
    db.prepare(`update businesses set approved = 0, rejected_at = ? where id = ?`).run(Date.now(), id);
    expect(await api('q=tasselled')).toEqual({ names: [], total: 0 });
    expect(await page('/business-directory?q=tasselled')).not.toContain('Tasselled Kite School');
    expect(await page('/search?q=tasselled')).not.toContain('Tasselled Kite School');
    db.prepare('delete from businesses where id = ?').run(id);
  });

  it('corrects a misspelt name of a listing added a moment ago, and no longer once it is unpublished', async () => {
    const id = insert('Xanthippe Outfitters', 'Guided wade trips');
    const html = await page('/search?q=xanthipe');
    expect(html).toContain('No results for “xanthipe”. Showing results for “<strong>xanthippe</strong>” instead.');
    expect(html).toContain('Xanthippe Outfitters');
    db.prepare('update businesses set approved = 0 where id = ?').run(id);
    const after = await page('/search?q=xanthipe');
    expect(after).not.toContain('Showing results for');
    expect(after).not.toContain('Xanthippe');
    db.prepare('delete from businesses where id = ?').run(id);
  });
});
