/**
 * What the public sees of offers at `now`: the current ones (started, not ended, on an approved listing with
 * active premium) and how long a shared cache may keep a page that shows them, so that an offer leaves every
 * cached page by the minute it ends.
 */
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import type { CurrentOffer, ShownOffer } from '#src/features/offers/offer.schema.ts';
import {
  currentOfferTitles,
  findOfferById,
  listCurrentOffers,
  listCurrentOffersOf,
  nextOfferChange,
  type CurrentOfferRow,
} from './offers.queries.ts';
import { toPublicOffer } from './offers.ts';

/** The offer without its code: only a reveal gives that. */
function toShownOffer(r: CurrentOfferRow): ShownOffer {
  const { code, ...shown } = toPublicOffer(r);
  return { ...shown, hasCode: code !== null };
}

const toCurrentOffer = (r: CurrentOfferRow): CurrentOffer => ({
  ...toShownOffer(r),
  businessId: r.businessId,
  businessName: r.businessName,
  businessSlug: r.businessSlug,
});

/**
 * Whole seconds until the offers shown change (one ends or starts), for `publicCacheControl({ untilSeconds })`;
 * undefined when none is scheduled. Of one listing, or of all listings.
 */
export function secondsUntilOffersChange(now: Date, businessId?: number): number | undefined {
  const next = nextOfferChange({ now, businessId });
  return next ? Math.max(1, Math.floor((next.getTime() - now.getTime()) / 1000)) : undefined;
}

/** Every current offer, ending soonest first (/deals, GET /api/offers). */
export function currentOffers(now: Date): CurrentOffer[] {
  return listCurrentOffers({ now }).map(toCurrentOffer);
}

/** One current offer with its listing, without its code (the no-JavaScript "Show code" page); undefined otherwise. */
export function currentOffer(id: number, now: Date): CurrentOffer | undefined {
  const offer = findOfferById({ id });
  const row = offer && listCurrentOffersOf({ businessId: offer.businessId, now }).find((o) => o.id === id);
  return row && toCurrentOffer(row);
}

/** The same with their codes, for the admins' newsletter export. */
export function currentOffersWithCodes(now: Date): (CurrentOffer & { code: string | null })[] {
  return listCurrentOffers({ now }).map((r) => ({ ...toCurrentOffer(r), code: r.code }));
}

export interface ListingOffers {
  items: ShownOffer[];
  /** For the page's Cache-Control: seconds until this listing's offers change. */
  untilSeconds: number | undefined;
}

/**
 * A listing page's current offers. A listing that may not show any (not approved, or without active premium: most
 * of them) asks the database nothing; the queries check the same rule for the others.
 */
export function listingOffers(
  business: { id: number; approved: boolean; plan: string; subscriptionStatus: string | null },
  now: Date,
): ListingOffers {
  if (!business.approved || !isActivePremium(business)) return { items: [], untilSeconds: undefined };
  return {
    items: listCurrentOffersOf({ businessId: business.id, now }).map(toShownOffer),
    untilSeconds: secondsUntilOffersChange(now, business.id),
  };
}

/** Directory cards and GET /api/businesses items with `offer`: the title of a current offer, or null. */
export function withOffers<T extends { id: number }>(items: T[], now: Date): (T & { offer: string | null })[] {
  const titles = currentOfferTitles({ businessIds: items.map((b) => b.id), now });
  return items.map((b) => ({ ...b, offer: titles.get(b.id) ?? null }));
}
