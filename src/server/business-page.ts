/** Data for /business/{id}: the approved business, 3 related ones and its structured data. */
import { toCardData, type BusinessCardData } from '../lib/business-card';
import { parseBusinessRouteId } from '../lib/directory';
import { getApprovedBusiness, isPremium, listRelatedBusinesses, toPublicBusiness } from './db/queries/businesses';
import type { Business } from './db/schema';
import { plainDescription, renderRichDescription } from './content/rich-description';
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
      /** Premium: the enhanced description as safe HTML; otherwise plain paragraphs, at most the free length. */
      description: { html: string } | { paragraphs: string[] };
      metaDescription: string;
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
  const premium = isPremium(business);
  const plain = plainDescription(business.description);
  const [main, ...rest] = businessJsonLd({ ...business, description: plain.join('\n\n') }, profile);
  return {
    found: true,
    business,
    premium,
    profile,
    description: premium ? { html: renderRichDescription(business.description) } : { paragraphs: plain },
    metaDescription: plainDescription(business.description, 150).join(' '),
    related: related.map((b) => toCardData(toPublicBusiness(b))),
    jsonLd: [withReviewsJsonLd(main!, reviews.rating, reviews.reviews), ...rest],
    reviews,
  };
}
