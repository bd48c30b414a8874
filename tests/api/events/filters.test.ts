/**
 * /events filters over HTTP against the built server: category and date range as GET
 * parameters (no JavaScript needed), kept in page links, counted in the singular and plural, approved only.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventRange } from '#src/features/events/event-filters.ts';
import type { Client } from '../../helpers/http';
import { useSite } from '../../helpers/use-site';

let db: Database.Database;
let client: Client;
let weekendFestivals: string[];
const HOUR = 3_600_000;

useSite((site) => ({ anonymous: client, db } = site), { directory: true, writable: true });
beforeAll(() => {
  const add = db.prepare(
    `insert into events (title, description, category, location, start_date, end_date, approved) values (?, 'Test event.', ?, 'Port Aransas', ?, ?, ?)`,
  );
  const now = Date.now();
  // In progress now, so it is "today" at any hour.
  add.run('Pier Cleanup Happening Now', 'Community', now - HOUR, now + HOUR, 1);
  const weekend = eventRange('weekend', new Date(now), 'America/Chicago');
  const mid = (weekend.from.getTime() + weekend.to.getTime()) / 2;
  add.run('Weekend Kite Day', 'Festival', mid, mid + 60_000, 1);
  add.run('Hidden Weekend Draft', 'Festival', mid, mid + 60_000, 0);
  for (let i = 0; i < 14; i++)
    add.run(`Sunset Yoga ${i}`, 'Community', now + (60 + i) * 24 * HOUR, now + (60 + i) * 24 * HOUR + HOUR, 1);
  // The shared fixtures start days from now, so some of them fall on the weekend on some weekdays (a Thursday
  // brings "Harbor Lights Festival" in): the approved Festival events that overlap Saturday and Sunday.
  weekendFestivals = (
    db
      .prepare(
        `select title from events where approved = 1 and category = 'Festival' and start_date < ? and end_date >= ? order by title`,
      )
      .all(weekend.to.getTime(), Math.max(weekend.from.getTime(), now)) as { title: string }[]
  ).map((row) => row.title);
});

const cardTitles = (html: string) =>
  [...html.slice(html.indexOf('id="all-heading"')).matchAll(/<h3 class="text-xl[^"]*">([^<]+)<\/h3>/g)].map((m) => m[1]);

describe('/events filters', () => {
  it('shows the filter form as a GET form with both choices', async () => {
    const html = (await client.get('/events')).text;
    expect(html).toMatch(/<form method="get" action="\/events"/);
    expect(html).toContain('<select id="events-category" name="category"');
    expect(html).toMatch(/<option value="weekend">\s*This weekend\s*<\/option>/);
    expect(html).toContain('Coming Up Soon');
    expect(html).not.toContain('data-event-count');
  });

  it('filters by category in any case, counts in the plural, and drops Coming Up Soon', async () => {
    const res = await client.get('/events?category=festival');
    expect(res.status).toBe(200);
    expect(res.text).toContain('3 events found');
    expect(res.text).toContain('Festival events');
    expect(res.text).not.toContain('Coming Up Soon');
    expect(res.text).toContain('<option value="Festival" selected>');
    expect(cardTitles(res.text).sort()).toEqual(['Harbor Lights Festival', 'Sandfest Sculpture Walk', 'Weekend Kite Day']);
    expect(res.text).not.toContain('Hidden Weekend Draft');
  });

  it('counts one match in the singular', async () => {
    const res = await client.get('/events?category=Food');
    expect(res.text).toContain('1 event found');
    expect(cardTitles(res.text)).toEqual(['Last Year Oyster Fry']);
  });

  it('today lists what is on today; this weekend what overlaps Saturday and Sunday', async () => {
    const today = await client.get('/events?when=today');
    expect(cardTitles(today.text)).toContain('Pier Cleanup Happening Now');
    expect(cardTitles(today.text)).not.toContain('Sunset Yoga 0');
    expect(today.text).toContain('All events today');
    const weekend = await client.get('/events?when=weekend&category=Festival');
    expect(weekendFestivals).toContain('Weekend Kite Day');
    expect([...cardTitles(weekend.text)].sort()).toEqual(weekendFestivals);
    expect(weekend.text).toContain('Festival events this weekend');
    const month = cardTitles((await client.get('/events?when=month')).text);
    expect(month).toContain('Pier Cleanup Happening Now');
    expect(month).not.toContain('Sunset Yoga 0');
    expect(month).not.toContain('Last Year Oyster Fry');
  });

  it('keeps the filters in the page links', async () => {
    const first = await client.get('/events?category=community');
    expect(first.text).toContain('15 events found');
    expect(cardTitles(first.text)).toHaveLength(12);
    expect(first.text).toMatch(/href="\/events\?category=Community&(amp;|#38;)?page=2#all-events"/);
    const second = await client.get('/events?category=Community&page=2');
    expect(cardTitles(second.text)).toHaveLength(3);
    expect(second.text).toContain('href="/events?category=Community#all-events"');
  });

  it('ignores unknown values instead of failing, and says when nothing matches', async () => {
    const odd = await client.get('/events?category=%3Cscript%3E&when=yesterday');
    expect(odd.status).toBe(200);
    expect(odd.text).toContain('Coming Up Soon');
    const none = await client.get('/events?category=Holiday&when=today');
    expect(none.status).toBe(200);
    expect(none.text).toContain('0 events found');
    expect(none.text).toContain('No events match these filters');
    expect(none.text).toContain('href="/events"');
  });
});
