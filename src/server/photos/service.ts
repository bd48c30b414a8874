/**
 * Photo use cases: upload (cover for every listing, gallery for active premium), arrange (order,
 * cover), alt text, delete. The owner manages their own listing's photos; an admin may remove any.
 * Files are written before the row and removed again if the row cannot be written, so a failure
 * leaves neither half: no file without a row, no row without its files. An uploads folder that cannot
 * take the files answers 507 (full) or 503 (not writable) and changes nothing. Deleting goes by the row:
 * once the row is gone the photo is gone from the site (204), and files that cannot be removed (a
 * read-only folder) are left behind and logged for the operator, never turned into a failed delete.
 */
import sharp from 'sharp';
import { MAX_GALLERY_PHOTOS, photoUrl, type PhotoRole, type PublicPhoto } from '@/lib/photos';
import { getDb } from '@/server/db/client';
import { insertAuditEntry } from '@/server/db/queries/audit';
import { isActivePremium } from '@/lib/billing-rules';
import { findBusinessById } from '@/server/db/queries/owner-businesses';
import {
  countGalleryPhotos,
  countPhotosWithHash,
  deletePhotoRows,
  findBusinessPhoto,
  insertPhoto,
  listBusinessPhotos,
  setBusinessImageUrl,
  updatePhoto,
} from '@/server/db/queries/photos';
import type { Business, BusinessPhoto } from '@/server/db/schema';
import { errorText, logger } from '@/server/log';
import { processPhoto, type ProcessedPhoto } from './pipeline';
import { removeVariants, UploadsFolderError, writeVariants } from './storage';
import { withPipelineSlot } from './work-queue';

// Keep memory bounded: no decoded-image cache, one libvips thread per pipeline, at most two pipelines.
sharp.cache(false);
sharp.concurrency(1);

const photoErrors = {
  notFound: 'Business not found',
  forbidden: 'You can only manage photos of your own listings',
  premiumGallery: 'The photo gallery is a Premium feature. Upgrade this listing to Premium to add gallery photos.',
  galleryFull: `The gallery holds up to ${MAX_GALLERY_PHOTOS} photos. Delete one before adding another.`,
  photoNotFound: 'Photo not found',
  uploadsFull: 'There is no room to store photos right now. Please try again later.',
  uploadsUnwritable: 'Photos cannot be saved right now. Please try again later.',
  badOrder: 'The order must list every gallery photo of this listing exactly once',
  badCover: 'The new cover must be one of this listing’s photos',
} as const;

export interface PhotoActor {
  id: number;
  role: 'user' | 'admin';
}

export type PhotoFailure = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 429 | 503 | 507;
  error: string;
  /** Sent as Retry-After. */
  retryAfterSeconds?: number;
};

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

/** The listing if `actor` may manage its photos. Admins may manage every listing. */
function accessibleBusiness(actor: PhotoActor, businessId: number): Business | PhotoFailure {
  const business = findBusinessById({ id: businessId });
  if (!business) return { ok: false, status: 404, error: photoErrors.notFound };
  if (actor.role !== 'admin' && business.ownerId !== actor.id) return { ok: false, status: 403, error: photoErrors.forbidden };
  return business;
}
const failed = (x: Business | PhotoFailure): x is PhotoFailure => 'ok' in x;

/** Gallery rules checked before the expensive pipeline, and again inside the write transaction. */
function galleryRefusal(business: Business, role: PhotoRole): PhotoFailure | null {
  if (role !== 'gallery') return null;
  if (!isActivePremium(business)) return { ok: false, status: 403, error: photoErrors.premiumGallery };
  if (countGalleryPhotos({ businessId: business.id }) >= MAX_GALLERY_PHOTOS)
    return { ok: false, status: 409, error: photoErrors.galleryFull };
  return null;
}

/** Removes the files of photos no row uses any more (business or event photos: one upload store). Never fails: see above. */
export async function releaseFiles(photos: Pick<BusinessPhoto, 'hash' | 'widths'>[]): Promise<void> {
  for (const p of photos) {
    if (countPhotosWithHash({ hash: p.hash }) > 0) continue;
    try {
      await removeVariants(p.hash, p.widths);
    } catch (error) {
      logger.warn({ hash: p.hash, err: errorText(error) }, '[photos] files of a removed photo could not be deleted');
    }
  }
}

/**
 * Decodes and encodes the photo (one of the running places, src/server/photos/work-queue.ts) and writes its files;
 * the photo, or the answer when the uploads folder cannot take it. PhotoRejected (a 4xx) propagates.
 */
export async function processAndStore(file: Buffer): Promise<ProcessedPhoto | PhotoFailure> {
  const processed = await withPipelineSlot(() => processPhoto(file));
  try {
    await writeVariants(processed);
  } catch (error) {
    if (!(error instanceof UploadsFolderError)) throw error;
    logger.error({ code: error.code }, `[photos] uploads folder ${error.full ? 'is full' : 'cannot be written'}`);
    return error.full
      ? { ok: false, status: 507, error: photoErrors.uploadsFull }
      : { ok: false, status: 503, error: photoErrors.uploadsUnwritable, retryAfterSeconds: 300 };
  }
  return processed;
}

export interface UploadInput {
  businessId: number;
  file: Buffer;
  alt: string;
  role: PhotoRole;
  ip: string | null;
}

export async function uploadPhoto(
  actor: PhotoActor,
  input: UploadInput,
): Promise<{ ok: true; photo: PublicPhoto } | PhotoFailure> {
  const business = accessibleBusiness(actor, input.businessId);
  if (failed(business)) return business;
  const early = galleryRefusal(business, input.role);
  if (early) return early;

  const processed = await processAndStore(input.file);
  if ('ok' in processed) return processed;

  let replaced: BusinessPhoto[] = [];
  let outcome: { ok: true; photo: PublicPhoto } | PhotoFailure;
  try {
    outcome = getDb().transaction(() => {
      const fresh = findBusinessById({ id: business.id });
      if (!fresh) return { ok: false as const, status: 404 as const, error: photoErrors.notFound };
      const refusal = galleryRefusal(fresh, input.role);
      if (refusal) return refusal;
      const existing = listBusinessPhotos({ businessId: business.id });
      if (input.role === 'cover') replaced = existing.filter((p) => p.role === 'cover');
      deletePhotoRows({ ids: replaced.map((p) => p.id) });
      const row = insertPhoto({
        businessId: business.id,
        role: input.role,
        position:
          input.role === 'gallery' ? Math.max(0, ...existing.filter((p) => p.role === 'gallery').map((p) => p.position + 1)) : 0,
        alt: input.alt,
        width: processed.width,
        height: processed.height,
        hash: processed.hash,
        widths: processed.widths,
        uploaderId: actor.id,
      });
      const photo = toPublicPhoto(row);
      if (input.role === 'cover') setBusinessImageUrl({ id: business.id, imageUrl: photo.url });
      insertAuditEntry({
        action: 'photo.uploaded',
        actorUserId: actor.id,
        targetType: 'business',
        targetId: business.id,
        ip: input.ip,
        details: { photoId: row.id, role: input.role },
      });
      return { ok: true as const, photo };
    });
  } catch (error) {
    await releaseFiles([processed]);
    throw error;
  }
  if (!outcome.ok) await releaseFiles([processed]);
  else await releaseFiles(replaced);
  return outcome;
}

export async function deletePhoto(
  actor: PhotoActor,
  { businessId, photoId, ip }: { businessId: number; photoId: number; ip: string | null },
): Promise<{ ok: true } | PhotoFailure> {
  const business = accessibleBusiness(actor, businessId);
  if (failed(business)) return business;
  const photo = findBusinessPhoto({ businessId, photoId });
  if (!photo) return { ok: false, status: 404, error: photoErrors.photoNotFound };
  getDb().transaction(() => {
    deletePhotoRows({ ids: [photo.id] });
    if (photo.role === 'cover') setBusinessImageUrl({ id: businessId, imageUrl: null });
    insertAuditEntry({
      action: actor.role === 'admin' && business.ownerId !== actor.id ? 'photo.removed_by_admin' : 'photo.deleted',
      actorUserId: actor.id,
      targetType: 'business',
      targetId: businessId,
      ip,
      details: { photoId, role: photo.role },
    });
  });
  await releaseFiles([photo]);
  return { ok: true };
}

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
  const business = accessibleBusiness(actor, input.businessId);
  if (failed(business)) return business;
  return getDb().transaction(() => {
    const photos = listBusinessPhotos({ businessId: business.id });
    const byId = new Map(photos.map((p) => [p.id, p]));
    const gallery = photos.filter((p) => p.role === 'gallery');
    for (const id of Object.keys(input.alts ?? {}))
      if (!byId.has(Number(id))) return { ok: false as const, status: 400 as const, error: photoErrors.photoNotFound };
    if (input.order) {
      const ids = new Set(input.order);
      if (ids.size !== input.order.length || ids.size !== gallery.length || gallery.some((p) => !ids.has(p.id)))
        return { ok: false as const, status: 400 as const, error: photoErrors.badOrder };
      input.order.forEach((id, position) => updatePhoto({ id, changes: { position } }));
    }
    if (input.coverId !== undefined) {
      const next = byId.get(input.coverId);
      if (!next) return { ok: false as const, status: 400 as const, error: photoErrors.badCover };
      if (next.role === 'gallery') {
        const old = photos.find((p) => p.role === 'cover');
        if (old) updatePhoto({ id: old.id, changes: { role: 'gallery', position: next.position } });
        updatePhoto({ id: next.id, changes: { role: 'cover', position: 0 } });
        setBusinessImageUrl({ id: business.id, imageUrl: toPublicPhoto(next).url });
      }
    }
    for (const [id, alt] of Object.entries(input.alts ?? {})) updatePhoto({ id: Number(id), changes: { alt } });
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
