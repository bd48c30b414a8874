/** RSS 2.0 feed of published articles (prerendered; linked from /blog and every article). */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { site } from '#src/config/site.ts';
import { escapeHtml } from '#src/platform/escape-html.ts';
import { articleExcerpt, articlePath, listPublishedArticles } from '#src/features/content/server/articles.ts';
import { absoluteUrl } from '#src/platform/server/site-url.ts';

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
      articles[0] ? `<lastBuildDate>${articles[0].data.date.toUTCString()}</lastBuildDate>` : '',
    ].join(''),
    items: articles.map((article) => ({
      title: article.data.title,
      link: absoluteUrl(articlePath(article)),
      pubDate: article.data.date,
      categories: [article.data.category],
      description: articleExcerpt(article),
      customData: `<dc:creator>${escapeHtml(article.data.author)}</dc:creator>`,
    })),
  });
  response.headers.set('Content-Type', 'application/rss+xml; charset=utf-8');
  return response;
};
