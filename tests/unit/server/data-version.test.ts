/**
 * The public data's version (src/server/db/data-version.ts) keys the response caches and the directory
 * index: every write that can change a public page must change it, from this connection (in-process
 * counter) or any other (data_version); writes public pages never show must leave it alone.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../db/seed/index';
import { openDb, type Db } from '../../../src/server/db/client';
import { dataVersion, takeChangedBusinesses } from '../../../src/server/db/data-version';
import { rankedIndex } from '../../../src/server/db/queries/directory-index';

let dir: string;
let db: Db;
let client: Database.Database;
const one = <T>(sql: string) => client.prepare(sql).pluck().get() as T;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'data-version-'));
  db = openDb(join(dir, 'site.db'));
  seedDemoData(db);
  client = db.$client;
});
afterEach(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('dataVersion', () => {
  it('changes on every write to a table public pages show, through this connection', () => {
    const business = one<number>('select id from businesses where approved = 1 order by id limit 1');
    const event = one<number>('select id from events where approved = 1 order by id limit 1');
    const pendingBusiness = one<number>('select id from businesses where approved = 0 order by id limit 1');
    const user = one<number>('select min(id) from users');
    const writes = [
      () => client.prepare('update businesses set phone = ? where id = ?').run('361-555-0100', business),
      () => client.prepare('update events set title = ? where id = ?').run('Renamed', event),
      () =>
        client
          .prepare(`insert into reviews (business_id, user_id, rating, body, status) values (?, ?, 5, 'Great', 'approved')`)
          .run(business, user),
      () => client.prepare(`update reviews set rating = 4 where business_id = ?`).run(business),
      () => client.prepare(`update reviews set status = 'pending' where business_id = ?`).run(business),
      () => client.prepare(`update reviews set status = 'approved' where business_id = ?`).run(business),
      () => client.prepare('update businesses set approved = 1 where id = ?').run(pendingBusiness),
      () => client.prepare('update businesses set approved = 0 where id = ?').run(pendingBusiness),
      () =>
        client
          .prepare(
            `insert into business_photos (business_id, role, position, alt, width, height, hash, widths)
             values (?, 'gallery', 9, 'alt', 10, 10, 'h', '[10]')`,
          )
          .run(business),
      // The author of a published review: the name shows under it.
      () => client.prepare(`update users set first_name = 'Renamed' where id = ?`).run(user),
      () => client.prepare('delete from business_photos where business_id = ?').run(business),
      () => client.prepare('delete from reviews where business_id = ?').run(business),
    ];
    for (const write of writes) {
      const before = dataVersion(client);
      const { changes } = write();
      expect(changes).toBeGreaterThan(0);
      expect(dataVersion(client), String(write)).not.toBe(before);
    }
  });

  it('stays the same on writes public pages never show (sessions, visit counters, mail, audit log)', () => {
    const before = dataVersion(client);
    const user = one<number>('select min(id) from users');
    client.prepare(`insert into sessions (id, user_id, expires_at) values ('s1', ?, ?)`).run(user, Date.now() + 60_000);
    client.prepare('delete from sessions').run();
    client.prepare(`insert into audit_log (actor_user_id, action) values (?, 'test')`).run(user);
    expect(dataVersion(client)).toBe(before);
  });

  it('stays the same on what anyone can do without an account, and on rows no public page shows', () => {
    const business = one<number>('select id from businesses where approved = 1 order by id limit 1');
    const user = one<number>('select min(id) from users');
    const review = client
      .prepare(`insert into reviews (business_id, user_id, rating, body, status) values (?, ?, 5, 'Great', 'approved')`)
      .run(business, user).lastInsertRowid;
    const writes: [string, () => Database.RunResult][] = [
      [
        'a review report',
        () => client.prepare(`insert into review_reports (review_id, reason) values (?, 'spam here')`).run(review),
      ],
      [
        'a registration',
        () =>
          client
            .prepare(
              `insert into users (email, password_hash, first_name, last_name) values ('new@example.com', 'x', 'New', 'Person')`,
            )
            .run(),
      ],
      ['its verification', () => client.prepare(`update users set email_verified_at = 1 where email = 'new@example.com'`).run()],
      [
        'a new name on an account without published reviews',
        () => client.prepare(`update users set first_name = 'Renamed' where email = 'new@example.com'`).run(),
      ],
      ['a password change', () => client.prepare(`update users set password_hash = 'y' where id = ?`).run(user)],
      [
        "a sign-up's pending listing",
        () =>
          client
            .prepare(
              `insert into businesses (slug, name, description, category) values ('new-place', 'New Place', 'A new place.', 'dining')`,
            )
            .run(),
      ],
      [
        'its edit while pending',
        () => client.prepare(`update businesses set phone = '361-555-0111' where slug = 'new-place'`).run(),
      ],
      [
        'a pending review',
        () =>
          client
            .prepare(
              `insert into reviews (business_id, user_id, rating, body) values (?, (select id from users where email = 'new@example.com'), 1, 'Bad')`,
            )
            .run(business),
      ],
      [
        'a pending event',
        () =>
          client
            .prepare(
              `insert into events (title, description, category, location, start_date, end_date) values ('New', 'New event.', 'music', 'Pier', 1, 2)`,
            )
            .run(),
      ],
      [
        'a claim',
        () =>
          client
            .prepare(
              `insert into claims (business_id, user_id, method) values (?, (select id from users where email = 'new@example.com'), 'email')`,
            )
            .run(business),
      ],
      ['the pending listing deleted', () => client.prepare(`delete from businesses where slug = 'new-place'`).run()],
    ];
    const before = dataVersion(client);
    for (const [what, write] of writes) {
      expect(write().changes, what).toBeGreaterThan(0);
      expect(dataVersion(client), what).toBe(before);
    }
  });

  it('changes when another connection (another process, a script) commits anything', () => {
    const before = dataVersion(client);
    const other = new Database(join(dir, 'site.db'));
    other.prepare('update businesses set featured = 1 - featured where id = (select min(id) from businesses)').run();
    other.close();
    expect(dataVersion(client)).not.toBe(before);
  });

  it('names the businesses written through this connection, once, for the index to patch', () => {
    const [a, b] = client.prepare('select id from businesses order by id limit 2').pluck().all() as number[];
    takeChangedBusinesses(client);
    client.prepare('update businesses set phone = phone where id in (?, ?)').run(a, b);
    client
      .prepare(`insert into reviews (business_id, user_id, rating, body) values (?, (select min(id) from users), 5, 'Ok')`)
      .run(a);
    expect(takeChangedBusinesses(client)?.sort()).toEqual([a, b].sort());
    expect(takeChangedBusinesses(client)).toEqual([]);
  });
});

describe('rankedIndex freshness', () => {
  it('shows an approval made through this connection, and one made by another connection, on the next call', () => {
    const ids = () => new Set(rankedIndex(client).map((e) => e.id));
    const pending = client.prepare('select id from businesses where approved = 0 order by id').pluck().all() as number[];
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(ids().has(pending[0]!)).toBe(false);
    client.prepare('update businesses set approved = 1 where id = ?').run(pending[0]);
    expect(ids().has(pending[0]!)).toBe(true);
    const other = new Database(join(dir, 'site.db'));
    other.prepare('update businesses set approved = 1 where id = ?').run(pending[1]);
    other.close();
    expect(ids().has(pending[1]!)).toBe(true);
  });
});
