/** The insights CSV: one row per day, the counters as columns, a total row (through the shared csvResponse). */
import { INSIGHT_LABELS, INSIGHT_METRICS } from '#src/features/insights/insights.ts';
import { csvResponse } from '#src/features/admin/server/csv.ts';
import type { InsightsReport } from './report.ts';

function* insightsRows(report: InsightsReport): Generator<unknown[]> {
  yield ['Date', ...INSIGHT_METRICS.map((m) => INSIGHT_LABELS[m])];
  for (const d of report.days) yield [d.date, ...INSIGHT_METRICS.map((m) => d[m])];
  yield ['Total', ...INSIGHT_METRICS.map((m) => report.totals[m])];
}

export const insightsCsvResponse = (filename: string, report: InsightsReport): Response =>
  csvResponse(filename, insightsRows(report));
