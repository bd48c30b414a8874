import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware, sequence } from 'astro:middleware';
import { databaseBusyResponse, isDatabaseBusy } from '#src/platform/server/db/busy.ts';
import { jsonError } from '#src/platform/server/http/json.ts';
import { isCrossSiteWrite } from '#src/platform/server/http/origin.ts';
import { applyCachePolicy } from '#src/platform/server/http/cache-policy.ts';
import { apiRouteMethods } from '#src/platform/server/http/route-methods.ts';
import { syncAccountHint } from '#src/features/accounts/server/account-hint.ts';
import { loadSession } from '#src/features/accounts/server/middleware.ts';
import { ensureGeocodeRetries } from '#src/features/places/server/geocode-jobs.ts';
import { ensureNewsletterSweep } from '#src/features/newsletter/server/expiry.ts';
import { ensureAlertJobs } from '#src/features/alerts/server/jobs.ts';
import { mergeCsp } from '#src/serve/security-headers.ts';
import { errorText, logger, requestScope } from '#src/platform/server/log.ts';

/** The page shown (status 503) when a page's write met another process's database lock. */
const BUSY_PAGE = '/site-busy';

/**
 * Log lines written while the request is handled carry its id, the one the production server
 * (src/serve/server.ts) gave it and logs its request line with.
 */
const withRequestId = defineMiddleware((context, next) => {
  const reqId = context.isPrerendered ? undefined : context.request.headers.get('x-request-id');
  return reqId ? requestScope.run({ reqId }, next) : next();
});

/** A page's own CSP (Astro's script and style hashes) keeps the server's baseline directives alongside. */
const withBaselineCsp = defineMiddleware(async (_context, next) => {
  const response = await next();
  const policy = response.headers.get('content-security-policy');
  if (policy) response.headers.set('content-security-policy', mergeCsp(policy));
  return response;
});

/**
 * Every on-demand request passes here: CSRF Origin check, the signed-in user, JSON errors for /api/*, and
 * last the caching rules (src/platform/server/http/cache-policy.ts). The other security headers and compression are
 * added by the production server so that prerendered pages and assets get them too.
 */
const site = defineMiddleware(async (context, next) => {
  const response = await answer(context, next);
  if (context.isPrerendered || context.url.pathname === '/healthz') return response;
  syncAccountHint(context);
  return applyCachePolicy(context, response);
});

async function answer(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { request, url, locals } = context;
  // Monitors poll this: no session lookup, no counting, no cache.
  if (url.pathname === '/healthz') return next();
  const isApi = url.pathname.startsWith('/api/');
  locals.user = null;
  locals.session = null;
  // Prerendering at build has no visitor: no headers, no session, nothing to count (reading them only warns).
  if (context.isPrerendered) return next();

  if (isCrossSiteWrite(request, url)) {
    return isApi ? jsonError(403, 'Cross-site request refused') : new Response('Cross-site request refused', { status: 403 });
  }

  loadSession(context);
  // Geocoding lookups still owed are retried on a timer from the first request on.
  if (!context.isPrerendered) ensureGeocodeRetries();
  // Newsletter sign-ups never confirmed are deleted after 7 days (hourly, from the first request on).
  ensureNewsletterSweep();
  // E-mail alerts: NWS polled every ALERTS_POLL_MS while anyone subscribes to weather alerts.
  ensureAlertJobs();

  if (!isApi) {
    try {
      return await next();
    } catch (error) {
      // A page whose write met another process's lock: the friendly 503 page, on a fresh GET (the
      // form's body has been read). Forms through handlePageForm answer their own page instead.
      if (!isDatabaseBusy(error)) throw error;
      // The query goes along so that the page's "Try again" link reopens exactly what was asked for (a token, a filter).
      const busy = await context.rewrite(new Request(new URL(`${BUSY_PAGE}${url.search}`, url), { headers: request.headers }));
      busy.headers.delete('X-Astro-Rewrite'); // Astro's marker for its dev server, nothing a visitor needs
      return busy;
    }
  }

  try {
    const response = await next();
    // Unknown API paths and unsupported methods must answer JSON, not the HTML 404 page. A method the route has
    // no handler for comes back from Astro as a bare 404 too: it is a 405 naming the methods the route has.
    if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) {
      const allowed = await apiRouteMethods(context.routePattern);
      const allow = { Allow: allowed?.join(', ') ?? '' };
      if (allowed && request.method === 'OPTIONS') return new Response(null, { status: 204, headers: allow });
      if (!allowed || allowed.includes(request.method)) return jsonError(404, 'Not found');
      return jsonError(405, 'Method not allowed', undefined, allow);
    }
    if (response.status === 405 && !response.headers.get('content-type')?.includes('json')) {
      return jsonError(405, 'Method not allowed', undefined, { Allow: response.headers.get('Allow') ?? '' });
    }
    return response;
  } catch (error) {
    if (isDatabaseBusy(error)) return databaseBusyResponse();
    logger.error({ method: request.method, path: url.pathname, err: errorText(error) }, '[api] request failed');
    return jsonError(500, 'Something went wrong on our side. Please try again.');
  }
}

export const onRequest = sequence(withRequestId, withBaselineCsp, site);
