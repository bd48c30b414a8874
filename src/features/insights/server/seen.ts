/**
 * /api/insights/seen?page=…: a browser reports a page seen, by the page's beacon (POST) or, without
 * JavaScript, by the page's image (GET). Never cached, so each report reaches the server even when the
 * page itself came from a shared cache.
 */
import type { APIContext } from 'astro';
import { jsonError } from '#src/platform/server/http/json.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { isCountedPage, recordSeen } from './record.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** A transparent 1×1 GIF, the no-JavaScript image's answer. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const BASE = 'http://site.invalid';

/** The reported page as a URL of this site, or null when it is not a path here. */
function parsePage(value: string | null): URL | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

export async function reportSeenPage(context: APIContext, answer: 'beacon' | 'image'): Promise<Response> {
  const page = parsePage(context.url.searchParams.get('page'));
  if (!page || !isCountedPage(page)) {
    return jsonError(400, 'page must be a business, directory or search page of this site', undefined, NO_STORE);
  }
  // A page of another site cannot make its own visitors count here (browsers say where a request comes from).
  if (context.request.headers.get('sec-fetch-site') !== 'cross-site') {
    const visit = {
      get: (name: string) => context.request.headers.get(name),
      ip: clientIp(context),
      viewer: context.locals.user,
    };
    await recordSeen(page, visit);
  }
  if (answer === 'beacon') return new Response(null, { status: 204, headers: NO_STORE });
  return new Response(PIXEL, { headers: { 'Content-Type': 'image/gif', ...NO_STORE } });
}
