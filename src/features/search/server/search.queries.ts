/**
 * Search in SQLite: the directory's statements over `businesses` and its trigram full-text index `businesses_search`
 * (the rules that choose what a visitor's words test are in ./directory-search.ts), and the site search's listings
 * and spelling words (articles live in content/).
 */
import type Database from 'better-sqlite3';
import { categoryGroupLabel, categoryLabel } from '#src/features/directory/categories.ts';
import { PREMIUM_RANK_SQL } from '#src/features/payments/server/active-premium.queries.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { keptUntilChange } from '#src/platform/server/db/data-version.queries.ts';
import { preparedOnce } from '#src/platform/server/db/prepared.queries.ts';
import { findApprovedBusinesses } from '#src/features/listings/server/businesses.queries.ts';
import { searchApprovedEvents } from '#src/features/events/server/event-search.queries.ts';
import { openNowSql } from '#src/features/places/server/open-hours.queries.ts';
import { site } from '#src/config/site.ts';
import { countWords, vocabularyOf } from './spelling.ts';
import type { Business, Event } from '#src/platform/server/db/schema.ts';

/** A directory search as SQL asks it, its words already sorted by how each can be found. */
export interface DirectoryQuery {
  /** Stored category slugs, any of which matches. */
  categories?: readonly string[];
  featured?: boolean;
  unclaimed?: boolean;
  /** Only listings open at this instant (the site's wall clock, special hours included). */
  openAt?: Date;
  /** Only listings that have every one of these attributes. */
  attributes?: readonly string[];
  /** Words of three letters or more that the full-text index must all find. */
  indexed: readonly string[];
  /** Tests that must all pass, each by any of its words. */
  tests: readonly WordTest[];
  /** Nothing can match (a word no field can hold). */
  none?: boolean;
  /** With words: the order of matches by how they match them (else the public order alone). */
  rank?: WordRank;
  /** Only listings without an approved review (the tail of the order by rating, see ratedDirectoryIds). */
  unrated?: boolean;
}

/**
 * Passes when the full-text index finds one of `indexed`, a listing's text has one of `spellings`, its category is one
 * of `categories`, or it has one of `attributes`.
 */
export interface WordTest {
  indexed: readonly string[];
  spellings: readonly string[];
  categories: readonly string[];
  attributes: readonly string[];
}

/**
 * Rank 0: the name has one of the words (`nameIndexed` through the index, short `nameSpellings` by LIKE); 1: the
 * category is one of `categories` or the listing has one of `attributes`; 2: the others. Then the public order.
 */
export interface WordRank {
  nameIndexed: readonly string[];
  nameSpellings: readonly string[];
  categories: readonly string[];
  attributes: readonly string[];
}

/** The public order; the expression index `businesses_public_order_idx` holds it. */
const PUBLIC_ORDER_SQL = `${PREMIUM_RANK_SQL}, featured desc, name collate nocase, id`;
/** The same order backwards, which the same index gives read from its end. */
const PUBLIC_ORDER_BACKWARDS_SQL = `${PREMIUM_RANK_SQL} desc, featured, name collate nocase desc, id desc`;
const INDEX_MATCH_SQL = 'b.id in (select rowid from businesses_search where businesses_search match ?)';

/** An FTS5 string: the trigram tokenizer matches it as a substring of one column. */
const ftsString = (word: string) => `"${word.replaceAll('"', '""')}"`;
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function testSql({ indexed, spellings, categories, attributes }: WordTest, params: unknown[]): string {
  const tests: string[] = [];
  if (indexed.length > 0) {
    tests.push(INDEX_MATCH_SQL);
    params.push(indexed.map(ftsString).join(' OR '));
  }
  for (const spelling of spellings) {
    tests.push(`(b.name like ? escape '\\' or b.description like ? escape '\\' or b.category like ? escape '\\')`);
    const pattern = likePattern(spelling);
    params.push(pattern, pattern, pattern);
  }
  if (categories.length > 0) {
    tests.push(`b.category in (${categories.map(() => '?').join(', ')})`);
    params.push(...categories);
  }
  if (attributes.length > 0) tests.push(hasAttributeSql(attributes, params));
  return tests.length > 0 ? `(${tests.join(' or ')})` : '0';
}

/** Listing `b` has one of `attributes` (an index lookup in business_attributes). */
function hasAttributeSql(attributes: readonly string[], params: unknown[]): string {
  params.push(...attributes);
  return `b.id in (select business_id from business_attributes where attribute in (${attributes.map(() => '?').join(', ')}))`;
}

/** The order of matches for `rank` (see WordRank), its values pushed onto `params`. */
function rankSql({ nameIndexed, nameSpellings, categories, attributes }: WordRank, params: unknown[]): string {
  const byName: string[] = [];
  if (nameIndexed.length > 0) {
    byName.push(INDEX_MATCH_SQL);
    params.push(`name : (${nameIndexed.map(ftsString).join(' OR ')})`);
  }
  for (const spelling of nameSpellings) {
    byName.push(`b.name like ? escape '\\'`);
    params.push(likePattern(spelling));
  }
  const meant: string[] = [];
  if (categories.length > 0) {
    meant.push(`b.category in (${categories.map(() => '?').join(', ')})`);
    params.push(...categories);
  }
  if (attributes.length > 0) meant.push(hasAttributeSql(attributes, params));
  const name = byName.length > 0 ? byName.join(' or ') : '0';
  return `case when ${name} then 0 when ${meant.length > 0 ? meant.join(' or ') : '0'} then 1 else 2 end`;
}

/** A listing's approved reviews: their average and number, by listing. */
const RATINGS_SQL = `select business_id, avg(rating) as average, count(*) as count from reviews where status = 'approved'
  group by business_id`;

/**
 * The WHERE clause. `fromIndex`: the full-text index, not the public order, leads the plan (`+b.approved` keeps the
 * order's index out of it). Reading every match, that costs in step with the matches (a word usually finds a few
 * hundred listings of 10,000) instead of walking all listings in order; a page of a common word is cheaper in order.
 */
function whereOf(
  client: Database.Database,
  query: DirectoryQuery,
  { fromIndex = false }: { fromIndex?: boolean } = {},
): { sql: string; params: unknown[] } {
  if (query.none) return { sql: '0', params: [] };
  const sql = [fromIndex && query.indexed.length > 0 ? '+b.approved = 1' : 'b.approved = 1'];
  const params: unknown[] = [];
  if (query.categories) {
    sql.push(`b.category in (select value from json_each(?))`);
    params.push(JSON.stringify(query.categories));
  }
  if (query.featured !== undefined) sql.push(`(b.featured = 1 or ${PREMIUM_RANK_SQL} = 0) = ${query.featured ? 1 : 0}`);
  if (query.unclaimed) sql.push('b.owner_id is null');
  if (query.openAt) sql.push(openNowSql(client, query.openAt, site.timeZone));
  for (const attribute of query.attributes ?? []) sql.push(hasAttributeSql([attribute], params));
  if (query.unrated) sql.push(`b.id not in (select business_id from reviews where status = 'approved')`);
  if (query.indexed.length > 0) {
    sql.push(INDEX_MATCH_SQL);
    params.push(query.indexed.map(ftsString).join(' AND '));
  }
  for (const test of query.tests) sql.push(testSql(test, params));
  return { sql: sql.join(' and '), params };
}

/** Prepared once per SQL text: a query's shape repeats (its values are parameters), and preparing it costs. */
const ids = (client: Database.Database, text: string, params: unknown[]) =>
  preparedOnce(client, text, (c) => c.prepare(text).pluck()).all(...params) as number[];

/**
 * The matches' ids in public order: a page of them, or all. `backwards`: the page counts from the end of the order,
 * its ids last first.
 */
export function directoryIds(
  client: Database.Database,
  query: DirectoryQuery,
  page?: { limit: number; offset: number; backwards?: boolean },
): number[] {
  const { sql, params } = whereOf(client, query, { fromIndex: !page });
  // Backwards is the whole order reversed: the rank too, then the public order from its end.
  const rank = query.rank ? rankSql(query.rank, params) : null;
  const publicOrder = page?.backwards ? PUBLIC_ORDER_BACKWARDS_SQL : PUBLIC_ORDER_SQL;
  const order = rank ? `${rank}${page?.backwards ? ' desc' : ''}, ${publicOrder}` : publicOrder;
  const text = `select b.id from businesses b where ${sql} order by ${order}`;
  return page ? ids(client, `${text} limit ? offset ?`, [...params, page.limit, page.offset]) : ids(client, text, params);
}

/**
 * The matches that have approved reviews, best average first, then more reviews, then public order: the head of the
 * order by rating (the listings without one follow in public order). Few listings have reviews, so this reads few.
 */
export function ratedDirectoryIds(client: Database.Database, query: DirectoryQuery): number[] {
  const { sql, params } = whereOf(client, query);
  // CROSS JOIN keeps the reviewed listings in the outer loop, so the statement reads them and not every listing.
  const text = `select b.id from (${RATINGS_SQL}) r cross join businesses b on b.id = r.business_id where ${sql}
    order by r.average desc, r.count desc, ${PUBLIC_ORDER_SQL}`;
  return ids(client, text, params);
}

/**
 * The number of matches. Kept until the data changes: every page of a category (and both its orders) shows the same
 * number, and counting every listing open now, or of the whole directory, reads thousands of rows.
 */
export function directoryCount(client: Database.Database, query: DirectoryQuery): number {
  const { sql, params } = whereOf(client, query);
  const text = `select count(*) from businesses b where ${sql}`;
  return keptUntilChange(client, `directory count: ${text} ${JSON.stringify(params)}`, () =>
    preparedOnce(client, text, (c) => c.prepare(text).pluck()).get(...params),
  ) as number;
}

export interface DbSearchResults {
  businesses: { items: Business[]; total: number };
  events: { items: Event[]; total: number };
}

/** Listings for the site search: businesses by `q`, events by `events` (text and a time the query named; default `q`). */
export function searchListings({
  q,
  events = { q },
  limit = 12,
}: {
  q: string;
  events?: { q: string; range?: { from: Date; to: Date } };
  limit?: number;
}): DbSearchResults {
  return {
    businesses: findApprovedBusinesses({ q, limit }),
    events: searchApprovedEvents({ ...events, limit }),
  };
}

/**
 * Adds the words visitors can find in listings (business names and categories, upcoming event titles) to `counts`,
 * for spelling. The site search keeps the result until the data changes, so a new listing's name is a correction at once.
 */
export function countListingWords(counts: Map<string, number>, { now = new Date() }: { now?: Date } = {}): Map<string, number> {
  const client = getDb().$client;
  // The approved names' words and counts, from the index the database keeps of them (see the search migration).
  const nameWords = client.prepare('select term, cnt from businesses_search_words_vocab').all() as {
    term: string;
    cnt: number;
  }[];
  for (const { term, cnt } of nameWords) countWords(counts, term, cnt);
  const byCategory = client
    .prepare('select category, count(*) as n from businesses where approved = 1 group by category')
    .all() as { category: string; n: number }[];
  for (const { category, n } of byCategory) countWords(counts, `${categoryLabel(category)} ${categoryGroupLabel(category)}`, n);
  const titles = client.prepare('select title from events where approved = 1 and end_date >= ?').pluck().all(now.getTime());
  return vocabularyOf(titles as string[], counts);
}
