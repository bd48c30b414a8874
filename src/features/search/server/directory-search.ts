/**
 * The directory's search in SQLite: approved businesses that match a filter, in the public order (active premium, then
 * featured, then name), a page of ids and the number of all matches.
 *
 * A visitor's word matches a listing when it occurs, case-insensitively, in its name, description or category (slug,
 * label or directory group's label); every word must match. Words of three letters or more go through the trigram
 * full-text index `businesses_search` (kept in step with `businesses` by triggers, so a write shows on the next
 * search); shorter ones, which a trigram index cannot look up, through LIKE. A category's label and group label are
 * not in the index: a word that occurs in them selects the categories they name.
 */
import type Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { categories } from '#src/features/directory/categories.ts';
import { PREMIUM_RANK_SQL } from '#src/features/payments/server/active-premium.queries.ts';

export interface DirectoryFilter {
  /** Stored category slugs, any of which matches (a directory group is several). */
  categories?: readonly string[];
  /** Shows the Featured badge: the admin's feature switch, or active premium. */
  featured?: boolean;
  unclaimed?: boolean;
  /** Every word must occur (case-insensitive substring) in name, description or category. */
  words?: readonly string[];
  /** At least one of these must occur (topic filters such as fishing). */
  anyOf?: readonly string[];
}

/** The public order; the expression index `businesses_public_order_idx` holds it. */
const PUBLIC_ORDER_SQL = `${PREMIUM_RANK_SQL}, featured desc, name collate nocase, id`;

/** Splits a visitor's query into lower-cased words; blank gives none. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 10);
}

/** The stored category slugs whose label or group label (not their slug: the index has it) contain `word`. */
function categoriesNamed(word: string): string[] {
  return categories
    .filter((c) => c.label.toLowerCase().includes(word) || c.group.label.toLowerCase().includes(word))
    .map((c) => c.slug);
}

/** An FTS5 string: the trigram tokenizer matches it as a substring of one column. */
const ftsString = (word: string) => `"${word.replaceAll('"', '""')}"`;
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * LIKE folds ASCII letters only: a short word is also tried with each other letter upper-cased ("ø" finds "Ørsted"),
 * at most four spellings for the two letters a short word has.
 */
function caseSpellings(word: string): string[] {
  let spellings = [''];
  for (const c of word) {
    const upper = c.toUpperCase();
    const forms = /[a-z]/i.test(c) || upper === c || [...upper].length !== 1 ? [c] : [c, upper];
    spellings = spellings.flatMap((s) => forms.map((f) => s + f));
  }
  return spellings;
}

/** Statements by SQL text, per connection: a query's shape repeats (its values are parameters), preparing it costs. */
const statements = new WeakMap<Database.Database, LRUCache<string, Database.Statement>>();

function statement(client: Database.Database, sql: string): Database.Statement {
  let cache = statements.get(client);
  if (!cache) statements.set(client, (cache = new LRUCache({ max: 200 })));
  let st = cache.get(sql);
  if (!st) cache.set(sql, (st = client.prepare(sql).pluck()));
  return st;
}

interface Where {
  sql: string[];
  params: unknown[];
}

/** One listing has one of `words` in its text (one word: it has that word). */
function anyWord(where: Where, words: readonly string[]): void {
  const tests: string[] = [];
  const indexed = words.filter((w) => [...w].length >= 3);
  if (indexed.length > 0) {
    tests.push('b.id in (select rowid from businesses_search where businesses_search match ?)');
    where.params.push(indexed.map(ftsString).join(' OR '));
  }
  for (const spelling of words.filter((w) => [...w].length < 3).flatMap(caseSpellings)) {
    tests.push(`(b.name like ? escape '\\' or b.description like ? escape '\\' or b.category like ? escape '\\')`);
    const pattern = likePattern(spelling);
    where.params.push(pattern, pattern, pattern);
  }
  const named = [...new Set(words.flatMap(categoriesNamed))];
  if (named.length > 0) {
    tests.push(`b.category in (${named.map(() => '?').join(', ')})`);
    where.params.push(...named);
  }
  where.sql.push(tests.length > 0 ? `(${tests.join(' or ')})` : '0');
}

function whereOf(filter: DirectoryFilter): Where {
  const where: Where = { sql: ['b.approved = 1'], params: [] };
  if (filter.categories) {
    where.sql.push(`b.category in (select value from json_each(?))`);
    where.params.push(JSON.stringify(filter.categories));
  }
  if (filter.featured !== undefined) where.sql.push(`(b.featured = 1 or ${PREMIUM_RANK_SQL} = 0) = ${filter.featured ? 1 : 0}`);
  if (filter.unclaimed) where.sql.push('b.owner_id is null');
  const words = filter.words ?? [];
  // No field holds a NUL: such a word matches nothing (and FTS5 would refuse it).
  const inNoField = (w: string) => w.includes('\u0000');
  if (words.some(inNoField)) return { sql: ['0'], params: [] };
  // Words with no category of that name are one MATCH together; the others each need their own test.
  const plain = words.filter((w) => [...w].length >= 3 && categoriesNamed(w).length === 0);
  if (plain.length > 0) {
    where.sql.push('b.id in (select rowid from businesses_search where businesses_search match ?)');
    where.params.push(plain.map(ftsString).join(' AND '));
  }
  for (const word of words.filter((w) => !plain.includes(w))) anyWord(where, [word]);
  if (filter.anyOf?.length)
    anyWord(
      where,
      filter.anyOf.map((w) => w.toLowerCase()).filter((w) => !inNoField(w)),
    );
  return where;
}

/**
 * One page of ids in public order, plus the number of all matches (`countAll: false` skips the count, which is then
 * the page's length: for callers that show none, e.g. related listings).
 */
export function searchDirectory(
  client: Database.Database,
  filter: DirectoryFilter,
  { limit, offset, countAll = true }: { limit: number; offset: number; countAll?: boolean },
): { ids: number[]; total: number } {
  // With words, every match's id in one statement, sliced here, costs less than the full-text lookup run twice (for a
  // page and for the count); without, the order index gives a page and a count directly.
  if (countAll && (filter.words?.length || filter.anyOf?.length)) {
    const all = allDirectoryMatches(client, filter);
    return { ids: all.slice(offset, offset + limit), total: all.length };
  }
  const { sql, params } = whereOf(filter);
  const from = `from businesses b where ${sql.join(' and ')}`;
  const ids = statement(client, `select b.id ${from} order by ${PUBLIC_ORDER_SQL} limit ? offset ?`).all(
    ...params,
    limit,
    offset,
  ) as number[];
  if (!countAll) return { ids, total: ids.length };
  // A short page past the first tells the count without a second statement.
  const total =
    ids.length < limit && (ids.length > 0 || offset === 0)
      ? offset + ids.length
      : (statement(client, `select count(*) ${from}`).get(...params) as number);
  return { ids, total };
}

/** Every match's id, in public order (for orders and filters made afterwards: rating, open now, distance). */
export function allDirectoryMatches(client: Database.Database, filter: DirectoryFilter): number[] {
  const { sql, params } = whereOf(filter);
  return statement(client, `select b.id from businesses b where ${sql.join(' and ')} order by ${PUBLIC_ORDER_SQL}`).all(
    ...params,
  ) as number[];
}
