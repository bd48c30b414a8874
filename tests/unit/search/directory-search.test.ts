/**
 * The directory search in SQL (src/features/search/server/search.queries.ts, its word rules in directory-search.ts) against the rule written out in JavaScript:
 * after any sequence of writes, a search finds exactly the approved listings with every word in their name,
 * description or category (slug, label, group label), those whose name has a word first, then those whose category a
 * word names or means, then the rest, each in the public order, and the spelling fix's word list holds
 * exactly the approved names' words. Real SQLite files, migrated as the server migrates them.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { categoryGroupLabel, categoryLabel } from '#src/features/directory/categories.ts';
import { openDb } from '#src/platform/server/db/client.ts';
import { everydayAttributeWords, everydayWords } from '#src/features/search/everyday-words.ts';
import { singularOf } from '#src/features/search/singular.ts';
import { meantBy, termsOf } from '#src/features/search/term-categories.ts';
import {
  allDirectoryMatches,
  searchDirectory,
  searchWords,
  type DirectoryFilter,
} from '#src/features/search/server/directory-search.ts';

const dir = mkdtempSync(join(tmpdir(), 'directory-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let run = 0;
const freshDb = () => openDb(join(dir, `d${run++}.db`)).$client;

interface Row {
  id: number;
  name: string;
  description: string;
  category: string;
  approved: number;
  featured: number;
  plan: string;
  subscription_status: string | null;
  owner_id: number | null;
}

const rowsOf = (db: Database.Database) => db.prepare('select * from businesses').all() as Row[];

const premium = (r: Row) => r.plan === 'premium' && (r.subscription_status === 'active' || r.subscription_status === 'trialing');
/** SQLite's NOCASE: ASCII letters folded, then bytes compared. */
const nocase = (s: string) => Buffer.from(s.replace(/[A-Z]/g, (c) => c.toLowerCase()));

/** The public order, written out: active premium, then featured, then name (NOCASE), then id. */
const publicOrder = (a: Row, b: Row) =>
  Number(!premium(a)) - Number(!premium(b)) ||
  b.featured - a.featured ||
  Buffer.compare(nocase(a.name), nocase(b.name)) ||
  a.id - b.id;

const fieldsOf = (r: Row) => [r.name, r.description, r.category, categoryLabel(r.category), categoryGroupLabel(r.category)];
const has = (r: Row, word: string) => fieldsOf(r).some((f) => f.toLowerCase().includes(word));
/** A visitor's term: in the text as typed or as its singular, or a category it means. */
const hasTerm = (r: Row, term: string) => {
  const singular = singularOf(term);
  return (
    has(r, term) || (singular !== undefined && has(r, singular)) || meantBy(term, [everydayWords], singular).includes(r.category)
  );
};

/** What a filter means, one listing at a time. */
const matchesByHand = (r: Row, f: DirectoryFilter) =>
  r.approved === 1 &&
  (f.categories === undefined || f.categories.includes(r.category)) &&
  (f.featured === undefined || (r.featured === 1 || premium(r)) === f.featured) &&
  (!f.unclaimed || r.owner_id === null) &&
  termsOf(f.words ?? [], [everydayWords, everydayAttributeWords]).every((t) => hasTerm(r, t)) &&
  (!f.anyOf?.length || f.anyOf.some((w) => has(r, w.toLowerCase())));

/** The spellings a term is looked for by: as typed, and its singular. */
const spellingsByHand = (term: string) => [term, ...(singularOf(term) ? [singularOf(term)!] : [])];

/** With words: 0 when the name has one, 1 when the category is one a word names or means, else 2. */
const rankByHand = (r: Row, terms: readonly string[]) => {
  if (terms.some((t) => spellingsByHand(t).some((w) => r.name.toLowerCase().includes(w)))) return 0;
  const labels = [categoryLabel(r.category), categoryGroupLabel(r.category)].map((l) => l.toLowerCase());
  const named = (t: string) =>
    spellingsByHand(t).some((w) => labels.some((l) => l.includes(w))) ||
    meantBy(t, [everydayWords], singularOf(t)).includes(r.category);
  return terms.some(named) ? 1 : 2;
};

const byHand = (db: Database.Database, f: DirectoryFilter) => {
  const terms = termsOf(f.words ?? [], [everydayWords, everydayAttributeWords]);
  return rowsOf(db)
    .filter((r) => matchesByHand(r, f))
    .map((r) => ({ r, rank: rankByHand(r, terms) }))
    .sort((a, b) => a.rank - b.rank || publicOrder(a.r, b.r))
    .map(({ r }) => r.id);
};

/** The spelling fix's word list from the database, against the approved names split by hand. */
const nameWords = (db: Database.Database) =>
  (db.prepare('select term, cnt from businesses_search_words_vocab order by term').all() as { term: string; cnt: number }[]).map(
    ({ term, cnt }) => `${term}:${cnt}`,
  );
const nameWordsByHand = (db: Database.Database) => {
  const counts = new Map<string, number>();
  for (const r of rowsOf(db).filter((row) => row.approved === 1))
    for (const w of r.name.toLowerCase().split(/\s+/)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b))).map(([term, cnt]) => `${term}:${cnt}`);
};

const names = ['alpha', 'Alpha', 'beta', 'Zed', 'émile', 'Ørsted', '10 Pier', 'zed', 'Mango', 'mango bay'];
const descriptions = ['Fresh fish daily', 'Kayak rentals', 'A 100% local_shop', 'Say "hi"', 'Island grill'];
const op = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    name: fc.constantFrom(...names),
    description: fc.constantFrom(...descriptions),
    category: fc.constantFrom('retail', 'restaurant', 'beauty-wellness', 'technology'),
    approved: fc.boolean(),
    featured: fc.boolean(),
    premium: fc.boolean(),
    claimed: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: fc.constantFrom(...names) }),
  fc.record({ kind: fc.constant('describe' as const), pick: fc.nat(), description: fc.constantFrom(...descriptions) }),
  fc.record({ kind: fc.constant('recategorise' as const), pick: fc.nat(), category: fc.constantFrom('retail', 'healthcare') }),
  fc.record({ kind: fc.constant('toggle' as const), pick: fc.nat(), column: fc.constantFrom('approved', 'featured') }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.constantFrom('active', 'trialing', 'past_due', null),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function apply(db: Database.Database, o: Op) {
  if (o.kind === 'insert') {
    if (o.claimed)
      db.prepare(
        `insert or ignore into users (id, email, first_name, last_name, password_hash, created_at, updated_at) values (1, 'o@example.com', 'O', 'W', 'x', 0, 0)`,
      ).run();
    db.prepare(
      `insert into businesses (slug, name, description, category, approved, featured, plan, subscription_status, owner_id)
       values ('s', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      o.name,
      o.description,
      o.category,
      o.approved ? 1 : 0,
      o.featured ? 1 : 0,
      o.premium ? 'premium' : 'free',
      o.premium ? 'active' : null,
      o.claimed ? 1 : null,
    );
    return;
  }
  const ids = db.prepare('select id from businesses order by id').pluck().all() as number[];
  if (ids.length === 0) return;
  const id = ids[o.pick % ids.length];
  if (o.kind === 'rename') db.prepare('update businesses set name = ? where id = ?').run(o.name, id);
  else if (o.kind === 'describe') db.prepare('update businesses set description = ? where id = ?').run(o.description, id);
  else if (o.kind === 'recategorise') db.prepare('update businesses set category = ? where id = ?').run(o.category, id);
  else if (o.kind === 'toggle') db.prepare(`update businesses set ${o.column} = 1 - ${o.column} where id = ?`).run(id);
  else if (o.kind === 'status')
    db.prepare(`update businesses set plan = 'premium', subscription_status = ? where id = ?`).run(o.status, id);
  else db.prepare('delete from businesses where id = ?').run(id);
}

describe('the directory search', () => {
  it('after every write, finds exactly the matching approved listings, in the public order', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 20 }), (ops) => {
        const db = freshDb();
        try {
          for (const o of ops) {
            apply(db, o);
            // Short words go through LIKE, longer ones through the full-text index, category names through the
            // taxonomy; "wellness" and "health" are only in labels, "services" only in a group's label.
            for (const q of [
              'alpha',
              'al',
              'ZED',
              'mango retail',
              '10',
              'ø',
              'fish',
              'wellness',
              'health',
              'services',
              '100%',
              'local_',
              '"hi"',
              'sh',
              '',
            ]) {
              const words = searchWords(q);
              for (const filter of [
                { words },
                { words, featured: true },
                { words, featured: false, categories: ['retail', 'restaurant'] },
                { words, categories: ['restaurant'], unclaimed: true },
                { words, anyOf: ['fishing', 'kayak', 'wellness'] },
              ]) {
                const expected = byHand(db, filter);
                expect(allDirectoryMatches(db, filter), `${q} ${JSON.stringify(filter)}`).toEqual(expected);
                expect(searchDirectory(db, filter, { limit: 1000, offset: 0 })).toEqual({
                  ids: expected,
                  total: expected.length,
                });
              }
            }
            expect(nameWords(db)).toEqual(nameWordsByHand(db));
          }
        } finally {
          db.close();
        }
      }),
      { numRuns: 15 },
    );
  });

  it('matches any text and words exactly: substrings, LIKE wildcards, quotes, accents, a NUL', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'ab', 'ba', 'abc', ' ', '%', '_', '"', '\\', 'é', 'É', '-'), { maxLength: 10 })
      .map((parts) => parts.join(''));
    const word = fc.constantFrom('a', 'b', 'ab', 'bab', 'abc', 'c', 'é', 'a-b', '%', '_', 'a_', '"a', '\\', 'a\u0000b', 'ÉA');
    const db = freshDb();
    try {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 30 }),
          fc.array(word, { maxLength: 3 }),
          fc.array(word, { maxLength: 2 }),
          (texts, rawWords, anyOf) => {
            db.exec('delete from businesses');
            for (const [name, description] of texts)
              db.prepare(
                `insert into businesses (slug, name, description, category, approved) values ('s', ?, ?, 'other', 1)`,
              ).run(name || 'x', description);
            const words = rawWords.map((w) => w.toLowerCase());
            const filter = { words, anyOf };
            const expected = byHand(db, filter);
            expect(searchDirectory(db, filter, { limit: 1000, offset: 0 })).toEqual({ ids: expected, total: expected.length });
          },
        ),
        { numRuns: 200 },
      );
    } finally {
      db.close();
    }
  });

  it('pages: each page is its slice of every match, with the total of all of them', () => {
    const db = freshDb();
    try {
      const insert = db.prepare(
        `insert into businesses (slug, name, description, category, approved, featured) values ('s', ?, ?, ?, ?, ?)`,
      );
      for (let i = 0; i < 90; i++)
        insert.run(
          `Shop ${String(90 - i).padStart(2, '0')}`,
          i % 2 ? 'Fresh fish' : 'Gifts',
          i % 3 ? 'retail' : 'restaurant',
          i % 7 ? 1 : 0,
          i % 5 ? 0 : 1,
        );
      fc.assert(
        fc.property(
          fc.nat(30),
          fc.nat(100),
          fc.constantFrom<DirectoryFilter>({}, { words: ['fish'] }, { categories: ['restaurant'] }, { words: ['zzz'] }),
          (limit, offset, filter) => {
            const all = byHand(db, filter);
            expect(searchDirectory(db, filter, { limit, offset })).toEqual({
              ids: all.slice(offset, offset + limit),
              total: all.length,
            });
            expect(searchDirectory(db, filter, { limit, offset, countAll: false }).ids).toEqual(
              all.slice(offset, offset + limit),
            );
          },
        ),
        { numRuns: 300 },
      );
    } finally {
      db.close();
    }
  });
});
