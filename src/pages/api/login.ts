/**
 * POST /api/login {email|username, password} → { user, redirectTo } and a new session cookie. JSON
 * only: the /login form without JavaScript posts to its page (src/server/auth/login.ts).
 * GET /api/login → /login?next=… (where the spec sends logged-out visitors).
 */
import type { APIRoute } from 'astro';
import { loginSchema } from '@/lib/schemas/auth';
import { logIn } from '@/server/auth/login';
import { loginUrl } from '@/server/auth/redirects';
import { json, jsonError } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { limits } from '@/server/security/rate-limit';

export const prerender = false;

export const GET: APIRoute = ({ url, redirect }) => redirect(loginUrl(url.searchParams.get('next')), 302);

export const POST: APIRoute = async (context) => {
  const body = await readLimitedJson(context, limits.login, loginSchema);
  if (!body.ok) return body.response;
  const outcome = await logIn(context, body.data, context.url.searchParams.get('next'));
  if (outcome.ok) return json({ user: outcome.user, redirectTo: outcome.redirectTo });
  return jsonError(outcome);
};
