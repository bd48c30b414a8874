/** robots.txt: everything public is crawlable; private areas and the API are not. Sitemap URL from SITE_URL. */
import type { APIRoute } from 'astro';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { absoluteUrl } from '#src/platform/server/site-url.ts';

export const prerender = false;

export const GET: APIRoute = () => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /account',
    'Disallow: /checkout/',
    'Disallow: /newsletter/confirm',
    'Disallow: /newsletter/unsubscribe',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': publicCacheControl() },
  });
};
