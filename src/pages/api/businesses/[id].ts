/**
 * GET /api/businesses/{id}: one approved business (hours and subscriptionStatus included, private fields not).
 * PATCH /api/businesses/{id}: its owner edits it; on a live listing name, category and description changes
 * wait as a pending revision while the approved version keeps being served.
 */
import type { APIRoute } from 'astro';
import { PUBLIC_CACHE_HEADERS } from '@/server/api/list-params';
import { getApprovedBusiness, toPublicBusiness } from '@/server/db/queries/businesses';
import { businessUpdateSchema } from '@/lib/schemas/business';
import { requireUser } from '@/server/auth/guards';
import { json, jsonError, parseId, readJson } from '@/server/http/json';
import { loadListingProfile } from '@/server/listing-profile';
import { editListing } from '@/server/owners/edit-listing';
import { toOwnerBusiness } from '@/server/owners/views';
import { clientIp } from '@/server/security/rate-limit';
import { ratingSummary } from '@/server/reviews/reviews';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const id = parseId(params.id);
  if (id === null) return jsonError(400, 'Invalid business id');
  const business = getApprovedBusiness({ id });
  if (!business) return jsonError(404, 'Business not found');
  const { photos, videoUrl, social, specialHours } = loadListingProfile(business);
  return json(
    { ...toPublicBusiness(business), photos, videoUrl, social, specialHours, rating: ratingSummary(business.id) },
    { headers: PUBLIC_CACHE_HEADERS },
  );
};

export const PATCH: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const id = parseId(context.params.id);
  if (id === null) return jsonError(400, 'Invalid business id');
  const body = await readJson(context.request, businessUpdateSchema);
  if (!body.ok) return body.response;
  const result = editListing(auth.user, id, body.data, clientIp(context));
  if (!result.ok) return jsonError(result.status, result.error);
  const revision = result.pendingRevision;
  return json({
    ...toOwnerBusiness(result.business),
    backToReview: result.backToReview,
    // Name, category and description of a live listing wait here; the approved version stays public (DESIGN §2.16).
    pendingRevision: revision ? { id: revision.id, changes: revision.changes, createdAt: revision.createdAt } : null,
  });
};
