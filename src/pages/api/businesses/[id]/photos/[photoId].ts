/** DELETE /api/businesses/{id}/photos/{photoId} → 204: the owner, or an admin moderating any listing. */
import { deletePhoto } from '@/server/photos/listing-photos';
import { photoDeleteRoute } from '@/server/photos/routes';

export const prerender = false;

export const DELETE = photoDeleteRoute('business', ({ user, id }, photo) => deletePhoto(user, { businessId: id, ...photo }));
