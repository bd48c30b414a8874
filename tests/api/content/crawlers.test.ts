/**
 * What crawlers and feed readers get (demo data): robots.txt read as a first-match parser reads it, one address per
 * listing (the sitemap's, the links' and the canonical one, the others answering 301), and the feed's type and dates.
 */
import { describe, expect, it } from 'vitest';
import { demoServerUrl } from '../../helpers/demo-server';

const server = { url: demoServerUrl() };
const get = (path: string) => fetch(new URL(path, server.url), { redirect: 'manual' });

/**
 * Whether `path` may be fetched under the `User-agent: *` group, reading its rules top to bottom and taking the
 * first whose path is a prefix, as Python's urllib.robotparser does (RFC 9309 takes the longest match instead;
 * a file both agree on holds for either).
 */
function firstMatchAllows(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== '');
  const rule = rules.find((m) => path.startsWith(m[2]!));
  return rule ? rule[1]!.toLowerCase() === 'allow' : true;
}

describe('robots.txt', () => {
  it('keeps private areas and the API out even for a crawler that takes the first matching rule', async () => {
    const robots = await (await get('/robots.txt')).text();
    for (const path of ['/dashboard', '/admin/reviews', '/api/businesses', '/account', '/checkout/x'])
      expect(firstMatchAllows(robots, path), path).toBe(false);
    for (const path of ['/', '/business/1-reel-tide-fishing-charters', '/events', '/blog'])
      expect(firstMatchAllows(robots, path), path).toBe(true);
  });
});

describe('one address per listing', () => {
  const canonical = '/business/1-reel-tide-fishing-charters';

  it('the sitemap lists each listing at its canonical address', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    const listings = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/business\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(listings.length).toBeGreaterThan(10);
    expect(listings.filter((path) => !/^\/business\/\d+-[a-z0-9-]+$/.test(path))).toEqual([]);
    expect(listings).toContain(canonical);
    const page = await (await get(canonical)).text();
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${canonical}"`));
  });

  it('/business/{id} and a wrong slug answer 301 to the canonical address, query kept', async () => {
    for (const [path, to] of [
      ['/business/1', canonical],
      ['/business/1-wrong-slug', canonical],
      ['/business/1-REEL-TIDE-FISHING-CHARTERS', canonical],
      ['/business/1?revision=7&x=%20y', `${canonical}?revision=7&x=%20y`],
    ]) {
      const res = await get(path!);
      expect(res.status, path).toBe(301);
      expect(new URL(res.headers.get('location')!, server.url).href, path).toBe(new URL(to!, server.url).href);
    }
    expect((await get(canonical)).status).toBe(200);
    expect((await get('/business/999999')).status).toBe(404);
  });

  it('the home spotlight and the guide pages link listings at their canonical address', async () => {
    for (const path of ['/', '/dining', '/lodging', '/attractions', '/activities/fishing', '/activities/recreation']) {
      const html = await (await get(path)).text();
      const links = [...html.matchAll(/href="(\/business\/[^"#?]*)/g)].map((m) => m[1]!);
      expect(links.length, path).toBeGreaterThan(0);
      expect(
        links.filter((href) => !/^\/business\/\d+-[a-z0-9-]+$/.test(href)),
        path,
      ).toEqual([]);
    }
  });
});

describe('the 404 page', () => {
  it('answers 404, asks not to be indexed, names no canonical address, and offers a search and the main sections', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Did you forget to add the page to the router?');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).toMatch(/<form role="search" action="\/search" method="get"[^>]*>[\s\S]*?name="q"/);
    for (const href of ['/business-directory', '/events', '/beach', '/'])
      expect(html, href).toMatch(new RegExp(`<a href="${href}" class="block rounded-xl`));
  });
});

describe('the news feed', () => {
  it('is application/rss+xml in UTF-8', async () => {
    const res = await get('/blog/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await res.text()).toContain('<rss version="2.0"');
  });

  it('dates an article, in the feed and in its JSON-LD, at the start of the day its page shows, in Central time', async () => {
    // redfish-season-guide is dated 2026-09-22 (CDT, UTC-5).
    const feed = await (await get('/blog/rss.xml')).text();
    const item = feed.slice(feed.indexOf('redfish-season-guide</link>'));
    expect(item.slice(0, item.indexOf('</item>'))).toContain('<pubDate>Tue, 22 Sep 2026 05:00:00 GMT</pubDate>');
    const page = await (await get('/blog/redfish-season-guide')).text();
    expect(page).toContain('"datePublished":"2026-09-22T05:00:00.000Z"');
    expect(page).toContain('Sep 22, 2026');
  });
});
