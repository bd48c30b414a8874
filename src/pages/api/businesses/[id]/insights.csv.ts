/** GET /api/businesses/{id}/insights.csv?days=7|30|90: the daily counters as a download (premium listings, admins). */
import type { APIRoute } from 'astro';
import { insightsQuerySchema } from '#src/features/insights/insights.schema.ts';
import { slugify } from '#src/platform/slug.ts';
import { fieldErrors, jsonError, parseId } from '#src/platform/server/http/json.ts';
import { insightsAccess } from '#src/features/insights/server/access.ts';
import { flushInsightCounters } from '#src/features/insights/server/counters.ts';
import { insightsCsvResponse } from '#src/features/insights/server/csv.ts';
import { buildInsightsReport } from '#src/features/insights/server/report.ts';

export const prerender = false;

export const GET: APIRoute = ({ params, url, locals }) => {
  const access = insightsAccess(locals.user, parseId(params.id));
  if (!access.ok) return jsonError(access);
  if (!access.premium && locals.user?.role !== 'admin') return jsonError(403, 'CSV export is part of Premium');
  const query = insightsQuerySchema.safeParse({ days: url.searchParams.get('days') ?? undefined });
  if (!query.success) return jsonError(400, query.error.issues[0]!.message, fieldErrors(query.error.issues));
  flushInsightCounters();
  const report = buildInsightsReport({ businessId: access.business.id, days: query.data.days });
  const name = `${slugify(access.business.name) || 'listing'}-insights-${report.days[0]!.date}-to-${report.days.at(-1)!.date}.csv`;
  return insightsCsvResponse(name, report);
};
