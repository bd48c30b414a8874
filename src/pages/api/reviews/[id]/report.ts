/** POST /api/reviews/{id}/report {reason}: anyone flags a published review for the admins (rate limited per address). */
import type { APIRoute } from 'astro';
import { reportSchema, reviewText } from '@/lib/schemas/review';
import { readBody } from '@/server/auth/body';
import { jsonError, parseId } from '@/server/http/json';
import { answer, outcomeError } from '@/server/reviews/http';
import { reportReview } from '@/server/reviews/reviews';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const back = context.request.headers.get('referer')?.startsWith(new URL('/', context.url).origin)
    ? new URL(context.request.headers.get('referer')!).pathname
    : '/business-directory';
  const reply = (result: Response | { status: number; body: unknown }) =>
    answer(context, result, { back, success: reviewText.reported });
  const id = parseId(context.params.id);
  if (id === null) return reply(jsonError(400, 'Invalid review id'));
  const body = await readBody(context.request, reportSchema);
  if (!body.ok) return reply(body.response);
  const outcome = reportReview(id, body.data.reason, `ip:${clientIp(context)}`);
  if (!outcome.ok) return reply(outcomeError(outcome));
  return reply({ status: 201, body: { message: reviewText.reported } });
};
