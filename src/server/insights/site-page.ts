/** Data for /admin/insights. */
import type { InsightPeriod } from '@/lib/insights';
import { isInsightPeriod } from '@/lib/schemas/insights';
import { flushInsightCounters } from './counters';
import { buildSiteInsights } from './report';

export function loadSiteInsightsPage(search: URLSearchParams) {
  const asked = Number(search.get('days'));
  const days: InsightPeriod = isInsightPeriod(asked) ? asked : 30;
  flushInsightCounters();
  return { days, ...buildSiteInsights({ days }) };
}
