/**
 * Demo photos: most demo businesses get a cover, every premium one a gallery, all
 * stored the way an upload is (pipeline variants in the uploads folder, business_photos rows, the
 * cover URL on the business), with alt texts, no two the same picture, and a warm cache reused.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '#seed/index.ts';
import { demoBusinesses } from '#seed/businesses.ts';
import { seedDemoPhotos, warmDemoPhotoCache } from '#seed/demo-photos/index.ts';
import { plannedBusinessNames } from '#seed/demo-photos/plan.ts';
import { openDb, type Db } from '#src/platform/server/db/client.ts';
import { businesses, businessPhotos } from '#src/platform/server/db/schema.ts';
import { MAX_GALLERY_PHOTOS } from '#src/features/photos/photos.ts';

let dir: string;
let db: Db;
const uploadsDir = () => join(dir, 'uploads');
// The build's cache (node_modules/.cache/demo-photos): warm after `npm run build`, filled here otherwise.
let seeded: { photos: number };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seed-photos-'));
  db = openDb(join(dir, 'site.db'));
  seedDemoData(db);
  seeded = await seedDemoPhotos(db, { uploadsDir: uploadsDir() });
}, 240_000);
afterAll(() => {
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo photos', () => {
  it('gives most listings a cover and every premium listing a gallery, with alt texts', () => {
    const rows = db.select().from(businesses).all();
    const photos = db.select().from(businessPhotos).all();
    expect(seeded.photos).toBe(photos.length);
    const covers = photos.filter((p) => p.role === 'cover');
    expect(covers.length / rows.length).toBeGreaterThan(0.75);
    expect(new Set(covers.map((p) => p.businessId)).size).toBe(covers.length);
    for (const b of rows) {
      const cover = covers.find((p) => p.businessId === b.id);
      // The denormalised cover URL every card, Open Graph and the API use.
      expect(b.imageUrl).toBe(cover ? `/uploads/${cover.hash}-${cover.widths.at(-1)}.jpg` : null);
      const gallery = photos.filter((p) => p.businessId === b.id && p.role === 'gallery');
      if (b.plan === 'premium') {
        expect(cover, b.name).toBeDefined();
        expect(gallery.length, b.name).toBeGreaterThanOrEqual(4);
        expect(gallery.length).toBeLessThanOrEqual(MAX_GALLERY_PHOTOS);
        expect(gallery.map((p) => p.position)).toEqual(gallery.map((_, i) => i));
      } else expect(gallery, b.name).toEqual([]);
    }
    for (const p of photos) {
      expect(p.alt).toMatch(/^Illustration of [a-z].{20,}$/);
      expect(p.alt.length).toBeLessThanOrEqual(250);
      expect([p.width, p.height]).toEqual([1600, 900]);
      expect(p.widths).toEqual([480, 960, 1600]);
    }
    // No two photos are the same picture (and no alt text is repeated within a listing).
    expect(new Set(photos.map((p) => p.hash)).size).toBe(photos.length);
    for (const b of rows) {
      const alts = photos.filter((p) => p.businessId === b.id).map((p) => p.alt);
      expect(new Set(alts).size).toBe(alts.length);
    }
  });

  it('writes every variant the pipeline makes, re-encoded without metadata', async () => {
    const files = new Set(readdirSync(uploadsDir()));
    const photos = db.select().from(businessPhotos).all();
    expect(files.size).toBe(photos.length * 9);
    for (const p of photos)
      for (const w of p.widths) for (const ext of ['avif', 'webp', 'jpg']) expect(files.has(`${p.hash}-${w}.${ext}`)).toBe(true);
    const sample = photos[0]!;
    for (const [ext, format] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
      ['jpg', 'jpeg'],
    ] as const) {
      const meta = await sharp(join(uploadsDir(), `${sample.hash}-960.${ext}`)).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([format, 960, 540, undefined]);
    }
  });

  it('plans photos only for businesses that exist, and finds everything cached on a second run', async () => {
    // A renamed demo business would silently lose its photos.
    const names = demoBusinesses.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining(plannedBusinessNames()));
    expect(plannedBusinessNames().length).toBe(
      db
        .select()
        .from(businessPhotos)
        .all()
        .filter((p) => p.role === 'cover').length,
    );
    expect(await warmDemoPhotoCache()).toEqual({ total: seeded.photos, processed: 0 });
  });
});
