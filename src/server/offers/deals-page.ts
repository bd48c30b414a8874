/** Data for /deals: every current offer at the render's clock, its structured data and how long caches may keep it. */
import { site } from '@/config/site';
import { businessPath } from '@/lib/directory';
import { offerAnchor } from '@/lib/offers';
import type { CurrentOffer } from '@/lib/schemas/offer';
import { itemListJsonLd } from '@/server/structured-data';
import { currentOffers, secondsUntilOffersChange } from './current';

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
