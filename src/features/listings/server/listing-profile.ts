/**
 * The listing profile beyond the basic fields: photos, video, social
 * links and special hours. Premium-only parts are shown only while premium is active; after a lapse
 * they stay stored (hidden, not deleted) and come back on renewal. The cover is for every listing.
 */
import type { PublicPhoto } from '#src/features/photos/photos.ts';
import { FREE_DESCRIPTION_MAX } from '#src/features/listings/profile.schema.ts';
import { socialNetworks } from '#src/features/listings/social.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import { findBusinessById } from './owner-businesses.queries.ts';
import { listBusinessPhotos } from '#src/features/photos/server/photos.queries.ts';
import type { Business, SocialLinks, SpecialHours } from '#src/platform/server/db/schema.ts';
import { toPublicPhoto } from '#src/features/photos/server/listing-photos.ts';

export interface ListingProfile {
  photos: PublicPhoto[];
  cover: PublicPhoto | null;
  /**
   * What shows where the cover would be: the cover, else the first gallery photo. That one photo stays
   * after a lapse hides the rest of the gallery, as every listing may show one picture.
   */
  hero: PublicPhoto | null;
  gallery: PublicPhoto[];
  videoUrl: string | null;
  social: Record<(typeof socialNetworks)[number], string | null>;
  specialHours: SpecialHours[];
}

const emptySocial = () => Object.fromEntries(socialNetworks.map((n) => [n, null])) as ListingProfile['social'];

/** What the public sees. `includeHidden` (the owner's editor) also returns what a lapse hides. */
export function loadListingProfile(b: Business, { includeHidden = false } = {}): ListingProfile {
  const premium = includeHidden || isActivePremium(b);
  const all = listBusinessPhotos({ businessId: b.id }).map(toPublicPhoto);
  const cover = all.find((p) => p.role === 'cover') ?? null;
  const hero = cover ?? all.find((p) => p.role === 'gallery') ?? null;
  const gallery = premium ? all.filter((p) => p.role === 'gallery') : [];
  const social = emptySocial();
  if (premium) for (const n of socialNetworks) social[n] = (b.social as SocialLinks | null)?.[n] ?? null;
  return {
    photos: hero && !gallery.includes(hero) ? [hero, ...gallery] : gallery,
    cover,
    hero,
    gallery,
    videoUrl: premium ? b.videoUrl : null,
    social,
    specialHours: premium ? (b.specialHours ?? []) : [],
  };
}

export type EditorProfile = ListingProfile & {
  premium: boolean;
  /** What a lapse keeps stored but hidden (all zero while premium is active). */
  hidden: { gallery: number; video: boolean; links: number; specialHours: number };
};

/** The owner's editor: everything stored, including what a lapse hides, plus whether premium is active. */
export function loadEditorProfile({ businessId }: { businessId: number }): EditorProfile | undefined {
  const b = findBusinessById({ id: businessId });
  if (!b) return undefined;
  const premium = isActivePremium(b);
  const all = loadListingProfile(b, { includeHidden: true });
  const hidden = {
    gallery: premium ? 0 : all.gallery.length,
    video: !premium && !!all.videoUrl,
    links: premium ? 0 : Object.values(all.social).filter(Boolean).length,
    specialHours: premium ? 0 : all.specialHours.length,
  };
  return { ...all, premium, hidden };
}

const premiumFieldMessages = {
  videoUrl: 'Video is a Premium feature. Upgrade this listing to Premium to add a video.',
  social: 'Social media and booking links are a Premium feature. Upgrade this listing to Premium to add them.',
  specialHours: 'Special hours are a Premium feature. Upgrade this listing to Premium to set holiday or seasonal hours.',
  description: `Descriptions over ${FREE_DESCRIPTION_MAX.toLocaleString('en-US')} characters are a Premium feature (enhanced description). Shorten it or upgrade this listing to Premium.`,
} as const;

/**
 * The 403 message when an edit sets a premium-only field on a listing without active premium, else
 * null. Clearing a field (null, empty list) is always allowed, so a lapsed owner can tidy up.
 */
export function premiumFieldRefusal(
  b: Business,
  input: { videoUrl?: string | null; social?: SocialLinks; specialHours?: SpecialHours[]; description?: string },
): string | null {
  if (isActivePremium(b)) return null;
  if (input.videoUrl) return premiumFieldMessages.videoUrl;
  if (input.social && Object.keys(input.social).length > 0) return premiumFieldMessages.social;
  if (input.specialHours && input.specialHours.length > 0) return premiumFieldMessages.specialHours;
  // An unchanged long description (kept from a lapsed premium) may be sent back with other edits.
  const newDescription = input.description !== undefined && input.description !== b.description;
  if (newDescription && input.description!.length > FREE_DESCRIPTION_MAX) return premiumFieldMessages.description;
  return null;
}
