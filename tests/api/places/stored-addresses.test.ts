/**
 * Web addresses owners type: control characters are refused with a field error and nothing is
 * stored; what is stored is the address a browser would open; and /go/{id}/{kind} never fails on a value stored
 * before addresses were checked (a 404 instead of a 500 from the Location header).
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { controlCharacterMessage } from '#src/features/listings/web-address.ts';
import { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import { lanternPaddleNight } from '../../fixtures/event-input';
import { approvedListingsOf } from '../../helpers/demo-listings';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, owner: Client;
let premiumId: number;
/** A click on the listing page: browsers say it comes from our own origin, so /go follows it at once. */
const fromOurPage = { headers: { 'Sec-Fetch-Site': 'same-origin' } };

const stored = () =>
  db.prepare('select website, social, video_url as videoUrl from businesses where id = ?').get(premiumId) as {
    website: string | null;
    social: string | null;
    videoUrl: string | null;
  };

useSite((site) => ({ server, db, owner } = site), { demo: true, ownSiteUrl: true, writable: true, signIn: ['owner'] });
beforeAll(async () => {
  ({ premiumId } = approvedListingsOf(db, demo.owner));
});

const forgedLogLine =
  'https://evil.example/\n{"level":30,"time":"2026-11-26T18:00:00.000Z","reqId":"forged2","method":"POST","path":"/api/admin/users/2/role","status":200,"durationMs":1,"msg":"request"}\nx';
const controlled = [
  forgedLogLine,
  'https://evil.example/\r\nSet-Cookie: x=1',
  'https://evil.example/a\u0000b',
  'https://evil.example/a\u007fb',
  'https://evil.example/a\u0085b',
  'https://evil.example/a\u2028b',
  'https://evil.example/a\u2029b',
  'https://evil.example/a\tb',
];

describe('control characters in addresses', () => {
  it('are refused for the website, social and booking links and the video, with a field error, storing nothing', async () => {
    const before = stored();
    for (const value of controlled) {
      for (const [body, field] of [
        [{ website: value }, 'website'],
        [{ social: { booking: value } }, 'social'],
        [{ social: { facebook: value.replace('evil.example', 'facebook.com') } }, 'social'],
        [{ videoUrl: `https://youtu.be/dQw4w9WgXcQ${value.slice('https://evil.example/'.length)}` }, 'videoUrl'],
      ] as const) {
        const res = await owner.patch<{ error: string; errors: Record<string, string[]> }>(`/api/businesses/${premiumId}`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors[field]).toEqual([controlCharacterMessage]);
      }
    }
    expect(stored()).toEqual(before);
  });

  it('are refused in an event’s ticket and image links', async () => {
    const before = (db.prepare('select count(*) as n from events').get() as { n: number }).n;
    for (const field of ['ticketUrl', 'imageUrl'] as const) {
      const res = await owner.post<{ errors: Record<string, string[]> }>('/api/events', {
        ...lanternPaddleNight,
        [field]: 'https://tickets.example/\r\nSet-Cookie: x=1',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toEqual([controlCharacterMessage]);
    }
    expect((db.prepare('select count(*) as n from events').get() as { n: number }).n).toBe(before);
  });
});

describe('what is stored', () => {
  it('is the address a browser would open, and /go sends visitors there', async () => {
    for (const [typed, saved] of [
      ['//evil.example', 'https://evil.example'],
      ['https://evil.example\\@good.com', 'https://evil.example/@good.com'],
      ['HTTPS://Fins.Example.COM/Menu', 'https://fins.example.com/Menu'],
      ['fins.example.com', 'https://fins.example.com'],
    ]) {
      const res = await owner.patch<{ website: string }>(`/api/businesses/${premiumId}`, { website: typed });
      expect(res.status).toBe(200);
      expect(stored().website).toBe(saved);
      const go = await new Client(server.url).get(`/go/${premiumId}/website`, fromOurPage);
      expect(go.status).toBe(302);
      expect(go.headers.get('location')).toBe(saved);
    }
  });
});

describe('values stored before addresses were checked', () => {
  it('make /go answer 404, never 500, while the listing page still shows', async () => {
    db.prepare('update businesses set website = ?, social = ? where id = ?').run(
      forgedLogLine,
      JSON.stringify({ booking: 'https://book.example/\r\nSet-Cookie: x=1', facebook: 'https://facebook.com/a\u2028b' }),
      premiumId,
    );
    for (const kind of ['website', 'booking', 'facebook']) {
      const res = await new Client(server.url).get(`/go/${premiumId}/${kind}`, fromOurPage);
      expect(res.status, kind).toBe(404);
    }
    expect((await new Client(server.url).getFollowing(`/business/${premiumId}`)).status).toBe(200);
  });

  it('redirect to the ASCII form of a non-ASCII address', async () => {
    db.prepare('update businesses set website = ? where id = ?').run('https://café.example/menú', premiumId);
    const res = await new Client(server.url).get(`/go/${premiumId}/website`, fromOurPage);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://xn--caf-dma.example/men%C3%BA');
  });
});
