/**
 * POST /api/businesses/{id}/photos (multipart: photo, alt, role) → 201 {photo}: a cover for any
 * listing, a gallery photo for an active premium one (at most 10). Also the editor's no-JS form.
 * PATCH /api/businesses/{id}/photos {order?, coverId?, alts?} → 200 {photos}.
 */
import { userItemRoute, userItemUpdate } from '@/server/api/user-item-route';
import { photoArrangeSchema, photoFieldMessages, photoUploadFieldsSchema } from '@/lib/schemas/photos';
import { fieldErrors, json, jsonError } from '@/server/http/json';
import { answerForm, failure, admitUpload } from '@/server/photos/http';
import { readMultipart } from '@/server/photos/multipart';
import { PhotoRejected } from '@/server/photos/pipeline';
import { arrangePhotos, uploadPhoto } from '@/server/photos/service';
import { clientIp } from '@/server/security/rate-limit';

export const prerender = false;

export const POST = userItemRoute('business', async ({ user, id, context }) => {
  const reply = (response: Response, success?: string) => answerForm(context, id, response, success);
  const admitted = admitUpload(context, user.id);
  if (!admitted.ok) return reply(admitted.response);
  try {
    const body = await readMultipart(context.request);
    if (!body.ok) return reply(body.response);
    const file = body.form.get('photo');
    const fields = photoUploadFieldsSchema.safeParse({
      alt: body.form.get('alt') ?? undefined,
      role: body.form.get('role') || undefined,
    });
    const errors = fields.success ? {} : fieldErrors(fields.error.issues);
    if (!(file instanceof File)) errors.photo = [photoFieldMessages.photo];
    if (!fields.success || !(file instanceof File)) {
      const first = errors.photo?.[0] ?? Object.values(errors)[0]?.[0] ?? 'Invalid upload';
      return reply(jsonError(400, first, errors));
    }

    try {
      const result = await uploadPhoto(user, {
        businessId: id,
        file: Buffer.from(await file.arrayBuffer()),
        alt: fields.data.alt,
        role: fields.data.role,
        ip: clientIp(context),
      });
      if (!result.ok) return reply(failure(result));
      const saved = fields.data.role === 'cover' ? 'Your cover photo is saved.' : 'The photo was added to your gallery.';
      return reply(json({ photo: result.photo }, { status: 201 }), saved);
    } catch (error) {
      if (error instanceof PhotoRejected) return reply(jsonError(error.status, error.message, { photo: [error.message] }));
      throw error;
    }
  } finally {
    admitted.release();
  }
});

export const PATCH = userItemUpdate('business', photoArrangeSchema, ({ user, id, body, context }) => {
  const result = arrangePhotos(user, { businessId: id, ...body, ip: clientIp(context) });
  return result.ok ? json({ photos: result.photos }) : failure(result);
});
