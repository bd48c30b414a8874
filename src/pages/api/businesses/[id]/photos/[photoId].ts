/** DELETE /api/businesses/{id}/photos/{photoId} → 204: the owner, or an admin moderating any listing. */
import { deletePhoto } from '#src/features/photos/server/listing-photos.ts';
import { photoDeleteRoute } from '#src/features/photos/server/routes.ts';

export const prerender = false;

export const DELETE = photoDeleteRoute('business', ({ user, id }, photo) => deletePhoto(user, { businessId: id, ...photo }));
