/**
 * An in-memory ranked index of approved businesses, kept in step with every write.
 *
 * Why: the public order (active premium, then featured, then name) is a computed expression no
 * stored index can serve, so every directory page would otherwise sort the whole table (~10 ms at
 * 10,000 rows, which caps a 2-core server far below the traffic we want). Walking a pre-sorted array
 * with a word index (word-index.ts) for the spec's case-insensitive substring match on name,
 * description and category gives a page in well under a millisecond, with early exit for pages.
 *
 * Freshness: the index is keyed on the public data's version (src/server/db/data-version.ts), so an
 * admin's approval is visible on the very next request, from this process or any other. Writes made
 * through this connection (the server's own) are patched in rather than rebuilt (see rankedIndex).
 */
import type Database from 'better-sqlite3';
import { categoryGroupLabel, categoryLabel } from '@/lib/categories';
import { readVersion, takeChangedBusinesses } from '@/server/db/data-version';
import { entryShowsFeaturedBadge, PREMIUM_RANK_SQL } from './featured-badge';
import { fieldsContain, WordIndex } from './word-index';

export interface IndexEntry {
  id: number;
  category: string;
  featured: boolean;
  claimed: boolean;
  /** Sort key parts, mirroring the SQL order below: premium rank, featured, name (ASCII case folded). */
  rank: number;
  nameKey: string;
}

interface Built {
  dv: number;
  own: number;
  entries: IndexEntry[];
}

const built = new WeakMap<Database.Database, Built>();

/** The word index of each ranked array (src/server/db/queries/word-index.ts), made along with it. */
const wordIndexes = new WeakMap<IndexEntry[], WordIndex>();

function wordIndexOf(entries: IndexEntry[]): WordIndex {
  const index = wordIndexes.get(entries);
  if (!index) throw new Error('a word search needs an array made by rankedIndex or indexListings');
  return index;
}

interface Row {
  id: number;
  name: string;
  description: string;
  category: string;
  featured: number;
  claimed: number;
  rank: number;
}

const SELECT = `select id, name, description, category, featured, owner_id is not null as claimed, ${PREMIUM_RANK_SQL} as rank
  from businesses where approved = 1`;

/** SQLite's NOCASE folds ASCII letters only. */
const foldAscii = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** One string per category for every entry (SQLite gives each row its own copy). */
const categoryStrings = new Map<string, string>();
const shared = (category: string) => categoryStrings.get(category) ?? (categoryStrings.set(category, category), category);

const toEntry = (r: Row): IndexEntry => ({
  id: r.id,
  category: shared(r.category),
  featured: r.featured === 1,
  claimed: r.claimed === 1,
  rank: r.rank,
  nameKey: foldAscii(r.name),
});

/** What a search looks in: name, description, category slug, label and group, lower-cased, NUL between fields. */
const textOf = (r: Row) =>
  `${r.name}\u0000${r.description}\u0000${r.category}\u0000${categoryLabel(r.category)}\u0000${categoryGroupLabel(r.category)}`.toLowerCase();

/**
 * A ranked array and its word index from listings already in public order, each with its text. Takes
 * them one at a time: never holds every listing's text (descriptions included) at once, which set the
 * server's peak memory at scale.
 */
export function indexListings(listings: Iterable<{ entry: IndexEntry; text: string }>): IndexEntry[] {
  const entries: IndexEntry[] = [];
  const words = WordIndex.builder();
  for (const { entry, text } of listings) {
    entries.push(entry);
    words.add(entry.id, text);
  }
  wordIndexes.set(entries, words.build());
  return entries;
}

/** The public order: the same as the SQL `order by` in build(). */
function compareEntries(a: IndexEntry, b: IndexEntry): number {
  return (
    a.rank - b.rank ||
    Number(b.featured) - Number(a.featured) ||
    (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : 0) ||
    a.id - b.id
  );
}

function build(client: Database.Database): IndexEntry[] {
  const rows = client
    .prepare(`${SELECT} order by rank, featured desc, name collate nocase, id`)
    .iterate() as IterableIterator<Row>;
  return indexListings(
    (function* () {
      for (const row of rows) yield { entry: toEntry(row), text: textOf(row) };
    })(),
  );
}

/** Up to this many changed businesses are patched in place; more means a full rebuild. */
const MAX_PATCH = 200;

/** Replaces the changed businesses' entries, each re-inserted at its place in the public order. */
function patch(client: Database.Database, entries: IndexEntry[], ids: number[]): IndexEntry[] {
  const changed = new Set(ids);
  const next = entries.filter((e) => !changed.has(e.id));
  const rows = client.prepare(`${SELECT} and id in (${ids.map(() => '?').join(',')})`).all(...ids) as Row[];
  const fresh = rows.map(toEntry);
  // The word index follows the patched array: the changed listings' new words are added to it.
  const words = wordIndexOf(entries);
  wordIndexes.set(next, words);
  const texts = new Map(rows.map((r) => [r.id, textOf(r)]));
  for (const id of changed) words.replace(id, texts.get(id));
  for (const entry of fresh) {
    let lo = 0;
    let hi = next.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareEntries(next[mid]!, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    next.splice(lo, 0, entry);
  }
  return next;
}

/**
 * The ranked approved businesses. Unchanged database: the cached array. Only this connection wrote:
 * the changed rows are patched in (a few microseconds per row). Another connection wrote, or many
 * rows changed: a full rebuild (~0.1 s per 10,000 rows).
 */
export function rankedIndex(client: Database.Database): IndexEntry[] {
  const { dv, own } = readVersion(client);
  const cached = built.get(client);
  if (cached && cached.dv === dv && cached.own === own) return cached.entries;
  const changedIds = takeChangedBusinesses(client);
  const entries =
    cached && cached.dv === dv && changedIds !== undefined && changedIds.length <= MAX_PATCH
      ? changedIds.length === 0
        ? cached.entries
        : patch(client, cached.entries, changedIds)
      : build(client);
  built.set(client, { dv, own, entries });
  return entries;
}

const FEATURED = 1;
const CLAIMED = 2;

/**
 * A ranked array's filter fields by position, in typed arrays, plus each id's position (+ 1; 0: not
 * in it). Why: a search walks up to every listing, and reading 100,000 scattered objects for their
 * category costs ~10 ms where these arrays cost well under one. Made on first need per array.
 */
interface Columns {
  positions: Int32Array;
  category: Uint16Array;
  /** FEATURED (the badge: admin switch or active premium) and CLAIMED bits. */
  flags: Uint8Array;
  categoryCodes: Map<string, number>;
}
const columnsByArray = new WeakMap<IndexEntry[], Columns>();

function columnsOf(entries: IndexEntry[]): Columns {
  let columns = columnsByArray.get(entries);
  if (!columns) {
    const maxId = entries.reduce((max, e) => Math.max(max, e.id), 0);
    columns = {
      positions: new Int32Array(maxId + 1),
      category: new Uint16Array(entries.length),
      flags: new Uint8Array(entries.length),
      categoryCodes: new Map(),
    };
    const { positions, category, flags, categoryCodes } = columns;
    entries.forEach((e, i) => {
      positions[e.id] = i + 1;
      let code = categoryCodes.get(e.category);
      if (code === undefined) categoryCodes.set(e.category, (code = categoryCodes.size));
      category[i] = code;
      flags[i] = (entryShowsFeaturedBadge(e) ? FEATURED : 0) | (e.claimed ? CLAIMED : 0);
    });
    columnsByArray.set(entries, columns);
  }
  return columns;
}

export interface IndexFilter {
  /** Stored category slugs, any of which matches (a directory group is several). */
  categories?: readonly string[];
  /** Shows the Featured badge: the admin's feature switch, or active premium (DESIGN §2.20). */
  featured?: boolean;
  unclaimed?: boolean;
  /** Every word must occur (case-insensitive substring) in name, description or category. */
  words?: string[];
  /** At least one of these must occur (topic filters such as fishing). */
  anyOf?: string[];
}

/** Splits a visitor's query into lower-cased words; blank gives none. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 10);
}

/** The filter's category, featured and unclaimed tests, by position; undefined when it has none. */
function fieldTest(filter: IndexFilter, columns: Columns): ((i: number) => boolean) | undefined {
  const { featured, unclaimed } = filter;
  if (!filter.categories && featured === undefined && !unclaimed) return undefined;
  const { category, flags, categoryCodes } = columns;
  let allowed: Uint8Array | undefined;
  if (filter.categories) {
    allowed = new Uint8Array(categoryCodes.size);
    for (const slug of filter.categories) {
      const code = categoryCodes.get(slug);
      if (code !== undefined) allowed[code] = 1;
    }
  }
  return (i) =>
    (allowed === undefined || allowed[category[i]!] === 1) &&
    (featured === undefined || ((flags[i]! & FEATURED) !== 0) === featured) &&
    !(unclaimed && (flags[i]! & CLAIMED) !== 0);
}

/** The text test, for a listing changed since its word index was built: every word, and any of the topic words. */
const textTest = (words: readonly string[], anyOf: readonly string[]) => (text: string | undefined) =>
  text !== undefined &&
  words.every((w) => fieldsContain(text, w)) &&
  (anyOf.length === 0 || anyOf.some((w) => fieldsContain(text, w)));

/**
 * One page of ids in public order, plus the total number of matches. `countAll: false` stops at the
 * page's last match (total is then a lower bound): for callers that show no count, e.g. related listings.
 */
export function searchIndex(
  entries: IndexEntry[],
  filter: IndexFilter,
  { limit, offset, countAll = true }: { limit: number; offset: number; countAll?: boolean },
): { ids: number[]; total: number } {
  const unfiltered =
    filter.categories === undefined &&
    filter.featured === undefined &&
    !filter.unclaimed &&
    !filter.words?.length &&
    !filter.anyOf?.length;
  if (unfiltered) return { ids: entries.slice(offset, offset + limit).map((e) => e.id), total: entries.length };
  const words = filter.words ?? [];
  const anyOf = (filter.anyOf ?? []).map((w) => w.toLowerCase());
  const columns = columnsOf(entries);
  const fields = fieldTest(filter, columns);
  const found =
    words.length || anyOf.length ? wordIndexOf(entries).match(words, anyOf, columns.positions, entries.length) : undefined;
  const staleText = textTest(words, anyOf);
  const hits = found?.hits;
  const level = found?.level;
  const stale = found && found.stale.size > 0 ? found.stale : undefined;
  const ids: number[] = [];
  let total = 0;
  for (let i = 0; i < entries.length; i++) {
    // A changed listing's new tokens were added to the index, so it is marked when its text matches
    // (and perhaps by old tokens when it no longer does): its text decides.
    if (hits !== undefined && hits[i] !== level) continue;
    if (fields && !fields(i)) continue;
    // A listing's object is read only when it may be stale or its id is on the page.
    if (stale !== undefined && stale.has(entries[i]!.id) && !staleText(stale.get(entries[i]!.id))) continue;
    if (total >= offset && ids.length < limit) ids.push(entries[i]!.id);
    total++;
    if (!countAll && ids.length >= limit) break;
  }
  return { ids, total };
}
