/**
 * Photos over HTTP against the built server: upload (cover, gallery), serving, arrangement, delete,
 * premium gating and every kind of bad upload, checking that nothing half-written remains.
 */
import type Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicPhoto } from '#src/features/photos/photos.ts';
import { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import { approvedListingsOf } from '../../helpers/demo-listings';
import { useSite } from '../../helpers/use-site';
import { GPS_MARKER, makePhoto } from '../../helpers/photos';
import { rawPost } from '../../helpers/raw-post';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, owner: Client, owner2: Client, admin: Client;
let premiumId: number; // owner's active premium listing
let freeId: number; // owner's free listing

const uploadsDir = () => join(server.dir, 'uploads');
const files = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);
const photoRows = (businessId: number) =>
  db
    .prepare('select id, role, position, alt from business_photos where business_id = ? order by role, position')
    .all(businessId) as {
    id: number;
    role: string;
    position: number;
    alt: string;
  }[];

function form(parts: Record<string, string | Blob>, fileName = 'photo.jpg'): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') data.set(name, value);
    else data.set(name, value, fileName);
  }
  return data;
}
const blob = (b: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(b)], { type });

async function upload(client: Client, businessId: number, parts: Record<string, string | Blob>, fileName?: string) {
  return client.request<{ photo: PublicPhoto; error?: string; errors?: Record<string, string[]> }>(
    `/api/businesses/${businessId}/photos`,
    { method: 'POST', body: form(parts, fileName), headers: { Accept: 'application/json' } },
  );
}

useSite((site) => ({ server, db, owner, owner2, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  writable: true,
  signIn: ['owner', 'owner2', 'admin'],
});
beforeAll(async () => {
  ({ premiumId, freeId } = approvedListingsOf(db, demo.owner));
});

describe('cover photo', () => {
  it('takes a phone photo with GPS EXIF, serves it stripped, immutable and responsive', async () => {
    const phone = await makePhoto({ width: 3000, height: 2000, phoneExif: true, orientation: 6 });
    const res = await upload(owner, premiumId, { photo: blob(phone), alt: 'Our boat at the dock at sunrise', role: 'cover' });
    expect(res.status).toBe(201);
    expect(res.body.photo).toMatchObject({ alt: 'Our boat at the dock at sunrise', width: 2000, height: 3000, role: 'cover' });
    expect(res.body.photo.url).toMatch(/^\/uploads\/[a-f0-9]{32}-1600\.jpg$/);

    for (const [ext, type, format] of [
      ['jpg', 'image/jpeg', 'jpeg'],
      ['webp', 'image/webp', 'webp'],
      ['avif', 'image/avif', 'heif'],
    ] as const) {
      for (const width of [480, 960, 1600]) {
        const url = new URL(res.body.photo.url.replace(/-1600\.jpg$/, `-${width}.${ext}`), server.url);
        const served = await fetch(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(type);
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await served.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(format);
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
        expect(bytes.includes(GPS_MARKER)).toBe(false);
      }
    }

    const api = await new Client(server.url).get<{ imageUrl: string; photos: PublicPhoto[] }>(`/api/businesses/${premiumId}`);
    expect(api.body.imageUrl).toBe(res.body.photo.url);
    expect(api.body.photos[0]).toEqual(res.body.photo);

    const page = await new Client(server.url).getFollowing(`/business/${premiumId}`);
    expect(page.text).toContain('type="image/avif"');
    expect(page.text).toContain(`${res.body.photo.url.replace('-1600.jpg', '-480.avif')} 480w`);
    expect(page.text).toMatch(
      /alt="Our boat at the dock at sunrise"[^>]*width="2000"[^>]*height="3000"|width="2000" height="3000"/,
    );
    expect(page.text).toContain(`<meta property="og:image" content="${server.url}${res.body.photo.url}"`);
  });

  it('replaces the old cover and removes its files', async () => {
    const before = photoRows(premiumId).filter((p) => p.role === 'cover');
    const hashOf = (id: number) => (db.prepare('select hash from business_photos where id = ?').get(id) as { hash: string }).hash;
    const oldHash = hashOf(before[0]!.id);
    const res = await upload(owner, premiumId, {
      photo: blob(await makePhoto({ hue: 30 })),
      alt: 'The deck at lunch',
      role: 'cover',
    });
    expect(res.status).toBe(201);
    const covers = photoRows(premiumId).filter((p) => p.role === 'cover');
    expect(covers.map((c) => c.id)).toEqual([res.body.photo.id]);
    expect(before[0]!.id).not.toBe(res.body.photo.id);
    // The new 1200 px photo: 480, 960 and 1200 px in three formats; nothing of the old cover remains
    // (the other files are the demo listings' photos).
    const newHash = res.body.photo.url.slice('/uploads/'.length, '/uploads/'.length + 32);
    expect(files().filter((f) => f.startsWith(newHash))).toHaveLength(9);
    expect(files().filter((f) => f.startsWith(oldHash))).toEqual([]);
  });

  it('works for a free listing too, and as a plain form post without JavaScript', async () => {
    const res = await owner.request(`/api/businesses/${freeId}/photos`, {
      method: 'POST',
      body: form({ photo: blob(await makePhoto({ hue: 90 })), alt: 'Storefront on Alister Street' }),
      headers: { Accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/dashboard/businesses/${freeId}#photos`);
    expect(res.headers.getSetCookie().join()).toContain('flash=');
    expect(photoRows(freeId)).toMatchObject([{ role: 'cover', alt: 'Storefront on Alister Street' }]);
  });
});

describe('gallery', () => {
  it('holds 10 photos for active premium and refuses an 11th, storing nothing', async () => {
    // The demo listing comes with a gallery (db/seed/demo-photos): the owner empties it first.
    const demoGallery = photoRows(premiumId).filter((p) => p.role === 'gallery');
    expect(demoGallery.length).toBeGreaterThan(0);
    for (const p of demoGallery)
      expect((await owner.request(`/api/businesses/${premiumId}/photos/${p.id}`, { method: 'DELETE' })).status).toBe(204);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await upload(owner, premiumId, {
        photo: blob(await makePhoto({ width: 640, height: 480, hue: i * 36 })),
        alt: `Gallery photo ${i + 1}`,
        role: 'gallery',
      });
      expect(res.status).toBe(201);
      ids.push(res.body.photo.id);
    }
    const stored = files();
    const eleventh = await upload(owner, premiumId, {
      photo: blob(await makePhoto({ width: 640, height: 480, hue: 7 })),
      alt: 'One too many',
      role: 'gallery',
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toContain('up to 10 photos');
    expect(files()).toEqual(stored);
    expect(
      photoRows(premiumId)
        .filter((p) => p.role === 'gallery')
        .map((p) => p.id),
    ).toEqual(ids);

    const page = await new Client(server.url).getFollowing(`/business/${premiumId}`);
    expect(page.text).toContain('Photos of');
    expect(page.text.match(/data-gallery-item=/g)).toHaveLength(10);
  });

  it('reorders, changes the cover and edits alt texts', async () => {
    const gallery = photoRows(premiumId).filter((p) => p.role === 'gallery');
    const cover = photoRows(premiumId).find((p) => p.role === 'cover')!;
    const reversed = gallery.map((p) => p.id).reverse();
    const res = await owner.patch<{ photos: PublicPhoto[] }>(`/api/businesses/${premiumId}/photos`, { order: reversed });
    expect(res.status).toBe(200);
    expect(res.body.photos.filter((p) => p.role === 'gallery').map((p) => p.id)).toEqual(reversed);

    const swap = await owner.patch<{ photos: PublicPhoto[] }>(`/api/businesses/${premiumId}/photos`, {
      coverId: reversed[0],
      alts: { [String(cover.id)]: 'The deck at lunch, seen from the water' },
    });
    expect(swap.status).toBe(200);
    expect(swap.body.photos[0]).toMatchObject({ id: reversed[0], role: 'cover' });
    expect(swap.body.photos.find((p) => p.id === cover.id)).toMatchObject({
      role: 'gallery',
      alt: 'The deck at lunch, seen from the water',
    });
    const api = await new Client(server.url).get<{ imageUrl: string }>(`/api/businesses/${premiumId}`);
    expect(api.body.imageUrl).toBe(swap.body.photos[0]!.url);

    for (const bad of [
      { order: reversed.slice(1) },
      { order: [...reversed.slice(1), 999999] },
      { coverId: 999999 },
      {},
      { alts: { [String(cover.id)]: '' } },
    ]) {
      const refused = await owner.patch(`/api/businesses/${premiumId}/photos`, bad);
      expect(refused.status).toBe(400);
    }
    expect((await owner2.patch(`/api/businesses/${premiumId}/photos`, { order: reversed })).status).toBe(403);
  });

  it('is refused for a free listing (403) and hidden, not deleted, when premium lapses', async () => {
    const free = await upload(owner, freeId, { photo: blob(await makePhoto()), alt: 'x', role: 'gallery' });
    expect(free.status).toBe(403);
    expect(free.body.error).toContain('Premium');

    db.prepare("update businesses set subscription_status = 'past_due' where id = ?").run(premiumId);
    const lapsed = await upload(owner, premiumId, { photo: blob(await makePhoto()), alt: 'x', role: 'gallery' });
    expect(lapsed.status).toBe(403);
    const hidden = await new Client(server.url).get<{ photos: PublicPhoto[] }>(`/api/businesses/${premiumId}`);
    expect(hidden.body.photos.map((p) => p.role)).toEqual(['cover']);
    expect((await new Client(server.url).getFollowing(`/business/${premiumId}`)).text).not.toContain('data-gallery-item');
    expect(photoRows(premiumId)).toHaveLength(11);

    db.prepare("update businesses set subscription_status = 'active' where id = ?").run(premiumId);
    const back = await new Client(server.url).get<{ photos: PublicPhoto[] }>(`/api/businesses/${premiumId}`);
    expect(back.body.photos).toHaveLength(11);
  });
});

describe('bad uploads', () => {
  it('answers 4xx with a message and stores nothing', async () => {
    const jpeg = await makePhoto();
    const before = files();
    const rowsBefore = photoRows(freeId).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>');
    const heic = readFileSync(new URL('../../fixtures/photos/hevc-320x240.heic', import.meta.url));
    const cases: [Record<string, string | Blob>, number, string?, string?][] = [
      [{ photo: blob(Buffer.from('just text, not a photo'), 'image/jpeg'), alt: 'a' }, 415],
      [{ photo: blob(svg, 'image/svg+xml'), alt: 'a' }, 415],
      [{ photo: blob(jpeg.subarray(0, jpeg.length >> 1)), alt: 'a' }, 415],
      [{ photo: blob(Buffer.alloc(0)), alt: 'a' }, 400],
      [{ photo: blob(heic, 'image/heic'), alt: 'a' }, 415, undefined, 'HEIC photos'],
      [{ image: blob(jpeg), alt: 'a' }, 400, 'photo'],
      [{ photo: blob(jpeg) }, 400, 'alt'],
      [{ photo: blob(jpeg), alt: '   ' }, 400, 'alt'],
      [{ photo: blob(jpeg), alt: 'a', role: 'banner' }, 400, 'role'],
      [{ photo: 'not a file', alt: 'a' }, 400, 'photo'],
    ];
    for (const [parts, status, field, message] of cases) {
      const res = await upload(owner, freeId, parts);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error).toEqual(expect.any(String));
      if (message) expect(res.body.error).toContain(message);
      if (field) expect(res.body.errors?.[field]).toBeDefined();
    }
    expect(files()).toEqual(before);
    expect(photoRows(freeId)).toHaveLength(rowsBefore);
  });

  it('refuses oversized bodies (413), non-multipart (415), strangers (401/403/404)', async () => {
    // Sent with node:http, which reports the answer even when the server cuts the upload off after it (fetch
    // may fail with EPIPE first, depending on timing).
    const big = await rawPost(`${server.url}/api/businesses/${freeId}/photos`, {
      totalBytes: 50 * 1024 * 1024,
      headers: { Cookie: owner.cookieHeader(), Accept: 'application/json', 'Content-Type': 'multipart/form-data; boundary=x' },
      declareLength: true,
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ error: 'Request body is too large' });
    const json = await owner.post(`/api/businesses/${freeId}/photos`, { photo: 'x', alt: 'y' });
    expect(json.status).toBe(415);
    const jpeg = blob(await makePhoto());
    expect((await upload(new Client(server.url), freeId, { photo: jpeg, alt: 'a' })).status).toBe(401);
    expect((await upload(owner2, freeId, { photo: jpeg, alt: 'a' })).status).toBe(403);
    expect((await upload(owner, 999999, { photo: jpeg, alt: 'a' })).status).toBe(404);
  });

  it('drops anything appended to an image (polyglot)', async () => {
    const polyglot = Buffer.concat([await makePhoto({ hue: 300 }), Buffer.from('<html><script>alert("owned")</script></html>')]);
    const res = await upload(owner, freeId, { photo: blob(polyglot), alt: 'Polyglot test' });
    expect(res.status).toBe(201);
    const served = Buffer.from(await (await fetch(new URL(res.body.photo.url, server.url))).arrayBuffer());
    expect(served.includes('alert')).toBe(false);
  });

  it('serves only pipeline names from the uploads folder', async () => {
    for (const path of [
      '/uploads/..%2Fsite.db',
      '/uploads/site.db',
      `/uploads/${'a'.repeat(32)}-480.jpg`,
      '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
    ])
      expect((await fetch(new URL(path, server.url))).status).toBe(404);
  });
});

describe('delete', () => {
  it('lets the owner delete (204, files gone) and an admin remove any photo', async () => {
    const [photo] = photoRows(freeId);
    const url = (await new Client(server.url).get<{ photos: PublicPhoto[] }>(`/api/businesses/${freeId}`)).body.photos[0]!.url;
    expect((await owner2.request(`/api/businesses/${freeId}/photos/${photo!.id}`, { method: 'DELETE' })).status).toBe(403);
    const res = await owner.request(`/api/businesses/${freeId}/photos/${photo!.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await fetch(new URL(url, server.url))).status).toBe(404);
    expect((await owner.request(`/api/businesses/${freeId}/photos/${photo!.id}`, { method: 'DELETE' })).status).toBe(404);
    const api = await new Client(server.url).get<{ imageUrl: string | null }>(`/api/businesses/${freeId}`);
    expect(api.body.imageUrl).toBeNull();

    const gallery = photoRows(premiumId).find((p) => p.role === 'gallery')!;
    expect((await admin.request(`/api/businesses/${premiumId}/photos/${gallery.id}`, { method: 'DELETE' })).status).toBe(204);
    const audit = db.prepare("select count(*) as n from audit_log where action = 'photo.removed_by_admin'").get() as {
      n: number;
    };
    expect(audit.n).toBe(1);
  });

  it('limits uploads per account (429 with Retry-After)', async () => {
    let status = 0;
    let response: Awaited<ReturnType<typeof upload>> | undefined;
    for (let i = 0; i < 40 && status !== 429; i++) {
      response = await upload(owner2, freeId, { photo: blob(Buffer.alloc(0)), alt: 'a' });
      status = response.status;
    }
    expect(status).toBe(429);
    expect(response!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
