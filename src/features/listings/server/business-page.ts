/**
 * Data for /business/{id}: the approved business, 3 related ones and its structured data. Its owner
 * and admins may also see it before approval, or with a pending edit applied (?revision=ID).
 */
import { toCardData, type BusinessCardData } from '#src/features/directory/business-card.ts';
import { parseBusinessRouteId } from '#src/features/directory/directory.ts';
import { findBusinessById } from './owner-businesses.queries.ts';
import { findRevisionById } from '#src/features/revisions/server/revisions.queries.ts';
import { getApprovedBusiness, listRelatedBusinesses, toPublicBusiness } from './businesses.queries.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import type { Business } from '#src/platform/server/db/schema.ts';
import { plainDescription, plainSummary, renderRichDescription } from '#src/features/content/server/rich-description.ts';
import { loadListingProfile, type ListingProfile } from './listing-profile.ts';
import { previewableBy, previewedRevisionId } from '#src/features/admin/server/preview.ts';
import { loadBusinessReviews, type BusinessReviews } from '#src/features/reviews/server/business-reviews.ts';
import { businessJsonLd } from '#src/platform/server/structured-data/index.ts';
import { enquiryOffer } from '#src/features/enquiries/server/threads.ts';
import { listingOffers, type ListingOffers } from '#src/features/offers/server/current.ts';
import { listingAttributesOf } from './attributes.queries.ts';
import type { ListingAttribute } from '#src/features/listings/attributes.ts';

export type BusinessPageData =
  | { found: false }
  | {
      found: true;
      business: Business;
      /** Not public: only its owner or an admin is looking. */
      preview: boolean;
      /** Set when the page shows a pending edit (?revision=ID) instead of the live version. */
      revision: { id: number; fields: string[] } | null;
      premium: boolean;
      /** What the owner says the place offers (badges under the name). */
      attributes: ListingAttribute[];
      profile: ListingProfile;
      /** Premium: the enhanced description as safe HTML; otherwise plain paragraphs, at most the free length. */
      description: { html: string } | { paragraphs: string[] };
      metaDescription: string;
      related: BusinessCardData[];
      jsonLd: Record<string, unknown>[];
      reviews: BusinessReviews;
      /** The "Ask a question" form, on listings that take enquiries (null otherwise). */
      enquiry: { replyTime: string | null } | null;
      /** Current offers at the render's clock, and how long a cache may keep them. */
      offers: ListingOffers;
    };

export function loadBusinessPage(
  param: string | undefined,
  viewer?: App.Locals['user'],
  revisionParam?: string | null,
  now = new Date(),
): BusinessPageData {
  const id = parseBusinessRouteId(param);
  const found = id === null ? undefined : (getApprovedBusiness({ id }) ?? previewableBy(findBusinessById({ id }), viewer));
  if (!found) return { found: false };
  const revision = revisionParam ? pendingRevision(found, revisionParam, viewer) : null;
  const business = revision ? { ...found, ...revision.changes } : found;
  const related = listRelatedBusinesses({ id: business.id, category: business.category, limit: 3 });
  const profile = loadListingProfile(business);
  const reviews = loadBusinessReviews(business, viewer);
  const premium = isActivePremium(business);
  const plain = plainDescription(business.description);
  const offers = listingOffers(business, now);
  return {
    found: true,
    business,
    preview: !business.approved || revision !== null,
    revision: revision && { id: revision.id, fields: Object.keys(revision.changes).filter((f) => f !== 'slug') },
    premium,
    attributes: listingAttributesOf(business.id),
    profile,
    description: premium ? { html: renderRichDescription(business.description) } : { paragraphs: plain },
    metaDescription: plainSummary(plain, 150),
    related: related.map((b) => toCardData(toPublicBusiness(b))),
    jsonLd: businessJsonLd({ ...business, description: plain.join('\n\n') }, profile, reviews, offers.items),
    reviews,
    enquiry: enquiryOffer(business, !business.approved || revision !== null),
    offers,
  };
}

/** A pending edit of this listing, for its owner or an admin (preview an edit as the public would see it). */
function pendingRevision(business: Business, param: string, viewer: App.Locals['user'] | undefined) {
  const revisionId = previewedRevisionId(param, business, viewer);
  const revision = revisionId === null ? undefined : findRevisionById({ id: revisionId });
  return revision && revision.businessId === business.id && revision.status === 'pending' ? revision : null;
}
