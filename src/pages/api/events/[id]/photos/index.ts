/**
 * POST /api/events/{id}/photos (multipart: photo, alt) → 201 {photo: {id, url, alt, width, height, status}}:
 * the event's one image, through the listing photo pipeline; a new one replaces the old. On an approved
 * event the author's image waits for review (`status: "pending"`). Also the event editor's no-JS form.
 */
import { userItemRoute } from '@/server/api/user-item-route';
import { photoFieldMessages, photoUploadFieldsSchema } from '@/lib/schemas/photos';
import { uploadEventPhoto } from '@/server/events/photos';
import { fieldErrors, json, jsonError } from '@/server/http/json';
import { answerFormAt, failure, admitUpload } from '@/server/photos/http';
import { readMultipart } from '@/server/photos/multipart';
import { PhotoRejected } from '@/server/photos/pipeline';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

const altOnly = photoUploadFieldsSchema.pick({ alt: true });

export const POST = userItemRoute('event', async ({ user, id, context }) => {
  const reply = (response: Response, success?: string) =>
    answerFormAt(context, `/dashboard/events/${id}#image`, response, success);
  const admitted = admitUpload(context, user.id);
  if (!admitted.ok) return reply(admitted.response);
  try {
    const body = await readMultipart(context.request);
    if (!body.ok) return reply(body.response);
    const file = body.form.get('photo');
    const fields = altOnly.safeParse({ alt: body.form.get('alt') ?? undefined });
    const errors = fields.success ? {} : fieldErrors(fields.error.issues);
    if (!(file instanceof File) || file.size === 0) errors.photo = [photoFieldMessages.photo];
    if (!fields.success || !(file instanceof File) || file.size === 0) {
      const first = errors.photo?.[0] ?? Object.values(errors)[0]?.[0] ?? 'Invalid upload';
      return reply(jsonError(400, first, errors));
    }

    try {
      const result = await uploadEventPhoto(user, {
        eventId: id,
        file: Buffer.from(await file.arrayBuffer()),
        alt: fields.data.alt,
        ip: clientIp(context),
      });
      if (!result.ok) return reply(failure(result));
      const saved =
        result.photo.status === 'pending'
          ? 'Your new image is saved. It shows once our team approves it; until then the calendar keeps the current picture.'
          : 'Your event image is saved.';
      return reply(json({ photo: result.photo }, { status: 201 }), saved);
    } catch (error) {
      if (error instanceof PhotoRejected) return reply(jsonError(error.status, error.message, { photo: [error.message] }));
      throw error;
    }
  } finally {
    admitted.release();
  }
});
