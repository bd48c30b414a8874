/**
 * POST /api/businesses/{id}/enquiries {name, email, message} → 201 {"enquiry": {id, status: "open"}}: a visitor's
 * question to an approved, active-premium listing (403 otherwise), anonymous; rate limited per address and per e-mail
 * (429 with Retry-After). JSON only: the listing page's form posts to /business/{id}/ask without JavaScript.
 */
import type { APIRoute } from 'astro';
import { enquirySchema } from '#src/features/enquiries/enquiry.schema.ts';
import { askQuestion, enquiryLimits } from '#src/features/enquiries/server/enquiries.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { routeId } from '#src/platform/server/http/route-id.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const id = routeId(context, 'business');
  if (id instanceof Response) return id;
  const body = await readLimitedJson(context, enquiryLimits.ask, enquirySchema);
  if (!body.ok) return body.response;
  const outcome = askQuestion(id, body.data, { ip: clientIp(context) });
  if (!outcome.ok) return jsonError(outcome);
  return json({ enquiry: outcome.enquiry }, { status: 201 });
};
