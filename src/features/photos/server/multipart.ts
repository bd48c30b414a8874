/**
 * Reads a multipart/form-data photo upload, counted while it arrives: a body over the upload limit is refused
 * (unread when Content-Length already says so) before it is parsed; the 10 MB per-file limit is the pipeline's.
 */
import { declaredOver, readForm, tooLarge } from '#src/platform/server/http/body.ts';
import { jsonError } from '#src/platform/server/http/json.ts';
import { MAX_PHOTO_BYTES } from './photo-results.ts';

/** One photo at the pipeline's limit, plus the multipart framing and the other fields: the largest body the site reads. */
export const PHOTO_UPLOAD_LIMIT_BYTES = MAX_PHOTO_BYTES + 1024 * 1024;

export type MultipartResult = { ok: true; form: FormData } | { ok: false; response: Response };

export async function readMultipart(request: Request): Promise<MultipartResult> {
  if (declaredOver(request, PHOTO_UPLOAD_LIMIT_BYTES)) return { ok: false, response: jsonError(tooLarge()) };
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type))
    return { ok: false, response: jsonError(415, 'Content-Type must be multipart/form-data') };
  const body = await readForm(request, PHOTO_UPLOAD_LIMIT_BYTES);
  if (body.ok) return body;
  return {
    ok: false,
    response: body.status === 413 ? jsonError(body) : jsonError(400, 'The upload is not valid multipart/form-data'),
  };
}
