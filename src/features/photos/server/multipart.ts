/**
 * Reads a multipart/form-data photo upload. The byte limit is the HTTP layer's one body limit
 * (src/serve/body-limit.mjs: 11 MB for this route, enforced while the body is read, so a 50 MB
 * body is cut off there); the 10 MB per-file limit is the pipeline's (pipeline.ts).
 */
import { jsonError } from '#src/platform/server/http/json.ts';

export type MultipartResult = { ok: true; form: FormData } | { ok: false; response: Response };

export async function readMultipart(request: Request): Promise<MultipartResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type))
    return { ok: false, response: jsonError(415, 'Content-Type must be multipart/form-data') };
  try {
    return { ok: true, form: await request.formData() };
  } catch {
    // A body cut off at the limit was already answered 413 by the HTTP layer: this answer is then never sent.
    return { ok: false, response: jsonError(400, 'The upload is not valid multipart/form-data') };
  }
}
