/** GET /api/businesses/{id}/insights?days=7|30|90 (owner or admin): daily counters, totals, previous totals. */
import type { APIRoute } from 'astro';
import { insightsQuerySchema } from '@/lib/schemas/insights';
import { fieldErrors, json, jsonError, parseId } from '@/server/http/json';
import { insightsAccess } from '@/server/insights/access';
import { flushInsightCounters } from '@/server/insights/counters';
import { buildInsightsReport } from '@/server/insights/report';

export const prerender = false;

export const GET: APIRoute = ({ params, url, locals }) => {
  const access = insightsAccess(locals.user, parseId(params.id));
  if (!access.ok) return jsonError(access.status, access.error);
  const query = insightsQuerySchema.safeParse({ days: url.searchParams.get('days') ?? undefined });
  if (!query.success) return jsonError(400, query.error.issues[0]!.message, fieldErrors(query.error.issues));
  // The owner sees today's counts up to this moment, not up to the last timed flush.
  flushInsightCounters();
  return json(buildInsightsReport({ businessId: access.business.id, days: query.data.days }));
};
