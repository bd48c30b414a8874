/**
 * The admin's photo page for one listing (any listing, approved or not, premium or lapsed): every stored
 * photo, and removal after a confirmation step that works without JavaScript (`?remove=ID` asks, the
 * form posts through handlePageForm). Removal goes through the same deletePhoto as DELETE /api/businesses/{id}/photos/{photoId}.
 */
import { z } from 'zod';
import type { PublicPhoto } from '#src/features/photos/photos.ts';
import { idField } from '#src/platform/schemas/fields.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { listBusinessPhotos } from '#src/features/photos/server/photos.queries.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { deletePhoto, toPublicPhoto } from '#src/features/photos/server/listing-photos.ts';
import type { PhotoActor } from '#src/features/photos/server/service.ts';

export interface AdminPhotosView {
  business: { id: number; name: string; approved: boolean; slug: string };
  photos: PublicPhoto[];
  confirming: PublicPhoto | null;
}

export function loadAdminPhotos(idParam: string | undefined, removeParam: string | null): AdminPhotosView | null {
  const id = parseId(idParam);
  const business = id === null ? undefined : findBusinessById({ id });
  if (!business) return null;
  const photos = listBusinessPhotos({ businessId: business.id }).map(toPublicPhoto);
  const removeId = removeParam === null ? null : parseId(removeParam);
  return {
    business: { id: business.id, name: business.name, approved: business.approved, slug: business.slug },
    photos,
    confirming: photos.find((p) => p.id === removeId) ?? null,
  };
}

/** The confirmation form's post (handlePageForm): the same deletePhoto as the JSON endpoint. */
export function photoRemovalForm(admin: PhotoActor, businessId: number, ip: string | null): PageFormSpec<{ photoId: number }> {
  return {
    schema: z.object({ photoId: idField('That photo does not exist.') }),
    act: async ({ photoId }) => {
      const result = await deletePhoto(admin, { businessId, photoId, ip });
      return result.ok
        ? {
            ok: true,
            redirectTo: `/admin/businesses/${businessId}/photos`,
            flash: {
              title: 'Photo removed',
              description: 'The photo and all its sizes are deleted; the owner can upload another.',
            },
          }
        : { ok: false, status: result.status, title: 'Photo not removed', error: result.error };
    },
  };
}
