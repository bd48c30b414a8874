/**
 * GET /api/events: approved events as a JSON array, upcoming first (spec §7). `approved=false` is ignored.
 * POST /api/events: a signed-in owner submits an event (pending approval) → 201.
 */
import type { APIRoute } from 'astro';
import { parseEventListParams, PUBLIC_CACHE_HEADERS } from '@/server/api/list-params';
import { countApprovedEvents, listApprovedEvents, toPublicEvent } from '@/server/db/queries/events';
import { site } from '@/config/site';
import { eventSubmitSchema } from '@/lib/schemas/event';
import { requireUser } from '@/server/auth/guards';
import { json, readJson } from '@/server/http/json';
import { submitEvent } from '@/server/owners/events';
import { toOwnerEvent } from '@/server/owners/views';
import { submissionLimit } from '@/server/owners/limits';
import { clientIp, limitRequest } from '@/server/security/rate-limit';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const parsed = parseEventListParams(url, 100);
  if (!parsed.ok) return parsed.response;
  const items = listApprovedEvents(parsed.params);
  return json(items.map(toPublicEvent), {
    headers: { ...PUBLIC_CACHE_HEADERS, 'X-Total-Count': String(countApprovedEvents()) },
  });
};

const submitSchema = eventSubmitSchema(site.timeZone);

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const limited = limitRequest(context, submissionLimit);
  if (limited) return limited;
  const body = await readJson(context.request, submitSchema);
  if (!body.ok) return body.response;
  const event = submitEvent(auth.user, body.data, clientIp(context));
  return json(toOwnerEvent(event), { status: 201 });
};
