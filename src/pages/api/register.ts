/**
 * POST /api/register {email, password, firstName, lastName} → 201 { message }.
 * The answer is the same whether or not the address already has an account (no enumeration);
 * the owner of a taken address gets an e-mail instead. Sign in with POST /api/login afterwards.
 */
import type { APIRoute } from 'astro';
import { authMessages, registerSchema } from '@/lib/schemas/auth';
import { registerAccount } from '@/server/auth/accounts';
import { passwordProblem } from '@/server/auth/password-policy';
import { json, jsonError } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { clientIp, limits } from '@/server/security/rate-limit';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const body = await readLimitedJson(context, limits.register, registerSchema);
  if (!body.ok) return body.response;
  const problem = passwordProblem(body.data.password);
  if (problem) return jsonError(400, problem, { password: [problem] });

  await registerAccount(body.data, clientIp(context));
  return json({ message: authMessages.registered }, { status: 201 });
};
