/**
 * Reads a multipart/form-data photo upload with a byte limit enforced while reading (a 50 MB body is
 * cut off after the limit, whatever Content-Length claims), then lets the platform's FormData parser
 * split the parts.
 */
import { jsonError } from '@/server/http/json';
import { MAX_PHOTO_BYTES, photoMessages } from './pipeline';

/** One photo plus its text fields and multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = MAX_PHOTO_BYTES + 1024 * 1024;

export type MultipartResult = { ok: true; form: FormData } | { ok: false; response: Response };

export async function readMultipart(request: Request, limit = MAX_UPLOAD_BODY_BYTES): Promise<MultipartResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type))
    return { ok: false, response: jsonError(415, 'Content-Type must be multipart/form-data') };
  const tooLarge = { ok: false as const, response: jsonError(413, photoMessages.tooLarge) };
  if (Number(request.headers.get('content-length') ?? '0') > limit) return tooLarge;
  if (!request.body) return { ok: false, response: jsonError(400, 'Request body is empty') };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return tooLarge;
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, response: jsonError(400, 'The upload was interrupted') };
  }
  try {
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, response: jsonError(400, 'The upload is not valid multipart/form-data') };
  }
}
