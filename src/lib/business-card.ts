import { stripMarkup } from '@/lib/excerpt';
import type { PublicBusinessJson } from './schemas/responses';
import type { RatingSummary } from './schemas/review';

/** The fields a directory card shows: what the API returns per business, minus hours and billing. Browser-safe. */
export type BusinessCardData = Pick<
  PublicBusinessJson,
  | 'id'
  | 'slug'
  | 'name'
  | 'description'
  | 'category'
  | 'address'
  | 'phone'
  | 'email'
  | 'website'
  | 'imageUrl'
  | 'featured'
  | 'premium'
> & {
  /** Approved reviews' average and count; shown on premium cards only (the plan's "review integration"). */
  rating?: RatingSummary | null;
  /** Kilometres from the visitor, when the list is sorted near me (issue 18); null: the point is unknown. */
  distanceKm?: number | null;
};

export function toCardData(b: BusinessCardData): BusinessCardData {
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    // Cards clamp to 3 lines: the text without the enhanced description's markup is plenty.
    description: stripMarkup(b.description).slice(0, 300),
    category: b.category,
    address: b.address,
    phone: b.phone,
    email: b.email,
    website: b.website,
    imageUrl: b.imageUrl,
    featured: b.featured,
    premium: b.premium,
    rating: b.rating ?? null,
    ...(b.distanceKm !== undefined ? { distanceKm: b.distanceKm } : {}),
  };
}
