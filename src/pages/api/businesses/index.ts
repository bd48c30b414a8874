/**
 * GET /api/businesses: approved businesses as a JSON array; X-Total-Count tells the full count.
 * Each carries `rating: {average, count}` (approved reviews) and `offer` (a current offer's title, or null); `?sort=rating` lists the highest rated first.
 * `?open=now` keeps those open at this moment (America/Chicago, special hours included); `?near=LAT,LON`
 * sorts nearest first and adds `distanceKm` to each item.
 * POST /api/businesses: a signed-in owner adds a listing (always pending and unfeatured) → 201.
 */
import type { APIRoute } from 'astro';
import { parseBusinessListParams } from '@/server/api/list-params';
import { publicCacheControl } from '@/server/http/cache-policy';
import { withRatings } from '@/server/reviews/card-ratings';
import { secondsUntilOffersChange, withOffers } from '@/server/offers/current';
import { findApprovedBusinesses, toPublicBusiness } from '@/server/db/queries/businesses';
import { businessCreateSchema } from '@/lib/schemas/business';
import { requireUser } from '@/server/auth/guards';
import { json } from '@/server/http/json';
import { readLimitedJson } from '@/server/http/limited-json';
import { createListing } from '@/server/owners/businesses';
import { toOwnerBusiness } from '@/server/owners/views';
import { submissionLimit } from '@/server/owners/limits';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const parsed = parseBusinessListParams(url);
  if (!parsed.ok) return parsed.response;
  const { openNow, ...params } = parsed.params;
  const now = new Date();
  const { items, total, distances } = findApprovedBusinesses({ ...params, openAt: openNow ? now : undefined });
  const listed = withOffers(withRatings(items.map(toPublicBusiness)), now);
  // ?near=: each item says how far it is (null for a business whose point is unknown).
  const body = distances ? listed.map((b) => ({ ...b, distanceKm: distances.get(b.id) ?? null })) : listed;
  return json(body, {
    headers: {
      'Cache-Control': publicCacheControl({ untilSeconds: secondsUntilOffersChange(now) }),
      'X-Total-Count': String(total),
    },
  });
};

export const POST: APIRoute = async (context) => {
  const auth = requireUser(context);
  if (auth instanceof Response) return auth;
  const body = await readLimitedJson(context, submissionLimit, businessCreateSchema);
  if (!body.ok) return body.response;
  const business = createListing(auth.user, body.data, clientIp(context));
  return json(toOwnerBusiness(business), { status: 201 });
};
