/**
 * POST /api/businesses/{id}/photos (multipart: photo, alt, role) → 201 {photo}: a cover for any
 * listing, a gallery photo for an active premium one (at most 10). Also the editor's no-JS form.
 * PATCH /api/businesses/{id}/photos {order?, coverId?, alts?} → 200 {photos}.
 */
import { userItemUpdate } from '@/server/api/user-item-route';
import { photoArrangeSchema, photoUploadFieldsSchema } from '@/lib/schemas/photos';
import { json } from '@/server/http/json';
import { failure } from '@/server/photos/http';
import { arrangePhotos, uploadPhoto } from '@/server/photos/listing-photos';
import { photoUploadRoute } from '@/server/photos/routes';
import { clientIp } from '@/server/security/rate-limit';

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
