/**
 * Everyday visitor queries on /search and the directory, against the built site with demo data: what each must find.
 * Expectations come from the API (the lodging listings, the events and their occurrences), not from fixed ids, and
 * the event times from the same rule the search uses, at the moment of the request.
 */
import { describe, expect, it } from 'vitest';
import { eventWindowOf } from '#src/features/search/event-times.ts';
import { Client } from '../../helpers/http';
import { demoServerUrl } from '../../helpers/demo-server';

const client = new Client(demoServerUrl());
const zone = 'America/Chicago';

const page = async (path: string) => {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  return res.text;
};
/** The HTML of one group of /search (guide, businesses, events, articles). */
const group = (html: string, id: string) => html.split(`id="${id}-heading"`)[1]?.split('</section>')[0] ?? '';
const search = (q: string) => page(`/search?q=${encodeURIComponent(q)}`);
const escape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
const groupTotal = (html: string) => Number(/\((\d+)\)<\/span>/.exec(html)?.[1]);

interface ApiBusiness {
  name: string;
  category: string;
  attributes: string[];
}
interface ApiEvent {
  title: string;
  startDate: string;
  endDate: string;
  occurrences?: { start: string; end: string }[];
}

const businesses = async (query: string) => (await client.get<ApiBusiness[]>(`/api/businesses?${query}`)).body;

describe('everyday queries find what visitors mean', () => {
  it('“bars” finds Barnacle Bar & Grill, on /search and in the directory', async () => {
    expect(group(await search('bars'), 'businesses')).toContain('Barnacle Bar &amp; Grill');
    expect(await page('/business-directory?q=bars')).toContain('Barnacle Bar &amp; Grill');
  });

  it('“hotel” and “hotels” find every lodging listing', async () => {
    const lodging = await businesses('category=lodging&limit=100');
    expect(lodging.length).toBeGreaterThan(1);
    for (const q of ['hotel', 'hotels', 'place to stay']) {
      const found = group(await search(q), 'businesses');
      for (const b of lodging) expect(found, `${q}: ${b.name}`).toContain(escape(b.name));
      const directory = await page(`/business-directory?q=${encodeURIComponent(q)}`);
      for (const b of lodging) expect(directory, `${q}: ${b.name}`).toContain(escape(b.name));
    }
  });

  it('“dinner with a view” finds at least one restaurant', async () => {
    const restaurants = await businesses('category=restaurant&limit=100');
    const found = group(await search('dinner with a view'), 'businesses');
    expect(restaurants.some((r) => found.includes(escape(r.name)))).toBe(true);
    const directory = await page('/business-directory?q=dinner+with+a+view');
    expect(directory).not.toContain('No Businesses Found');
  });
});

describe('words about what a place offers find the listings whose owners set it', () => {
  const names = (list: ApiBusiness[]) => list.map((b) => b.name);

  it.each([
    ['dog friendly', 'pet-friendly'],
    ['pet friendly', 'pet-friendly'],
    ['dogs allowed', 'pet-friendly'],
    ['dogs', 'pet-friendly'],
    ['waterfront', 'waterfront'],
    ['on the water', 'waterfront'],
    ['view', 'waterfront'],
    ['kid friendly', 'kid-friendly'],
    ['family', 'kid-friendly'],
    ['wheelchair', 'wheelchair-accessible'],
    ['accessible', 'wheelchair-accessible'],
  ])('“%s” finds every %s listing', async (q, attribute) => {
    const expected = names(await businesses(`attr=${attribute}&limit=100`));
    expect(expected.length, attribute).toBeGreaterThan(1);
    const found = names(await businesses(`q=${encodeURIComponent(q)}&limit=100`));
    for (const name of expected) expect(found, `${q}: ${name}`).toContain(name);
    // The page shows them too (the first one at least: /search shows a dozen).
    expect(group(await search(q), 'businesses'), q).toContain(escape(expected[0]!));
  });

  it('“waterfront dining” finds the waterfront restaurants, and not the others', async () => {
    const waterfront = names(await businesses('category=restaurant&attr=waterfront&limit=100'));
    expect(waterfront.length).toBeGreaterThan(1);
    const found = names(await businesses('q=waterfront+dining&limit=100'));
    for (const name of waterfront) expect(found, name).toContain(name);
    expect(found).not.toContain('Barnacle Bar & Grill');
    const html = group(await search('waterfront dining'), 'businesses');
    for (const name of waterfront) expect(html, name).toContain(escape(name));
    const directory = await page('/business-directory?q=waterfront+dining');
    for (const name of waterfront) expect(directory, name).toContain(escape(name));
  });

  it('“dinner with a view” finds the waterfront restaurants first', async () => {
    const waterfront = names(await businesses('category=restaurant&attr=waterfront&limit=100'));
    const found = names(await businesses('q=dinner+with+a+view&limit=100'));
    expect(found).toEqual(expect.arrayContaining(waterfront));
    expect(found).toContain('The Salty Pelican Seafood House');
  });

  it('“dog friendly” on /search and in the directory shows a pet-friendly listing and its badge', async () => {
    const html = group(await search('dog friendly'), 'businesses');
    expect(html).toContain('Barnacle Bar &amp; Grill');
    expect(html).toContain('Pet friendly');
    expect(await page('/business-directory?q=dog+friendly')).toContain('Barnacle Bar &amp; Grill');
  });
});

describe('a listing whose name has the word comes first', () => {
  it('“bars”: Barnacle Bar & Grill before the restaurants that are only in a bar category', async () => {
    const found = (await businesses('q=bars&limit=100')).map((b) => b.name);
    const barnacle = found.indexOf('Barnacle Bar & Grill');
    expect(barnacle).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('The Salty Pelican Seafood House')).toBeGreaterThan(barnacle);
    // Every name with "bar" first, then the rest.
    const named = found.map((n) => /bar/i.test(n));
    expect(named.indexOf(false)).toBeGreaterThan(0);
    expect(named.slice(named.indexOf(false))).not.toContain(true);
    // /search and the directory page show the same order (their cards' headings).
    const headings = (html: string) => [...html.matchAll(/<h[23] class="text-xl[^>]*>([^<]*)</g)].map((m) => m[1]);
    for (const html of [group(await search('bars'), 'businesses'), await page('/business-directory?q=bars')]) {
      const shown = headings(html);
      expect(shown.indexOf(escape('Barnacle Bar & Grill'))).toBe(0);
      expect(shown.indexOf('The Salty Pelican Seafood House')).toBeGreaterThan(0);
    }
  });

  it('then the category’s listings, then those whose description has the word', async () => {
    // No demo name has "restaurant": the Restaurant listings come first, then the others whose description has it
    // (a guest house "walk to the restaurants").
    const found = await businesses('q=restaurant&limit=100');
    expect(found.some((b) => /restaurant/i.test(b.name))).toBe(false);
    const categories = found.map((b) => b.category);
    const firstOther = categories.findIndex((c) => c !== 'Restaurant');
    expect(firstOther).toBeGreaterThan(0);
    expect(categories.slice(firstOther)).not.toContain('Restaurant');
  });
});

describe('event times', () => {
  /** The demo events with an occurrence in the window the words name now, from the API. */
  const eventsIn = async (q: string) => {
    const { window } = eventWindowOf(q.split(' '), new Date(), zone);
    if (!window) throw new Error(`${q} names no time`);
    const all = (await client.get<ApiEvent[]>('/api/events?limit=100')).body;
    const overlaps = (start: string, end: string) =>
      Date.parse(start) < window.to.getTime() && Date.parse(end) >= window.from.getTime();
    return all
      .filter((e) => (e.occurrences ? e.occurrences.some((o) => overlaps(o.start, o.end)) : overlaps(e.startDate, e.endDate)))
      .map((e) => e.title);
  };

  it.each(['events this weekend', 'events today', 'tonight', 'what’s on tonight'.replace('’', "'")])(
    '“%s” finds the events in that time, and only those',
    async (q) => {
      const expected = await eventsIn(q);
      const found = group(await search(q), 'events');
      expect(groupTotal(found), q).toBe(expected.length);
      for (const title of expected) expect(found, title).toContain(escape(title));
    },
  );

  it('the demo has events this weekend, so the test above tests something', async () => {
    // Demo events are dated from the day of seeding, with weekly series, so every weekend has some.
    expect((await eventsIn('events this weekend')).length).toBeGreaterThan(0);
  });
});

describe('an empty result offers other searches and the categories', () => {
  it('on the directory, below the spec’s texts', async () => {
    const html = await page('/business-directory?q=xqzvvk');
    expect(html).toContain('No Businesses Found');
    expect(html).toContain('Try adjusting your search criteria to find more businesses.');
    expect(html).toContain('Add Your Business');
    expect(html).toContain('href="/business-directory?q=hotel"');
    expect(html).toContain('href="/business-directory?category=lodging"');
  });

  it('on /search', async () => {
    const html = await search('xqzvvk');
    expect(html).toContain('href="/search?q=events%20this%20weekend"');
    expect(html).toContain('href="/business-directory?category=restaurant"');
  });
});
