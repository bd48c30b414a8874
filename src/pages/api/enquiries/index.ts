/**
 * GET /api/enquiries: the enquiries to the signed-in person's listings, waiting ones first,
 * `[{id, businessId, businessName, name, message, status, createdAt, repliedAt, lastMessageAt}]`; never the visitor's
 * e-mail address. Admins get the same (their own listings'): the conversations belong to each business. 401 signed out.
 */
import type { APIRoute } from 'astro';
import { requireUser } from '#src/features/accounts/server/guards.ts';
import { listOwnerEnquiries } from '#src/features/enquiries/server/enquiries.ts';
import { json } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const GET: APIRoute = (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  return json(listOwnerEnquiries(auth.user));
};
