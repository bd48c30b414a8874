/**
 * A listing's current offers as schema.org `Offer`s. A LocalBusiness names what it offers with `makesOffer`
 * (`offers` belongs to products, events and services); each says when it is valid.
 */
import { offerAnchor } from '#src/features/offers/offers.ts';
import type { ShownOffer } from '#src/features/offers/offer.schema.ts';

export function offersJsonLd(offers: readonly ShownOffer[], pageUrl: string): Record<string, unknown> {
  if (offers.length === 0) return {};
  return {
    makesOffer: offers.map((o) => ({
      '@type': 'Offer',
      name: o.title,
      description: o.details,
      validFrom: o.startsAt,
      validThrough: o.endsAt,
      url: `${pageUrl}#${offerAnchor(o.id)}`,
    })),
  };
}
