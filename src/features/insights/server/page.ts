/** Data for /dashboard/businesses/{id}/insights (owner or admin). Free listings get the 30-day totals only. */
import { INSIGHT_METRICS, type InsightMetric, type InsightPeriod } from '#src/features/insights/insights.ts';
import { isInsightPeriod } from '#src/features/insights/insights.schema.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import { insightsAccess } from './access.ts';
import { flushInsightCounters } from './counters.ts';
import { buildInsightsReport, topSearchTermsFor, type InsightsReport } from './report.ts';

export type InsightsPageData =
  | { found: false }
  | {
      found: true;
      business: { id: number; name: string };
      premium: boolean;
      days: InsightPeriod;
      metric: InsightMetric;
      report: InsightsReport;
      terms: { term: string; count: number }[];
    };

export function loadInsightsPage(
  viewer: App.Locals['user'],
  idParam: string | undefined,
  search: URLSearchParams,
): InsightsPageData {
  const access = insightsAccess(viewer, parseId(idParam));
  if (!access.ok) return { found: false };
  // Admins see everything; a free listing's owner sees the 30-day totals (the page says what premium adds).
  const full = access.premium || viewer?.role === 'admin';
  const asked = Number(search.get('days'));
  const days: InsightPeriod = full && isInsightPeriod(asked) ? asked : 30;
  const metricParam = search.get('metric') as InsightMetric | null;
  const metric = metricParam && INSIGHT_METRICS.includes(metricParam) ? metricParam : 'views';
  flushInsightCounters();
  const businessId = access.business.id;
  return {
    found: true,
    business: { id: businessId, name: access.business.name },
    premium: full,
    days,
    metric,
    report: buildInsightsReport({ businessId, days }),
    terms: full ? topSearchTermsFor({ businessId, days }) : [],
  };
}
