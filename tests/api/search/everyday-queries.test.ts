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
