/**
 * The premium profile over HTTP: video, social/booking links, special hours and the long description
 * through PATCH /api/businesses/{id}; 403 for free and lapsed listings; hidden (not deleted) on lapse;
 * rendered on the page (video facade without third-party requests, rel attributes, special hours
 * overriding "Open now") and in JSON-LD.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import { approvedListingsOf } from '../../helpers/demo-listings';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, owner: Client;
let premiumId: number;
let freeId: number;

/** The page's own badge row (related cards below carry their own, smaller badges). */
const FEATURED_BADGE = /<li class="rounded-full px-3 py-1[^"]*">Featured<\/li>/;
const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());

useSite((site) => ({ server, db, owner } = site), { demo: true, ownSiteUrl: true, writable: true, signIn: ['owner'] });
beforeAll(async () => {
  ({ premiumId, freeId } = approvedListingsOf(db, demo.owner));
  // Not featured by the admin: the Featured badge then comes from active premium alone.
  db.prepare('update businesses set featured = 0 where id = ?').run(premiumId);
  // Open around the clock, so only a special closure can make it "Closed now".
  db.prepare(`update businesses set hours = ? where id = ?`).run(
    JSON.stringify(
      Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          { open: '00:00', close: '00:00', closed: false },
        ]),
      ),
    ),
    premiumId,
  );
});

const profile = {
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  social: {
    facebook: 'facebook.com/reeltide',
    instagram: 'https://www.instagram.com/reeltide/',
    x: 'https://twitter.com/reeltide',
    tripadvisor: 'https://www.tripadvisor.com/Attraction_Review-g1-d2',
    booking: 'https://fareharbor.com/embeds/book/reeltide/',
  },
  specialHours: [
    { date: today, closed: true, note: 'Closed for Thanksgiving' },
    { date: '2099-07-04', closed: false, open: '06:00', close: '12:00', note: 'Half day' },
  ],
};

describe('premium profile', () => {
  it('saves video, links and special hours for active premium, and shows them', async () => {
    const res = await owner.patch(`/api/businesses/${premiumId}`, profile);
    expect(res.status, res.text).toBe(200);
    const api = await new Client(server.url).get<Record<string, unknown>>(`/api/businesses/${premiumId}`);
    expect(api.body.videoUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(api.body.social).toMatchObject({
      facebook: 'https://facebook.com/reeltide',
      x: 'https://twitter.com/reeltide',
      booking: 'https://fareharbor.com/embeds/book/reeltide/',
      tiktok: null,
    });
    expect(api.body.specialHours).toEqual([
      { date: today, closed: true, note: 'Closed for Thanksgiving' },
      { date: '2099-07-04', closed: false, open: '06:00', close: '12:00', note: 'Half day' },
    ]);

    const page = (await new Client(server.url).getFollowing(`/business/${premiumId}`)).text;
    // The facade: a link to the video page and the nocookie player only as data, no iframe, no video host assets.
    expect(page).toContain('data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(page).not.toMatch(/<iframe|ytimg|i\.vimeocdn/);
    expect(page).toContain('rel="noopener nofollow ugc"');
    expect(page).toContain('data-social="booking"');
    expect(page).toContain('Closed for Thanksgiving');
    expect(page).toMatch(/data-open-state[^>]*>\s*Closed now/);
    const ld = JSON.parse(/"specialOpeningHoursSpecification":(\[.*?\])/.exec(page)![1]!);
    expect(ld[0]).toMatchObject({ validFrom: today, validThrough: today, opens: '00:00', closes: '00:00' });
    expect(page).toContain('"sameAs":[');
    expect(page).toContain('https://www.instagram.com/reeltide/');
  });

  it('stores the special closure for open now with the edit itself, so the filter leaves the listing out', async () => {
    // The PATCH above rebuilt the listing's stored open times in its own transaction: nothing is left queued for later.
    expect(db.prepare('select count(*) from business_open_stale where business_id = ?').pluck().get(premiumId)).toBe(0);
    const closedToday = db.prepare('select start_minute from business_special_days where business_id = ? and date = ?');
    expect(closedToday.pluck().all(premiumId, today)).toEqual([null]);
    const open = await new Client(server.url).get<{ id: number }[]>('/api/businesses?open=now&limit=100');
    expect(open.status).toBe(200);
    expect(open.body.map((b) => b.id)).not.toContain(premiumId);
  });

  it('sends a CSP whose frame-src allows exactly the two privacy-enhanced players', async () => {
    const res = await fetch(`${server.url}/business/${premiumId}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com(;|$)/);
  });

  it('refuses bad links with field errors', async () => {
    for (const [body, field] of [
      [{ videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
      [{ videoUrl: 'https://evil.example.com/watch?v=dQw4w9WgXcQ' }, 'videoUrl'],
      [{ videoUrl: 'https://www.youtube.com/watch?v=short' }, 'videoUrl'],
      [{ social: { facebook: 'https://evil.example.com/facebook.com' } }, 'social'],
      [{ social: { instagram: 'javascript:alert(1)' } }, 'social'],
      [{ social: { myspace: 'https://myspace.com/x' } }, 'social'],
      [{ specialHours: [{ date: '2026-02-30', closed: true }] }, 'specialHours'],
      [{ specialHours: [{ date: '2099-01-01', closed: false, open: '09:00' }] }, 'specialHours'],
      [
        {
          specialHours: [
            { date: '2099-01-01', closed: true },
            { date: '2099-01-01', closed: true },
          ],
        },
        'specialHours',
      ],
    ] as const) {
      const res = await owner.patch<{ errors: Record<string, string[]> }>(`/api/businesses/${premiumId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field]).toBeDefined();
    }
  });

  it('answers 403 for free listings, hides the profile on lapse and restores it on renewal', async () => {
    for (const body of [
      { videoUrl: 'https://vimeo.com/76979871' },
      { social: { facebook: 'https://facebook.com/x' } },
      { specialHours: [{ date: '2099-01-01', closed: true }] },
      { description: 'A'.repeat(1001) },
    ]) {
      const res = await owner.patch<{ error: string }>(`/api/businesses/${freeId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.error).toContain('Premium');
    }
    expect((await owner.patch(`/api/businesses/${freeId}`, { description: 'A plain description that fits.' })).status).toBe(200);

    db.prepare("update businesses set subscription_status = 'canceled' where id = ?").run(premiumId);
    expect((await owner.patch(`/api/businesses/${premiumId}`, { videoUrl: 'https://vimeo.com/76979871' })).status).toBe(403);
    const hidden = await new Client(server.url).get<Record<string, unknown>>(`/api/businesses/${premiumId}`);
    expect(hidden.body).toMatchObject({ videoUrl: null, specialHours: [], social: { facebook: null } });
    const page = (await new Client(server.url).getFollowing(`/business/${premiumId}`)).text;
    expect(page).not.toContain('data-video-facade');
    expect(page).not.toContain('Closed for Thanksgiving');
    expect(page).not.toMatch(FEATURED_BADGE);

    db.prepare("update businesses set subscription_status = 'active' where id = ?").run(premiumId);
    const back = await new Client(server.url).get<Record<string, unknown>>(`/api/businesses/${premiumId}`);
    expect(back.body.videoUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect((await new Client(server.url).getFollowing(`/business/${premiumId}`)).text).toMatch(FEATURED_BADGE);
  });
});
