/**
 * POST /api/reviews/{id}/report {reason}: anyone flags a published review for the admins (rate limited
 * per address). JSON only: the business page's report form posts to /business/{id}/report.
 */
import type { APIRoute } from 'astro';
import { reportSchema, reviewText } from '@/lib/schemas/review';
import { json, jsonError, parseId, readJson } from '@/server/http/json';
import { reportReview } from '@/server/reviews/reviews';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const id = parseId(context.params.id);
  if (id === null) return jsonError(400, 'Invalid review id');
  const body = await readJson(context.request, reportSchema);
  if (!body.ok) return body.response;
  const outcome = reportReview(id, body.data.reason, `ip:${clientIp(context)}`);
  if (!outcome.ok) return jsonError(outcome);
  return json({ message: reviewText.reported }, { status: 201 });
};
