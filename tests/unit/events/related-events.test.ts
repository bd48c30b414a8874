/** "More {category} Events" on an event page (listRelatedEvents): which events, in which order. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'related-events-'));
process.env.DATABASE_PATH = join(dir, 'site.db');
const { closeDb, getDb } = await import('#src/platform/server/db/client.ts');
const { listRelatedEvents } = await import('#src/features/events/server/events.queries.ts');

const now = new Date('2026-07-01T12:00:00Z');
const day = 86_400_000;
let ids: Record<string, number> = {};

beforeAll(() => {
  const insert = getDb().$client.prepare(
    `insert into events (title, description, category, location, start_date, end_date, approved)
     values (?, 'd', ?, 'here', ?, ?, ?) returning id`,
  );
  const add = (title: string, category: string, startDays: number, approved = 1) =>
    (ids[title] = (
      insert.get(title, category, now.getTime() + startDays * day, now.getTime() + (startDays + 1) * day, approved) as {
        id: number;
      }
    ).id);
  ids = {};
  add('This one', 'Festival', 5);
  add('Later', 'Festival', 30);
  add('Sooner', 'Festival', 2);
  add('Running now', 'Festival', -0.5);
  add('Not approved', 'Festival', 1, 0);
  add('Other category', 'Food', 1);
  add('Last month', 'Festival', -30);
  add('Last week', 'Festival', -7);
});
afterAll(() => {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});

const titles = (list: { title: string }[]) => list.map((e) => e.title);

describe('listRelatedEvents', () => {
  it('gives upcoming and running events of the same category by start date, never the event itself or unapproved ones', () => {
    expect(titles(listRelatedEvents({ id: ids['This one']!, category: 'Festival', limit: 3, now }))).toEqual([
      'Running now',
      'Sooner',
      'Later',
    ]);
  });

  it('fills the remaining places with past events, most recent first', () => {
    expect(titles(listRelatedEvents({ id: ids['This one']!, category: 'Festival', limit: 6, now }))).toEqual([
      'Running now',
      'Sooner',
      'Later',
      'Last week',
      'Last month',
    ]);
    expect(listRelatedEvents({ id: ids['Other category']!, category: 'Food', limit: 3, now })).toEqual([]);
  });
});
