/**
 * Outbound links of a listing. Each kind resolves to a URL built only from the listing's own stored
 * fields: /go/{id}/{kind} takes no target from the request. The website and the booking link are addresses the
 * owner chose freely (or a visitor suggested and the owner accepted), so they must be http(s) web addresses, and a
 * visit that does not come from our own pages is shown where it leads before it goes there
 * (src/features/insights/server/outbound.ts): our domain does not vouch for a link in someone's e-mail.
 */
import { directionsUrl } from '#src/features/places/directions.ts';
import { withTown } from '#src/platform/with-town.ts';
import type { InsightMetric } from './insights.ts';
import { telHref, websiteHref } from '#src/platform/format.ts';
import { normalizeSocialUrl, socialNetworks, type SocialNetwork } from '#src/features/listings/social.ts';
import { parseWebAddress, redirectTarget } from '#src/features/listings/web-address.ts';

const CONTACT_KINDS = ['website', 'directions', 'phone', 'email'] as const;
/** Contact links, plus one kind per social network and the booking link (premium; `/go/12/instagram`). */
const OUTBOUND_KINDS = [...CONTACT_KINDS, ...socialNetworks] as const;
export type OutboundKind = (typeof OUTBOUND_KINDS)[number];

export const OUTBOUND_METRIC: Record<OutboundKind, InsightMetric> = {
  website: 'websiteClicks',
  directions: 'directionClicks',
  phone: 'phoneClicks',
  email: 'emailClicks',
  ...(Object.fromEntries(socialNetworks.map((n) => [n, 'socialClicks'])) as Record<SocialNetwork, InsightMetric>),
  booking: 'bookingClicks',
};

export const isSocialKind = (kind: OutboundKind): kind is SocialNetwork => (socialNetworks as readonly string[]).includes(kind);

interface Linkable {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** The map point: directions go to it when the listing has no address. */
  latitude?: number | null;
  longitude?: number | null;
  /** Stored social and booking links; the caller passes them only while the listing is premium. */
  social?: Partial<Record<SocialNetwork, string | null>> | null;
}

/**
 * The business's name and address, so the maps app shows and finds the place by name rather than a pair of
 * numbers; the map point only when there is no address.
 */
const directionsHref = (b: Pick<Linkable, 'name' | 'address' | 'latitude' | 'longitude'>): string | undefined =>
  directionsUrl({
    // The town is checked on the address alone: a name like "Port Aransas Nature Preserve" is not a town.
    text: b.address?.trim() ? `${b.name}, ${withTown(b.address)}` : null,
    latitude: b.latitude,
    longitude: b.longitude,
  });

function storedTarget(b: Linkable, kind: OutboundKind): string | undefined {
  switch (kind) {
    case 'website':
      return websiteHref(b.website);
    case 'directions':
      return directionsHref(b);
    case 'phone':
      return b.phone ? telHref(b.phone) : undefined;
    case 'email':
      return b.email ? `mailto:${b.email}` : undefined;
    default:
      return b.social?.[kind] ?? undefined;
  }
}

/** Kinds whose target may be any web address (the others are built by us or bound to one network's hosts). */
export const leadsAnywhere = (kind: OutboundKind): kind is 'website' | 'booking' => kind === 'website' || kind === 'booking';

/** Whether a stored link may be followed: web links must be http(s) addresses, a network's on its own hosts. */
function followable(kind: OutboundKind, target: string): boolean {
  if (kind === 'directions' || kind === 'phone' || kind === 'email') return true;
  if (!/^https?:\/\//i.test(target) || !parseWebAddress(target)) return false;
  return leadsAnywhere(kind) || normalizeSocialUrl(kind, target) !== null;
}

/**
 * Where /go/{id}/{kind} sends the visitor; undefined (a 404) when there is no link, none a redirect can carry, or
 * one saved before addresses were checked that is not a web address (`javascript:`, a bare word) or not on its network.
 */
export function outboundTarget(b: Linkable, kind: OutboundKind): string | undefined {
  const target = redirectTarget(storedTarget(b, kind));
  return target && followable(kind, target) ? target : undefined;
}

/** The counted link for a listing's outbound target (a real link: it works without JavaScript). */
export const outboundPath = (businessId: number, kind: OutboundKind): string => `/go/${businessId}/${kind}`;

export const isOutboundKind = (value: string | undefined): value is OutboundKind =>
  (OUTBOUND_KINDS as readonly string[]).includes(value ?? '');
