/**
 * Event pages show where: the small map and Directions to the place's name and address with the
 * town, never bare coordinates; calendar links, the .ics file and the webcal feed carry the town too.
 */
import type Database from 'better-sqlite3';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { useSite } from '../../helpers/use-site';
import { pageHtml } from '../../helpers/page-html';

let client: Client;
let db: Database.Database;

function addEvent(title: string, location: string, point: [number, number] | null): number {
  const start = Date.now() + 3 * 86_400_000;
  const info = db
    .prepare(
      `insert into events (title, description, category, location, start_date, end_date, approved, latitude, longitude)
       values (?, 'Local produce and crafts.', 'Community', ?, ?, ?, 1, ?, ?)`,
    )
    .run(title, location, start, start + 4 * 3_600_000, point?.[0] ?? null, point?.[1] ?? null);
  return Number(info.lastInsertRowid);
}

const hrefs = (html: string, pattern: RegExp) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&')).filter((h) => pattern.test(h));
const destination = (href: string) => new URL(href).searchParams.get('destination');

let market: number;
let pavilion: number;
let preserve: number;

useSite((site) => ({ anonymous: client, db } = site), { writable: true });
beforeAll(() => {
  market = addEvent('Harbor Farmers & Artisans Market', 'Community Park, 700 W Avenue A', [27.835593, -97.065707]);
  pavilion = addEvent('Sunset Drum Circle', 'Beach pavilion, end of Beach St', null);
  preserve = addEvent('Birding Walk', 'Nature preserve pavilion, Port Aransas', [27.8367, -97.0611]);
});

describe('an event page shows where it is', () => {
  it('with a known point: the map, and Directions to the name and address with the town, not the coordinates', async () => {
    const html = await pageHtml(client, `/events/${market}`);
    expect(html).toContain('aria-labelledby="map-heading"');
    expect(html).toContain('Location of Harbor Farmers &amp; Artisans Market');
    expect(html).toMatch(/data-src="https:\/\/tile\.openstreetmap\.org\/16\/\d+\/\d+\.png"/);
    const directions = hrefs(html, /^https:\/\/www\.google\.com\/maps\/dir\//);
    expect(directions).toHaveLength(1);
    expect(destination(directions[0]!)).toBe('Community Park, 700 W Avenue A, Port Aransas, TX');
    expect(html).not.toContain('destination=27.835593');
    // An event is not a listing: no counted /go link of a business with the event's id.
    expect(html).not.toContain(`/go/${market}/directions`);
  });

  it('without a point: no map, but Directions under the place, with the town', async () => {
    const html = (await client.get(`/events/${pavilion}`)).text;
    expect(html).not.toContain('aria-labelledby="map-heading"');
    const directions = hrefs(html, /^https:\/\/www\.google\.com\/maps\/dir\//);
    expect(directions.map(destination)).toEqual(['Beach pavilion, end of Beach St, Port Aransas, TX']);
  });

  it('never names the town twice', async () => {
    const html = (await client.get(`/events/${preserve}`)).text;
    expect(hrefs(html, /^https:\/\/www\.google\.com\/maps\/dir\//).map(destination)).toEqual([
      'Nature preserve pavilion, Port Aransas',
    ]);
  });
});

describe('calendar links carry the town', () => {
  it('Google, Outlook, the .ics file and the webcal feed', async () => {
    const html = (await client.get(`/events/${market}`)).text;
    const where = 'Community Park, 700 W Avenue A, Port Aransas, TX';
    const [google] = hrefs(html, /^https:\/\/calendar\.google\.com\//);
    const [outlook] = hrefs(html, /^https:\/\/outlook\.live\.com\//);
    expect(new URL(google!).searchParams.get('location')).toBe(where);
    expect(new URL(outlook!).searchParams.get('location')).toBe(where);
    const ics = (await client.get(`/events/${market}.ics`)).text;
    expect(ics).toContain('LOCATION:Community Park\\, 700 W Avenue A\\, Port Aransas\\, TX\r\n');
    const feed = (await client.get('/events/calendar.ics')).text;
    expect(feed).toContain('LOCATION:Community Park\\, 700 W Avenue A\\, Port Aransas\\, TX\r\n');
    expect(feed).toContain('LOCATION:Nature preserve pavilion\\, Port Aransas\r\n');
  });
});

describe('valid HTML', () => {
  it('the event page with its map, and with Directions under the place', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));
    for (const id of [market, pavilion]) {
      const report = await validator.validateString((await client.get(`/events/${id}`)).text);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });
});
