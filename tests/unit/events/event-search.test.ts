/**
 * The site search's events (searchApprovedEvents) against the rule written out by hand: after inserts, edits,
 * approvals and deletes, it finds exactly the approved events whose title, description, location or category
 * contains the text, case-insensitively, upcoming first. The full-text index is kept by triggers, so this also checks
 * that every write reaches it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'event-search-'));
process.env.DATABASE_PATH = join(dir, 'site.db');
const { closeDb, getDb } = await import('#src/platform/server/db/client.ts');
const { searchApprovedEvents } = await import('#src/features/events/server/event-search.queries.ts');

afterAll(() => {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});

const now = new Date('2026-07-01T12:00:00Z');
const day = 86_400_000;

interface Row {
  id: number;
  title: string;
  description: string;
  location: string;
  category: string;
  start_date: number;
  end_date: number;
  approved: number;
}

const byHand = (q: string) =>
  (getDb().$client.prepare('select * from events').all() as Row[])
    .filter((e) => e.approved === 1)
    .filter((e) => [e.title, e.description, e.location, e.category].some((f) => f.toLowerCase().includes(q.toLowerCase())))
    .sort(
      (a, b) =>
        Number(a.end_date < now.getTime()) - Number(b.end_date < now.getTime()) || a.start_date - b.start_date || a.id - b.id,
    )
    .map((e) => e.id);

const found = (q: string) => {
  const { items, total } = searchApprovedEvents({ q, limit: 100, now });
  expect(total).toBe(items.length);
  return items.map((e) => e.id);
};

const queries = [
  'fish',
  'FISH',
  'Fishing Rodeo',
  'rodeo',
  'pier',
  'ro',
  'x',
  'Festival',
  'market',
  '100%',
  'a_b',
  '"q"',
  'Ørsted',
];

describe('event search', () => {
  it('finds what a case-insensitive substring rule finds, after every kind of write', () => {
    const c = getDb().$client;
    const insert = c.prepare(
      `insert into events (title, description, category, location, start_date, end_date, approved) values (?, ?, ?, ?, ?, ?, ?)`,
    );
    insert.run(
      'Deep Sea Fishing Rodeo',
      'Prizes 100%',
      'Sports',
      'Horace Caldwell Pier',
      now.getTime() + 3 * day,
      now.getTime() + 4 * day,
      1,
    );
    insert.run(
      'Farmers Market',
      'Fresh fish and a_b',
      'Market',
      'Roberts Point Park',
      now.getTime() - 9 * day,
      now.getTime() - 8 * day,
      1,
    );
    insert.run('Sandfest', 'Say "q" to Ørsted', 'Festival', 'Beach', now.getTime() + day, now.getTime() + 2 * day, 1);
    insert.run('Hidden Fish Fry', 'Not yet approved', 'Festival', 'Pier', now.getTime() + day, now.getTime() + 2 * day, 0);
    const check = () => {
      for (const q of queries) expect(found(q), q).toEqual(byHand(q));
    };
    check();
    c.prepare(`update events set title = 'Shark Rodeo', location = 'Jetty' where title = 'Deep Sea Fishing Rodeo'`).run();
    check();
    c.prepare(`update events set approved = 1 where title = 'Hidden Fish Fry'`).run();
    check();
    c.prepare(`update events set category = 'Fishing' where title = 'Sandfest'`).run();
    check();
    c.prepare(`delete from events where title = 'Farmers Market'`).run();
    check();
    expect(found('rodeo')).toHaveLength(1);
  });

  it('blank text and a NUL find nothing rather than fail', () => {
    expect(found('')).toEqual([]);
    expect(found('a\u0000b')).toEqual([]);
  });
});
