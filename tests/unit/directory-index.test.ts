import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/client';
import { PREMIUM_RANK_SQL, rankedIndex, searchIndex, searchWords } from '../../src/server/db/queries/directory-index';
import { WordIndex } from '../../src/server/db/queries/word-index';

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
            // Word searches go through the word index, patched along: the same as testing every listing.
            const entries = rankedIndex(db);
            for (const q of ['alpha', 'al', 'ZED', 'mango retail', '10', 'ø']) {
              const words = searchWords(q);
              const scanned = entries.filter((e) => words.every((w) => e.hay.includes(w))).map((e) => e.id);
              expect(searchIndex(entries, { words }, { limit: 1000, offset: 0 }).ids).toEqual(scanned);
            }
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
        const categories = category && [category];
        const counted = searchIndex(entries, { categories }, { limit, offset });
        const page = searchIndex(entries, { categories }, { limit, offset, countAll: false });
        expect(page.ids).toEqual(counted.ids);
        expect(page.total).toBeLessThanOrEqual(counted.total);
      }),
    );
  });
});

describe('word searches (through the word index)', () => {
  it('find exactly what testing every listing’s text finds, for any text and words', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'ab', 'ba', 'abc', ' ', '  ', '\t', '\u0000', 'é', '-'), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 60 }),
        fc.array(fc.constantFrom('a', 'b', 'ab', 'bab', 'abc', 'c', 'é', 'a-b', 'a\u0000b'), { minLength: 1, maxLength: 3 }),
        (hays, words) => {
          const entries = hays.map((hay, i) => ({
            id: i + 1,
            category: 'retail',
            featured: false,
            claimed: false,
            hay,
            rank: 1,
            nameKey: String(i),
          }));
          const scanned = entries.filter((e) => words.every((w) => e.hay.includes(w))).map((e) => e.id);
          const found = searchIndex(entries, { words }, { limit: 1000, offset: 0 });
          expect(found.ids).toEqual(scanned);
          expect(found.total).toBe(scanned.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the word index', () => {
  it('names each candidate once, however often its listing changed', () => {
    const index = new WordIndex();
    index.add(1, 'zed\u0000retail');
    index.add(2, 'mango\u0000retail');
    index.add(1, 'zed\u0000retail'); // listing 1 changed, its words did not
    expect(index.candidates(['zed'])).toEqual([1]);
    expect(index.candidates(['zz'])).toEqual([]);
    expect(index.candidates(['retail', 'ze'])).toEqual([1]); // the more selective word decides
    // A word that names most listings does not narrow: every listing is a candidate.
    for (let id = 3; id <= 300; id++) index.add(id, 'common\u0000retail');
    expect(index.candidates(['common'])).toBeUndefined();
  });
});
