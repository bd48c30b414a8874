/**
 * In-memory counters, written to SQLite every INSIGHTS_FLUSH_MS (default 5 s), in slices of a few
 * milliseconds each, so a public request never waits on a database write. The price is that a crash
 * (not a clean stop, which flushes) loses at most one interval of counting;
 * docs/insights-and-reviews.md says so. While another process holds the database's write lock, what
 * was counted stays in memory (merged per listing and day, so it cannot grow past the counters
 * themselves) and the next flush after the lock is gone writes it.
 */
import { INSIGHT_METRICS, type InsightMetric } from '@/lib/insights';
import { isDatabaseBusy } from '@/server/db/busy';
import { addDailyCounts, deleteExpiredInsights, type DailyCountRow, type SearchTermRow } from '@/server/db/queries/insights';
import { env } from '@/server/env';
import { onShutdown } from '@/server/ops/shutdown-hooks';
import { localDate, shiftDate } from './local-date';
import { errorText, logger } from '@/server/log';

/** Days kept: counters a little over a year (year-on-year questions), search terms half a year. */
const RETENTION_DAYS = { counts: 400, terms: 180 } as const;

const METRIC_INDEX = new Map(INSIGHT_METRICS.map((m, i) => [m, i]));
const METRICS = INSIGHT_METRICS.length;

/**
 * One day's counters: each listing's metrics are METRICS numbers in one flat array, found through a
 * number-keyed map. Why not an object per listing: a busy search page counts 24 impressions and 24
 * search terms, so five seconds under load held ~150,000 rows; as objects under string keys they took
 * ~30 MB of the heap and raised the server's peak memory by as much (issue 17); these take a fifth.
 */
class DayCounts {
  private readonly slotOf = new Map<number, number>();
  private counts = new Int32Array(64 * METRICS);
  /** Slots are never reused: one taken out keeps its old numbers (take() does not clear them). */
  private nextSlot = 0;

  /** Whether `businessId` was new to this day. */
  add(businessId: number, metric: number, n: number): boolean {
    let slot = this.slotOf.get(businessId);
    const isNew = slot === undefined;
    if (slot === undefined) {
      slot = this.nextSlot++;
      this.slotOf.set(businessId, slot);
      if ((slot + 1) * METRICS > this.counts.length) {
        const grown = new Int32Array(this.counts.length * 2);
        grown.set(this.counts);
        this.counts = grown;
      }
    }
    this.counts[slot * METRICS + metric]! += n;
    return isNew;
  }

  /** Takes out up to `limit` listings' rows. */
  take(date: string, limit: number, into: DailyCountRow[]): void {
    for (const [businessId, slot] of this.slotOf) {
      if (into.length >= limit) return;
      const counts: DailyCountRow['counts'] = {};
      INSIGHT_METRICS.forEach((m, i) => {
        const n = this.counts[slot * METRICS + i]!;
        if (n !== 0) counts[m] = n;
      });
      into.push({ businessId, date, counts });
      this.slotOf.delete(businessId);
    }
  }

  get size(): number {
    return this.slotOf.size;
  }
}

/** Counters per day, and search terms per day and term (listing id → count), taken out as rows to write. */
export class CounterBatch {
  private readonly days = new Map<string, DayCounts>();
  private readonly terms = new Map<string, Map<string, Map<number, number>>>();
  /** Rows a full take() gives: (listing, day) pairs plus (listing, day, term) triples. */
  private rows = 0;

  add(businessId: number, metric: InsightMetric, date: string, n = 1): void {
    let day = this.days.get(date);
    if (!day) this.days.set(date, (day = new DayCounts()));
    if (day.add(businessId, METRIC_INDEX.get(metric)!, n)) this.rows++;
  }

  addTerm(businessId: number, term: string, date: string, n = 1): void {
    let day = this.terms.get(date);
    if (!day) this.terms.set(date, (day = new Map()));
    let ids = day.get(term);
    if (!ids) day.set(term, (ids = new Map()));
    const count = ids.get(businessId);
    if (count === undefined) this.rows++;
    ids.set(businessId, (count ?? 0) + n);
  }

  get size(): number {
    return this.rows;
  }

  /** Takes out up to `limit` rows (daily counts first, then search terms); what is left stays for the next take. */
  take(limit = Infinity): { rows: DailyCountRow[]; terms: SearchTermRow[] } {
    const rows: DailyCountRow[] = [];
    for (const [date, day] of this.days) {
      day.take(date, limit, rows);
      if (day.size === 0) this.days.delete(date);
      if (rows.length >= limit) break;
    }
    const terms: SearchTermRow[] = [];
    taking: for (const [date, day] of this.terms) {
      for (const [term, ids] of day) {
        for (const [businessId, count] of ids) {
          if (rows.length + terms.length >= limit) break taking;
          terms.push({ businessId, date, term, count });
          ids.delete(businessId);
        }
        day.delete(term);
      }
      this.terms.delete(date);
    }
    this.rows -= rows.length + terms.length;
    return { rows, terms };
  }

  /** Takes out everything. */
  drain(): { rows: DailyCountRow[]; terms: SearchTermRow[] } {
    return this.take();
  }
}

let batch = new CounterBatch();
let timer: NodeJS.Timeout | undefined;
let prunedOn = '';

/** Batches counted, not yet written, oldest first (the timer's flush writes them slice by slice). */
const pending: CounterBatch[] = [];

/** Moves what the batch counted into `pending`; counting goes on in a new batch. */
function drainBatch(): void {
  if (batch.size > 0) pending.push(batch);
  batch = new CounterBatch();
}

const pendingSize = () => pending.reduce((n, b) => n + b.size, 0);

/** Up to `limit` pending rows, taken out of `pending`. */
function takePending(limit = Infinity): { rows: DailyCountRow[]; terms: SearchTermRow[] } {
  const taken: { rows: DailyCountRow[]; terms: SearchTermRow[] } = { rows: [], terms: [] };
  while (pending.length > 0 && taken.rows.length + taken.terms.length < limit) {
    const { rows, terms } = pending[0]!.take(limit - taken.rows.length - taken.terms.length);
    // concat, not push(...): a shutdown flush can take 100,000+ rows, past the arguments a call takes.
    taken.rows = taken.rows.concat(rows);
    taken.terms = taken.terms.concat(terms);
    if (pending[0]!.size === 0) pending.shift();
  }
  return taken;
}

/** Whether counts are being kept in memory because the database was locked (logged once per lock). */
let keeping = false;

/** Puts rows back into the counting batch, where they merge with what is counted meanwhile. */
function keepForLater({ rows, terms }: { rows: DailyCountRow[]; terms: SearchTermRow[] }): void {
  for (const { businessId, date, counts } of rows) {
    for (const metric of INSIGHT_METRICS) {
      const n = counts[metric];
      if (n) batch.add(businessId, metric, date, n);
    }
  }
  for (const { businessId, term, date, count } of terms) batch.addTerm(businessId, term, date, count);
}

/** Writes rows (and prunes once a day); false when the database was locked and everything unwritten was kept. */
function write(taken: { rows: DailyCountRow[]; terms: SearchTermRow[] }, now: number): boolean {
  if (taken.rows.length > 0 || taken.terms.length > 0) {
    try {
      addDailyCounts(taken);
      if (keeping) {
        keeping = false;
        logger.info('[insights] the database is writable again: the counts kept in memory are being written');
      }
    } catch (error) {
      if (isDatabaseBusy(error)) {
        // Another process holds the write lock (the transaction wrote nothing): keep it all for the next flush.
        keepForLater(taken);
        keepForLater(takePending());
        if (!keeping) logger.warn('[insights] the database is locked: counts are kept in memory until a flush can write them');
        keeping = true;
        return false;
      }
      // Counting must never take a page down; a failed write loses the rows it was writing only.
      logger.error({ err: errorText(error) }, '[insights] flush failed');
    }
  }
  const today = localDate(now);
  if (prunedOn !== today) {
    try {
      deleteExpiredInsights({
        countsBefore: shiftDate(today, -RETENTION_DAYS.counts),
        termsBefore: shiftDate(today, -RETENTION_DAYS.terms),
      });
      prunedOn = today;
    } catch (error) {
      if (isDatabaseBusy(error)) return false; // tried again by the next flush
      prunedOn = today;
      logger.error({ err: errorText(error) }, '[insights] pruning old counters failed');
    }
  }
  return true;
}

/** Writes everything counted so far, now, in one transaction (a clean shutdown, and pages that show the counts). */
export function flushInsightCounters(now = Date.now()): void {
  if (batch.size === 0 && pending.length === 0 && prunedOn === localDate(now)) return;
  drainBatch();
  write(takePending(), now);
}

/**
 * Rows per transaction in the timer's flush. A busy search page shows 24 listings, each a row and a
 * search term: five seconds of searches made 10,000 rows, one transaction of them held the event loop
 * for about 50 ms at 100,000 listings (issue 17), and a visitor's request waited behind it. A slice
 * takes a few milliseconds, and requests are served between slices.
 */
const SLICE_ROWS = 500;
let slicing = false;

/** The timer's flush (exported for its test). */
export async function flushInSlices(): Promise<void> {
  if (slicing) return;
  slicing = true;
  // What was counted until now; what is counted meanwhile waits for the next interval.
  drainBatch();
  try {
    do {
      if (!write(takePending(SLICE_ROWS), Date.now())) break; // locked: the rest waits for the next interval
      await new Promise((resolve) => setImmediate(resolve));
    } while (pendingSize() > 0);
  } finally {
    slicing = false;
  }
}

function ensureTimer(): void {
  if (timer) return;
  timer = setInterval(() => {
    if (batch.size > 0 || prunedOn !== localDate(Date.now())) void flushInSlices();
  }, env.insightsFlushMs);
  timer.unref();
  // A clean stop (SIGTERM/SIGINT) writes what is pending before the database closes (order 100).
  onShutdown('insights counters', 50, () => {
    flushInsightCounters();
    if (batch.size > 0) logger.warn(`[insights] ${batch.size} counter rows not written: the database was locked at shutdown`);
  });
}

export function countEvent(businessId: number, metric: InsightMetric, now = Date.now()): void {
  ensureTimer();
  batch.add(businessId, metric, localDate(now));
}

export function countImpressions(businessIds: readonly number[], term: string | undefined, now = Date.now()): void {
  ensureTimer();
  const date = localDate(now);
  for (const id of businessIds) {
    batch.add(id, 'impressions', date);
    if (term) batch.addTerm(id, term, date);
  }
}

// The HTTP server's graceful shutdown (and anything else outside the bundle) can flush through this.
(globalThis as Record<symbol, unknown>)[Symbol.for('port-aransas-guide.insights-flush')] = flushInsightCounters;
