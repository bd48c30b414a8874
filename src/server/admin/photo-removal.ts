/**
 * The admin's photo page for one listing (any listing, approved or not, premium or lapsed): every stored
 * photo, and removal after a confirmation step that works without JavaScript (`?remove=ID` asks, the
 * form posts). Removal goes through the same deletePhoto as DELETE /api/businesses/{id}/photos/{photoId}.
 */
import type { AstroCookies } from 'astro';
import type { PublicPhoto } from '@/lib/photos';
import { setFlash } from '@/server/http/flash';
import { findBusinessById } from '@/server/db/queries/owner-businesses';
import { listBusinessPhotos } from '@/server/db/queries/photos';
import { parseId } from '@/server/http/json';
import { deletePhoto, toPublicPhoto, type PhotoActor } from '@/server/photos/service';

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

export async function removePhotoByAdmin(
  page: { request: Request; cookies: AstroCookies; redirect: (path: string, status?: 303) => Response },
  admin: PhotoActor,
  businessId: number,
  ip: string | null,
): Promise<Response> {
  const form = await page.request.formData().catch(() => null);
  const photoId = parseId(String(form?.get('photoId') ?? ''));
  const result = photoId === null ? null : await deletePhoto(admin, { businessId, photoId, ip });
  setFlash(
    page.cookies,
    result?.ok
      ? { title: 'Photo removed', description: 'The photo and all its sizes are deleted; the owner can upload another.' }
      : { title: 'Photo not removed', description: result?.error ?? 'That photo does not exist.', variant: 'destructive' },
  );
  return page.redirect(`/admin/businesses/${businessId}/photos`, 303);
}
