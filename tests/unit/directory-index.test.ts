import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/client';
import { PREMIUM_RANK_SQL, rankedIndex, searchIndex, searchWords } from '../../src/server/db/queries/directory-index';

const dir = mkdtempSync(join(tmpdir(), 'directory-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const names = ['alpha', 'Alpha', 'beta', 'Zed', 'émile', 'Ørsted', '10 Pier', 'zed', 'Mango', 'mango'];
const op = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    name: fc.constantFrom(...names),
    approved: fc.boolean(),
    featured: fc.boolean(),
    premium: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: fc.constantFrom(...names) }),
  fc.record({ kind: fc.constant('toggle' as const), pick: fc.nat(), column: fc.constantFrom('approved', 'featured') }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.constantFrom('active', 'trialing', 'past_due', null),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('ranked index', () => {
  it('patched after each write, it always equals the SQL order of approved rows', () => {
    let run = 0;
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 25 }), (ops) => {
        const db = openDb(join(dir, `p${run++}.db`)).$client;
        try {
          const expected = () =>
            (
              db
                .prepare(
                  `select id from businesses where approved = 1 order by ${PREMIUM_RANK_SQL}, featured desc, name collate nocase, id`,
                )
                .all() as { id: number }[]
            ).map((r) => r.id);
          const ids = () => (db.prepare('select id from businesses order by id').all() as { id: number }[]).map((r) => r.id);
          rankedIndex(db);
          for (const o of ops) {
            const all = ids();
            const target = all.length ? all[('pick' in o ? o.pick : 0) % all.length] : undefined;
            if (o.kind === 'insert') {
              db.prepare(
                `insert into businesses (slug, name, description, category, approved, featured, plan, subscription_status) values ('s', ?, 'd', 'retail', ?, ?, ?, ?)`,
              ).run(o.name, o.approved ? 1 : 0, o.featured ? 1 : 0, o.premium ? 'premium' : 'free', o.premium ? 'active' : null);
            } else if (target !== undefined && o.kind === 'rename') {
              db.prepare('update businesses set name = ? where id = ?').run(o.name, target);
            } else if (target !== undefined && o.kind === 'toggle') {
              db.prepare(`update businesses set ${o.column} = 1 - ${o.column} where id = ?`).run(target);
            } else if (target !== undefined && o.kind === 'status') {
              db.prepare(`update businesses set plan = 'premium', subscription_status = ? where id = ?`).run(o.status, target);
            } else if (target !== undefined && o.kind === 'delete') {
              db.prepare('delete from businesses where id = ?').run(target);
            }
            expect(rankedIndex(db).map((e) => e.id)).toEqual(expected());
          }
        } finally {
          db.close();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('sees writes from another connection', () => {
    const path = join(dir, 'two.db');
    const server = openDb(path).$client;
    const other = openDb(path).$client;
    expect(rankedIndex(server)).toHaveLength(0);
    other
      .prepare(
        `insert into businesses (slug, name, description, category, approved) values ('x', 'Other Writer', 'd', 'retail', 1)`,
      )
      .run();
    expect(searchIndex(rankedIndex(server), { words: searchWords('writer') }, { limit: 5, offset: 0 }).total).toBe(1);
    server.close();
    other.close();
  });
});

describe('searchIndex without a count', () => {
  it('returns the same page as a counted walk, with total only a lower bound', () => {
    const entry = (id: number, category: string) => ({
      id,
      category,
      featured: false,
      claimed: false,
      hay: `shop ${id}`,
      rank: 1,
      nameKey: `shop ${String(id).padStart(4, '0')}`,
    });
    const entries = Array.from({ length: 200 }, (_, i) => entry(i + 1, i % 3 === 0 ? 'restaurant' : 'shopping'));
    fc.assert(
      fc.property(fc.nat(20), fc.nat(80), fc.constantFrom('restaurant', 'shopping', undefined), (limit, offset, category) => {
        const counted = searchIndex(entries, { category }, { limit, offset });
        const page = searchIndex(entries, { category }, { limit, offset, countAll: false });
        expect(page.ids).toEqual(counted.ids);
        expect(page.total).toBeLessThanOrEqual(counted.total);
      }),
    );
  });
});
