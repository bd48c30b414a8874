/**
 * /go/{id}/{kind}: resolve the listing's own target and count the click (never an open redirect).
 * Kinds: website, directions, phone, email, each social network, booking.
 */
import type { APIContext } from 'astro';
import { isOutboundKind, isSocialKind, OUTBOUND_METRIC, outboundTarget } from '#src/features/insights/outbound.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import { getApprovedBusiness } from '#src/features/listings/server/businesses.queries.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import type { SocialLinks } from '#src/platform/server/db/schema.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { recordClick } from './record.ts';

const notFound = () =>
  new Response('Link not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** Counts the click; returns the target URL, or undefined when the listing or its link does not exist. */
function countOutbound(context: APIContext): string | undefined {
  const id = parseId(context.params.id);
  const kind = context.params.kind;
  if (id === null || !isOutboundKind(kind)) return undefined;
  const business = getApprovedBusiness({ id });
  // Social and booking links are shown only while premium is active (src/features/listings/server/listing-profile.ts).
  if (business && isSocialKind(kind) && !isActivePremium(business)) return undefined;
  const target = business && outboundTarget({ ...business, social: business.social as SocialLinks | null }, kind);
  if (!business || !target) return undefined;
  const visit = { get: (name: string) => context.request.headers.get(name), ip: clientIp(context), viewer: context.locals.user };
  recordClick(business.id, business.ownerId, OUTBOUND_METRIC[kind], visit);
  return target;
}

/** A followed link: 302 to the stored target, never cached (each click must reach us). */
export function followOutbound(context: APIContext): Response {
  const target = countOutbound(context);
  if (!target) return notFound();
  return new Response(null, {
    status: 302,
    headers: {
      Location: target,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/** `<a ping>` for tel:/mailto: links, which stay real links (hyperlink auditing needs no JavaScript). */
export function pingOutbound(context: APIContext): Response {
  return countOutbound(context) ? new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }) : notFound();
}
