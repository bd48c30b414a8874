/**
 * /my-trip over HTTP on the built server: a link names the trip and the server renders
 * it, so a shared link works anywhere without JavaScript: the saved places with today's hours and open
 * state (special hours respected), the saved events, today's tides from the tides source (the loopback
 * NOAA stand-in), the day's events, Remove links and the share link. Bad ids are ignored (never a 500);
 * the page is never indexed. The Save control is on business and event pages (hidden without JavaScript).
 */
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import type Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WeatherFixtures } from '../../fixtures/weather/server';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';
import { waitFor } from '../../helpers/wait';

let weather: WeatherFixtures;
let server: TestServer;
let open: { id: number; name: string; slug: string };
let premium: { id: number; name: string };
let hidden: { id: number };
let event: { id: number; title: string };
let todayEvent: { id: number; title: string };

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, headers: res.headers, text: await res.text() };
};

const decode = (text: string) => text.replace(/&#38;|&amp;/g, '&');

/** Each Remove link's item (`b:3`) → where it goes. */
const removeLinks = (html: string) =>
  Object.fromEntries([...html.matchAll(/href="([^"]+)"[^>]*data-trip-remove="([^"]+)"/g)].map((m) => [m[2], decode(m[1]!)]));

/** 'YYYY-MM-DD' of today in Port Aransas. */
const centralToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

let db: Database.Database;
useSite((site) => ({ server, db, weather } = site), { demo: true, weather: true, writable: true });
beforeAll(() => {
  // Open around the clock every day, so "Open now" holds whenever the test runs.
  const always = { open: '00:00', close: '00:00', closed: false };
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  open = db
    .prepare(`select id, name, slug from businesses where approved = 1 and plan = 'free' order by id limit 1`)
    .get() as typeof open;
  db.prepare('update businesses set hours = ? where id = ?').run(
    JSON.stringify(Object.fromEntries(days.map((d) => [d, always]))),
    open.id,
  );
  // A premium listing closed today by its special hours.
  premium = db
    .prepare(
      `select id, name from businesses where approved = 1 and plan = 'premium' and subscription_status = 'active' order by id limit 1`,
    )
    .get() as typeof premium;
  db.prepare('update businesses set hours = ?, special_hours = ? where id = ?').run(
    JSON.stringify(Object.fromEntries(days.map((d) => [d, always]))),
    JSON.stringify([{ date: centralToday(), closed: true, note: 'Staff training' }]),
    premium.id,
  );
  hidden = db.prepare('select id from businesses where approved = 0 order by id limit 1').get() as typeof hidden;
  event = db.prepare('select id, title from events where approved = 1 order by start_date desc limit 1').get() as typeof event;
  // An event running now, so today's list has one whatever the hour.
  const now = Date.now();
  const inserted = db
    .prepare(
      `insert into events (title, description, category, location, start_date, end_date, approved, created_at, updated_at)
       values ('Sunset Jetty Walk', 'A walk along the jetty.', 'Community', 'South Jetty', ?, ?, 1, ?, ?)`,
    )
    .run(now - 3_600_000, now + 15 * 60_000, now, now);
  todayEvent = { id: Number(inserted.lastInsertRowid), title: 'Sunset Jetty Walk' };
});

describe('/my-trip from a link', () => {
  it('shows the saved places with today’s hours and open state, the saved events, the day’s events and the share link', async () => {
    const path = `/my-trip?b=${open.id},${premium.id}&e=${event.id}`;
    const page = await get(path);
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/my-trip">/);
    expect(html).toContain('<h1 class="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">My Trip</h1>');
    expect(html).toContain(`>${open.name}</a>`);
    expect(html).toContain(`>${premium.name}</a>`);
    // Open around the clock: open now; the premium one is closed today by its special hours.
    const card = (id: number) => new RegExp(`data-trip-item="b:${id}"[\\s\\S]*?</article>`).exec(html)![0];
    expect(card(open.id)).toContain('Open now');
    expect(card(open.id)).toContain('Open 24 hours');
    expect(card(premium.id)).toContain('Closed now');
    expect(card(premium.id)).toContain('Closed today: Staff training');
    expect(card(premium.id)).toMatch(/data-today-hours[^>]*>\s*Closed/);
    expect(html).toContain(`>${event.title}</a>`);
    // Remove links are the same trip without the item (they work without JavaScript).
    expect(removeLinks(html)).toEqual({
      [`b:${open.id}`]: `/my-trip?b=${premium.id}&e=${event.id}`,
      [`b:${premium.id}`]: `/my-trip?b=${open.id}&e=${event.id}`,
      [`e:${event.id}`]: `/my-trip?b=${open.id},${premium.id}`,
    });
    // The day's events, and the share link is the absolute link of this trip.
    expect(html).toContain(`href="/events/${todayEvent.id}"`);
    expect(decode(/value="([^"]+)"[^>]*data-trip-link/.exec(html)![1]!)).toMatch(
      new RegExp(`^https?://[^/]+/my-trip\\?b=${open.id},${premium.id}&e=${event.id}$`),
    );
    expect(page.headers.get('cache-control')).toContain('public');
  });

  it('shows today’s tides from the tides source once they are loaded', async () => {
    const tides = await waitFor(
      async () => {
        const html = (await get(`/my-trip?b=${open.id}`)).text;
        return html.includes('data-trip-tides') ? html : null;
      },
      { what: 'the tide table on /my-trip' },
    );
    const list = /data-trip-tides[\s\S]*?<\/ul>/.exec(tides)![0];
    expect(list).toMatch(/(High|Low) tide/);
    expect(list).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
    expect(list).toMatch(/\d\.\d ft/);
    expect(weather.hits('coops:predictions')).toBeGreaterThan(0);
  });

  it('is the empty state without ids, with the header link to it on every page', async () => {
    const page = await get('/my-trip');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Your trip is empty');
    expect(page.text).toContain('href="/business-directory"');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).not.toContain('data-trip-item');
    for (const path of ['/', '/events', `/business/${open.id}`])
      expect((await get(path)).text, path).toContain('href="/my-trip"');
  });

  it('ignores bad, unknown and unlisted ids (never a 500) and says something was left out', async () => {
    for (const query of [
      `b=abc,-1,0,${open.id}`,
      'b=99999999&e=88888888',
      `b=${hidden.id}`,
      'e=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `b=${'9,'.repeat(5000)}`,
      'b[]=1&e=1e5',
      'b=%00&e=%F0%9F%8C%8A',
    ]) {
      const page = await get(`/my-trip?${query}`);
      expect(page.status, query).toBe(200);
      expect(page.text, query).not.toContain('<script>alert');
    }
    const mixed = await get(`/my-trip?b=abc,${open.id},99999999`);
    expect(mixed.text).toContain(`>${open.name}</a>`);
    expect(mixed.text).toContain('2 items in this link are no longer listed or could not be read');
    // The share link names only what is shown.
    expect(mixed.text).toMatch(new RegExp(`value="https?://[^/"]+/my-trip\\?b=${open.id}"`));
    const unlisted = await get(`/my-trip?b=${hidden.id}`);
    expect(unlisted.text).toContain('Your trip is empty');
    expect(unlisted.text).toContain('One item in this link is no longer listed');
  });

  it('is valid HTML, full and empty', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));
    for (const path of [`/my-trip?b=${open.id},${premium.id}&e=${event.id},${todayEvent.id}`, '/my-trip']) {
      const report = await validator.validateString((await get(path)).text);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });
});

describe('the Save control', () => {
  it('is on business and event pages, hidden where scripts do not run', async () => {
    const business = (await get(`/business/${open.id}`)).text;
    expect(business).toMatch(new RegExp(`class="needs-js[^"]*" data-trip-save="b" data-trip-id="${open.id}"`));
    expect(business).toContain('Save to My Trip');
    const eventPage = (await get(`/events/${event.id}`)).text;
    expect(eventPage).toMatch(new RegExp(`class="needs-js[^"]*" data-trip-save="e" data-trip-id="${event.id}"`));
  });
});
