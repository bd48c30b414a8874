/**
 * In-memory counters, written to SQLite in one transaction every INSIGHTS_FLUSH_MS (default 5 s), so a
 * public request never waits on a database write. The price is that a crash (not a clean stop, which
 * flushes) loses at most one interval of counting; docs/insights-and-reviews.md says so.
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

/** Writes the pending counters now (the timer, a clean shutdown and tests call this). */
export function flushInsightCounters(now = Date.now()): void {
  const today = localDate(now);
  if (batch.size === 0 && prunedOn === today) return;
  const { rows, terms } = batch.drain();
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
    // Counting must never take a page down; a failed flush loses this interval only.
    logger.error({ err: errorText(error) }, '[insights] flush failed');
  }
}

function ensureTimer(): void {
  if (timer) return;
  timer = setInterval(() => flushInsightCounters(), env.insightsFlushMs);
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
