/**
 * GET /api/beach and /beach over HTTP on the built server, against the recorded NWS and NOAA answers served on
 * loopback (nothing reaches the internet), and the admins' beach advisories: created and removed through the API
 * and the no-JS form, refused with 401/403/400, and gone from the page and the API once expired.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { BeachNow } from '#src/features/beach/beach.ts';
import type { WeatherFixtures } from '../../fixtures/weather/server';
import { type Client, postForm } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let db: Database.Database;
let weather: WeatherFixtures;
let admin: Client;
let owner: Client;
let anonymous: Client;
useSite((site) => ({ server, db, weather, admin, owner, anonymous } = site), {
  demo: true,
  weather: true,
  writable: true,
  signIn: ['admin', 'owner'],
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const beach = async () => (await anonymous.get<BeachNow>('/api/beach')).body;
const page = async () => (await fetch(`${server.url}/beach`)).text();
const advisory = { site: 'Horace Caldwell Pier beach', level: 'advisory', note: 'Resampling on Friday.', expiresAt: inHours(48) };

describe('GET /api/beach', () => {
  it("answers the contract's shape from the surf zone forecast, NWS alerts, CO-OPS and the sun", async () => {
    const res = await anonymous.get<BeachNow>('/api/beach');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    expect(res.headers.get('etag')).toBeTruthy();
    const body = res.body;
    expect(body.ripCurrent).toMatchObject({ risk: 'high', period: 'Today', zone: 'TXZ345', current: true });
    expect(body.ripCurrent!.source).toMatch(/^https:\/\/forecast\.weather\.gov\/product\.php\?site=CRP/);
    expect(Number.isNaN(Date.parse(body.ripCurrent!.issuedAt))).toBe(false);
    expect(body.waterTemperature).toMatchObject({ f: 69, c: 20, station: '8775237', current: true });
    expect(body.alerts).toEqual([
      expect.objectContaining({ event: 'Rip Current Statement', headline: expect.stringContaining('Rip Current') }),
    ]);
    expect(Object.keys(body.alerts[0]!)).toEqual(expect.arrayContaining(['id', 'event', 'headline', 'expires']));
    expect(body.advisories).toEqual([]);
    expect(body.sun.sunrise).toMatch(/Z$/);
    expect(body.sun.sunset).toMatch(/Z$/);
    expect(Number.isNaN(Date.parse(body.updatedAt))).toBe(false);
  });

  it('is served from the server cache: asking again sends no request upstream', async () => {
    await beach();
    weather.resetHits();
    await beach();
    await fetch(`${server.url}/beach`);
    expect(weather.hits('/products')).toBe(0);
    expect(weather.hits('coops:water_temperature')).toBe(0);
  });
});

describe('/beach', () => {
  it('shows each value with its source and time, without JavaScript, publicly cacheable', async () => {
    const res = await fetch(`${server.url}/beach`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    const html = await res.text();
    expect(html).toMatch(/data-risk[^>]*>\s*High\s*</);
    expect(html).toContain('National Weather Service surf zone forecast');
    expect(html).toContain('Rip Current Statement');
    expect(html).toMatch(/69 °F <span[^>]*>\(20 °C\)/);
    expect(html).toContain('NOAA Tides &amp; Currents, station 8775237');
    expect(html).toMatch(/Sunrise<\/dt>\s*<dd[^>]*>\d{1,2}:\d{2} AM/);
    // Every section says when its values were true; none of them is stale here.
    for (const label of ['Issued', 'Checked', 'Measured', 'Fetched']) expect(html).toContain(`${label} `);
    expect(html).not.toContain('data-not-current');
    expect(html).toContain('Beach parking permit');
    expect(html).toContain('https://www.cityofportaransas.org/');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('is linked from the header and listed in the sitemap', async () => {
    expect(await (await fetch(`${server.url}/`)).text()).toMatch(/href="\/beach"/);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toMatch(/<loc>[^<]*\/beach<\/loc>/);
  });
});

describe('admin beach advisories', () => {
  it('refuses anyone but an admin: 401 signed out, 403 for an owner', async () => {
    expect((await anonymous.post('/api/admin/beach-advisories', advisory)).status).toBe(401);
    expect((await owner.post('/api/admin/beach-advisories', advisory)).status).toBe(403);
    expect((await anonymous.request('/api/admin/beach-advisories/1', { method: 'DELETE' })).status).toBe(401);
    expect((await owner.request('/api/admin/beach-advisories/1', { method: 'DELETE' })).status).toBe(403);
  });

  it('refuses bad input with 400 and the field errors', async () => {
    const bad = await admin.post<{ errors: Record<string, string[]> }>('/api/admin/beach-advisories', {
      site: '',
      level: 'dangerous',
      expiresAt: 'soon',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['expiresAt', 'level', 'site']);
    const past = await admin.post<{ errors: Record<string, string[]> }>('/api/admin/beach-advisories', {
      ...advisory,
      expiresAt: inHours(-1),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors.expiresAt).toEqual(['The expiry must be in the future']);
    expect((await admin.request('/api/admin/beach-advisories/abc', { method: 'DELETE' })).status).toBe(400);
    expect((await admin.request('/api/admin/beach-advisories/999999', { method: 'DELETE' })).status).toBe(404);
  });

  it('publishes an advisory on the API and the page, and deletes it', async () => {
    const created = await admin.post<{ advisory: { id: number; source: string } }>('/api/admin/beach-advisories', {
      ...advisory,
      sampledOn: '2026-11-30',
    });
    expect(created.status).toBe(201);
    expect(created.body.advisory.source).toBe('https://www.texasbeachwatch.com/');
    const listed = (await beach()).advisories;
    expect(listed).toEqual([
      expect.objectContaining({ site: advisory.site, level: 'advisory', note: advisory.note, sampledOn: '2026-11-30' }),
    ]);
    expect(Object.keys(listed[0]!)).toEqual(expect.arrayContaining(['site', 'level', 'note', 'issuedAt', 'expiresAt']));
    expect(await page()).toContain(`Advisory: ${advisory.site}`);

    const removed = await admin.request(`/api/admin/beach-advisories/${created.body.advisory.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await beach()).advisories).toEqual([]);
    expect(await page()).not.toContain(advisory.site);
  });

  it('is gone from the page and the API once it expires', async () => {
    const created = await admin.post<{ advisory: { id: number } }>('/api/admin/beach-advisories', {
      ...advisory,
      level: 'closed',
    });
    expect((await beach()).advisories.map((a) => a.level)).toEqual(['closed']);
    db.prepare('update beach_advisories set expires_at = ? where id = ?').run(Date.now() - 1000, created.body.advisory.id);
    expect((await beach()).advisories).toEqual([]);
    expect(await page()).not.toContain(`Closed: ${advisory.site}`);
  });

  it('works as a plain form on /admin/beach (no JavaScript): publish, refuse, remove', async () => {
    const refused = await postForm(admin, '/admin/beach', { site: 'X', level: 'advisory', expiresAt: '' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Name the beach or sampling site');

    const published = await postForm(admin, '/admin/beach', {
      site: 'Beach access road 1',
      level: 'advisory',
      expiresAt: inHours(24).slice(0, 16), // as typed in a datetime-local field, read in Central time
      sampledOn: '',
      note: '',
      sourceUrl: '',
    });
    expect(published.status).toBe(303);
    expect(await page()).toContain('Advisory: Beach access road 1');
    const { id } = db.prepare('select id from beach_advisories where site = ?').get('Beach access road 1') as { id: number };

    const list = await admin.get('/admin/beach');
    expect(list.text).toContain(`action="/admin/beach?remove=${id}"`);
    expect((await postForm(owner, `/admin/beach?remove=${id}`, {})).status).toBe(403);
    expect((await postForm(admin, `/admin/beach?remove=${id}`, {})).status).toBe(303);
    expect(await page()).not.toContain('Beach access road 1');
  });
});
