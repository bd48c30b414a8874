/**
 * JSON responses and request-body parsing for /api/* endpoints. Errors always have the
 * The API's error shape `{ error, errors? }`; bad input is a 4xx, never a 500.
 */
import type { ZodType } from 'zod';
import { fieldErrors } from '#src/platform/schemas/field-errors.ts';
import type { Failure } from '#src/platform/server/failure.ts';
import { declaredOver, readText, tooLarge } from './body.ts';
import { weakEtag } from './cache-policy.ts';

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  const body = JSON.stringify(data);
  // A public answer names its ETag from the start: Astro drops a HEAD answer's body before the cache rules could
  // hash it, and HEAD must send the ETag GET does.
  if (/\bpublic\b/.test(headers.get('Cache-Control')!)) headers.set('ETag', weakEtag(body));
  return new Response(body, { ...init, headers });
}

/** The API's error answer `{ error, errors? }`, from its parts or from a service's Failure (with its Retry-After). */
export function jsonError(failure: Failure, headers?: HeadersInit): Response;
export function jsonError(status: number, error: string, errors?: Record<string, string[]>, headers?: HeadersInit): Response;
export function jsonError(
  first: number | Failure,
  second?: string | HeadersInit,
  errors?: Record<string, string[]>,
  headers?: HeadersInit,
): Response {
  if (typeof first === 'number')
    return json(errors ? { error: second as string, errors } : { error: second }, { status: first, headers });
  const { status, error, errors: fields, retryAfterSeconds } = first;
  const all = new Headers(second as HeadersInit | undefined);
  if (retryAfterSeconds !== undefined) all.set('Retry-After', String(retryAfterSeconds));
  return json(fields ? { error, errors: fields } : { error }, { status, headers: all });
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Zod issues as `{ field: [messages] }`, the same function the islands use. */
export { fieldErrors };

/**
 * Reads a JSON body (415 if not JSON, 413 if over 100 KB, 400 if malformed) and validates it.
 * The first validation message becomes `error`, all of them go in `errors`.
 */
export async function readJson<T>(request: Request, schema: ZodType<T, unknown>): Promise<ParseResult<T>> {
  if (declaredOver(request)) return { ok: false, response: jsonError(tooLarge()) };
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    return { ok: false, response: jsonError(415, 'Content-Type must be application/json') };
  }
  const body = await readText(request);
  if (!body.ok) return { ok: false, response: jsonError(body) };
  let raw: unknown;
  try {
    raw = body.text === '' ? undefined : JSON.parse(body.text);
  } catch {
    return { ok: false, response: jsonError(400, 'Request body is not valid JSON') };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, response: jsonError(400, 'Request body must be a JSON object') };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return { ok: false, response: jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid request', errors) };
  }
  return { ok: true, data: parsed.data };
}

/** Parses a positive integer route id; anything else is null (the caller answers 400). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
