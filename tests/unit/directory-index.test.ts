import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { categoryGroupLabel, categoryLabel } from '../../src/lib/categories';
import { openDb } from '../../src/server/db/client';
import { PREMIUM_RANK_SQL } from '../../src/server/db/queries/featured-badge';
import {
  indexListings,
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

/** The spec's search: every word occurs, case-insensitively, in one of the listing's fields. */
const hasEveryWord = (fields: string[], words: string[]) => words.every((w) => fields.some((f) => f.toLowerCase().includes(w)));

/** The filter's meaning, tested on one listing at a time: what the index's shortcuts must agree with. */
const matchesByHand = (e: IndexEntry, fields: string[], f: IndexFilter) =>
  (f.categories === undefined || f.categories.includes(e.category)) &&
  (f.featured === undefined || (e.featured || e.rank === 0) === f.featured) &&
  (!f.unclaimed || !e.claimed) &&
  hasEveryWord(fields, f.words ?? []);

/** A ranked array (and its word index) from texts, in the order given: listing n + 1 has texts[n]. */
const indexed = (texts: string[]) =>
  indexListings(
    texts.map((text, i) => ({
      entry: { id: i + 1, category: 'retail', featured: false, claimed: false, rank: 1, nameKey: String(i) },
      text,
    })),
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
            const rows = db.prepare('select id, name, description, category from businesses').all() as {
              id: number;
              name: string;
              description: string;
              category: string;
            }[];
            const fieldsOf = new Map(
              rows.map((r) => [
                r.id,
                [r.name, r.description, r.category, categoryLabel(r.category), categoryGroupLabel(r.category)],
              ]),
            );
            for (const q of ['alpha', 'al', 'ZED', 'mango retail', '10', 'ø', '']) {
              const words = searchWords(q);
              for (const filter of [
                { words },
                { words, featured: true },
                { words, featured: false, categories: ['retail', 'restaurant'] },
                { words, categories: ['restaurant'], unclaimed: true },
              ]) {
                const scanned = entries.filter((e) => matchesByHand(e, fieldsOf.get(e.id)!, filter)).map((e) => e.id);
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
    const entries = indexListings(
      Array.from({ length: 200 }, (_, i) => ({
        entry: {
          id: i + 1,
          category: i % 3 === 0 ? 'restaurant' : 'shopping',
          featured: false,
          claimed: false,
          rank: 1,
          nameKey: `shop ${String(i + 1).padStart(4, '0')}`,
        },
        text: `shop ${i + 1}`,
      })),
    );
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
  const text = fc
    .array(fc.constantFrom('a', 'b', 'ab', 'ba', 'abc', ' ', '  ', '\t', '\u0000', 'é', '-'), { maxLength: 12 })
    .map((parts) => parts.join(''));
  const word = fc.constantFrom('a', 'b', 'ab', 'bab', 'abc', 'c', 'é', 'a-b', 'a\u0000b');

  it('find exactly the listings with every word in one of their fields, for any text and words', () => {
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 60 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (texts, words) => {
          const scanned = texts.flatMap((t, i) => (hasEveryWord(t.split('\u0000'), words) ? [i + 1] : []));
          const found = searchIndex(indexed(texts), { words }, { limit: 1000, offset: 0 });
          expect(found.ids).toEqual(scanned);
          expect(found.total).toBe(scanned.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('with topic words, also need one of those (a topic filter such as Fishing)', () => {
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 60 }),
        fc.array(word, { maxLength: 2 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (texts, words, anyOf) => {
          const scanned = texts.flatMap((t, i) => {
            const fields = t.split('\u0000');
            return hasEveryWord(fields, words) && anyOf.some((w) => hasEveryWord(fields, [w])) ? [i + 1] : [];
          });
          expect(searchIndex(indexed(texts), { words, anyOf }, { limit: 1000, offset: 0 }).ids).toEqual(scanned);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a search with more words than the index can count in a byte', () => {
  it('still needs every word', () => {
    const words = Array.from({ length: 600 }, (_, k) => `w${k}x`);
    const entries = indexed([
      words.join(' '),
      words.slice(0, 599).join(' '),
      words.slice(1).join(' '),
      words.slice(0, 300).join(' '),
    ]);
    expect(searchIndex(entries, { words }, { limit: 10, offset: 0 })).toEqual({ ids: [1], total: 1 });
    expect(searchIndex(entries, { words: words.slice(0, 300) }, { limit: 10, offset: 0 })).toEqual({ ids: [1, 2, 4], total: 3 });
  });
});

describe('the word index', () => {
  /** Positions as the ranked array gives them: id n at position n - 1. */
  const positions = (n: number) => Int32Array.from({ length: n + 1 }, (_, id) => id);
  const hitIds = (m: { hits: Uint8Array; level: number }) =>
    [...m.hits].flatMap((level, i) => (level === m.level ? [i + 1] : []));
  const build = (texts: string[]) => {
    const builder = WordIndex.builder();
    texts.forEach((t, i) => builder.add(i + 1, t));
    return builder.build();
  };

  it('marks each listing that has every word once, however often its listing changed', () => {
    const index = build(['zed\u0000retail', 'mango\u0000retail zed-retail']);
    index.replace(1, 'zed\u0000retail'); // listing 1 changed, its words did not
    expect(hitIds(index.match(['zed'], [], positions(2), 2)!)).toEqual([1, 2]);
    expect(hitIds(index.match(['zz'], [], positions(2), 2)!)).toEqual([]);
    expect(hitIds(index.match(['retail', 'ze'], [], positions(2), 2)!)).toEqual([1, 2]);
    expect(hitIds(index.match(['retail', 'mango'], [], positions(2), 2)!)).toEqual([2]);
    expect(hitIds(index.match([], ['mango', 'kiwi'], positions(2), 2)!)).toEqual([2]);
    expect(index.match([], [], positions(2), 2)).toBeUndefined();
  });

  it('keeps a changed listing’s current text, for searches to test instead of its old tokens', () => {
    const index = build(['zed\u0000retail', 'mango\u0000retail']);
    index.replace(2, 'kiwi\u0000retail'); // "mango" still lists 2: a stale candidate
    const mango = index.match(['mango'], [], positions(2), 2)!;
    expect(hitIds(mango)).toEqual([2]);
    expect(mango.stale.get(2)).toBe('kiwi\u0000retail');
    expect(mango.stale.has(1)).toBe(false);
    expect(hitIds(index.match(['kiwi'], [], positions(2), 2)!)).toEqual([2]); // its new words are found
    index.replace(1, undefined); // left the directory
    expect(index.match(['zed'], [], positions(2), 2)!.stale.get(1)).toBeUndefined();
    expect(index.match(['zed'], [], positions(2), 2)!.stale.has(1)).toBe(true);
  });

  it('finds nothing for a word that spans fields (one with the NUL between them)', () => {
    const index = build(['zed\u0000retail']);
    expect(hitIds(index.match(['d\u0000r'], [], positions(1), 1)!)).toEqual([]);
    expect(hitIds(index.match(['zed', 'd\u0000r'], [], positions(1), 1)!)).toEqual([]);
  });
});
