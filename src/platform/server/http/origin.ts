import { env } from '#src/config/env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths that receive cross-site POSTs by design (signed separately). */
const ORIGIN_EXEMPT = ['/api/stripe/webhook'];

/**
 * CSRF defence: a browser always sends Origin on a non-GET request, so a foreign Origin is refused.
 * Requests without Origin come from non-browser clients (curl, server-to-server) and cannot carry a
 * victim's cookies cross-site, so they pass.
 */
export function isCrossSiteWrite(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (ORIGIN_EXEMPT.includes(url.pathname)) return false;
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') === 'cross-site';
  if (origin === url.origin) return false;
  // Astro only trusts the Host header with security.allowedDomains set (url.origin is then
  // http://localhost), so compare with the Host the browser sent: a cross-site page cannot forge it.
  const host = request.headers.get('host');
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return false;
  try {
    return origin !== new URL(env.siteUrl).origin;
  } catch {
    return true;
  }
}
