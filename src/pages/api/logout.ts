/** POST /api/logout: ends the session server-side and clears the cookie. JSON only (the Logout buttons post to /logout). */
import type { APIRoute } from 'astro';
import { logOut } from '#src/features/accounts/server/logout.ts';
import { json } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const POST: APIRoute = (context) => {
  logOut(context);
  return json({ message: 'Logged out' });
};
