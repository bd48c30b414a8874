/** The current offers as CSV rows for the newsletter (GET /api/admin/export/offers.csv), ending soonest first. */
import { site } from '#src/config/site.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { offerAnchor, offerMoment } from '#src/features/offers/offers.ts';
import { absoluteUrl } from '#src/platform/server/site-url.ts';
import { currentOffersWithCodes } from './current.ts';

export function* offersCsv(now = new Date()): Generator<unknown[]> {
  yield ['business', 'title', 'details', 'code', 'startsAt', 'endsAt', 'endsCentral', 'url'];
  for (const o of currentOffersWithCodes(now)) {
    const path = `${businessPath({ id: o.businessId, slug: o.businessSlug })}#${offerAnchor(o.id)}`;
    yield [
      o.businessName,
      o.title,
      o.details,
      o.code,
      o.startsAt,
      o.endsAt,
      offerMoment(o.endsAt, site.timeZone),
      absoluteUrl(path),
    ];
  }
}
