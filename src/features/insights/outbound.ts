/**
 * Outbound links of a listing. Each kind resolves to a URL built only from the listing's own stored
 * fields, so /go/{id}/{kind} can never be used as an open redirect: it takes no target from the request.
 */
import { directionsUrl } from '#src/features/places/directions.ts';
import { withTown } from '#src/platform/with-town.ts';
import type { InsightMetric } from './insights.ts';
import { telHref, websiteHref } from '#src/platform/format.ts';
import { socialNetworks, type SocialNetwork } from '#src/features/listings/social.ts';
import { redirectTarget } from '#src/features/listings/web-address.ts';

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

/** Where /go/{id}/{kind} sends the visitor; undefined (a 404) when there is no link, or none a redirect can carry. */
export const outboundTarget = (b: Linkable, kind: OutboundKind): string | undefined => redirectTarget(storedTarget(b, kind));

/** The counted link for a listing's outbound target (a real link: it works without JavaScript). */
export const outboundPath = (businessId: number, kind: OutboundKind): string => `/go/${businessId}/${kind}`;

export const isOutboundKind = (value: string | undefined): value is OutboundKind =>
  (OUTBOUND_KINDS as readonly string[]).includes(value ?? '');
