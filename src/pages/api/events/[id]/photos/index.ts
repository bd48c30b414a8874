/**
 * POST /api/events/{id}/photos (multipart: photo, alt) → 201 {photo: {id, url, alt, width, height, status}}:
 * the event's one image, through the listing photo pipeline; a new one replaces the old. On an approved
 * event the author's image waits for review (`status: "pending"`). Also the event editor's no-JS form.
 */
import { photoUploadFieldsSchema } from '#src/features/photos/photos.schema.ts';
import { uploadEventPhoto } from '#src/features/photos/server/event-photos.ts';
import { photoUploadRoute } from '#src/features/photos/server/routes.ts';

export const prerender = false;

export const POST = photoUploadRoute('event', {
  back: (id) => `/dashboard/events/${id}#image`,
  fields: photoUploadFieldsSchema.pick({ alt: true }),
  read: (form) => ({ alt: form.get('alt') ?? undefined }),
  save: ({ user, id }, upload) => uploadEventPhoto(user, { eventId: id, ...upload }),
  saved: (photo) =>
    photo.status === 'pending'
      ? 'Your new image is saved. It shows once our team approves it; until then the calendar keeps the current picture.'
      : 'Your event image is saved.',
});
