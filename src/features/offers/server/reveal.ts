/**
 * POST /api/offers/{id}/reveal: a browser tells the site a visitor opened an offer's "Show code", for the
 * listing's insights (`offerCodeReveals`). Counted like an outbound click (people only, not the owner or staff,
 * capped per address) and only for a current offer with a code; an offer that exists answers 204 whether it
 * counted or not.
 */
import type { APIContext } from 'astro';
import { findOfferById, listCurrentOffersOf } from './offers.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { jsonError, parseId } from '#src/platform/server/http/json.ts';
import { recordClick } from '#src/features/insights/server/record.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function reportCodeReveal(context: APIContext, now = new Date()): Response {
  const id = parseId(context.params.id);
  if (id === null) return jsonError(400, 'Invalid offer id', undefined, NO_STORE);
  const offer = findOfferById({ id });
  if (!offer) return jsonError(404, 'Offer not found', undefined, NO_STORE);
  const current = listCurrentOffersOf({ businessId: offer.businessId, now }).some((o) => o.id === id && o.code);
  // A page of another site cannot make its visitors count here (browsers say where a request comes from).
  if (current && context.request.headers.get('sec-fetch-site') !== 'cross-site') {
    const ownerId = findBusinessById({ id: offer.businessId })?.ownerId ?? null;
    const visit = {
      get: (name: string) => context.request.headers.get(name),
      ip: clientIp(context),
      viewer: context.locals.user,
    };
    recordClick(offer.businessId, ownerId, 'offerCodeReveals', visit, now.getTime());
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}
