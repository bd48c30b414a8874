/**
 * GET /api/businesses/{id}/insights?days=7|30|90 (owner or admin): daily counters, totals, previous totals.
 * A free listing's owner gets what the dashboard shows them: the 30-day totals and previous
 * totals, with an empty daily series; 7 and 90 days answer 403. Premium owners and admins get everything.
 */
import type { APIRoute } from 'astro';
import { insightsQuerySchema } from '#src/features/insights/insights.schema.ts';
import { fieldErrors, json, jsonError, parseId } from '#src/platform/server/http/json.ts';
import { FREE_INSIGHTS_DAYS, FREE_INSIGHTS_MESSAGE, insightsAccess } from '#src/features/insights/server/access.ts';
import { flushInsightCounters } from '#src/features/insights/server/counters.ts';
import { buildInsightsReport } from '#src/features/insights/server/report.ts';

export const prerender = false;

export const GET: APIRoute = ({ params, url, locals }) => {
  const access = insightsAccess(locals.user, parseId(params.id));
  if (!access.ok) return jsonError(access);
  const query = insightsQuerySchema.safeParse({ days: url.searchParams.get('days') ?? undefined });
  if (!query.success) return jsonError(400, query.error.issues[0]!.message, fieldErrors(query.error.issues));
  // The owner sees today's counts up to this moment, not up to the last timed flush.
  flushInsightCounters();
  const full = access.premium || locals.user?.role === 'admin';
  if (!full && query.data.days !== FREE_INSIGHTS_DAYS) return jsonError(403, FREE_INSIGHTS_MESSAGE);
  const report = buildInsightsReport({ businessId: access.business.id, days: query.data.days });
  return json(full ? report : { ...report, days: [] });
};
