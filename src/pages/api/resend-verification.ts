/**
 * POST /api/resend-verification {email} → 200 { message }, the same for every address.
 */
import type { APIRoute } from 'astro';
import { authMessages, emailOnlySchema } from '@/lib/schemas/auth';
import { resendVerification } from '@/server/auth/accounts';
import { readJson, json } from '@/server/http/json';
import { clientIp, limitRequest, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const limited = limitRequest(context, limits.resendVerification);
  if (limited) return limited;
  const body = await readJson(context.request, emailOnlySchema);
  if (!body.ok) return body.response;
  resendVerification(body.data.email, clientIp(context));
  return json({ message: authMessages.resendRequested });
};
