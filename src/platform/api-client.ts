/**
 * The one API client for islands and stores: same-origin JSON with cookies. It never throws: an HTTP error, a
 * network failure and a cancelled request all come back as `ok: false`, so a caller branches on one value.
 * Pass an AbortSignal to drop a stale request (the directory search while typing); its answer says
 * `aborted: true` and is to be ignored.
 */
import type { FieldErrors } from '#src/platform/schemas/field-errors.ts';

interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
  headers: Headers;
}

export interface ApiFailure {
  ok: false;
  /** 0 when no answer came (offline, cancelled). */
  status: number;
  /** The server's message, when it sent one; callers fall back to their own. */
  error?: string;
  /** Field messages of a 400, keyed by field name; empty otherwise. */
  errors: FieldErrors;
  /** The whole JSON error body, for endpoints that say more (e.g. the signup's `title`, `signedIn`). */
  body: Record<string, unknown>;
  /** The caller's AbortSignal cancelled the request. */
  aborted: boolean;
}

export type ApiResult<T = ApiMessage> = ApiSuccess<T> | ApiFailure;

/** What most write endpoints answer: a sentence for the toast. */
export interface ApiMessage {
  message?: string;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; leave out for none. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Reads an answer's JSON (an empty or non-JSON body reads as {}) into the result type. */
export function toApiResult<T>(status: number, text: string, headers: Headers): ApiResult<T> {
  let json: unknown = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    // A proxy's HTML error page, or an empty 204: no fields to read.
  }
  if (status >= 200 && status < 300) return { ok: true, status, data: json as T, headers };
  const body = json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  return {
    ok: false,
    status,
    error: typeof body.error === 'string' && body.error ? body.error : undefined,
    errors: (body.errors as FieldErrors | undefined) ?? {},
    body,
    aborted: false,
  };
}

export const failedRequest = (error: string | undefined, aborted = false): ApiFailure => ({
  ok: false,
  status: 0,
  error,
  errors: {},
  body: {},
  aborted,
});

export async function api<T = ApiMessage>(url: string, { method, body, signal }: ApiRequest = {}): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers:
        body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return toApiResult<T>(response.status, await response.text(), response.headers);
  } catch {
    return failedRequest(undefined, signal?.aborted ?? false);
  }
}

const NO_RETRY = [401, 403, 404];

/**
 * GET for the dashboards' lists: up to `retries` more tries with doubling delays after a
 * failure, never after 401/403/404 (a 401 means logged out) or a cancelled request.
 */
export async function apiGetWithRetry<T>(url: string, { retries = 3, signal }: { retries?: number; signal?: AbortSignal } = {}) {
  for (let attempt = 0; ; attempt++) {
    const result = await api<T>(url, { signal });
    if (result.ok || result.aborted || attempt >= retries || NO_RETRY.includes(result.status)) return result;
    await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** attempt)));
  }
}
