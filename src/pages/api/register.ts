/**
 * POST /api/register {email, password, firstName, lastName} → 201 { message }: an account with no listing and its
 * verification mail. `?account=visitor` (what the /register page's form sends) makes a visitor account, whose
 * sign-in lands on /account until it has something to manage; without it the account is an owner's, as the spec's
 * business signup registers through this call and its sign-in lands on the dashboard. The answer is the same
 * whether or not the address already has an account (no enumeration); the owner of a taken address gets an e-mail.
 * `?next=/same-site/path` (checked by safeNext) is carried on the mailed link, so verifying returns
 * the visitor there (e.g. the review form). Sign in with POST /api/login afterwards.
 */
import type { APIRoute } from 'astro';
import { authMessages, registerSchema } from '#src/features/accounts/auth.schema.ts';
import { safeNext } from '#src/features/accounts/server/redirects.ts';
import { register } from '#src/features/accounts/server/register.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const body = await readLimitedJson(context, limits.register, registerSchema);
  if (!body.ok) return body.response;
  const { searchParams } = context.url;
  const outcome = await register(body.data, clientIp(context), {
    next: safeNext(searchParams.get('next')),
    createdAs: searchParams.get('account') === 'visitor' ? 'visitor' : 'owner',
  });
  if (!outcome.ok) return jsonError(400, outcome.error, outcome.errors);
  return json({ message: authMessages.registered }, { status: 201 });
};
