/**
 * Account endpoints take JSON (the islands) or a plain HTML form post (the same pages without
 * JavaScript). Form posts are answered with a redirect and a flash message instead of JSON.
 */
import type { ZodType, ZodTypeDef } from 'zod';
import { fieldErrors, jsonError, MAX_JSON_BODY_BYTES, readJson, type ParseResult } from '@/server/http/json';

export function isFormPost(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '');
}

/** Parses JSON or urlencoded bodies with the same limits (100 KB) and the same zod schema. */
export async function readBody<T>(request: Request, schema: ZodType<T, ZodTypeDef, unknown>): Promise<ParseResult<T>> {
  if (!isFormPost(request)) return readJson(request, schema);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) return { ok: false, response: jsonError(413, 'Request body is too large') };
  const text = await readTextLimited(request);
  if (text === null) return { ok: false, response: jsonError(413, 'Request body is too large') };
  const raw: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) raw[key] ??= value;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      response: jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid request', fieldErrors(parsed.error.issues)),
    };
  }
  return { ok: true, data: parsed.data };
}

/** The `error` text of a JSON error response (to repeat it in a flash message for form posts). */
export async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : 'Something went wrong';
  } catch {
    return 'Something went wrong';
  }
}

/** The body as text, or null once it passes 100 KB (whatever Content-Length claimed) or cannot be read. */
export async function readTextLimited(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<string | null> {
  if (!request.body) return '';
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
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
