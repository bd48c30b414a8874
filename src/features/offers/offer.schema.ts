/**
 * A listing's offer as the owner enters it, shared by the dashboard form and POST /api/businesses/{id}/offers.
 * Start and end are Central-time wall clock ('YYYY-MM-DDTHH:MM', a datetime-local value) or RFC 3339 instants
 * (what the API answers with); both are stored as instants. Whether the end is still to come needs a clock, so
 * the service checks that (src/features/offers/server/offers.ts).
 */
import { z } from 'zod';
import { alwaysRun, dateTimeField } from '#src/platform/schemas/fields.ts';

const OFFER_TITLE_MAX = 80;
const OFFER_DETAILS_MAX = 500;
const OFFER_CODE_MAX = 30;
/** The longest an offer may run. */
export const OFFER_MAX_DAYS = 366;
/** How far ahead an offer may start. */
export const OFFER_MAX_LEAD_DAYS = 730;
/** Offers not yet ended that one listing may hold. */
export const OFFERS_PER_LISTING = 10;

export const offerText = {
  title: `Give the offer a title of 3 to ${OFFER_TITLE_MAX} characters`,
  details: `Describe the offer in 10 to ${OFFER_DETAILS_MAX} characters`,
  code: `A code is up to ${OFFER_CODE_MAX} letters, digits, dashes or underscores`,
  startsAt: 'Please enter a valid start date and time',
  endsAt: 'Please enter a valid end date and time',
  endBeforeStart: 'The end must be after the start',
  endPassed: 'The end must be in the future',
  tooLong: `An offer can run for up to ${OFFER_MAX_DAYS} days and start within the next two years`,
  premium: 'Offers are a Premium feature. Upgrade this listing to Premium to publish offers.',
  forbidden: 'You can only manage offers of your own listings',
  full: `A listing can have up to ${OFFERS_PER_LISTING} offers that have not ended. Delete one before adding another.`,
  created: 'Your offer is saved.',
  deleted: 'The offer was deleted.',
} as const;

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

/** Blank or absent: no code. Codes are what a customer types at the till, so no spaces or symbols. */
const code = z
  .string({ error: offerText.code })
  .trim()
  .max(OFFER_CODE_MAX, offerText.code)
  .regex(/^[A-Za-z0-9_-]*$/, offerText.code)
  .nullish()
  .transform((v) => (v ? v : null));

/** `timeZone`: the site's zone (src/config/site.ts), passed in so this module stays free of config. */
export function offerSchema(timeZone: string) {
  return z
    .object({
      title: text(offerText.title, 3, OFFER_TITLE_MAX),
      details: text(offerText.details, 10, OFFER_DETAILS_MAX),
      code,
      startsAt: dateTimeField(offerText.startsAt, timeZone),
      endsAt: dateTimeField(offerText.endsAt, timeZone),
    })
    .refine((v) => !(v.startsAt instanceof Date && v.endsAt instanceof Date) || v.endsAt > v.startsAt, {
      path: ['endsAt'],
      message: offerText.endBeforeStart,
      ...alwaysRun,
    });
}
export type OfferInput = z.infer<ReturnType<typeof offerSchema>>;

/** An offer as the API answers it (instants as RFC 3339). */
export interface PublicOffer {
  id: number;
  title: string;
  details: string;
  startsAt: string;
  endsAt: string;
  code: string | null;
}

/**
 * An offer as the public sees it (the listing page, its JSON-LD, /deals, GET /api/offers): its code stays behind
 * "Show code" (src/features/offers/server/reveal.ts), so only whether it has one.
 */
export interface ShownOffer extends Omit<PublicOffer, 'code'> {
  hasCode: boolean;
}

/** A current offer in GET /api/offers and on /deals: the offer and the listing that makes it. */
export interface CurrentOffer extends ShownOffer {
  businessId: number;
  businessName: string;
  businessSlug: string;
}
