/**
 * Offer use cases: the owner of an approved listing with active premium publishes offers (title, details, an
 * optional code, a start and an end); the owner or an admin deletes them. Every call takes the clock (`now`), so
 * tests move time instead of waiting for an offer to end.
 */
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import {
  OFFER_MAX_DAYS,
  OFFER_MAX_LEAD_DAYS,
  OFFERS_PER_LISTING,
  offerText,
  type OfferInput,
  type PublicOffer,
} from '#src/features/offers/offer.schema.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { countUnendedOffers, deleteOfferRow, findOfferById, insertOffer } from './offers.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { fail, type Outcome } from '#src/platform/server/failure.ts';
import { TokenBucket } from '#src/platform/server/security/rate-limit.ts';

interface Actor {
  id: number;
  role: string;
}

const DAY_MS = 86_400_000;
/** Per account: a burst of new offers, then one a minute. */
const offerWrites = new TokenBucket('offer-write', 20, 60_000);

export const toPublicOffer = (o: {
  id: number;
  title: string;
  details: string;
  code: string | null;
  startsAt: Date | number;
  endsAt: Date | number;
}): PublicOffer => ({
  id: o.id,
  title: o.title,
  details: o.details,
  startsAt: new Date(o.startsAt).toISOString(),
  endsAt: new Date(o.endsAt).toISOString(),
  code: o.code,
});

/** The dates' rules that need the clock: the end still to come, a bounded run and a bounded lead. */
function checkDates({ startsAt, endsAt }: OfferInput, now: Date) {
  if (endsAt <= now) return fail(400, offerText.endPassed, { errors: { endsAt: [offerText.endPassed] } });
  const run = endsAt.getTime() - startsAt.getTime();
  if (run > OFFER_MAX_DAYS * DAY_MS || startsAt.getTime() - now.getTime() > OFFER_MAX_LEAD_DAYS * DAY_MS)
    return fail(400, offerText.tooLong, { errors: { endsAt: [offerText.tooLong] } });
  return null;
}

export function createOffer(
  actor: Actor,
  businessId: number,
  input: OfferInput,
  { ip = null, now = new Date() }: { ip?: string | null; now?: Date } = {},
): Outcome<{ offer: PublicOffer }> {
  const business = findBusinessById({ id: businessId });
  if (!business) return fail(404, 'Business not found');
  if (business.ownerId !== actor.id) return fail(403, offerText.forbidden);
  if (!isActivePremium(business)) return fail(403, offerText.premium);
  if (!business.approved) return fail(403, 'Offers can be added once this listing is approved.');
  const badDates = checkDates(input, now);
  if (badDates) return badDates;
  const limited = offerWrites.consume(`user:${actor.id}`);
  if (!limited.ok)
    return fail(429, 'Too many requests. Please try again later.', { retryAfterSeconds: limited.retryAfterSeconds });
  // Counting and adding in one transaction: two tabs saving at once cannot pass the limit together.
  return getDb().transaction(() => {
    if (countUnendedOffers({ businessId, now }) >= OFFERS_PER_LISTING) return fail(409, offerText.full);
    const row = insertOffer({ businessId, ...input });
    insertAuditEntry({
      action: 'offer.created',
      actorUserId: actor.id,
      targetType: 'business',
      targetId: businessId,
      ip,
      details: { offerId: row.id },
    });
    return { ok: true as const, offer: toPublicOffer(row) };
  });
}

/** The owner of the offer's listing, or an admin; the offer is gone at once (pages render without it). */
export function deleteOffer(actor: Actor, offerId: number, { ip = null }: { ip?: string | null } = {}): Outcome {
  const offer = findOfferById({ id: offerId });
  if (!offer) return fail(404, 'Offer not found');
  const business = findBusinessById({ id: offer.businessId });
  const own = business?.ownerId === actor.id;
  if (!own && actor.role !== 'admin') return fail(403, offerText.forbidden);
  getDb().transaction(() => {
    deleteOfferRow({ id: offer.id });
    insertAuditEntry({
      action: own ? 'offer.deleted' : 'offer.removed_by_admin',
      actorUserId: actor.id,
      targetType: 'business',
      targetId: offer.businessId,
      ip,
      details: { offerId: offer.id, title: offer.title },
    });
  });
  return { ok: true };
}
