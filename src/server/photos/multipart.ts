/**
 * Reads a multipart/form-data photo upload. The byte limit is the HTTP layer's one body limit
 * (src/server/http/body-limit.ts: 11 MB for this route, enforced while the body is read, so a 50 MB
 * body is cut off there); the 10 MB per-file limit is the pipeline's (pipeline.ts).
 */
import { jsonError } from '@/server/http/json';
import { BodyTooLargeError } from '@/server/http/body-limit';
import { photoMessages } from './pipeline';

export type MultipartResult = { ok: true; form: FormData } | { ok: false; response: Response };

export async function readMultipart(request: Request): Promise<MultipartResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type))
    return { ok: false, response: jsonError(415, 'Content-Type must be multipart/form-data') };
  try {
    return { ok: true, form: await request.formData() };
  } catch (error) {
    // The body-limit layer has already answered 413 in that case; this response is never sent.
    if (error instanceof BodyTooLargeError) return { ok: false, response: jsonError(413, photoMessages.tooLarge) };
    return { ok: false, response: jsonError(400, 'The upload is not valid multipart/form-data') };
  }
}
