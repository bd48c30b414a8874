/**
 * POST /api/businesses/{id}/enquiries {name, email, message} → 201 {"enquiry": {id, status: "open"}}: a visitor's
 * question to an approved, active-premium listing (403 otherwise), anonymous; rate limited per address and per e-mail
 * (429 with Retry-After). JSON only: the listing page's form posts to /business/{id}/ask without JavaScript.
 */
import type { APIRoute } from 'astro';
import { enquirySchema } from '@/lib/schemas/enquiry';
import { askQuestion, enquiryLimits } from '@/server/enquiries/enquiries';
import { json, jsonError } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { routeId } from '@/server/owners/http';
import { clientIp } from '@/server/security/rate-limit';

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
