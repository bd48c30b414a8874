/**
 * /go/{id}/{kind}: resolve the listing's own target and count the click (never an open redirect).
 * Kinds: website, directions, phone, email, each social network, booking.
 *
 * A click on our own pages goes straight to the listing's link. The website and the booking link can be any
 * address the owner typed, so a visit from anywhere else (a link in an e-mail or on another site, which a phisher
 * would hand out to borrow our domain) first gets /go/{id}/{kind}/leave: a page naming where the link leads, whose
 * "Continue" comes back here from our page and so is followed and counted.
 */
import type { APIContext } from 'astro';
import {
  isOutboundKind,
  isSocialKind,
  leadsAnywhere,
  OUTBOUND_METRIC,
  outboundPath,
  outboundTarget,
  type OutboundKind,
} from '#src/features/insights/outbound.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import { getApprovedBusiness } from '#src/features/listings/server/businesses.queries.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import type { Business, SocialLinks } from '#src/platform/server/db/schema.ts';
import { env } from '#src/config/env.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { recordClick } from './record.ts';

const notFound = () =>
  new Response('Link not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export interface OutboundLink {
  business: Business;
  kind: OutboundKind;
  target: string;
}

/** The listing's link that /go/{id}/{kind} names, or undefined when the listing or its link does not exist. */
export function resolveOutbound(params: APIContext['params']): OutboundLink | undefined {
  const id = parseId(params.id);
  const kind = params.kind;
  if (id === null || !isOutboundKind(kind)) return undefined;
  const business = getApprovedBusiness({ id });
  // Social and booking links are shown only while premium is active (src/features/listings/server/listing-profile.ts).
  if (!business || (isSocialKind(kind) && !isActivePremium(business))) return undefined;
  const target = outboundTarget({ ...business, social: business.social as SocialLinks | null }, kind);
  return target ? { business, kind, target } : undefined;
}

function count(context: APIContext, { business, kind }: OutboundLink): void {
  const visit = { get: (name: string) => context.request.headers.get(name), ip: clientIp(context), viewer: context.locals.user };
  recordClick(business.id, business.ownerId, OUTBOUND_METRIC[kind], visit);
}

/**
 * Whether the request was made from one of our pages. Browsers say so in Sec-Fetch-Site; one too old to send it
 * still sends our origin as Referer (our pages' policy is strict-origin-when-cross-origin). Neither: not ours.
 */
function fromOurPages(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return from.host === request.headers.get('host') || from.origin === new URL(env.siteUrl).origin;
  } catch {
    return false;
  }
}

/** The page that names where a link leads, for a visit from elsewhere. */
const leavePath = (businessId: number, kind: OutboundKind): string => `${outboundPath(businessId, kind)}/leave`;

/** A followed link: 302 to the stored target (or to the leave page), never cached (each click must reach us). */
export function followOutbound(context: APIContext): Response {
  const link = resolveOutbound(context.params);
  if (!link) return notFound();
  const headers = {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
    Vary: 'Sec-Fetch-Site, Referer',
  };
  if (leadsAnywhere(link.kind) && !fromOurPages(context.request)) {
    return new Response(null, { status: 302, headers: { ...headers, Location: leavePath(link.business.id, link.kind) } });
  }
  count(context, link);
  return new Response(null, { status: 302, headers: { ...headers, Location: link.target } });
}

/** `<a ping>` for tel:/mailto: links, which stay real links (hyperlink auditing needs no JavaScript). */
export function pingOutbound(context: APIContext): Response {
  const link = resolveOutbound(context.params);
  if (!link) return notFound();
  count(context, link);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
