/**
 * The photo endpoints of every owner (`/api/{businesses|events}/{id}/photos…`), written once. The upload: a
 * confirmed e-mail (else 403), the budgets and a place in the work queue, the multipart body, the fields (a
 * zero-byte file is no file: a form sent without one), the pipeline's refusals as 4xx, and the no-JavaScript
 * form's redirect back to its editor with a toast. The delete: the photo id, 204 or the service's refusal.
 */
import type { z } from 'zod';
import { UNVERIFIED_UPLOAD_MESSAGE } from '#src/features/photos/photos.ts';
import { photoFieldMessages } from '#src/features/photos/photos.schema.ts';
import { userItemRoute, type UserItem } from '#src/platform/server/http/user-item-route.ts';
import { fieldErrors, json, jsonError, parseId } from '#src/platform/server/http/json.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { admitUpload, answerFormAt, failure } from './http.ts';
import { readMultipart } from './multipart.ts';
import { PhotoRejected } from './photo-results.ts';
import type { PhotoFailure } from './service.ts';

interface PhotoUpload<Schema extends z.ZodType<object>, Photo, Fields = z.output<Schema>> {
  /** The editor a form post returns to. */
  back: (id: number) => string;
  fields: Schema;
  /** The form's fields as the schema reads them. */
  read: (form: FormData) => unknown;
  save: (
    item: UserItem,
    upload: { file: Buffer; ip: string | null } & Fields,
  ) => Promise<{ ok: true; photo: Photo } | PhotoFailure>;
  /** The toast a form post shows once the photo is saved. */
  saved: (photo: Photo, fields: Fields) => string;
}

export const photoUploadRoute = <Schema extends z.ZodType<object>, Photo>(
  kind: 'business' | 'event',
  upload: PhotoUpload<Schema, Photo>,
) =>
  userItemRoute(kind, async (item) => {
    const { user, id, context } = item;
    const reply = (response: Response, success?: string) => answerFormAt(context, upload.back(id), response, success);
    // An account costs nothing to make: only one whose e-mail is confirmed may spend the server's photo work.
    if (!user.emailVerifiedAt) return reply(jsonError(403, UNVERIFIED_UPLOAD_MESSAGE));
    const admitted = admitUpload(context, user.id);
    if (!admitted.ok) return reply(admitted.response);
    try {
      const body = await readMultipart(context.request);
      if (!body.ok) return reply(body.response);
      const file = body.form.get('photo');
      const fields = upload.fields.safeParse(upload.read(body.form));
      const errors = fields.success ? {} : fieldErrors(fields.error.issues);
      if (!(file instanceof File) || file.size === 0) errors.photo = [photoFieldMessages.photo];
      if (!fields.success || !(file instanceof File) || file.size === 0) {
        const first = errors.photo?.[0] ?? Object.values(errors)[0]?.[0] ?? 'Invalid upload';
        return reply(jsonError(400, first, errors));
      }

      try {
        const result = await upload.save(item, {
          file: Buffer.from(await file.arrayBuffer()),
          ip: clientIp(context),
          ...fields.data,
        });
        if (!result.ok) return reply(failure(result));
        return reply(json({ photo: result.photo }, { status: 201 }), upload.saved(result.photo, fields.data));
      } catch (error) {
        if (error instanceof PhotoRejected) return reply(jsonError(error.status, error.message, { photo: [error.message] }));
        throw error;
      }
    } finally {
      admitted.release();
    }
  });

/** DELETE /api/{businesses|events}/{id}/photos/{photoId} → 204. */
export const photoDeleteRoute = (
  kind: 'business' | 'event',
  remove: (item: UserItem, photo: { photoId: number; ip: string | null }) => Promise<{ ok: true } | PhotoFailure>,
) =>
  userItemRoute(kind, async (item) => {
    const photoId = parseId(item.context.params.photoId);
    if (photoId === null) return jsonError(400, 'Invalid photo id');
    const result = await remove(item, { photoId, ip: clientIp(item.context) });
    return result.ok ? new Response(null, { status: 204 }) : failure(result);
  });
