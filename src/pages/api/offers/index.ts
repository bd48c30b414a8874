/**
 * GET /api/offers: a JSON array of the current offers (started, not ended, on approved listings with active premium), ending
 * soonest first, each with its listing (`businessId`, `businessName`, `businessSlug`). Shared caches keep it no
 * longer than until the next offer ends or starts.
 */
import type { APIRoute } from 'astro';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { json } from '#src/platform/server/http/json.ts';
import { currentOffers, secondsUntilOffersChange } from '#src/features/offers/server/current.ts';

export const prerender = false;

export const GET: APIRoute = () => {
  const now = new Date();
  return json(currentOffers(now), {
    headers: { 'Cache-Control': publicCacheControl({ untilSeconds: secondsUntilOffersChange(now) }) },
  });
};
