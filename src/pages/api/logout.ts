/** POST /api/logout: ends the session server-side and clears the cookie. JSON only (the Logout buttons post to /logout). */
import type { APIRoute } from 'astro';
import { logOut } from '@/server/auth/logout';
import { json } from '@/server/http/json';

export const prerender = false;

export const POST: APIRoute = (context) => {
  logOut(context);
  return json({ message: 'Logged out' });
};
