/**
 * POST /api/reviews/{id}/report {reason}: anyone flags a published review for the admins (rate limited
 * per address). JSON only: the business page's report form posts to /business/{id}/report.
 */
import type { APIRoute } from 'astro';
import { reportSchema, reviewText } from '#src/features/reviews/review.schema.ts';
import { json, jsonError, parseId, readJson } from '#src/platform/server/http/json.ts';
import { reportReview } from '#src/features/reviews/server/reviews.ts';
import { clientLimitKey } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const id = parseId(context.params.id);
  if (id === null) return jsonError(400, 'Invalid review id');
  const body = await readJson(context.request, reportSchema);
  if (!body.ok) return body.response;
  const outcome = reportReview(id, body.data.reason, clientLimitKey(context));
  if (!outcome.ok) return jsonError(outcome);
  return json({ message: reviewText.reported }, { status: 201 });
};
