/**
 * The photo service, one for every kind of owner (a listing's cover and gallery, an event's one image):
 * check who may manage the owner's photos, run the pipeline, write the row, audit, delete. Each kind
 * says where its rows live and what a new or removed photo changes (src/features/photos/server/listing-photos.ts,
 * event-photos.ts). Files are written before the row and removed again if the row cannot be written, so
 * a failure leaves neither half: no file without a row, no row without its files. An uploads folder that
 * cannot take the files answers 507 (full) or 503 (not writable) and changes nothing. Deleting goes by the
 * row: once the row is gone the photo is gone from the site (204), and files that cannot be removed (a
 * read-only folder) are left behind and logged for the operator, never turned into a failed delete.
 */
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { countPhotosWithHash } from './photos.queries.ts';
import type { BusinessPhoto } from '#src/platform/server/db/schema.ts';
import { errorText, logger } from '#src/platform/server/log.ts';
import type { ProcessedPhoto } from './photo-results.ts';
import { removeVariants, UploadsFolderError, writeVariants } from './storage.ts';
import { PhotoWorkerUnavailable, processInWorker } from './worker-pool.ts';
import { withPipelineSlot } from './work-queue.ts';

const storeErrors = {
  photoNotFound: 'Photo not found',
  uploadsFull: 'There is no room to store photos right now. Please try again later.',
  uploadsUnwritable: 'Photos cannot be saved right now. Please try again later.',
  workerUnavailable: 'Photos cannot be processed right now. Please try again in a minute.',
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

/** The stored files of a photo row, whatever its owner. */
type Stored = Pick<BusinessPhoto, 'hash' | 'widths'>;

/** An owner (a listing, an event) and a photo row, as the service sees them. */
type OwnerItem = { id: number; ownerId: number | null };
type PhotoRow = Stored & { id: number };

/** A new photo's row values that do not depend on its owner. */
type NewPhotoValues = Pick<BusinessPhoto, 'alt' | 'width' | 'height' | 'hash' | 'widths' | 'uploaderId'>;

/** An audit entry of a photo change: what happened and what the log keeps of it. */
type PhotoAudit = { action: string; details: Record<string, unknown> };

/** What differs between the photos of a listing and those of an event. */
export interface PhotoOwner<Item extends OwnerItem, Row extends PhotoRow, Public, Extra, A extends PhotoActor> {
  kind: 'business' | 'event';
  find: (query: { id: number }) => Item | undefined;
  errors: { notFound: string; forbidden: string };
  /** Refusals checked before the expensive pipeline, and again inside the write transaction. */
  refuse?: (item: Item, extra: Extra) => PhotoFailure | null;
  /** Inside the transaction: writes the new photo's row; the rows it replaces (their files go after the commit). */
  attach: (item: Item, photo: NewPhotoValues, extra: Extra, actor: A) => { photo: Public; replaced: Row[]; audit: PhotoAudit };
  findPhoto: (item: Item, photoId: number) => Row | undefined;
  /** Inside the transaction: removes the row and what hangs on it. */
  detach: (item: Item, row: Row, actor: A) => PhotoAudit;
}

/** Removes the files of photos no row uses any more (business or event photos: one upload store). Never fails: see above. */
export async function releaseFiles(photos: Stored[]): Promise<void> {
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
 * Decodes and encodes the photo in a photo worker (in one of the running places, src/features/photos/server/work-queue.ts)
 * and writes its files; the photo, or the answer when the worker failed or the uploads folder cannot take it.
 * PhotoRejected (a 4xx) propagates.
 */
async function processAndStore(file: Buffer): Promise<ProcessedPhoto | PhotoFailure> {
  let processed: ProcessedPhoto;
  try {
    processed = await withPipelineSlot(() => processInWorker(file));
  } catch (error) {
    if (!(error instanceof PhotoWorkerUnavailable)) throw error;
    logger.error({ err: errorText(error) }, '[photos] the photo worker failed');
    return { ok: false, status: 503, error: storeErrors.workerUnavailable, retryAfterSeconds: 30 };
  }
  try {
    await writeVariants(processed);
  } catch (error) {
    if (!(error instanceof UploadsFolderError)) throw error;
    logger.error({ code: error.code }, `[photos] uploads folder ${error.full ? 'is full' : 'cannot be written'}`);
    return error.full
      ? { ok: false, status: 507, error: storeErrors.uploadsFull }
      : { ok: false, status: 503, error: storeErrors.uploadsUnwritable, retryAfterSeconds: 300 };
  }
  return processed;
}

const failed = <T>(x: T | PhotoFailure): x is PhotoFailure => typeof x === 'object' && x !== null && 'ok' in x;

/** The photo service for one kind of owner. */
export function photoService<Item extends OwnerItem, Row extends PhotoRow, Public, Extra, A extends PhotoActor>(
  owner: PhotoOwner<Item, Row, Public, Extra, A>,
) {
  /** The owner item if `actor` may manage its photos. Admins may manage every listing and event. */
  function accessible(actor: PhotoActor, id: number): Item | PhotoFailure {
    const item = owner.find({ id });
    if (!item) return { ok: false, status: 404, error: owner.errors.notFound };
    if (actor.role !== 'admin' && item.ownerId !== actor.id) return { ok: false, status: 403, error: owner.errors.forbidden };
    return item;
  }

  async function upload(
    actor: A,
    input: { ownerId: number; file: Buffer; alt: string; ip: string | null; extra: Extra },
  ): Promise<{ ok: true; photo: Public } | PhotoFailure> {
    const item = accessible(actor, input.ownerId);
    if (failed(item)) return item;
    const early = owner.refuse?.(item, input.extra);
    if (early) return early;

    const processed = await processAndStore(input.file);
    if (failed(processed)) return processed;

    let replaced: Row[] = [];
    let outcome: { ok: true; photo: Public } | PhotoFailure;
    try {
      outcome = getDb().transaction((): { ok: true; photo: Public } | PhotoFailure => {
        const fresh = owner.find({ id: item.id });
        if (!fresh) return { ok: false, status: 404, error: owner.errors.notFound };
        const refusal = owner.refuse?.(fresh, input.extra);
        if (refusal) return refusal;
        const { width, height, hash, widths } = processed;
        const values = { alt: input.alt, width, height, hash, widths, uploaderId: actor.id };
        const attached = owner.attach(fresh, values, input.extra, actor);
        replaced = attached.replaced;
        insertAuditEntry({ ...attached.audit, actorUserId: actor.id, targetType: owner.kind, targetId: fresh.id, ip: input.ip });
        return { ok: true, photo: attached.photo };
      });
    } catch (error) {
      await releaseFiles([processed]);
      throw error;
    }
    await releaseFiles(outcome.ok ? replaced : [processed]);
    return outcome;
  }

  async function remove(
    actor: A,
    { ownerId, photoId, ip }: { ownerId: number; photoId: number; ip: string | null },
  ): Promise<{ ok: true } | PhotoFailure> {
    const item = accessible(actor, ownerId);
    if (failed(item)) return item;
    const photo = owner.findPhoto(item, photoId);
    if (!photo) return { ok: false, status: 404, error: storeErrors.photoNotFound };
    getDb().transaction(() => {
      const audit = owner.detach(item, photo, actor);
      insertAuditEntry({ ...audit, actorUserId: actor.id, targetType: owner.kind, targetId: item.id, ip });
    });
    await releaseFiles([photo]);
    return { ok: true };
  }

  return { accessible, upload, remove };
}
