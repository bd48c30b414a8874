/**
 * A listing with gallery photos but no cover shows its first gallery photo where the cover would be: on its page
 * (with that photo's alt text), in its Open Graph image, in the API's imageUrl and on its directory card; the
 * stand-in follows the gallery order and deletions, and a real cover takes over.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicPhoto } from '#src/features/photos/photos.ts';
import { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import { approvedListingsOf } from '../../helpers/demo-listings';
import { useSite } from '../../helpers/use-site';
import { makePhoto } from '../../helpers/photos';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, owner: Client;
let premiumId: number;

useSite((site) => ({ server, db, owner } = site), { demo: true, ownSiteUrl: true, writable: true, signIn: ['owner'] });
beforeAll(() => {
  ({ premiumId } = approvedListingsOf(db, demo.owner));
});

async function upload(alt: string, role: 'cover' | 'gallery', hue: number): Promise<PublicPhoto> {
  const data = new FormData();
  data.set(
    'photo',
    new Blob([new Uint8Array(await makePhoto({ width: 640, height: 480, hue }))], { type: 'image/jpeg' }),
    'p.jpg',
  );
  data.set('alt', alt);
  data.set('role', role);
  const res = await owner.request<{ photo: PublicPhoto }>(`/api/businesses/${premiumId}/photos`, {
    method: 'POST',
    body: data,
    headers: { Accept: 'application/json' },
  });
  expect(res.status).toBe(201);
  return res.body.photo;
}

const remove = async (id: number) =>
  expect((await owner.request(`/api/businesses/${premiumId}/photos/${id}`, { method: 'DELETE' })).status).toBe(204);

const imageUrl = async () =>
  (await new Client(server.url).get<{ imageUrl: string | null }>(`/api/businesses/${premiumId}`)).body.imageUrl;

const listingName = () => (db.prepare('select name from businesses where id = ?').get(premiumId) as { name: string }).name;

describe('the first gallery photo as the fallback cover', () => {
  it('stands in for a missing cover on the page, in Open Graph, in the API and on the card', async () => {
    const rows = db.prepare('select id from business_photos where business_id = ?').all(premiumId) as { id: number }[];
    for (const { id } of rows) await remove(id);
    expect(await imageUrl()).toBeNull();

    const first = await upload('Pelicans on the jetty at dawn', 'gallery', 20);
    const second = await upload('The charter boat leaving the harbor', 'gallery', 140);
    expect(await imageUrl()).toBe(first.url);

    const page = (await new Client(server.url).getFollowing(`/business/${premiumId}`)).text;
    // The hero is the first gallery photo with its own alt text, preloaded as the page's largest image.
    expect(page).toMatch(
      /<img[^>]*alt="Pelicans on the jetty at dawn"[^>]*fetchpriority="high"|<img[^>]*fetchpriority="high"[^>]*alt="Pelicans on the jetty at dawn"/,
    );
    expect(page).toContain(`<meta property="og:image" content="${server.url}${first.url}"`);
    expect(page).toContain('<meta property="og:image:alt" content="Pelicans on the jetty at dawn"');

    const directory = (await new Client(server.url).getFollowing(`/business-directory?q=${encodeURIComponent(listingName())}`))
      .text;
    expect(directory).toContain(first.url);

    // The stand-in follows the gallery order and deletions.
    expect((await owner.patch(`/api/businesses/${premiumId}/photos`, { order: [second.id, first.id] })).status).toBe(200);
    expect(await imageUrl()).toBe(second.url);
    await remove(second.id);
    expect(await imageUrl()).toBe(first.url);

    // A real cover takes over; removing it brings the gallery photo back; an empty listing has none.
    const cover = await upload('The shop front on Alister Street', 'cover', 260);
    expect(await imageUrl()).toBe(cover.url);
    expect((await new Client(server.url).getFollowing(`/business/${premiumId}`)).text).toContain(
      '<meta property="og:image:alt" content="The shop front on Alister Street"',
    );
    await remove(cover.id);
    expect(await imageUrl()).toBe(first.url);
    await remove(first.id);
    expect(await imageUrl()).toBeNull();
  });

  it('leaves an image address typed in through the API alone', async () => {
    db.prepare("update businesses set image_url = 'https://images.example.com/shop.jpg' where id = ?").run(premiumId);
    const photo = await upload('A gallery photo', 'gallery', 300);
    expect(await imageUrl()).toBe('https://images.example.com/shop.jpg');
    await remove(photo.id);
    expect(await imageUrl()).toBe('https://images.example.com/shop.jpg');
  });
});
