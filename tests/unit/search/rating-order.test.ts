/**
 * The directory's order by rating (`sort=rating`), paged in SQL (src/features/search/server/directory-search.ts),
 * against the rule written out in JavaScript: every match in public order, then a stable sort by average of approved
 * reviews (best first), then number of them (more first), so equals keep public order and listings without reviews
 * follow in public order. After every write (a listing, a review, its moderation), every page of every size is its
 * slice of that order and the total is the number of matches, through the same connection that wrote, so a count
 * kept from before the write would show (src/platform/server/db/data-version.queries.ts).
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '#src/platform/server/db/client.ts';
import { allDirectoryMatches, searchDirectory, type DirectoryFilter } from '#src/features/search/server/directory-search.ts';

const dir = mkdtempSync(join(tmpdir(), 'rating-order-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let run = 0;
const freshDb = () => openDb(join(dir, `r${run++}.db`)).$client;

/** The order by rating as the directory had it in JavaScript: all matches, re-sorted (Array.sort is stable). */
function byRatingByHand(db: Database.Database, filter: DirectoryFilter): number[] {
  const rows = db
    .prepare(
      `select business_id as id, avg(rating) as average, count(*) as count from reviews where status = 'approved' group by business_id`,
    )
    .all() as { id: number; average: number; count: number }[];
  const ratings = new Map(rows.map((r) => [r.id, r]));
  const key = (id: number) => ratings.get(id) ?? { average: 0, count: 0 };
  return [...allDirectoryMatches(db, filter)].sort((a, b) => key(b).average - key(a).average || key(b).count - key(a).count);
}

const op = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('listing' as const),
      // Few names, so that public order itself has ties broken by id.
      name: fc.constantFrom('Alpha Fish', 'alpha fish', 'Beta Gifts', 'Zed Fish', 'Mango'),
      category: fc.constantFrom('restaurant', 'retail'),
      approved: fc.boolean(),
      featured: fc.boolean(),
      premium: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('review' as const),
      pick: fc.nat(),
      user: fc.integer({ min: 1, max: 6 }),
      // Few ratings, so that averages and counts tie often (4 and 5 average as 5 and 4 do).
      rating: fc.constantFrom(1, 4, 5),
      status: fc.constantFrom('approved', 'approved', 'pending', 'rejected'),
    }),
  },
  fc.record({ kind: fc.constant('moderate' as const), pick: fc.nat(), status: fc.constantFrom('approved', 'rejected') }),
  fc.record({ kind: fc.constant('toggle' as const), pick: fc.nat(), column: fc.constantFrom('approved', 'featured') }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const pickFrom = (db: Database.Database, table: string, pick: number) => {
  const ids = db.prepare(`select id from ${table} order by id`).pluck().all() as number[];
  return ids.length === 0 ? undefined : ids[pick % ids.length];
};

function apply(db: Database.Database, o: Op) {
  if (o.kind === 'listing') {
    db.prepare(
      `insert into businesses (slug, name, description, category, approved, featured, plan, subscription_status)
       values ('s', ?, 'On the island', ?, ?, ?, ?, ?)`,
    ).run(
      o.name,
      o.category,
      o.approved ? 1 : 0,
      o.featured ? 1 : 0,
      o.premium ? 'premium' : 'free',
      o.premium ? 'active' : null,
    );
    return;
  }
  if (o.kind === 'review') {
    const business = pickFrom(db, 'businesses', o.pick);
    if (business === undefined) return;
    db.prepare(
      `insert or ignore into users (id, email, first_name, last_name, password_hash, created_at, updated_at)
       values (?, ?, 'R', 'V', 'x', 0, 0)`,
    ).run(o.user, `r${o.user}@example.com`);
    db.prepare(`insert or ignore into reviews (business_id, user_id, rating, body, status) values (?, ?, ?, 'Fine', ?)`).run(
      business,
      o.user,
      o.rating,
      o.status,
    );
    return;
  }
  if (o.kind === 'moderate') {
    const review = pickFrom(db, 'reviews', o.pick);
    if (review !== undefined) db.prepare('update reviews set status = ? where id = ?').run(o.status, review);
    return;
  }
  const business = pickFrom(db, 'businesses', o.pick);
  if (business !== undefined) db.prepare(`update businesses set ${o.column} = 1 - ${o.column} where id = ?`).run(business);
}

const filters: DirectoryFilter[] = [
  {},
  { words: ['fish'] },
  { categories: ['restaurant'] },
  { featured: true },
  { words: ['alpha'], categories: ['retail'] },
  { words: ['zzz'] },
];

/** Every page of `limit`, from the first to one past the end. */
function pages(db: Database.Database, filter: DirectoryFilter, limit: number) {
  const found: { ids: number[]; total: number }[] = [];
  for (let offset = 0; ; offset += limit) {
    found.push(searchDirectory(db, filter, { limit, offset, order: 'rating' }));
    if (found.at(-1)!.ids.length < limit) return found;
  }
}

describe('the order by rating', () => {
  it('after every write, pages through the matches best rated first, equals and the unrated in public order', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 20 }), (ops) => {
        const db = freshDb();
        try {
          for (const o of ops) {
            apply(db, o);
            for (const filter of filters) {
              const expected = byRatingByHand(db, filter);
              for (const limit of [1, 3, 100]) {
                const found = pages(db, filter, limit);
                const label = `${JSON.stringify(filter)} limit ${limit}`;
                expect(
                  found.flatMap((p) => p.ids),
                  label,
                ).toEqual(expected);
                for (const p of found) expect(p.total, label).toBe(expected.length);
              }
              // Without the count, a page's total is its length, as in the public order.
              expect(searchDirectory(db, filter, { limit: 3, offset: 1, countAll: false, order: 'rating' })).toEqual({
                ids: expected.slice(1, 4),
                total: expected.slice(1, 4).length,
              });
            }
          }
        } finally {
          db.close();
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('the order by rating, written out', () => {
  it('puts the best average first, then more reviews; equals and unrated listings keep the public order', () => {
    const db = freshDb();
    try {
      const listing = db.prepare(
        `insert into businesses (slug, name, description, category, approved, featured) values ('s', ?, 'x', 'retail', 1, ?)`,
      );
      const id = (name: string, featured = 0) => Number(listing.run(name, featured).lastInsertRowid);
      const [one5, two5, fourFive, fiveFour, none, featuredNone, pendingOnly] = [
        id('Able'),
        id('Baker'),
        id('Cove'),
        id('Dune'),
        id('Eddy'),
        id('Zed', 1),
        id('Gull'),
      ];
      for (const user of [1, 2]) {
        db.prepare(
          `insert into users (id, email, first_name, last_name, password_hash, created_at, updated_at) values (?, ?, 'R', 'V', 'x', 0, 0)`,
        ).run(user, `r${user}@example.com`);
      }
      const review = db.prepare(`insert into reviews (business_id, user_id, rating, body, status) values (?, ?, ?, 'Fine', ?)`);
      review.run(one5, 1, 5, 'approved');
      review.run(two5, 1, 5, 'approved');
      review.run(two5, 2, 5, 'approved');
      review.run(fiveFour, 1, 5, 'approved');
      review.run(fiveFour, 2, 4, 'approved');
      review.run(fourFive, 1, 4, 'approved');
      review.run(fourFive, 2, 5, 'approved');
      review.run(pendingOnly, 1, 5, 'pending');
      const expected = [two5, one5, fourFive, fiveFour, featuredNone, none, pendingOnly];
      expect(byRatingByHand(db, {})).toEqual(expected);
      expect(pages(db, {}, 2).flatMap((p) => p.ids)).toEqual(expected);
      expect(searchDirectory(db, {}, { limit: 3, offset: 2, order: 'rating' })).toEqual({
        ids: expected.slice(2, 5),
        total: expected.length,
      });
    } finally {
      db.close();
    }
  });
});
