/** Data for /dashboard/businesses/{id}/reviews: every review of the owner's listing, and (premium) the "Review us" link and QR code. */
import QRCode from 'qrcode';
import { businessPath } from '@/lib/directory';
import { isActivePremium } from '@/lib/billing-rules';
import { listReviewsForBusiness } from '@/server/db/queries/reviews';
import { findBusinessById } from '@/server/db/queries/owner-businesses';
import { absoluteUrl } from '@/server/site-url';
import { parseId } from '@/server/http/json';
import { ratingSummary, toPublicReview } from './reviews';

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
