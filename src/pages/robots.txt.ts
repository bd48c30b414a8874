/**
 * robots.txt: everything public is crawlable; private areas and the API are not. Sitemap URL from SITE_URL.
 * Disallow lines only, no leading `Allow: /`: RFC 9309 takes the longest match, but a crawler that takes the
 * first matching line (Python's urllib.robotparser does) would read that `Allow: /` as allowing everything.
 */
import type { APIRoute } from 'astro';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { absoluteUrl } from '#src/platform/server/site-url.ts';

export const prerender = false;

export const GET: APIRoute = () => {
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /account',
    'Disallow: /checkout/',
    'Disallow: /newsletter/confirm',
    'Disallow: /newsletter/unsubscribe',
    'Disallow: /alerts/confirm',
    'Disallow: /alerts/unsubscribe',
    'Disallow: /alerts/account',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': publicCacheControl() },
  });
};
