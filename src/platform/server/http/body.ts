/**
 * The one way endpoints and form pages read a request body: counted while it arrives and given up at the
 * reader's limit, whatever Content-Length claimed, so no route buffers more than it can use. The HTTP front
 * only caps every body at the largest any route reads (a photo upload); each route's own limit is here.
 */
import { fail, type Outcome } from '#src/platform/server/failure.ts';

/** JSON bodies and form pages: far more than any form or API call of the site sends. */
const MAX_BODY_BYTES = 100 * 1024;

type Read<T extends object> = Outcome<T, 400 | 413>;

/** The refusal of a body over its reader's limit. */
export const tooLarge = () => fail(413, 'Request body is too large');

/** True when Content-Length already says the body passes `limit`: it is refused unread, before anything else. */
export const declaredOver = (request: Request, limit = MAX_BODY_BYTES): boolean =>
  Number(request.headers.get('content-length') ?? '0') > limit;

/** The body's bytes; 413 once it passes `limit` (unread when Content-Length already says so), 400 if it breaks off. */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<Read<{ bytes: Buffer<ArrayBuffer> }>> {
  if (declaredOver(request, limit)) return tooLarge();
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  } catch {
    return fail(400, 'The request body could not be read');
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** The body as UTF-8 text, with readBody's limit and refusals. */
export async function readText(request: Request, limit = MAX_BODY_BYTES): Promise<Read<{ text: string }>> {
  const body = await readBody(request, limit);
  return body.ok ? { ok: true, text: body.bytes.toString('utf8') } : body;
}

/**
 * A urlencoded or multipart form, parsed by the platform from the bytes readBody kept: 400 when the body is
 * not a form of the type it claims.
 */
export async function readForm(request: Request, limit = MAX_BODY_BYTES): Promise<Read<{ form: FormData }>> {
  const body = await readBody(request, limit);
  if (!body.ok) return body;
  const type = request.headers.get('content-type') ?? '';
  try {
    return { ok: true, form: await new Response(body.bytes, { headers: { 'content-type': type } }).formData() };
  } catch {
    return fail(400, 'The form could not be read');
  }
}
