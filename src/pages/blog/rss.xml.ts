/** RSS 2.0 feed of published articles (prerendered; linked from /blog and every article). */
import type { APIRoute } from 'astro';
import { site } from '@/config/site';
import { articleExcerpt, articlePath, listPublishedArticles } from '@/server/content/articles';
import { absoluteUrl } from '@/server/content/structured-data';

const escapeXml = (value: string): string =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export const GET: APIRoute = async () => {
  const articles = await listPublishedArticles();
  const items = articles
    .map((article) => {
      const url = absoluteUrl(articlePath(article));
      return `    <item>
      <title>${escapeXml(article.data.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <pubDate>${article.data.date.toUTCString()}</pubDate>
      <category>${escapeXml(article.data.category)}</category>
      <dc:creator>${escapeXml(article.data.author)}</dc:creator>
      <description>${escapeXml(articleExcerpt(article))}</description>
    </item>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${site.name} News`)}</title>
    <link>${escapeXml(absoluteUrl('/blog'))}</link>
    <atom:link href="${escapeXml(absoluteUrl('/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`Community news and updates from ${site.city}, ${site.state}.`)}</description>
    <language>en-us</language>
${articles[0] ? `    <lastBuildDate>${articles[0].data.date.toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
