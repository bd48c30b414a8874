/** Data for /admin/insights. */
import type { InsightPeriod } from '#src/features/insights/insights.ts';
import { isInsightPeriod } from '#src/features/insights/insights.schema.ts';
import { flushInsightCounters } from './counters.ts';
import { buildSiteInsights } from './report.ts';

export function loadSiteInsightsPage(search: URLSearchParams) {
  const asked = Number(search.get('days'));
  const days: InsightPeriod = isInsightPeriod(asked) ? asked : 30;
  flushInsightCounters();
  return { days, ...buildSiteInsights({ days }) };
}
