/**
 * Request methods the HTTP layer settles before Astro (N10). Astro answers a method it cannot turn into
 * a fetch `Request` (TRACE, TRACK, CONNECT) and any method but GET/HEAD on a prerendered page with a 500.
 * Both are the client's doing, so they get a 405 here: a 4xx, like all bad input (RFC 9110 would also
 * allow 501 for a method no route has, but the deployment guide alerts on every 5xx).
 */

/** Every method some route of the site answers (a route may allow fewer): the `Allow` of a 405 for any other. */
const IMPLEMENTED = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const implemented = new Set(IMPLEMENTED);

export const IMPLEMENTED_METHODS = IMPLEMENTED.join(', ');

export const isImplementedMethod = (method: string | undefined) => method !== undefined && implemented.has(method);

/**
 * What the client build's files (prerendered pages, scripts, images) allow: they are read, never
 * written. OPTIONS on one answers 204 with this list, anything else 405 with it.
 */
export const FILE_METHODS = 'GET, HEAD, OPTIONS';
