/** DELETE /api/events/{id}/photos/{photoId} → 204: the event's author or an admin removes its image (or the one waiting). */
import { deleteEventPhoto } from '#src/features/photos/server/event-photos.ts';
import { photoDeleteRoute } from '#src/features/photos/server/routes.ts';

export const prerender = false;

export const DELETE = photoDeleteRoute('event', ({ user, id }, photo) => deleteEventPhoto(user, { eventId: id, ...photo }));
