/**
 * JSON-LD for business and event pages (structured data with two-letter day codes). Ratings come
 * from approved reviews only (Google's review-snippet rules: nothing when there is no approved review).
 */
import { resolveCategory } from '#src/features/directory/categories.ts';
import { eventIllustration } from '#src/features/events/event-images.ts';
import { schemaOrgEventStatus } from '#src/features/events/event-status.ts';
import { site } from '#src/config/site.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { websiteHref } from '#src/platform/format.ts';
import { openingHoursCodes, openingHoursSpecification } from '#src/features/listings/hours.ts';
import type { ShownOffer } from '#src/features/offers/offer.schema.ts';
import type { PublicReview, RatingSummary } from '#src/features/reviews/review.schema.ts';
import type { Business, Event } from '#src/platform/server/db/schema.ts';
import { recurringEventJsonLd } from '#src/features/events/server/schedule-json-ld.ts';
import { absoluteUrl } from '#src/platform/server/site-url.ts';
import { offersJsonLd } from './offers.ts';
import { breadcrumbJsonLd } from './site.ts';

const abs = (path: string): string => absoluteUrl(path);

/** '123 Beach St, Port Aransas, TX 78373' → PostalAddress; the city and state default to the site's. */
function postalAddress(address: string): Record<string, string> {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(address)?.[1];
  const out: Record<string, string> = {
    '@type': 'PostalAddress',
    streetAddress: parts[0] ?? address,
    addressLocality: parts.length >= 3 ? parts[1]! : site.city,
    addressRegion: site.stateCode,
    addressCountry: 'US',
  };
  if (zip) out.postalCode = zip;
  return out;
}

/** A part of an address that only names the town, the state or a ZIP code ("Port Aransas", "TX", "TX 78373"). */
const isTownPart = (part: string): boolean =>
  part.toLowerCase() === site.city.toLowerCase() ||
  part.toUpperCase() === site.stateCode ||
  /^([A-Z]{2}\s+)?\d{5}(-\d{4})?$/i.test(part);

/**
 * An event's place from its one free-text field, written as submitters do: "Venue, street" ("Community Park,
 * 700 W Avenue A"). The venue is the place's name; what follows is the street, less the parts naming the town,
 * state or ZIP (a ZIP given there becomes postalCode). A place without a comma is a name only: no street is
 * made up from it, and no ZIP is assumed: the town's own would be a guess for a place typed as text (an event on
 * Mustang Island may lie outside it).
 */
function eventPlace(location: string): Record<string, unknown> {
  const [venue, ...rest] = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const street = rest.filter((p) => !isTownPart(p)).join(', ');
  const zip = rest
    .filter(isTownPart)
    .map((p) => /\d{5}/.exec(p)?.[0])
    .find(Boolean);
  return {
    '@type': 'Place',
    name: venue ?? location,
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      addressLocality: site.city,
      addressRegion: site.stateCode,
      ...(zip ? { postalCode: zip } : {}),
      addressCountry: 'US',
    },
  };
}

/**
 * The place's own point, or nothing: the city centre would tell search engines every listing stands in
 * one spot, so an unknown point is left out.
 */
const geo = (p: { latitude: number | null; longitude: number | null }) =>
  p.latitude !== null && p.longitude !== null
    ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } }
    : {};

/** Profile parts shown on the page (premium-only ones are already hidden for a lapsed listing). */
export interface BusinessJsonLdProfile {
  photos: { url: string }[];
  social?: Record<string, string | null>;
  specialHours?: { date: string; closed: boolean; open?: string; close?: string; note?: string }[];
  videoUrl?: string | null;
}

/** The approved reviews shown on the page and their summary. */
export interface BusinessJsonLdReviews {
  rating: RatingSummary;
  reviews: PublicReview[];
}

export function businessJsonLd(
  b: Business,
  profile?: BusinessJsonLdProfile,
  reviews?: BusinessJsonLdReviews,
  offers: readonly ShownOffer[] = [],
): Record<string, unknown>[] {
  const url = abs(businessPath(b));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    // The chosen category's schema.org type (src/features/directory/categories.ts), LocalBusiness where none fits better.
    '@type': resolveCategory(b.category)?.schemaType ?? 'LocalBusiness',
    '@id': `${url}#business`,
    name: b.name,
    description: b.description,
    url,
    image: profile?.photos.length ? profile.photos.map((p) => abs(p.url)) : b.imageUrl ? abs(b.imageUrl) : abs(site.defaultImage),
    address: b.address
      ? postalAddress(b.address)
      : { '@type': 'PostalAddress', addressLocality: site.city, addressRegion: site.stateCode, addressCountry: 'US' },
    ...geo(b),
    areaServed: `${site.city}, ${site.state}`,
  };
  if (b.phone) data.telephone = b.phone;
  if (b.email) data.email = b.email;
  const website = websiteHref(b.website);
  const social = Object.entries(profile?.social ?? {})
    .filter(([network, url]) => network !== 'booking' && url)
    .map(([, url]) => url!);
  if (website || social.length > 0) data.sameAs = [...(website ? [website] : []), ...social];
  // Closed days are given as opens = closes = 00:00, schema.org's convention for "closed all day".
  if (profile?.specialHours?.length)
    data.specialOpeningHoursSpecification = profile.specialHours.map((s) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: s.date,
      validThrough: s.date,
      opens: s.closed ? '00:00' : s.open,
      closes: s.closed ? '00:00' : s.close,
      ...(s.note ? { description: s.note } : {}),
    }));
  const codes = openingHoursCodes(b.hours);
  if (codes.length > 0) {
    data.openingHours = codes;
    data.openingHoursSpecification = openingHoursSpecification(b.hours);
  }
  if (reviews) Object.assign(data, reviewsJsonLd(reviews));
  Object.assign(data, offersJsonLd(offers, url));
  return [
    data,
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Business Directory', path: '/business-directory' },
      { name: b.name, path: businessPath(b) },
    ]),
  ];
}

function reviewsJsonLd({ rating, reviews }: BusinessJsonLdReviews): Record<string, unknown> {
  if (rating.count === 0 || rating.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.slice(0, 5).map((r) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: r.authorName },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.body,
    })),
  };
}

export function eventJsonLd(e: Event, now: Date = new Date()): Record<string, unknown>[] {
  const url = abs(`/events/${e.id}`);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${url}#event`,
    name: e.title,
    description: e.description,
    url,
    startDate: e.startDate.toISOString(),
    endDate: e.endDate.toISOString(),
    // A moved event on its new date is "rescheduled", with the date it moved from.
    eventStatus:
      e.eventStatus === 'scheduled' && e.previousStartDate
        ? 'https://schema.org/EventRescheduled'
        : schemaOrgEventStatus[e.eventStatus],
    ...(e.previousStartDate ? { previousStartDate: e.previousStartDate.toISOString() } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { ...eventPlace(e.location), ...geo(e) },
    image: [abs(e.imageUrl ?? eventIllustration(e.category))],
    organizer: { '@type': 'Organization', name: site.name, url: abs('/') },
    keywords: e.category,
    ...recurringEventJsonLd(e, now),
  };
  if (e.ticketUrl && e.eventStatus !== 'cancelled') {
    data.offers = {
      '@type': 'Offer',
      url: websiteHref(e.ticketUrl),
      availability: e.endDate < now ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      validFrom: e.createdAt.toISOString(),
    };
  }
  return [
    data,
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Events', path: '/events' },
      { name: e.title, path: `/events/${e.id}` },
    ]),
  ];
}
