/** The insights CSV: one row per day, the counters as columns (cells defused by csvRow). */
import { INSIGHT_LABELS, INSIGHT_METRICS } from '@/lib/insights';
import { csvRow } from '@/server/admin/csv';
import type { InsightsReport } from './report';

export function insightsCsv(report: InsightsReport): string {
  return [
    csvRow(['Date', ...INSIGHT_METRICS.map((m) => INSIGHT_LABELS[m])]),
    ...report.days.map((d) => csvRow([d.date, ...INSIGHT_METRICS.map((m) => d[m])])),
    csvRow(['Total', ...INSIGHT_METRICS.map((m) => report.totals[m])]),
  ].join('');
}
