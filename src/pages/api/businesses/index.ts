/**
 * GET /api/businesses: approved businesses as a JSON array; X-Total-Count tells the full count.
 * Each carries `rating: {average, count}` (approved reviews) and `offer` (a current offer's title, or null); `?sort=rating` lists the highest rated first.
 * `?open=now` keeps those open at this moment (America/Chicago, special hours included), each with `closesAt` (the
 * Central wall-clock time it closes, '21:00' or '02:00' past midnight; null when open around the clock); `?near=LAT,LON`
 * sorts nearest first and adds `distanceKm` to each item. Each carries `attributes` (what the owner says the place
 * offers); `?attr=waterfront` (comma-separated for several) keeps those that have every one named.
 * POST /api/businesses: a signed-in owner adds a listing (always pending and unfeatured) → 201.
 */
import type { APIRoute } from 'astro';
import { parseBusinessListParams } from '#src/platform/server/http/list-params.ts';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { withRatings } from '#src/features/reviews/server/card-ratings.ts';
import { secondsUntilOffersChange, withOffers } from '#src/features/offers/server/current.ts';
import { findApprovedBusinesses, toPublicBusiness } from '#src/features/listings/server/businesses.queries.ts';
import { businessCreateSchema } from '#src/features/listings/business.schema.ts';
import { json } from '#src/platform/server/http/json.ts';
import { createListing } from '#src/features/listings/server/businesses.ts';
import { toOwnerBusiness } from '#src/features/listings/server/views.ts';
import { submitRoute } from '#src/features/listings/server/submit-route.ts';
import { withClosingTimes } from '#src/features/places/server/closing-times.ts';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const parsed = parseBusinessListParams(url);
  if (!parsed.ok) return parsed.response;
  const { openNow, ...params } = parsed.params;
  const now = new Date();
  const { items, total, distances } = findApprovedBusinesses({ ...params, openAt: openNow ? now : undefined });
  const rated = withOffers(withRatings(items.map(toPublicBusiness)), now);
  // ?open=now: each item says when it closes (Central wall clock), as its card does.
  const listed = openNow ? withClosingTimes(rated, now) : rated;
  // ?near=: each item says how far it is (null for a business whose point is unknown).
  const body = distances ? listed.map((b) => ({ ...b, distanceKm: distances.get(b.id) ?? null })) : listed;
  return json(body, {
    headers: {
      'Cache-Control': publicCacheControl({ untilSeconds: secondsUntilOffersChange(now) }),
      'X-Total-Count': String(total),
    },
  });
};

export const POST = submitRoute(businessCreateSchema, createListing, toOwnerBusiness);
