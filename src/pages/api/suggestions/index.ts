/**
 * GET /api/suggestions (signed in): an owner's listings' suggested edits, or every listing's for an admin;
 * pending ones first, then the recently decided. Owners never see the visitor's e-mail address.
 */
import type { APIRoute } from 'astro';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { json } from '#src/platform/server/http/json.ts';
import { suggestionsFor } from '#src/features/suggestions/server/views.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  return json(suggestionsFor(auth.user));
};
