/** Data for /dashboard/businesses/{id}/reviews: every review of the owner's listing, and (premium) the "Review us" link and QR code. */
import QRCode from 'qrcode';
import { businessPath } from '#src/features/directory/directory.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import { listReviewsForBusiness } from './reviews.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { absoluteUrl } from '#src/platform/server/site-url.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import { ratingSummary, toPublicReview } from './reviews.ts';

export async function loadOwnerReviewsPage(viewer: NonNullable<App.Locals['user']>, idParam: string | undefined) {
  const id = parseId(idParam);
  const business = id === null ? undefined : findBusinessById({ id });
  if (!business || business.ownerId !== viewer.id) return null;
  const premium = isActivePremium(business);
  // The review form itself: signed out, it offers sign-in or a new visitor account and comes back.
  const reviewUrl = absoluteUrl(`${businessPath(business)}/review`);
  return {
    business: { id: business.id, name: business.name, approved: business.approved },
    premium,
    rating: ratingSummary(business.id),
    reviews: listReviewsForBusiness({ businessId: business.id }).map((row) => ({
      ...toPublicReview(row.review, row.authorName),
      status: row.review.status,
    })),
    reviewUs: premium
      ? { url: reviewUrl, qrSvg: await QRCode.toString(reviewUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) }
      : null,
  };
}
