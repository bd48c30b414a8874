/**
 * Open-now lists say when each listing closes: `/api/businesses?open=now` items carry `closesAt` (Central wall clock,
 * null when open around the clock) and the directory's open-now cards say "Open now · Closes at …", the listing
 * page's wording. The hours are set around the moment the test runs, so the answers hold at any time of day.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

interface Item {
  name: string;
  closesAt?: string | null;
}

const week = (open: string, close: string) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((k) => [
      k,
      { open, close, closed: false },
    ]),
  );
const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hour12: false }).format());
const clock = (h: number) => `${String(((h % 24) + 24) % 24).padStart(2, '0')}:00`;
/** Opened an hour ago, closes in two (past midnight when that is later than midnight: a close before the open). */
const closesAt = clock(hour + 2);
const label = (h: number) => `${(((h % 24) + 24) % 24) % 12 || 12}:00 ${((h % 24) + 24) % 24 < 12 ? 'AM' : 'PM'}`;

let server: TestServer;
let db: Database.Database;
useSite((site) => ({ server, db } = site), { writable: true });
beforeAll(() => {
  const insert = db.prepare(`insert into businesses (slug, name, description, category, hours, approved)
    values (?, ?, 'A place on the island.', 'retail', ?, 1)`);
  insert.run('closing-soon-deli', 'Closing Soon Deli', JSON.stringify(week(clock(hour - 1), closesAt)));
  insert.run('always-open-bait', 'Always Open Bait', JSON.stringify(week('00:00', '00:00')));
  insert.run('closed-museum', 'Closed Museum', JSON.stringify(week(clock(hour + 3), clock(hour + 4))));
});

describe('open now says when it closes', () => {
  it('the API’s open-now items carry closesAt; other lists do not', async () => {
    const res = await new Client(server.url).get<Item[]>('/api/businesses?open=now');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.map((b) => [b.name, b.closesAt]));
    expect(byName).toEqual({ 'Closing Soon Deli': closesAt, 'Always Open Bait': null });
    const all = await new Client(server.url).get<Item[]>('/api/businesses');
    expect(all.body.some((b) => 'closesAt' in b)).toBe(false);
  });

  it('the directory’s open-now cards say it, in the listing page’s words', async () => {
    const html = (await new Client(server.url).get('/business-directory?open=now')).text;
    expect(html).toContain(`Closes at ${label(hour + 2)}`);
    expect(html).toContain('Open 24 hours');
    expect(html).not.toContain('Closed Museum');
    const plain = (await new Client(server.url).get('/business-directory')).text;
    expect(plain).not.toContain('Closes at');
    const page = (await new Client(server.url).getFollowing('/business/1')).text;
    expect(page).toContain(`Closes at ${label(hour + 2)}`);
  });
});
