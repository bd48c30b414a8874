/**
 * sitemap.xml: static pages (from the routes: src/integrations/sitemap-routes.ts), published articles,
 * approved businesses (at their canonical /business/{id}-{slug}) and events. On demand so newly approved listings appear without a rebuild (cached
 * briefly).
 */
import type { APIRoute } from 'astro';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import staticPaths from 'virtual:sitemap-static-paths';
import { escapeHtml } from '#src/platform/escape-html.ts';
import { articlePath, listPublishedArticles } from '#src/features/content/server/articles.ts';
import { isoDay } from '#src/features/content/server/dates.ts';
import { absoluteUrl } from '#src/platform/server/site-url.ts';
import { businessPath } from '#src/features/directory/directory.ts';
import { listSitemapBusinesses, listSitemapEvents } from '#src/features/content/server/sitemap.queries.ts';

export const prerender = false;

const entry = (path: string, lastmod?: Date) =>
  `  <url><loc>${escapeHtml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${isoDay(lastmod)}</lastmod>` : ''}</url>`;

export const GET: APIRoute = async () => {
  const articles = await listPublishedArticles();
  const urls = [
    ...staticPaths.map((path) => entry(path)),
    ...articles.map((a) => entry(articlePath(a), a.data.updated ?? a.data.date)),
    ...listSitemapBusinesses().map((b) => entry(businessPath(b), b.updatedAt)),
    ...listSitemapEvents().map((e) => entry(`/events/${e.id}`, e.updatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': publicCacheControl() },
  });
};
