/** /search over the guide pages as well as listings and news, with one spelling correction when nothing matches. */
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { demoServerUrl } from '../../helpers/demo-server';

const client = new Client(demoServerUrl());

const search = async (q: string) => {
  const res = await client.get(`/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.text;
};
const guideLinks = (html: string) =>
  [...(html.split('id="guide-heading"')[1]?.split('</section>')[0] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('the visitor guide is searchable', () => {
  it.each([
    ['ferry', '/getting-here'],
    ['beach parking', '/getting-here'],
    ['Causeway', '/getting-here'],
    ['tides', '/visitors'],
    ['redfish', '/activities/fishing'],
  ])('“%s” finds %s', async (q, path) => {
    expect(guideLinks(await search(q))).toContain(path);
  });

  it('the page most about the words comes first: title, then description, then mentions', async () => {
    expect(guideLinks(await search('fishing'))[0]).toBe('/activities/fishing');
    expect(guideLinks(await search('ferry'))[0]).toBe('/getting-here');
  });

  it('no guide group when no page matches', async () => {
    const html = await search('pizza');
    expect(html).not.toContain('id="guide-heading"');
    expect(html).toContain('Island Slice Pizza Co.');
  });
});

describe('one-letter mistakes', () => {
  it('“resturant” shows restaurants and says so', async () => {
    const html = await search('resturant');
    expect(html).toContain('No results for “resturant”. Showing results for “<strong>restaurant</strong>” instead.');
    expect(html).toContain('The Salty Pelican Seafood House');
    expect(html).toContain('href="/business-directory?q=restaurant"');
  });

  it('swapped letters and a missing one in a guide word: “fery” and “fihsing”', async () => {
    expect(guideLinks(await search('fery'))).toContain('/getting-here');
    expect(await search('fihsing')).toContain('Showing results for “<strong>fishing</strong>”');
  });

  it('a query with results is never corrected, and gibberish is not guessed at', async () => {
    expect(await search('tacos')).not.toContain('Showing results for');
    const none = await search('xqzvvk');
    expect(none).toContain('0 results for “xqzvvk”');
    expect(none).not.toContain('Showing results for');
    expect(none).toContain('id="browse-heading"');
  });

  it('“bars” is read as the plural of “bar”, never rewritten to “bays”', async () => {
    const html = await search('bars');
    expect(html).not.toContain('Showing results for');
    expect(html).not.toContain('“<strong>bays</strong>”');
    expect(html).toContain('Barnacle Bar &amp; Grill');
  });

  it('typos are still fixed: “fishng charter” and “restarant”', async () => {
    expect(await search('fishng charter')).toContain(
      'No results for “fishng charter”. Showing results for “<strong>fishing charter</strong>” instead.',
    );
    const restaurant = await search('restarant');
    expect(restaurant).toContain('Showing results for “<strong>restaurant</strong>”');
    expect(restaurant).not.toContain('id="browse-heading"');
  });
});
