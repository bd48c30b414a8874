/** Data for /business/{id}: the approved business, 3 related ones and its structured data. */
import { toCardData, type BusinessCardData } from '../lib/business-card';
import { parseBusinessRouteId } from '../lib/directory';
import { getApprovedBusiness, isPremium, listRelatedBusinesses, toPublicBusiness } from './db/queries/businesses';
import type { Business } from './db/schema';
import { loadListingProfile, type ListingProfile } from './listing-profile';
import { loadBusinessReviews, type BusinessReviews } from './reviews/business-reviews';
import { withReviewsJsonLd } from './reviews/structured-data';
import { businessJsonLd } from './structured-data';

export type BusinessPageData =
  | { found: false }
  | {
      found: true;
      business: Business;
      premium: boolean;
      profile: ListingProfile;
      related: BusinessCardData[];
      jsonLd: Record<string, unknown>[];
      reviews: BusinessReviews;
    };

export function loadBusinessPage(param: string | undefined, viewer?: App.Locals['user']): BusinessPageData {
  const id = parseBusinessRouteId(param);
  const business = id === null ? undefined : getApprovedBusiness({ id });
  if (!business) return { found: false };
  const related = listRelatedBusinesses({ id: business.id, category: business.category, limit: 3 });
  const profile = loadListingProfile(business);
  const reviews = loadBusinessReviews(business, viewer);
  const [main, ...rest] = businessJsonLd(business, profile);
  return {
    found: true,
    business,
    premium: isPremium(business),
    profile,
    related: related.map((b) => toCardData(toPublicBusiness(b))),
    jsonLd: [withReviewsJsonLd(main!, reviews.rating, reviews.reviews), ...rest],
    reviews,
  };
}
