/**
 * GET /api/suggestions (signed in): an owner's listings' suggested edits, or every listing's for an admin;
 * pending ones first, then the recently decided. Owners never see the visitor's e-mail address.
 */
import type { APIRoute } from 'astro';
import { requireUser } from '@/server/auth/guards';
import { json } from '@/server/http/json';
import { suggestionsFor } from '@/server/suggestions/views';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  return json(suggestionsFor(auth.user));
};
