/**
 * A listing's photos: one cover for every listing, a gallery for active premium (arranged by order and
 * cover). Without a cover, the first gallery photo stands in for it. The owner manages their own listing's photos; an admin may remove any. Upload and delete run
 * through the photo service (src/features/photos/server/service.ts).
 */
import { MAX_GALLERY_PHOTOS, photoUrl, type PhotoRole, type PublicPhoto } from '#src/features/photos/photos.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import {
  countGalleryPhotos,
  deletePhotoRows,
  findBusinessPhoto,
  insertPhoto,
  listBusinessPhotos,
  setBusinessImageUrl,
  updatePhoto,
} from './photos.queries.ts';
import type { Business, BusinessPhoto } from '#src/platform/server/db/schema.ts';
import { photoService, type PhotoActor, type PhotoFailure, type PhotoOwner } from './service.ts';

const listingErrors = {
  notFound: 'Business not found',
  forbidden: 'You can only manage photos of your own listings',
  premiumGallery: 'The photo gallery is a Premium feature. Upgrade this listing to Premium to add gallery photos.',
  galleryFull: `The gallery holds up to ${MAX_GALLERY_PHOTOS} photos. Delete one before adding another.`,
  photoNotFound: 'Photo not found',
  badOrder: 'The order must list every gallery photo of this listing exactly once',
  badCover: 'The new cover must be one of this listing’s photos',
} as const;

export function toPublicPhoto(p: BusinessPhoto): PublicPhoto {
  return {
    id: p.id,
    url: photoUrl(p.hash, p.widths[p.widths.length - 1]!, 'jpg'),
    alt: p.alt,
    width: p.width,
    height: p.height,
    role: p.role,
  };
}

/**
 * `businesses.image_url` is the picture cards and shared links show: the cover, else the first gallery
 * photo. An address that is none of this listing's photos (typed in through the API) is left as it is.
 * `gone` are rows just deleted, whose URL may still be the one shown.
 */
function showFirstPhoto(business: Business, gone: BusinessPhoto[] = []): void {
  const photos = listBusinessPhotos({ businessId: business.id });
  const ours = new Set([...photos, ...gone].map((p) => toPublicPhoto(p).url));
  if (business.imageUrl !== null && !ours.has(business.imageUrl)) return;
  // Cover first, then the gallery in its order.
  const url = photos[0] ? toPublicPhoto(photos[0]).url : null;
  if (url !== business.imageUrl) setBusinessImageUrl({ id: business.id, imageUrl: url });
}

const listingPhotos: PhotoOwner<Business, BusinessPhoto, PublicPhoto, { role: PhotoRole }, PhotoActor> = {
  kind: 'business',
  find: findBusinessById,
  errors: listingErrors,
  refuse: (business, { role }) => {
    if (role !== 'gallery') return null;
    if (!isActivePremium(business)) return { ok: false, status: 403, error: listingErrors.premiumGallery };
    if (countGalleryPhotos({ businessId: business.id }) >= MAX_GALLERY_PHOTOS)
      return { ok: false, status: 409, error: listingErrors.galleryFull };
    return null;
  },
  attach: (business, photo, { role }) => {
    const existing = listBusinessPhotos({ businessId: business.id });
    const replaced = role === 'cover' ? existing.filter((p) => p.role === 'cover') : [];
    deletePhotoRows({ ids: replaced.map((p) => p.id) });
    const gallery = existing.filter((p) => p.role === 'gallery');
    const row = insertPhoto({
      ...photo,
      businessId: business.id,
      role,
      position: role === 'gallery' ? Math.max(0, ...gallery.map((p) => p.position + 1)) : 0,
    });
    const shown = toPublicPhoto(row);
    if (role === 'cover') setBusinessImageUrl({ id: business.id, imageUrl: shown.url });
    else showFirstPhoto(business);
    return { photo: shown, replaced, audit: { action: 'photo.uploaded', details: { photoId: row.id, role } } };
  },
  findPhoto: (business, photoId) => findBusinessPhoto({ businessId: business.id, photoId }),
  detach: (business, photo, actor) => {
    deletePhotoRows({ ids: [photo.id] });
    showFirstPhoto(business, [photo]);
    return {
      action: actor.role === 'admin' && business.ownerId !== actor.id ? 'photo.removed_by_admin' : 'photo.deleted',
      details: { photoId: photo.id, role: photo.role },
    };
  },
};

const service = photoService(listingPhotos);

export const uploadPhoto = (
  actor: PhotoActor,
  { businessId, role, ...input }: { businessId: number; file: Buffer; alt: string; role: PhotoRole; ip: string | null },
) => service.upload(actor, { ...input, ownerId: businessId, extra: { role } });

export const deletePhoto = (
  actor: PhotoActor,
  { businessId, ...input }: { businessId: number; photoId: number; ip: string | null },
) => service.remove(actor, { ...input, ownerId: businessId });

export interface ArrangeInput {
  businessId: number;
  /** Every gallery photo id, in the new order. */
  order?: number[];
  /** A gallery photo to become the cover; the old cover takes its place in the gallery. */
  coverId?: number;
  /** New alt texts by photo id. */
  alts?: Record<string, string>;
  ip: string | null;
}

export function arrangePhotos(actor: PhotoActor, input: ArrangeInput): { ok: true; photos: PublicPhoto[] } | PhotoFailure {
  const business = service.accessible(actor, input.businessId);
  if ('ok' in business) return business;
  return getDb().transaction(() => {
    const photos = listBusinessPhotos({ businessId: business.id });
    const byId = new Map(photos.map((p) => [p.id, p]));
    const gallery = photos.filter((p) => p.role === 'gallery');
    for (const id of Object.keys(input.alts ?? {}))
      if (!byId.has(Number(id))) return { ok: false as const, status: 400 as const, error: listingErrors.photoNotFound };
    if (input.order) {
      const ids = new Set(input.order);
      if (ids.size !== input.order.length || ids.size !== gallery.length || gallery.some((p) => !ids.has(p.id)))
        return { ok: false as const, status: 400 as const, error: listingErrors.badOrder };
      input.order.forEach((id, position) => updatePhoto({ id, changes: { position } }));
    }
    if (input.coverId !== undefined) {
      const next = byId.get(input.coverId);
      if (!next) return { ok: false as const, status: 400 as const, error: listingErrors.badCover };
      if (next.role === 'gallery') {
        const old = photos.find((p) => p.role === 'cover');
        if (old) updatePhoto({ id: old.id, changes: { role: 'gallery', position: next.position } });
        updatePhoto({ id: next.id, changes: { role: 'cover', position: 0 } });
        setBusinessImageUrl({ id: business.id, imageUrl: toPublicPhoto(next).url });
      }
    }
    for (const [id, alt] of Object.entries(input.alts ?? {})) updatePhoto({ id: Number(id), changes: { alt } });
    // A new order may put another photo first where the listing has no cover.
    if (input.coverId === undefined) showFirstPhoto(business);
    insertAuditEntry({
      action: 'photo.arranged',
      actorUserId: actor.id,
      targetType: 'business',
      targetId: business.id,
      ip: input.ip,
      details: { order: input.order ?? null, coverId: input.coverId ?? null, alts: Object.keys(input.alts ?? {}) },
    });
    return { ok: true as const, photos: listBusinessPhotos({ businessId: business.id }).map(toPublicPhoto) };
  });
}
