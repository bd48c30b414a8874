/** Data for /deals: every current offer at the render's clock, its structured data and how long caches may keep it. */
import { site } from '#src/config/site.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { offerAnchor } from '#src/features/offers/offers.ts';
import type { CurrentOffer } from '#src/features/offers/offer.schema.ts';
import { itemListJsonLd } from '#src/platform/server/structured-data/index.ts';
import { currentOffers, secondsUntilOffersChange } from './current.ts';

export interface DealsPageData {
  offers: CurrentOffer[];
  jsonLd: Record<string, unknown>;
  untilSeconds: number | undefined;
}

export function loadDealsPage(now = new Date()): DealsPageData {
  const offers = currentOffers(now);
  const jsonLd = itemListJsonLd(
    `Deals in ${site.city}`,
    offers.map((o) => ({
      name: `${o.title}: ${o.businessName}`,
      path: `${businessPath({ id: o.businessId, slug: o.businessSlug })}#${offerAnchor(o.id)}`,
    })),
  );
  return { offers, jsonLd, untilSeconds: secondsUntilOffersChange(now) };
}
