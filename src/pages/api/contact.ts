/**
 * POST /api/contact {name, email, subject, message} → 201 { message }. JSON only: the /contact form
 * without JavaScript posts to its page (src/platform/server/forms/page-form.ts). Rate limited; the hidden
 * `website` field is a honeypot whose submissions are dropped with the same answer.
 */
import type { APIRoute } from 'astro';
import { contactMessagesText, contactSchema } from '#src/features/contact/contact.schema.ts';
import { receiveContactMessage } from '#src/features/contact/server/messages.ts';
import { json } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const body = await readLimitedJson(context, limits.contact, contactSchema);
  if (!body.ok) return body.response;
  receiveContactMessage(body.data, clientIp(context));
  return json({ message: contactMessagesText.sent }, { status: 201 });
};
