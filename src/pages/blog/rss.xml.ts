/**
 * RSS 2.0 feed of published articles (linked from /blog and every article). Rendered on demand, not prerendered:
 * a prerendered file is served with the type its extension implies (text/xml, no charset), and a feed should say
 * application/rss+xml; charset=utf-8. Articles change only with a build, so shared caches keep it ten minutes.
 */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { site } from '#src/config/site.ts';
import { escapeHtml } from '#src/platform/escape-html.ts';
import { articleExcerpt, articlePath, listPublishedArticles } from '#src/features/content/server/articles.ts';
import { articleDayStart } from '#src/features/content/server/dates.ts';
import { publicCacheControl } from '#src/platform/server/http/cache-policy.ts';
import { absoluteUrl } from '#src/platform/server/site-url.ts';

export const prerender = false;

export const GET: APIRoute = async () => {
  const articles = await listPublishedArticles();
  const response = await rss({
    title: `${site.name} News`,
    description: `Community news and updates from ${site.city}, ${site.state}.`,
    site: absoluteUrl('/blog'),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/' },
    customData: [
      `<atom:link href="${absoluteUrl('/blog/rss.xml')}" rel="self" type="application/rss+xml"/>`,
      '<language>en-us</language>',
      articles[0] ? `<lastBuildDate>${articleDayStart(articles[0].data.date).toUTCString()}</lastBuildDate>` : '',
    ].join(''),
    items: articles.map((article) => ({
      title: article.data.title,
      link: absoluteUrl(articlePath(article)),
      // The article's day as its page shows it: midnight in Central time, not UTC midnight (the evening before).
      pubDate: articleDayStart(article.data.date),
      categories: [article.data.category],
      description: articleExcerpt(article),
      customData: `<dc:creator>${escapeHtml(article.data.author)}</dc:creator>`,
    })),
  });
  response.headers.set('Content-Type', 'application/rss+xml; charset=utf-8');
  response.headers.set('Cache-Control', publicCacheControl({ sharedSeconds: 600 }));
  return response;
};
