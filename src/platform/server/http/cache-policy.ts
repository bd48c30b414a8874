/**
 * What a browser or a shared cache (a CDN, nginx: deploy/nginx.conf) may do with each answer. Public pages and
 * public GET APIs are shared for a short while and then revalidated with an ETag; anything personal is never stored.
 */
import { createHash } from 'node:crypto';
import type { APIContext } from 'astro';
import { FLASH_COOKIE } from '#src/platform/flash.ts';
import { env } from '#src/config/env.ts';

/** How long a shared cache may serve a copy after it expired while it fetches a fresh one in the background. */
const STALE_WHILE_REVALIDATE_SECONDS = 60;
/** How long a shared cache may keep serving a copy while the origin is down or failing. */
const STALE_IF_ERROR_SECONDS = 86_400;

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The Cache-Control of a public answer. Browsers revalidate (an admin sees their change at once) unless
 * `browserSeconds` lets them keep a copy of data shown on every page; shared caches keep it for
 * SHARED_CACHE_SECONDS, or `sharedSeconds` when the content changes less often, and never past `untilSeconds`
 * from now (a page whose content turns at a set time).
 */
export function publicCacheControl({
  sharedSeconds,
  untilSeconds,
  browserSeconds = 0,
}: { sharedSeconds?: number; untilSeconds?: number; browserSeconds?: number } = {}) {
  const left = Math.max(1, untilSeconds ?? Infinity);
  const fresh = Math.min(sharedSeconds ?? env.sharedCacheSeconds, left);
  const stale = Math.min(STALE_WHILE_REVALIDATE_SECONDS, left - fresh);
  return `public, max-age=${Math.min(browserSeconds, fresh)}, s-maxage=${fresh}, stale-while-revalidate=${stale}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

/**
 * Paths that show one person's data whatever the session (sign-in, checkout, tokens in the URL): never stored,
 * even when the request carries no cookie.
 */
const ALWAYS_PERSONAL =
  /^\/(account|admin|dashboard|checkout|claims|login|register|verify-email|reset-password|forgot-password|logout)(\/|$)/;

function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch {
    // Immutable headers (a fetched or redirect response): a fresh copy takes the change.
    const headers = new Headers(response.headers);
    change(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** True when an If-None-Match list names `etag` (weak comparison, as RFC 9110 asks for GET and HEAD). */
function matches(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Headers a 304 keeps: the validator and the caching rules (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ['cache-control', 'etag', 'vary', 'content-location', 'expires', 'date'];

/** The weak ETag of a body (weak: the server may compress it afterwards). */
export const weakEtag = (body: string | Uint8Array): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * ETag from the rendered body, and 304 when the client or the cache in front already holds this body. A HEAD
 * answer from an endpoint reaches here without its body (Astro drops it first): the ETag the endpoint set from it
 * (json() does for public answers) stands in.
 */
async function withValidator(request: Request, response: Response): Promise<Response> {
  const body = response.body === null ? null : new Uint8Array(await response.arrayBuffer());
  const etag = body === null ? response.headers.get('etag') : weakEtag(body);
  if (etag === null) return response;
  const headers = new Headers(response.headers);
  headers.set('ETag', etag);
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch && matches(ifNoneMatch, etag)) {
    const kept = new Headers();
    for (const name of NOT_MODIFIED_HEADERS) if (headers.has(name)) kept.set(name, headers.get(name)!);
    // The server compresses the 200 and says so in Vary; its 304 must name the same Vary, or a browser cannot
    // match it to the copy it holds.
    kept.set('Vary', 'Accept-Encoding');
    return new Response(null, { status: 304, headers: kept });
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The last step of every on-demand answer (src/middleware.ts): personal answers (a signed-in visitor, a cookie
 * being set, an always-personal path) become `private, no-store` whatever the page said, so a new page cannot
 * forget it; public GET/HEAD answers get their ETag.
 */
export async function applyCachePolicy(
  context: Pick<APIContext, 'request' | 'url' | 'locals' | 'cookies'>,
  response: Response,
): Promise<Response> {
  const { request, url, locals, cookies } = context;
  const setsCookie = !cookies.headers().next().done || response.headers.has('set-cookie');
  // A flash message is one person's, even if a page consumed it after this check could see the cookie change.
  const carriesFlash = cookies.has(FLASH_COOKIE);
  if (locals.user !== null || setsCookie || carriesFlash || ALWAYS_PERSONAL.test(url.pathname)) {
    return withHeaders(response, (headers) => {
      headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      headers.delete('ETag');
    });
  }
  const cacheControl = response.headers.get('cache-control') ?? '';
  const validated =
    (request.method === 'GET' || request.method === 'HEAD') &&
    response.status === 200 &&
    (response.body !== null || response.headers.has('etag')) &&
    /\bpublic\b/.test(cacheControl) &&
    !/\bimmutable\b/.test(cacheControl);
  return validated ? withValidator(request, response) : response;
}
