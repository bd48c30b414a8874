/**
 * The version of the public data: the key of the response caches and of the directory's in-memory
 * index (src/server/db/queries/directory-index.ts). It changes on every write that could change a
 * public page, so an approval, an edit, a photo or a review shows on the very next request.
 *
 * Two parts:
 * - writes through this process's connection bump an in-process counter: TEMP triggers (they live in
 *   this connection's temp schema only, never in the database file) call a JavaScript function, so
 *   reading the counter costs nothing. The triggers are on every table except those public pages
 *   never read (below), and fire only for rows a public page can show (SHOWN): a table added later
 *   invalidates by default, never serves stale pages.
 * - writes by any other connection (another process, a script, an admin tool) change SQLite's
 *   `PRAGMA data_version`, read once per call.
 *
 * What anyone can do without an account (a review report, a registration, a sign-up's pending listing,
 * a sign-in) writes only private tables or rows no public page shows, so it never empties the caches
 * nor retires a stored page (issue 34 N11: a report emptied both, from any address).
 */
import type Database from 'better-sqlite3';

/**
 * Tables no public page reads: writes to them leave the caches alone. The first group is written on
 * sign-ins, visits and mail; the second is read by admins, owners and previews only (never cached), and
 * what it leads to (a published review, a claimed or paid listing, an approved edit, a point found) is
 * written to the listing's, event's or review's own row, which is public.
 */
const PRIVATE_TABLES = new Set([
  'sessions',
  'user_tokens',
  'mail_queue',
  'audit_log',
  'business_daily_stats',
  'business_search_terms',
  'processed_webhook_events',
  'newsletter_subscribers',
  'newsletter_pending',
  'contact_messages',
  'review_reports',
  'claims',
  'business_revisions',
  'event_revisions',
  'checkouts',
  'billing_invoices',
  'geocode_retries',
]);

/**
 * Tables whose rows public pages show only in one state: a write to a row that is in it neither before
 * nor after (a pending listing, event or review being saved, edited or deleted) changes no public page.
 */
const SHOWN: Record<string, (row: 'new' | 'old') => string> = {
  businesses: (row) => `${row}.approved`,
  events: (row) => `${row}.approved`,
  reviews: (row) => `${row}.status = 'approved'`,
};

/**
 * Accounts: public pages show only the name on an author's published reviews. A new account has
 * written nothing; a deleted one takes its reviews with it (scope 'all' below).
 */
const USER_SHOWN_CHANGE = `(old.first_name is not new.first_name or old.last_name is not new.last_name)
  and exists (select 1 from main.reviews where user_id = new.id and status = 'approved')`;

/** The trigger's WHEN condition for a write of `op` to `table`: null for none, false for no trigger. */
function firesWhen(table: string, op: 'insert' | 'update' | 'delete'): string | null | false {
  if (table === 'users') return op === 'insert' ? false : op === 'update' ? USER_SHOWN_CHANGE : null;
  const shown = SHOWN[table];
  if (!shown) return null;
  if (op === 'insert') return shown('new');
  if (op === 'delete') return shown('old');
  return `${shown('old')} or ${shown('new')}`;
}

/** Tables whose rows belong to one business: the directory index re-reads that business. */
const BUSINESS_COLUMN: Record<string, string> = { businesses: 'id', business_photos: 'business_id', reviews: 'business_id' };

/**
 * What a write can change on a listing's page (the page store, src/server/cache/page-store.ts):
 * - 'listing': that listing's page and the pages of its category group (their "More … Businesses"
 *   cards show its name, photo and rating). The trigger passes the listing's id and category.
 * - 'elsewhere': no listing page shows it (events and their photos).
 * - 'all': anything else (a reviewer's new name, a deleted account), and any table not named here (a
 *   table added later is safe by default).
 */
export type ChangeScope = 'listing' | 'elsewhere' | 'all';

const ELSEWHERE = new Set(['events', 'event_photos']);
/** Rows that hang off one listing: their listing's category is looked up in the trigger. */
const LISTING_CHILD = new Set(['business_photos', 'reviews']);

/** The SQL arguments (scope, listing id, category) the trigger passes for `row` of `table`. */
function scopeArgs(table: string, row: 'new' | 'old'): string {
  if (table === 'businesses') return `'listing', ${row}.id, ${row}.category`;
  if (LISTING_CHILD.has(table)) {
    return `'listing', ${row}.business_id, (select category from main.businesses where id = ${row}.business_id)`;
  }
  if (ELSEWHERE.has(table)) return `'elsewhere', null, null`;
  return `'all', null, null`;
}

type ChangeListener = (scope: ChangeScope, listingId: number | null, category: string | null) => void;

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
  /** Told of every public write, inside the write (they must not use the connection). */
  listeners: ChangeListener[];
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
    listeners: [],
  };
  client.function(
    FUNCTION,
    { deterministic: false, directOnly: false },
    (businessId: unknown, scope: unknown, listingId: unknown, category: unknown) => {
      state.own++;
      if (typeof businessId === 'number' || typeof businessId === 'bigint') {
        if (state.changedBusinesses.size < MAX_CHANGED) state.changedBusinesses.add(Number(businessId));
        else state.overflow = true;
      }
      const id = typeof listingId === 'number' || typeof listingId === 'bigint' ? Number(listingId) : null;
      for (const listener of state.listeners) {
        listener(scope as ChangeScope, id, typeof category === 'string' ? category : null);
      }
      return null;
    },
  );
  const tables = client
    .prepare(
      // The search index and its shadow tables take no triggers (a virtual table refuses them); goes away with this file.
      `select name from main.sqlite_schema where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and name not like 'businesses_search%'`,
    )
    .pluck()
    .all() as string[];
  const ops = ['insert', 'update', 'delete'] as const;
  const triggers = tables
    .filter((table) => !PRIVATE_TABLES.has(table))
    .flatMap((table) => {
      const column = BUSINESS_COLUMN[table];
      const call = (row: 'new' | 'old') =>
        `select ${FUNCTION}(${column ? `${row}."${column}"` : 'null'}, ${scopeArgs(table, row)});`;
      return ops.flatMap((op) => {
        const when = firesWhen(table, op);
        if (when === false) return [];
        const body = op === 'insert' ? call('new') : op === 'delete' ? call('old') : `${call('old')} ${call('new')}`;
        return [
          `create temp trigger if not exists "public_change_${table}_${op}" after ${op} on main."${table}"` +
            `${when ? ` when ${when}` : ''} begin ${body} end;`,
        ];
      });
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

/**
 * Calls `listener` on every write through this connection to a table public pages read, with what it
 * can change (see ChangeScope), from inside the write: the listener must not use the connection.
 */
export function onPublicChange(client: Database.Database, listener: ChangeListener): void {
  tracking(client).listeners.push(listener);
}
