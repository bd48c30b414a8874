/**
 * /my-trip over HTTP on the built server: a link names the trip and the server renders
 * it, so a shared link works anywhere without JavaScript: the saved places with today's hours and open
 * state (special hours respected), the saved events, today's tides from the tides source (the loopback
 * NOAA stand-in), the day's events, Remove links and the share link. Bad ids are ignored (never a 500);
 * the page is never indexed. The Save control is on business and event pages (hidden without JavaScript).
 * With trip dates in the link (the trip-dates form, a GET form), the hours, events and tides are the trip days'.
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
let tripEvent: { id: number; title: string };
let laterEvent: { id: number; title: string };

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

/** 'YYYY-MM-DD' of the Central day `n` days from today. */
const centralDay = (n: number) => {
  const [y, m, d] = centralToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
/** Noon UTC of that day: morning in Port Aransas, whatever the season. */
const noonOn = (n: number) => Date.parse(`${centralDay(n)}T18:00:00Z`);

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
  // One event during a trip four days from now, one well after it.
  const add = (title: string, start: number) =>
    Number(
      db
        .prepare(
          `insert into events (title, description, category, location, start_date, end_date, approved, created_at, updated_at)
           values (?, 'On the beach.', 'Community', 'Beach Access Road 1A', ?, ?, 1, ?, ?)`,
        )
        .run(title, start, start + 2 * 3_600_000, now, now).lastInsertRowid,
    );
  tripEvent = { id: add('Sandcastle Morning', noonOn(4)), title: 'Sandcastle Morning' };
  laterEvent = { id: add('Kite Day', noonOn(20)), title: 'Kite Day' };
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

describe('/my-trip with trip dates', () => {
  const section = (html: string, heading: string) =>
    new RegExp(`<section aria-labelledby="${heading}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';

  it('shows the events, hours and open days of the trip, not today’s, and keeps the dates in every link', async () => {
    const [arrive, leave] = [centralDay(3), centralDay(5)];
    const page = await get(`/my-trip?b=${open.id}&e=${tripEvent.id}&arrive=${arrive}&leave=${leave}`);
    expect(page.status).toBe(200);
    const html = page.text;
    const events = section(html, 'trip-today-heading');
    expect(events).toContain('Events during your trip');
    expect(events).toContain(`href="/events/${tripEvent.id}"`);
    expect(events).not.toContain(`href="/events/${laterEvent.id}"`);
    // The event running now is today's, not the trip's.
    expect(events).not.toContain(`href="/events/${todayEvent.id}"`);
    expect(decode(events)).toContain(`/events?from=${arrive}&to=${leave}`);
    // The saved event is on the trip; the place shows each trip day's hours, and no "open now" for another day.
    expect(html).toMatch(new RegExp(`data-trip-item="e:${tripEvent.id}"[\\s\\S]*?During your trip ·`));
    const card = new RegExp(`data-trip-item="b:${open.id}"[\\s\\S]*?</article>`).exec(html)![0];
    expect([...card.matchAll(/data-trip-day="([\d-]+)"/g)].map((m) => m[1])).toEqual([
      centralDay(3),
      centralDay(4),
      centralDay(5),
    ]);
    expect(card.match(/Open 24 hours/g)).toHaveLength(3);
    expect(card).not.toContain('Open now');
    // The form shows the dates; Remove and Share keep them; Clear goes back to today.
    expect(html).toContain(`name="arrive" min="${centralToday()}" value="${arrive}"`);
    expect(removeLinks(html)[`b:${open.id}`]).toBe(`/my-trip?e=${tripEvent.id}&arrive=${arrive}&leave=${leave}`);
    expect(decode(/value="([^"]+)"[^>]*data-trip-link/.exec(html)![1]!)).toMatch(
      new RegExp(`/my-trip\\?b=${open.id}&e=${tripEvent.id}&arrive=${arrive}&leave=${leave}$`),
    );
    expect(decode(html)).toContain(`href="/my-trip?b=${open.id}&e=${tripEvent.id}" class="mt-3 inline-flex min-h-11`);
  });

  it('gives each trip day’s tides the forecast covers, and says plainly which days it does not', async () => {
    const html = await waitFor(
      async () => {
        const text = (await get(`/my-trip?b=${open.id}&arrive=${centralDay(1)}&leave=${centralDay(6)}`)).text;
        return text.includes('data-trip-tides=') ? text : null;
      },
      { what: 'the tide table on /my-trip' },
    );
    const tides = section(html, 'trip-tides-heading');
    expect(tides).toContain('Tides for your trip');
    // The stand-in's table, like NOAA's answer to the site, covers three days from today's midnight.
    expect([...tides.matchAll(/data-trip-tides="([\d-]+)"/g)].map((m) => m[1])).toEqual([centralDay(1), centralDay(2)]);
    expect(tides).toMatch(/(High|Low) tide/);
    expect(tides).toMatch(/data-trip-tides-beyond>[^<]+ – [^<]+ are beyond the tide forecast shown here \(it runs through /);
    expect(decode(tides)).toContain('href="https://tidesandcurrents.noaa.gov/noaatidepredictions.html?id=');
  });

  it('shows today with a note for dates that have passed or cannot be read, never a 500', async () => {
    const past = await get(`/my-trip?b=${open.id}&arrive=${centralDay(-9)}&leave=${centralDay(-7)}`);
    expect(past.status).toBe(200);
    expect(past.text).toContain('Those trip dates have passed, so this shows today.');
    expect(past.text).toContain('Today&#39;s events');
    for (const query of ['arrive=2026-02-30', 'arrive=soon&leave=%3Cb%3E', `arrive=${'9'.repeat(5000)}`]) {
      const page = await get(`/my-trip?b=${open.id}&${query}`);
      expect(page.status, query).toBe(200);
      expect(page.text, query).toContain('Those trip dates could not be read, so this shows today.');
    }
    // A trip already under way starts today: open now makes sense again.
    const during = await get(`/my-trip?b=${open.id}&arrive=${centralDay(-1)}&leave=${centralDay(1)}`);
    expect(during.text).toContain('Open now');
    expect([...during.text.matchAll(/data-trip-day="([\d-]+)"/g)].map((m) => m[1])).toEqual([centralDay(0), centralDay(1)]);
  });

  it('is valid HTML with dates', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));
    const path = `/my-trip?b=${open.id},${premium.id}&e=${event.id},${tripEvent.id}&arrive=${centralDay(1)}&leave=${centralDay(8)}`;
    const report = await validator.validateString((await get(path)).text);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
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
