import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/client';
import {
  PREMIUM_RANK_SQL,
  rankedIndex,
  searchIndex,
  searchWords,
  type IndexEntry,
  type IndexFilter,
} from '../../src/server/db/queries/directory-index';
import { WordIndex } from '../../src/server/db/queries/word-index';

const dir = mkdtempSync(join(tmpdir(), 'directory-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const names = ['alpha', 'Alpha', 'beta', 'Zed', 'émile', 'Ørsted', '10 Pier', 'zed', 'Mango', 'mango'];
const op = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    name: fc.constantFrom(...names),
    category: fc.constantFrom('retail', 'restaurant'),
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

/** The filter's meaning, tested on one listing at a time: what the index's shortcuts must agree with. */
const matchesByHand = (e: IndexEntry, f: IndexFilter) =>
  (f.categories === undefined || f.categories.includes(e.category)) &&
  (f.featured === undefined || (e.featured || e.rank === 0) === f.featured) &&
  (!f.unclaimed || !e.claimed) &&
  (f.words ?? []).every((w) => e.hay.includes(w));

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
                `insert into businesses (slug, name, description, category, approved, featured, plan, subscription_status) values ('s', ?, 'd', ?, ?, ?, ?, ?)`,
              ).run(
                o.name,
                o.category,
                o.approved ? 1 : 0,
                o.featured ? 1 : 0,
                o.premium ? 'premium' : 'free',
                o.premium ? 'active' : null,
              );
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
            for (const q of ['alpha', 'al', 'ZED', 'mango retail', '10', 'ø', '']) {
              const words = searchWords(q);
              for (const filter of [
                { words },
                { words, featured: true },
                { words, featured: false, categories: ['retail', 'restaurant'] },
                { words, categories: ['restaurant'], unclaimed: true },
              ]) {
                const scanned = entries.filter((e) => matchesByHand(e, filter)).map((e) => e.id);
                expect(searchIndex(entries, filter, { limit: 1000, offset: 0 }).ids).toEqual(scanned);
              }
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

describe('a search with more words than the index can count in a byte', () => {
  it('still needs every word (those past the 255th are tested on the text)', () => {
    const words = Array.from({ length: 300 }, (_, k) => `w${k}x`);
    const entry = (id: number, hay: string) => ({
      id,
      category: 'retail',
      featured: false,
      claimed: false,
      hay,
      rank: 1,
      nameKey: String(id),
    });
    const entries = [entry(1, words.join(' ')), entry(2, words.slice(0, 299).join(' ')), entry(3, words.slice(1).join(' '))];
    expect(searchIndex(entries, { words }, { limit: 10, offset: 0 })).toEqual({ ids: [1], total: 1 });
  });
});

describe('the word index', () => {
  /** Positions as the ranked array gives them: id n at position n - 1. */
  const positions = (n: number) => Int32Array.from({ length: n + 1 }, (_, id) => id);
  const hitIds = (m: { hits: Uint8Array; level: number }) =>
    [...m.hits].flatMap((level, i) => (level === m.level ? [i + 1] : []));

  it('marks each listing that has every word once, however often its listing changed', () => {
    const index = new WordIndex();
    index.add(1, 'zed\u0000retail');
    index.add(2, 'mango\u0000retail');
    index.replace(1, 'zed\u0000retail'); // listing 1 changed, its words did not
    expect(hitIds(index.match(['zed'], positions(2), 2)!)).toEqual([1]);
    expect(hitIds(index.match(['zz'], positions(2), 2)!)).toEqual([]);
    expect(hitIds(index.match(['retail', 'ze'], positions(2), 2)!)).toEqual([1]);
    expect(hitIds(index.match(['retail'], positions(2), 2)!)).toEqual([1, 2]);
  });

  it('reports what it cannot decide: changed listings, common words and words spanning fields', () => {
    const index = new WordIndex();
    index.add(1, 'zed\u0000retail');
    index.add(2, 'mango\u0000retail');
    index.replace(2, 'kiwi\u0000retail'); // "mango" still lists 2: a stale candidate
    const mango = index.match(['mango'], positions(2), 2)!;
    expect(hitIds(mango)).toEqual([2]);
    expect(mango.stale.has(2)).toBe(true);
    expect(mango.stale.has(1)).toBe(false);
    expect(index.match(['d\u0000r'], positions(2), 2)).toBeUndefined();
    // A word that names most tokens of most listings is left to the text test.
    const common = Array.from({ length: 10 }, (_, k) => `common${k}`).join(' ');
    for (let id = 3; id <= 300; id++) index.add(id, `${common}\u0000retail`);
    expect(index.match(['common'], positions(300), 300)).toBeUndefined();
    expect(index.match(['common', 'kiwi'], positions(300), 300)!.undecided).toEqual(['common']);
  });
});
