/**
 * POST /api/resend-verification {email} → 200 { message }, the same for every address. JSON only:
 * the verification page's "send a new link" form posts to /verify-email?form=resend.
 */
import type { APIRoute } from 'astro';
import { authMessages, emailOnlySchema } from '@/lib/schemas/auth';
import { askForVerificationLink } from '@/server/auth/email-verification';
import { json } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const body = await readLimitedJson(context, limits.resendVerification, emailOnlySchema);
  if (!body.ok) return body.response;
  askForVerificationLink(context, body.data.email);
  return json({ message: authMessages.resendRequested });
};
