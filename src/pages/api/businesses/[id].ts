/**
 * GET /api/businesses/{id}: one approved business (hours and subscriptionStatus included, private fields not).
 * PATCH /api/businesses/{id}: its owner edits it; on a live listing name, category and description changes
 * wait as a pending revision while the approved version keeps being served.
 */
import { userItemUpdate } from '#src/platform/server/http/user-item-route.ts';
import { approvedItemRoute } from '#src/platform/server/http/approved-item-route.ts';
import { getApprovedBusiness, toPublicBusiness } from '#src/features/listings/server/businesses.queries.ts';
import { businessUpdateSchema } from '#src/features/listings/business.schema.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { loadListingProfile } from '#src/features/listings/server/listing-profile.ts';
import { editListing } from '#src/features/listings/server/edit-listing.ts';
import { toOwnerBusiness } from '#src/features/listings/server/views.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { ratingSummary } from '#src/features/reviews/server/reviews.ts';

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
