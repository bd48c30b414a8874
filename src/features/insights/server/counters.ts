/**
 * Counters kept in memory and written to SQLite every INSIGHTS_FLUSH_MS (default 5 s) in one
 * transaction, so a public request never waits on a database write. A crash (not a clean stop, which
 * flushes) loses at most one interval of counting; docs/insights-and-reviews.md says so. While another
 * process holds the database's write lock, what was counted stays in memory, merged per listing and day,
 * and the next flush after the lock is gone writes it.
 */
import type { InsightMetric } from '#src/features/insights/insights.ts';
import { isDatabaseBusy } from '#src/platform/server/db/busy.ts';
import { addDailyCounts, deleteExpiredInsights, type DailyCountRow, type SearchTermRow } from './insights.queries.ts';
import { env } from '#src/config/env.ts';
import { onShutdown } from '#src/platform/server/ops/shutdown-hooks.ts';
import { localDate, shiftDate } from './local-date.ts';
import { errorText, logger } from '#src/platform/server/log.ts';

/** Days kept: counters a little over a year (year-on-year questions), search terms half a year. */
const RETENTION_DAYS = { counts: 400, terms: 180 } as const;

interface Drained {
  rows: DailyCountRow[];
  terms: SearchTermRow[];
}

/** What was counted since the last flush: a row per listing and day, a search term row per listing, day and term. */
export class CounterBatch {
  private rows = new Map<string, DailyCountRow>();
  private terms = new Map<string, SearchTermRow>();

  add(businessId: number, metric: InsightMetric, date: string, n = 1): void {
    const key = `${date} ${businessId}`;
    let row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = { businessId, date, counts: {} }));
    row.counts[metric] = (row.counts[metric] ?? 0) + n;
  }

  addTerm(businessId: number, term: string, date: string, n = 1): void {
    const key = `${date} ${businessId} ${term}`;
    const row = this.terms.get(key);
    if (row) row.count += n;
    else this.terms.set(key, { businessId, date, term, count: n });
  }

  /** Rows a drain() gives. */
  get size(): number {
    return this.rows.size + this.terms.size;
  }

  /** Takes out everything, leaving the batch empty. */
  drain(): Drained {
    const drained = { rows: [...this.rows.values()], terms: [...this.terms.values()] };
    this.rows = new Map();
    this.terms = new Map();
    return drained;
  }

  /** Adds rows taken out earlier back in, merged with what was counted since. */
  merge({ rows, terms }: Drained): void {
    for (const { businessId, date, counts } of rows) {
      for (const [metric, n] of Object.entries(counts) as [InsightMetric, number][]) this.add(businessId, metric, date, n);
    }
    for (const { businessId, term, date, count } of terms) this.addTerm(businessId, term, date, count);
  }
}

const batch = new CounterBatch();
let timer: NodeJS.Timeout | undefined;
let prunedOn = '';
/** Whether counts are being kept in memory because the database was locked (logged once per lock). */
let keeping = false;

/** Writes the rows; false when the database was locked (the caller keeps them). */
function write(drained: Drained): boolean {
  if (drained.rows.length === 0 && drained.terms.length === 0) return true;
  try {
    addDailyCounts(drained);
    if (keeping) logger.info('[insights] the database is writable again: the counts kept in memory are being written');
    keeping = false;
  } catch (error) {
    if (isDatabaseBusy(error)) {
      if (!keeping) logger.warn('[insights] the database is locked: counts are kept in memory until a flush can write them');
      keeping = true;
      return false;
    }
    // Counting must never take a page down; a failed write loses the rows it was writing only.
    logger.error({ err: errorText(error) }, '[insights] flush failed');
  }
  return true;
}

/** Deletes rows past retention, once per local day. */
function prune(now: number): void {
  const today = localDate(now);
  if (prunedOn === today) return;
  try {
    deleteExpiredInsights({
      countsBefore: shiftDate(today, -RETENTION_DAYS.counts),
      termsBefore: shiftDate(today, -RETENTION_DAYS.terms),
    });
    prunedOn = today;
  } catch (error) {
    if (isDatabaseBusy(error)) return; // tried again by the next flush
    prunedOn = today;
    logger.error({ err: errorText(error) }, '[insights] pruning old counters failed');
  }
}

/** Writes everything counted so far (the timer, a clean shutdown, and pages that show the counts). */
export function flushInsightCounters(now = Date.now()): void {
  const drained = batch.drain();
  if (!write(drained)) batch.merge(drained);
  else prune(now);
}

function ensureTimer(): void {
  if (timer) return;
  timer = setInterval(() => flushInsightCounters(), env.insightsFlushMs);
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
