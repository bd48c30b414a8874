/**
 * "Show code": an offer's code is never in a public page or API answer; a visitor gets it by asking, which is what
 * the listing's insights count (`offerCodeReveals`). Two ways in, one rule:
 * - POST /api/offers/{id}/reveal (the button with JavaScript) → 200 `{code}`;
 * - POST /offers/{id}/code (the same button without JavaScript, a form) → a page showing the code.
 * Only a current offer with a code answers (404 otherwise: a scheduled offer's code stays unknown until it starts).
 * Counted like an outbound click (people only, not the owner or staff, capped per address, never from another
 * site's page); the code is given whether the request counted or not.
 */
import type { APIContext } from 'astro';
import { findOfferById, listCurrentOffersOf, type CurrentOfferRow } from './offers.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { json, jsonError, parseId } from '#src/platform/server/http/json.ts';
import { recordClick } from '#src/features/insights/server/record.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { fail, type Failure } from '#src/platform/server/failure.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

type RevealContext = Pick<APIContext, 'params' | 'request' | 'clientAddress' | 'locals'>;
export type CodeReveal = { ok: true; offer: CurrentOfferRow & { code: string } } | Failure<400 | 404>;

export const revealText = { badId: 'Invalid offer id', notFound: 'This offer has ended or has no code' } as const;

export function revealOfferCode(context: RevealContext, now = new Date()): CodeReveal {
  const id = parseId(context.params.id);
  if (id === null) return fail(400, revealText.badId);
  const offer = findOfferById({ id });
  const current = offer && listCurrentOffersOf({ businessId: offer.businessId, now }).find((o) => o.id === id);
  if (!current?.code) return fail(404, revealText.notFound);
  // A page of another site cannot make its visitors count here (browsers say where a request comes from).
  if (context.request.headers.get('sec-fetch-site') !== 'cross-site') {
    const ownerId = findBusinessById({ id: current.businessId })?.ownerId ?? null;
    const visit = {
      get: (name: string) => context.request.headers.get(name),
      ip: clientIp(context),
      viewer: context.locals.user,
    };
    recordClick(current.businessId, ownerId, 'offerCodeReveals', visit, now.getTime());
  }
  return { ok: true, offer: { ...current, code: current.code } };
}

/** POST /api/offers/{id}/reveal. */
export function reportCodeReveal(context: APIContext, now = new Date()): Response {
  const reveal = revealOfferCode(context, now);
  if (!reveal.ok) return jsonError(reveal, NO_STORE);
  return json({ code: reveal.offer.code }, { headers: NO_STORE });
}
