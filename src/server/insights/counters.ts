/**
 * In-memory counters, written to SQLite every INSIGHTS_FLUSH_MS (default 5 s), in slices of a few
 * milliseconds each, so a public request never waits on a database write. The price is that a crash
 * (not a clean stop, which flushes) loses at most one interval of counting;
 * docs/insights-and-reviews.md says so.
 */
import type { InsightMetric } from '@/lib/insights';
import { addDailyCounts, deleteExpiredInsights, type DailyCountRow, type SearchTermRow } from '@/server/db/queries/insights';
import { env } from '@/server/env';
import { onShutdown } from '@/server/ops/shutdown-hooks';
import { localDate, shiftDate } from './local-date';
import { errorText, logger } from '@/server/log';

/** Days kept: counters a little over a year (year-on-year questions), search terms half a year. */
const RETENTION_DAYS = { counts: 400, terms: 180 } as const;

export class CounterBatch {
  private counts = new Map<string, DailyCountRow>();
  private terms = new Map<string, SearchTermRow>();

  add(businessId: number, metric: InsightMetric, date: string, n = 1): void {
    const key = `${businessId}|${date}`;
    let row = this.counts.get(key);
    if (!row) {
      row = { businessId, date, counts: {} };
      this.counts.set(key, row);
    }
    row.counts[metric] = (row.counts[metric] ?? 0) + n;
  }

  addTerm(businessId: number, term: string, date: string): void {
    const key = `${businessId}|${date}|${term}`;
    const row = this.terms.get(key);
    if (row) row.count += 1;
    else this.terms.set(key, { businessId, date, term, count: 1 });
  }

  get size(): number {
    return this.counts.size + this.terms.size;
  }

  /** Hands over everything counted so far and starts a new batch. */
  drain(): { rows: DailyCountRow[]; terms: SearchTermRow[] } {
    const drained = { rows: [...this.counts.values()], terms: [...this.terms.values()] };
    this.counts = new Map();
    this.terms = new Map();
    return drained;
  }
}

const batch = new CounterBatch();
let timer: NodeJS.Timeout | undefined;
let prunedOn = '';

/** Drained from the batch, not yet written (the timer's flush writes them slice by slice). */
const pending: { rows: DailyCountRow[]; terms: SearchTermRow[] } = { rows: [], terms: [] };

/** Moves what the batch counted into `pending`. */
function drainBatch(): void {
  const drained = batch.drain();
  pending.rows = pending.rows.concat(drained.rows);
  pending.terms = pending.terms.concat(drained.terms);
}

/** Up to `limit` pending rows (daily counts first, then search terms), taken out of `pending`. */
function takePending(limit = Infinity): { rows: DailyCountRow[]; terms: SearchTermRow[] } {
  const rows = pending.rows.splice(0, limit);
  const terms = pending.terms.splice(0, limit - rows.length);
  return { rows, terms };
}

function write({ rows, terms }: { rows: DailyCountRow[]; terms: SearchTermRow[] }, now: number): void {
  const today = localDate(now);
  try {
    if (rows.length > 0 || terms.length > 0) addDailyCounts({ rows, terms });
    if (prunedOn !== today) {
      prunedOn = today;
      deleteExpiredInsights({
        countsBefore: shiftDate(today, -RETENTION_DAYS.counts),
        termsBefore: shiftDate(today, -RETENTION_DAYS.terms),
      });
    }
  } catch (error) {
    // Counting must never take a page down; a failed write loses the rows it was writing only.
    logger.error({ err: errorText(error) }, '[insights] flush failed');
  }
}

/** Writes everything counted so far, now, in one transaction (a clean shutdown, and pages that show the counts). */
export function flushInsightCounters(now = Date.now()): void {
  if (batch.size === 0 && pending.rows.length + pending.terms.length === 0 && prunedOn === localDate(now)) return;
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
      write(takePending(SLICE_ROWS), Date.now());
      await new Promise((resolve) => setImmediate(resolve));
    } while (pending.rows.length + pending.terms.length > 0);
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
  onShutdown('insights counters', 50, () => flushInsightCounters());
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
