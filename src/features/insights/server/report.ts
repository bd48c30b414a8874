/**
 * Insights for one listing (or the whole site): per-day counters for the last N local days
 * (today included, so far), their totals and the totals of the N days before.
 */
import {
  INSIGHT_METRICS,
  zeroCounts,
  type InsightCounts,
  type InsightDay,
  type InsightPeriod,
} from '#src/features/insights/insights.ts';
import { listDailyStats, listTopListingsByViews, listTopSearchTerms, sumDailyStats } from './insights.queries.ts';
import { localDate, shiftDate } from './local-date.ts';

export interface InsightsReport {
  days: InsightDay[];
  totals: InsightCounts;
  previousTotals: InsightCounts;
}

/** One listing's counts over the last `days` local days up to `now`. */
interface InsightsQuery {
  businessId: number;
  days: InsightPeriod;
  now?: number;
}

function periodRange(days: InsightPeriod, now: number) {
  const to = localDate(now);
  const from = shiftDate(to, -(days - 1));
  return { from, to, previousFrom: shiftDate(from, -days), previousTo: shiftDate(from, -1) };
}

export function buildInsightsReport({ businessId, days, now = Date.now() }: InsightsQuery): InsightsReport {
  const range = periodRange(days, now);
  const stored = new Map(listDailyStats({ businessId, from: range.from, to: range.to }).map((d) => [d.date, d]));
  const series: InsightDay[] = [];
  const totals = zeroCounts();
  for (let i = 0; i < days; i += 1) {
    const date = shiftDate(range.from, i);
    const row = stored.get(date);
    const day = { date, ...zeroCounts() };
    for (const m of INSIGHT_METRICS) {
      day[m] = row?.[m] ?? 0;
      totals[m] += day[m];
    }
    series.push(day);
  }
  return { days: series, totals, previousTotals: sumDailyStats({ businessId, from: range.previousFrom, to: range.previousTo }) };
}

export function topSearchTermsFor({ businessId, days, now = Date.now() }: InsightsQuery) {
  const { from, to } = periodRange(days, now);
  return listTopSearchTerms({ businessId, from, to, limit: 10 });
}

/** Admin overview: site-wide totals (with the previous period) and the most viewed listings. */
export function buildSiteInsights({ days, now = Date.now() }: { days: InsightPeriod; now?: number }) {
  const range = periodRange(days, now);
  return {
    totals: sumDailyStats({ from: range.from, to: range.to }),
    previousTotals: sumDailyStats({ from: range.previousFrom, to: range.previousTo }),
    topListings: listTopListingsByViews({ from: range.from, to: range.to, limit: 10 }),
  };
}
