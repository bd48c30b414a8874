/**
 * POST /api/contact {name, email, subject, message} → 201 { message }. JSON only: the /contact form
 * without JavaScript posts to its page (src/server/forms/page-form.ts). Rate limited; the hidden
 * `website` field is a honeypot whose submissions are dropped with the same answer.
 */
import type { APIRoute } from 'astro';
import { contactMessagesText, contactSchema } from '@/lib/schemas/contact';
import { receiveContactMessage } from '@/server/contact/messages';
import { json } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { clientIp, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const body = await readLimitedJson(context, limits.contact, contactSchema);
  if (!body.ok) return body.response;
  receiveContactMessage(body.data, clientIp(context));
  return json({ message: contactMessagesText.sent }, { status: 201 });
};
