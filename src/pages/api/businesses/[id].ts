/**
 * GET /api/businesses/{id}: one approved business (hours and subscriptionStatus included, private fields not).
 * PATCH /api/businesses/{id}: its owner edits it; on a live listing name, category and description changes
 * wait as a pending revision while the approved version keeps being served.
 */
import { userItemUpdate } from '@/server/api/user-item-route';
import { approvedItemRoute } from '@/server/http/approved-item-route';
import { getApprovedBusiness, toPublicBusiness } from '@/server/db/queries/businesses';
import { businessUpdateSchema } from '@/lib/schemas/business';
import { json, jsonError } from '@/server/http/json';
import { loadListingProfile } from '@/server/listings/listing-profile';
import { editListing } from '@/server/owners/edit-listing';
import { toOwnerBusiness } from '@/server/owners/views';
import { clientIp } from '@/server/security/rate-limit';
import { ratingSummary } from '@/server/reviews/reviews';

export const prerender = false;

export const GET = approvedItemRoute('business', getApprovedBusiness, (business) => {
  const { photos, videoUrl, social, specialHours } = loadListingProfile(business);
  return { ...toPublicBusiness(business), photos, videoUrl, social, specialHours, rating: ratingSummary(business.id) };
});

export const PATCH = userItemUpdate('business', businessUpdateSchema, ({ user, id, body, context }) => {
  const result = editListing(user, id, body, clientIp(context));
  if (!result.ok) return jsonError(result);
  const revision = result.pendingRevision;
  return json({
    ...toOwnerBusiness(result.business),
    backToReview: result.backToReview,
    // Name, category and description of a live listing wait here; the approved version stays public.
    pendingRevision: revision ? { id: revision.id, changes: revision.changes, createdAt: revision.createdAt } : null,
  });
});
