import { stripMarkup } from '#src/features/content/excerpt.ts';
import type { PublicBusinessJson } from '#src/platform/schemas/responses.ts';
import type { RatingSummary } from '#src/features/reviews/review.schema.ts';

/** The fields a directory card shows: what the API returns per business, minus hours and billing. */
const cardFields = [
  'id',
  'slug',
  'name',
  'description',
  'category',
  'address',
  'phone',
  'email',
  'website',
  'imageUrl',
  'featured',
  'premium',
  'attributes',
] as const;

export type BusinessCardData = Pick<PublicBusinessJson, (typeof cardFields)[number]> & {
  /** Approved reviews' average and count; shown on premium cards only (the plan's "review integration"). */
  rating?: RatingSummary | null;
  /** Kilometres from the visitor, when the list is sorted near me; null: the point is unknown. */
  distanceKm?: number | null;
  /** The title of a current offer (premium), shown as a small line on the card. */
  offer?: string | null;
  /** In open-now lists: the Central wall-clock time it closes ('21:00'); null: open around the clock. */
  closesAt?: string | null;
};

export function toCardData(b: BusinessCardData): BusinessCardData {
  const card = Object.fromEntries(cardFields.map((key) => [key, b[key]])) as BusinessCardData;
  // Cards clamp to 3 lines: the text without the enhanced description's markup is plenty.
  card.description = stripMarkup(b.description).slice(0, 300);
  card.rating = b.rating ?? null;
  if (b.distanceKm !== undefined) card.distanceKm = b.distanceKm;
  if (b.offer) card.offer = b.offer;
  if (b.closesAt !== undefined) card.closesAt = b.closesAt;
  return card;
}
