/**
 * The version of the public data: the key of the response caches and of the directory's in-memory
 * index (src/server/db/queries/directory-index.ts). It changes on every write that could change a
 * public page, so an approval, an edit, a photo or a review shows on the very next request.
 *
 * Two parts:
 * - writes through this process's connection bump an in-process counter: TEMP triggers (they live in
 *   this connection's temp schema only, never in the database file) call a JavaScript function, so
 *   reading the counter costs nothing. The triggers are on every table except the few that public pages
 *   never show (below): a table added later invalidates by default, never serves stale pages.
 * - writes by any other connection (another process, a script, an admin tool) change SQLite's
 *   `PRAGMA data_version`, read once per call.
 */
import type Database from 'better-sqlite3';

/** Written on sign-ins, visits and mail, never shown on a public page: they leave the caches alone. */
const PRIVATE_TABLES = new Set([
  'sessions',
  'user_tokens',
  'mail_queue',
  'audit_log',
  'business_daily_stats',
  'business_search_terms',
  'processed_webhook_events',
  'newsletter_subscribers',
  'contact_messages',
]);

/** Tables whose rows belong to one business: the directory index re-reads that business. */
const BUSINESS_COLUMN: Record<string, string> = { businesses: 'id', business_photos: 'business_id', reviews: 'business_id' };

interface Tracking {
  /** Writes through this connection to public tables. */
  own: number;
  /** Businesses written since the index last looked (see takeChangedBusinesses). */
  changedBusinesses: Set<number>;
  /** More than this many changed businesses: the set stops growing and the index rebuilds. */
  overflow: boolean;
  dataVersion: Database.Statement;
  /** data_version read in the current event-loop turn, for `sameTurn` readers. */
  dvThisTurn: number | undefined;
}

const tracked = new WeakMap<Database.Database, Tracking>();
const MAX_CHANGED = 10_000;
const FUNCTION = 'port_aransas_public_change';

function install(client: Database.Database): Tracking {
  const state: Tracking = {
    own: 0,
    changedBusinesses: new Set(),
    overflow: false,
    dataVersion: client.prepare('pragma data_version').pluck(),
    dvThisTurn: undefined,
  };
  client.function(FUNCTION, { deterministic: false, directOnly: false }, (businessId: unknown) => {
    state.own++;
    if (typeof businessId === 'number' || typeof businessId === 'bigint') {
      if (state.changedBusinesses.size < MAX_CHANGED) state.changedBusinesses.add(Number(businessId));
      else state.overflow = true;
    }
    return null;
  });
  const tables = client
    .prepare(
      `select name from main.sqlite_schema where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'`,
    )
    .pluck()
    .all() as string[];
  const triggers = tables
    .filter((table) => !PRIVATE_TABLES.has(table))
    .flatMap((table) => {
      const column = BUSINESS_COLUMN[table];
      const call = (row: 'new' | 'old') => `select ${FUNCTION}(${column ? `${row}."${column}"` : 'null'});`;
      const name = (op: string) => `"public_change_${table}_${op}"`;
      return [
        `create temp trigger if not exists ${name('insert')} after insert on main."${table}" begin ${call('new')} end;`,
        `create temp trigger if not exists ${name('update')} after update on main."${table}" begin ${call('old')} ${call('new')} end;`,
        `create temp trigger if not exists ${name('delete')} after delete on main."${table}" begin ${call('old')} end;`,
      ];
    });
  client.exec(triggers.join('\n'));
  tracked.set(client, state);
  return state;
}

const tracking = (client: Database.Database): Tracking => tracked.get(client) ?? install(client);

/**
 * `PRAGMA data_version` as read in this turn of the event loop (see readVersion's `sameTurn`),
 * forgotten when the turn's I/O has been handled (setImmediate runs right after the poll phase).
 */
function otherWritesThisTurn(state: Tracking): number {
  if (state.dvThisTurn === undefined) {
    state.dvThisTurn = state.dataVersion.get() as number;
    setImmediate(() => (state.dvThisTurn = undefined));
  }
  return state.dvThisTurn;
}

/**
 * `dv` changes when another connection commits; `own` on each write through this one.
 *
 * `sameTurn` (the HTTP server's cache-hit shortcut): requests read in one poll phase share one read
 * of `data_version`. They all arrived before that read (the poll phase starts with the wait that
 * reported them), so a write another process finished before sending one of them is still seen;
 * writes through this connection are counted live either way.
 */
export function readVersion(client: Database.Database, { sameTurn = false } = {}): { dv: number; own: number } {
  const state = tracking(client);
  return { dv: sameTurn ? otherWritesThisTurn(state) : (state.dataVersion.get() as number), own: state.own };
}

/** The public data's version as one string (the response caches' key). */
export function dataVersion(client: Database.Database, options?: { sameTurn?: boolean }): string {
  const { dv, own } = readVersion(client, options);
  return `${dv}:${own}`;
}

/**
 * The businesses written through this connection since the last call (and forgets them), or
 * undefined when too many changed to list (rebuild everything).
 */
export function takeChangedBusinesses(client: Database.Database): number[] | undefined {
  const state = tracking(client);
  const ids = state.overflow ? undefined : [...state.changedBusinesses];
  state.changedBusinesses.clear();
  state.overflow = false;
  return ids;
}
