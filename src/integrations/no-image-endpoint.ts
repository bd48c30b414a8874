/**
 * What Astro serves at its image endpoint (`image.endpoint.entrypoint` in astro.config): a cheap, cacheable 404
 * for every request. Its own endpoint resizes any image for anyone who asks, and no page asks it: photos are
 * resized when uploaded, the site's own images at build.
 */
import type { APIRoute } from 'astro';

export const prerender = false;

export const ALL: APIRoute = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
