/**
 * An in-memory ranked index of approved businesses, rebuilt whenever the database changed.
 *
 * Why: the public order (active premium, then featured, then name) is a computed expression no
 * stored index can serve, so every directory page would otherwise sort the whole table (~10 ms at
 * 10,000 rows, which caps a 2-core server far below the traffic we want). Walking a pre-sorted array
 * and testing a lower-cased haystack with `includes` gives the spec's exact case-insensitive substring
 * match on name, description and category in ~0.5 ms per 10,000 rows, with early exit for pages.
 *
 * Freshness: the index is keyed on `PRAGMA data_version` (changes when another connection commits)
 * and a connection-local counter of writes to businesses and events (see dataVersion), so an admin's
 * approval is visible on the very next request, from this process or any other.
 */
import type Database from 'better-sqlite3';
import { categoryLabel } from '../../../lib/categories';

export interface IndexEntry {
  id: number;
  category: string;
  featured: boolean;
  claimed: boolean;
  /** Lower-cased name, description, category slug and label, separated so matches never span fields. */
  hay: string;
}

interface Built {
  version: string;
  entries: IndexEntry[];
}

const built = new WeakMap<Database.Database, Built>();
const versionStatements = new WeakMap<Database.Database, Database.Statement>();

/** Premium benefits apply while Stripe reports the subscription as active (or trialing). */
export const PREMIUM_RANK_SQL = `case when plan = 'premium' and subscription_status in ('active', 'trialing') then 0 else 1 end`;

/**
 * Connection-local change counter for the public tables (businesses, events): TEMP triggers live only
 * in this connection's temp schema, never in the database file, so this is not a schema change.
 * Writes to other tables (sessions, mail queue …) then leave caches alone.
 */
function installChangeCounter(client: Database.Database): Database.Statement {
  client.exec(`
    create temp table if not exists public_changes (n integer not null);
    insert into public_changes (n) select 0 where not exists (select 1 from public_changes);
    ${['businesses', 'events']
      .flatMap((table) =>
        ['insert', 'update', 'delete'].map(
          (op) => `create temp trigger if not exists public_changes_${table}_${op} after ${op} on main.${table}
                   begin update public_changes set n = n + 1; end;`,
        ),
      )
      .join('\n')}
  `);
  return client.prepare('select (select data_version from pragma_data_version) as dv, (select n from temp.public_changes) as n');
}

/**
 * Changes whenever another connection committed anything (data_version) or this connection wrote to
 * businesses or events (the temp counter): the key for the index and the response caches.
 */
export function dataVersion(client: Database.Database): string {
  let st = versionStatements.get(client);
  if (!st) {
    st = installChangeCounter(client);
    versionStatements.set(client, st);
  }
  const row = st.get() as { dv: number; n: number };
  return `${row.dv}:${row.n}`;
}

function build(client: Database.Database): IndexEntry[] {
  const rows = client
    .prepare(
      `select id, name, description, category, featured, owner_id is not null as claimed
         from businesses where approved = 1
        order by ${PREMIUM_RANK_SQL}, featured desc, name collate nocase, id`,
    )
    .all() as { id: number; name: string; description: string; category: string; featured: number; claimed: number }[];
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    featured: r.featured === 1,
    claimed: r.claimed === 1,
    hay: `${r.name}\u0000${r.description}\u0000${r.category}\u0000${categoryLabel(r.category)}`.toLowerCase(),
  }));
}

/** The ranked approved businesses, rebuilt only when the database changed since the last call. */
export function rankedIndex(client: Database.Database): IndexEntry[] {
  const version = dataVersion(client);
  const cached = built.get(client);
  if (cached && cached.version === version) return cached.entries;
  const entries = build(client);
  built.set(client, { version, entries });
  return entries;
}

export interface IndexFilter {
  category?: string;
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

function matcher(filter: IndexFilter): (e: IndexEntry) => boolean {
  const { category, featured, unclaimed } = filter;
  const words = filter.words ?? [];
  const anyOf = (filter.anyOf ?? []).map((w) => w.toLowerCase());
  return (e) =>
    (category === undefined || e.category === category) &&
    (featured === undefined || e.featured === featured) &&
    (!unclaimed || !e.claimed) &&
    words.every((w) => e.hay.includes(w)) &&
    (anyOf.length === 0 || anyOf.some((w) => e.hay.includes(w)));
}

/** One page of ids in public order, plus the total number of matches. */
export function searchIndex(
  entries: IndexEntry[],
  filter: IndexFilter,
  { limit, offset }: { limit: number; offset: number },
): { ids: number[]; total: number } {
  const unfiltered =
    filter.category === undefined &&
    filter.featured === undefined &&
    !filter.unclaimed &&
    !filter.words?.length &&
    !filter.anyOf?.length;
  if (unfiltered) return { ids: entries.slice(offset, offset + limit).map((e) => e.id), total: entries.length };
  const match = matcher(filter);
  const ids: number[] = [];
  let total = 0;
  for (const e of entries) {
    if (!match(e)) continue;
    if (total >= offset && ids.length < limit) ids.push(e.id);
    total++;
  }
  return { ids, total };
}
