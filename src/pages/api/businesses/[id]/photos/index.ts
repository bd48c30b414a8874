/**
 * POST /api/businesses/{id}/photos (multipart: photo, alt, role) → 201 {photo}: a cover for any
 * listing, a gallery photo for an active premium one (at most 10). Also the editor's no-JS form.
 * PATCH /api/businesses/{id}/photos {order?, coverId?, alts?} → 200 {photos}.
 */
import { userItemUpdate } from '#src/platform/server/http/user-item-route.ts';
import { photoArrangeSchema, photoUploadFieldsSchema } from '#src/features/photos/photos.schema.ts';
import { json } from '#src/platform/server/http/json.ts';
import { failure } from '#src/features/photos/server/http.ts';
import { arrangePhotos, uploadPhoto } from '#src/features/photos/server/listing-photos.ts';
import { photoUploadRoute } from '#src/features/photos/server/routes.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST = photoUploadRoute('business', {
  back: (id) => `/dashboard/businesses/${id}#photos`,
  fields: photoUploadFieldsSchema,
  read: (form) => ({ alt: form.get('alt') ?? undefined, role: form.get('role') || undefined }),
  save: ({ user, id }, upload) => uploadPhoto(user, { businessId: id, ...upload }),
  saved: (_photo, { role }) => (role === 'cover' ? 'Your cover photo is saved.' : 'The photo was added to your gallery.'),
});

export const PATCH = userItemUpdate('business', photoArrangeSchema, ({ user, id, body, context }) => {
  const result = arrangePhotos(user, { businessId: id, ...body, ip: clientIp(context) });
  return result.ok ? json({ photos: result.photos }) : failure(result);
});
