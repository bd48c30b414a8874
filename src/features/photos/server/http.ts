/**
 * How the photo endpoints answer. The listing editor's upload form also works without JavaScript:
 * a browser form post (it asks for HTML) gets a redirect back to the editor with a flash toast; the
 * editor's script asks for JSON and gets the JSON answers of the API.
 */
import type { APIContext } from 'astro';
import { setFlash } from '#src/platform/server/http/flash.ts';
import { jsonError } from '#src/platform/server/http/json.ts';
import { clientLimitKey, TokenBucket, tooManyRequests } from '#src/platform/server/security/rate-limit.ts';
import type { PhotoFailure } from './service.ts';
import { admitPhotoWork, type PhotoWorkRefusal } from './work-queue.ts';

const wantsHtml = (request: Request): boolean => {
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

/** For a form post: a redirect to `back` (the editor) with the outcome as a toast. For the API: `response` as is. */
export async function answerFormAt(context: APIContext, back: string, response: Response, success?: string): Promise<Response> {
  if (!wantsHtml(context.request)) return response;
  if (response.ok) setFlash(context.cookies, { title: 'Photo uploaded', description: success });
  else setFlash(context.cookies, { title: 'Upload failed', description: await errorMessage(response), variant: 'destructive' });
  return context.redirect(back, 303);
}

/** The `error` text of a JSON error answer, repeated in the toast. */
async function errorMessage(response: Response): Promise<string> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { error?: unknown };
  return typeof body.error === 'string' ? body.error : 'Something went wrong';
}

export const failure = (f: PhotoFailure | PhotoWorkRefusal): Response =>
  jsonError(f.status, f.error, undefined, f.retryAfterSeconds ? { 'Retry-After': String(f.retryAfterSeconds) } : undefined);

/**
 * Per-IP and per-account upload budgets (each upload costs about a second of CPU): a whole gallery
 * in one go, then one photo every 20 s per account (10 s per IP, shared by people behind one NAT).
 */
const uploadsPerIp = new TokenBucket('photo-upload-ip', 60, 10_000);
const uploadsPerUser = new TokenBucket('photo-upload-user', 30, 20_000);

function limitUpload(context: APIContext, userId: number): Response | null {
  const byIp = uploadsPerIp.consume(clientLimitKey(context));
  if (!byIp.ok) return tooManyRequests(byIp.retryAfterSeconds);
  const byUser = uploadsPerUser.consume(`user:${userId}`);
  return byUser.ok ? null : tooManyRequests(byUser.retryAfterSeconds);
}

/**
 * Before an upload's body is read: the budgets above, then a place in the photo work queue (one upload at a time
 * per account, a few in all: src/features/photos/server/work-queue.ts). The caller releases the place once it has answered.
 */
export function admitUpload(
  context: APIContext,
  userId: number,
): { ok: true; release: () => void } | { ok: false; response: Response } {
  const limited = limitUpload(context, userId);
  if (limited) return { ok: false, response: limited };
  const pass = admitPhotoWork(userId);
  return pass.ok ? pass : { ok: false, response: failure(pass) };
}
