/**
 * Public pages over HTTP against the built server: spec texts, status codes, unpublished articles
 * hidden everywhere, live business lists (spotlight freshness, activity rules, fallbacks),
 * posts API, redirects, sitemap, robots and RSS.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { useSite } from '../../helpers/use-site';
import { demoArticleSlug, publicContentPages } from '../../fixtures/public-pages';

let client: Client;
let db: Database.Database;

const DRAFT = 'pier-renovation-draft';
const ARTICLE = demoArticleSlug;

function addBusiness(b: {
  name: string;
  category: string;
  description?: string;
  approved?: boolean;
  featured?: boolean;
}): number {
  const slug = b.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const info = db
    .prepare(
      `insert into businesses (slug, name, description, category, address, phone, featured, approved, plan) values (?, ?, ?, ?, '1 Main St', '(361) 555-0000', ?, ?, 'free')`,
    )
    .run(slug, b.name, b.description ?? 'A local business.', b.category, b.featured ? 1 : 0, b.approved === false ? 0 : 1);
  return Number(info.lastInsertRowid);
}

function addEvent(title: string, approved: boolean): number {
  const start = Date.now() + 86_400_000;
  const info = db
    .prepare(
      `insert into events (title, description, category, location, start_date, end_date, approved) values (?, 'An event.', 'Community', 'Harbor', ?, ?, ?)`,
    )
    .run(title, start, start + 3_600_000, approved ? 1 : 0);
  return Number(info.lastInsertRowid);
}

const html = async (path: string) => {
  const res = await client.get(path);
  return { status: res.status, text: res.text, headers: res.headers };
};

useSite((site) => ({ anonymous: client, db } = site), { writable: true });

describe('static and semi-static pages', () => {
  it.each([
    [
      '/visitors',
      [
        'Quick Facts',
        '3,500+',
        '1909',
        '4.2 sq mi',
        '20 ft',
        '361',
        'Plan Your Visit',
        'data-slot="current-conditions"',
        'tidesandcurrents.noaa.gov',
      ],
    ],
    [
      '/resources',
      ['Emergency Services', '911', 'City Services', 'Community Services', 'Utility Services', 'Mon-Fri 8:00 AM - 5:00 PM'],
    ],
    [
      '/getting-here',
      [
        'By Car',
        'By Air',
        'By Boat',
        'Corpus Christi International Airport (CRP)',
        'Driving Distances',
        'San Antonio',
        'Houston',
        'Austin',
        'Dallas',
        'Brownsville',
        'Getting Around',
        'Travel Tips',
      ],
    ],
    ['/attractions', ['Top Attractions', 'Mustang Island State Park', 'Local Entertainment']],
    ['/lodging', ['Beachfront Condos', 'RV Parks &amp; Campgrounds', 'Local Lodging']],
    ['/activities/fishing', ['Redfish', 'Best Seasons', 'href="/business-directory?category=fishing"', 'href="/visitors"']],
    [
      '/activities/dining',
      [
        'Local Culinary Experience',
        'Fresh Gulf Seafood',
        'Waterfront Dining',
        'Local Favorites',
        'Must-Try Dishes',
        'Fresh Gulf Shrimp',
        'Red Snapper',
        'Fried Oysters',
        'Fish Tacos',
        'Local Restaurants',
        'View All Restaurants',
        'Taste the Coast',
        'Find Restaurants',
        'Plan Your Visit',
      ],
    ],
    [
      '/activities/recreation',
      [
        'Water Recreation Paradise',
        'Boating &amp; Sailing',
        'Water Sports',
        'Marine Services',
        'Popular Activities',
        'Kayaking',
        'Marina Services',
        'Marine &amp; Recreation Services',
        'View All Recreation Businesses',
        'Ready for Adventure?',
        'Find Recreation Services',
      ],
    ],
  ])('%s renders its spec texts', async (path, texts) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    for (const text of texts) expect(page.text).toContain(text);
  });

  it('the six Plan Your Visit cards link to the spec targets', async () => {
    const { text } = await html('/visitors');
    for (const href of ['/attractions', '/dining', '/lodging', '/getting-here', '/events', '/news'])
      expect(text).toContain(`href="${href}"`);
  });

  it.each([
    ['/privacy', 11, 'Privacy Policy'],
    ['/terms', 15, 'Terms of Service'],
  ])('%s has %i sections, the update date, the company contacts and the disclaimer', async (path, sections, title) => {
    const { status, text } = await html(path);
    expect(status).toBe(200);
    expect(text).toContain(title);
    expect(text.match(/<h2[^>]*>\d+\./g)).toHaveLength(sections);
    expect(text).toContain('August 6, 2025');
    expect(text).toMatch(/mailto:[^"]+@/);
    expect(text).toContain('San Antonio');
    // No SITE_PHONE here, the default: the page names no number and has no empty "Phone:" line.
    expect(text).not.toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(text).not.toContain('Phone:');
    expect(text).toContain('not affiliated with the City of');
    expect(text).not.toMatch(/\{(email|phone|address|company|siteName|city)\}/);
  });

  it('terms state the spec business rules', async () => {
    const { text } = await html('/terms');
    for (const phrase of [
      'State of Texas',
      '45 days',
      '30 days',
      'non-refundable except as required by law',
      'children under 13',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('news', () => {
  it('/blog lists published articles with the spec sections and links the RSS feed', async () => {
    const { status, text } = await html('/blog');
    expect(status).toBe(200);
    for (const t of ['Featured Stories', 'Latest News &amp; Updates', 'Submit Article', 'Read More']) expect(text).toContain(t);
    expect(text).toContain(`href="/blog/${ARTICLE}"`);
    expect(text).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/blog\/rss.xml"/);
    expect(text).toContain('"@type":"ItemList"');
  });

  it('an article shows category, featured badge, author, formatted date, related links and JSON-LD', async () => {
    const { status, text } = await html(`/blog/${ARTICLE}`);
    expect(status).toBe(200);
    expect(text).toContain('Record Turnout Expected');
    expect(text).toContain('Dana Whitfield');
    expect(text).toContain('May 18, 2026');
    expect(text).toContain('Featured');
    expect(text).toContain('Back to Blog');
    expect(text).toContain('More Fishing News');
    expect(text).toContain('href="/blog/redfish-season-guide"');
    expect(text).toContain('"@type":"NewsArticle"');
    expect(text).toContain('"@type":"BreadcrumbList"');
    expect(text).toContain('<strong>catch-and-release division</strong>');
  });

  it('an unknown slug answers 404 with Article Not Found', async () => {
    const { status, text } = await html('/blog/no-such-article');
    expect(status).toBe(404);
    expect(text).toContain('Article Not Found');
    expect(text).toContain('Back to Blog');
  });

  it('the submit page explains how to contribute', async () => {
    const { status, text } = await html('/blog/submit');
    expect(status).toBe(200);
    expect(text).toContain('How to submit');
    expect(text).toMatch(/mailto:[^"]+@[^"]+\?subject=/);
  });

  it('an unpublished article appears nowhere', async () => {
    expect((await html(`/blog/${DRAFT}`)).status).toBe(404);
    for (const path of ['/blog', '/', '/blog/rss.xml', '/sitemap.xml', '/api/posts', '/api/posts?published=false']) {
      expect((await html(path)).text).not.toContain(DRAFT);
    }
    const api = await client.get<{ error: string }>(`/api/posts/${DRAFT}`);
    expect(api.status).toBe(404);
    expect(api.body.error).toBeTruthy();
  });

  it('GET /api/posts serves Post objects newest first, with published and featured filters', async () => {
    const all = await client.get<Array<Record<string, unknown>>>('/api/posts');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(all.body[0]!).sort()).toEqual(
      [
        'author',
        'category',
        'content',
        'createdAt',
        'excerpt',
        'featured',
        'id',
        'imageAlt',
        'imageUrl',
        'published',
        'title',
        'updatedAt',
      ].sort(),
    );
    const dates = all.body.map((p) => Date.parse(String(p.createdAt)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.body.every((p) => p.published === true)).toBe(true);

    const featured = await client.get<Array<{ featured: boolean }>>('/api/posts?published=true&featured=true');
    expect(featured.body.length).toBeGreaterThan(0);
    expect(featured.body.every((p) => p.featured)).toBe(true);
    expect(featured.body.length).toBeLessThan(all.body.length);

    expect((await client.get('/api/posts?featured=maybe')).status).toBe(400);
  });

  it('a post without an excerpt gets the stripped content cut at 150 characters plus an ellipsis', async () => {
    // small-business-saturday.md has no excerpt in its frontmatter; its body starts with a paragraph, then ## headings and **bold**.
    const { body } = await client.get<{ excerpt: string; content: string }>('/api/posts/small-business-saturday');
    expect(body.content).toContain('**');
    expect(body.excerpt).toMatch(/^Local shop owners say/);
    expect(body.excerpt).toHaveLength(153);
    expect(body.excerpt.endsWith('...')).toBe(true);
    expect(body.excerpt).not.toMatch(/[#*[\]]/);
    const written = await client.get<{ excerpt: string }>('/api/posts/redfish-season-guide');
    expect(written.body.excerpt).toMatch(/^Cooler water brings bull reds/);
  });

  it('GET /api/posts/{id} answers one post, and JSON 404 for unknown ids', async () => {
    const one = await client.get<{ id: string; title: string }>(`/api/posts/${ARTICLE}`);
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(ARTICLE);
    const missing = await client.get<{ error: string }>('/api/posts/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it('the RSS feed lists published articles with absolute links', async () => {
    const { status, text, headers } = await html('/blog/rss.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('xml');
    expect(text).toContain('<rss version="2.0"');
    expect(text).toMatch(new RegExp(`<link>https?://[^<]+/blog/${ARTICLE}</link>`));
  });

  it('/news and /news/{slug} redirect permanently to the blog', async () => {
    const list = await client.get('/news');
    expect(list.status).toBe(301);
    expect(list.headers.get('location')).toBe('/blog');
    const one = await client.get(`/news/${ARTICLE}`);
    expect(one.status).toBe(301);
    expect(one.headers.get('location')).toBe(`/blog/${ARTICLE}`);
  });
});

describe('live business lists', () => {
  it('empty states and fallbacks show before any business exists', async () => {
    const home = await html('/');
    expect(home.text).toContain('No Featured Businesses');
    expect(home.text).toContain('Check back soon for featured business highlights.');
    expect(home.text).toContain('Browse All Businesses');
    const dining = await html('/dining');
    expect(dining.text).toContain('Restaurant Listings Coming Soon');
    expect(dining.text).toContain('href="/business-signup"');
    expect((await html('/activities/dining')).text).toContain('No Restaurants Found');
    const recreation = await html('/activities/recreation');
    expect(recreation.text).toContain('No Recreation Businesses Found');
    expect(recreation.text).toContain('List Your Recreation Business');
  });

  it('the home spotlight shows a featured business as soon as it is approved', async () => {
    const id = addBusiness({ name: 'Spotlight Candidate Bait Shop', category: 'retail', featured: true, approved: false });
    expect((await html('/')).text).not.toContain('Spotlight Candidate Bait Shop');
    db.prepare('update businesses set approved = 1 where id = ?').run(id);
    const home = await html('/');
    expect(home.text).toContain('Spotlight Candidate Bait Shop');
    expect(home.text).toContain(`href="/business/${id}-`);
    expect(home.headers.get('cache-control')).toMatch(/max-age=0/);
  });

  it('activity pages apply the activity rules on the server, at most 6 cards each', async () => {
    const grill = addBusiness({ name: 'Harbor Grill', category: 'restaurant' });
    const marina = addBusiness({ name: 'Island Marina', category: 'services', description: 'Slips and fuel.' });
    const charter = addBusiness({ name: 'Bay Charters', category: 'recreation', description: 'Guided trips on the water.' });
    const hidden = addBusiness({ name: 'Hidden Fishing Charter', category: 'recreation', approved: false });

    const dining = (await html('/activities/dining')).text;
    expect(dining).toContain(`href="/business/${grill}-`);
    expect(dining).not.toContain(`href="/business/${marina}-`);
    expect(dining).not.toContain(`href="/business/${charter}-`);

    const recreation = (await html('/activities/recreation')).text;
    expect(recreation).toContain(`href="/business/${marina}-`);
    expect(recreation).toContain(`href="/business/${charter}-`);
    expect(recreation).not.toContain(`href="/business/${grill}-`);

    const fishing = (await html('/activities/fishing')).text;
    expect(fishing).toContain(`href="/business/${charter}-`);
    expect(fishing).not.toContain(`href="/business/${hidden}-`);
    expect(fishing).not.toContain(`href="/business/${grill}-`);

    // businesses about fishing come before featured ones that only mention it (a hotel pushed the bait shop off)
    const passing = ['Gulf View Hotel', 'Sea Museum', 'Shell Museum', 'Dune Cottages', 'Pier Diner', 'Sand Motel'].map((name) =>
      addBusiness({ name, category: 'lodging', description: 'Guests come for the fishing.', featured: true }),
    );
    const bait = addBusiness({ name: 'Zed Bait & Tackle', category: 'retail', description: 'Live shrimp for fishing.' });
    const cards = (await html('/activities/fishing')).text
      .match(/href="\/business\/\d+-[a-z0-9-]+"/g)!
      .map((a) => Number(a.match(/\d+/)![0]));
    const shown = [...new Set(cards)];
    expect(shown).toHaveLength(6);
    expect(shown).toEqual(expect.arrayContaining([charter, bait]));
    expect(shown.indexOf(bait)).toBeLessThan(shown.findIndex((id) => passing.includes(id)));

    expect((await html('/dining')).text).toContain('Harbor Grill');

    for (let i = 0; i < 8; i++) addBusiness({ name: `Cafe Number ${i}`, category: 'restaurant' });
    expect((await html('/activities/dining')).text.match(/>Learn More</g)).toHaveLength(6);
  });
});

describe('SEO', () => {
  it('every public page has a unique title and description, keywords, absolute canonical, social tags and JSON-LD where required', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of publicContentPages) {
      const { text } = await html(path);
      const title = /<title>([^<]+)<\/title>/.exec(text)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(text)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title!);
      descriptions.add(description!);
      expect(text, path).toMatch(/<meta name="keywords" content="[^"]+"/);
      expect(text, path).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(text, path).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
      expect(text, path).toContain('<meta name="robots" content="index, follow"');
      expect(text, path).toContain('name="geo.position"');
    }
    expect(titles.size).toBe(publicContentPages.length);
    expect(descriptions.size).toBe(publicContentPages.length);
  });

  it('home carries WebSite and Organization JSON-LD with the company e-mail', async () => {
    const { text } = await html('/');
    expect(text).toContain('"@type":"WebSite"');
    expect(text).toContain('"@type":"Organization"');
    expect(text).toMatch(/"email":"[^"]+@[^"]+"/);
  });

  it('sitemap.xml lists static pages, published articles, approved businesses and events only', async () => {
    const approvedEvent = addEvent('Sitemap Fish Fry', true);
    const pendingEvent = addEvent('Pending Parade', false);
    const approved = addBusiness({ name: 'Sitemap Approved Shop', category: 'retail' });
    const pending = addBusiness({ name: 'Sitemap Pending Shop', category: 'retail', approved: false });
    const { status, text, headers } = await html('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('xml');
    const listing = `/business/${approved}-sitemap-approved-shop`; // its canonical address
    for (const path of ['/visitors', '/privacy', `/blog/${ARTICLE}`, listing, `/events/${approvedEvent}`]) {
      expect(text).toMatch(new RegExp(`<loc>https?://[^<]+${path.replace(/[/]/g, '\\/')}</loc>`));
    }
    expect(text).not.toMatch(new RegExp(`/business/${pending}[-<]`));
    expect(text).not.toContain(`/events/${pendingEvent}<`);
  });

  it('sitemap.xml takes its static pages from the routes: every public page, no private or one-off page', async () => {
    const { text } = await html('/sitemap.xml');
    const locs = [...text.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    const publicPages = ['/', '/visitors', '/resources', '/attractions', '/dining', '/lodging', '/getting-here'];
    const more = ['/activities/fishing', '/activities/dining', '/activities/recreation', '/business-directory'];
    for (const path of [
      ...publicPages,
      ...more,
      '/business-signup',
      '/events',
      '/blog',
      '/blog/submit',
      '/contact',
      '/privacy',
      '/terms',
    ])
      expect(locs, path).toContain(path);
    for (const path of [
      '/admin',
      '/dashboard',
      '/login',
      '/logout',
      '/register',
      '/account',
      '/search',
      '/my-trip',
      '/events/submit',
      '/list-your-business',
      '/404',
    ])
      expect(locs, path).not.toContain(path);
    expect(locs.some((path) => /\/(admin|dashboard)\/|\[/.test(path))).toBe(false);
  });

  it('robots.txt allows crawling and points at the sitemap', async () => {
    const { status, text } = await html('/robots.txt');
    expect(status).toBe(200);
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});
