/**
 * POST /api/login {email|username, password} → { user, redirectTo } and a new session cookie. JSON
 * only: the /login form without JavaScript posts to its page (src/features/accounts/server/login.ts).
 * GET /api/login → /login?next=… (where the spec sends logged-out visitors).
 */
import type { APIRoute } from 'astro';
import { loginSchema } from '#src/features/accounts/auth.schema.ts';
import { logIn } from '#src/features/accounts/server/login.ts';
import { loginUrl } from '#src/features/accounts/server/redirects.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { limits } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const GET: APIRoute = ({ url, redirect }) => redirect(loginUrl(url.searchParams.get('next')), 302);

export const POST: APIRoute = async (context) => {
  const body = await readLimitedJson(context, limits.login, loginSchema);
  if (!body.ok) return body.response;
  const outcome = await logIn(context, body.data, context.url.searchParams.get('next'));
  if (outcome.ok) return json({ user: outcome.user, redirectTo: outcome.redirectTo });
  return jsonError(outcome);
};
