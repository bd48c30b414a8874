/**
 * Demo covers and galleries, stored exactly like uploaded photos: each scene (scenes.ts) is rendered
 * to a PNG with sharp and sent through the real upload pipeline (processPhoto: AVIF/WebP/JPEG at up to
 * three widths under content-hashed names), its files written with the real storage code into
 * UPLOADS_DIR, and its rows added to business_photos with the cover's URL in businesses.image_url.
 *
 * The pipeline takes about a second per photo, and every demo server (npm start, each test server)
 * seeds a fresh database: so the pipeline's output is kept in a cache folder keyed by the scene's SVG
 * and the pipeline's settings (PIPELINE_FINGERPRINT). The build fills it (warm-cache.ts), so only the
 * first build pays; a changed scene or encoder setting gets a new key and is processed again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/platform/server/db/client.ts';
import { businesses, businessPhotos } from '#src/platform/server/db/schema.ts';
import { photoUrl } from '#src/features/photos/photos.ts';
import { PIPELINE_FINGERPRINT, processPhoto } from '#src/features/photos/server/pipeline.ts';
import { PHOTO_FORMATS, type ProcessedPhoto } from '#src/features/photos/server/photo-results.ts';
import { writeVariants } from '#src/features/photos/server/storage.ts';
import { demoBusinesses } from '#seed/businesses.ts';
import { demoPhotoPlan } from './plan';
import { sceneAlt, sceneSvg, type Scene } from './scenes';

/** Survives rebuilds and `npm ci`-free restarts; never served. */
export const DEMO_PHOTO_CACHE = 'node_modules/.cache/demo-photos';

interface Manifest {
  hash: string;
  width: number;
  height: number;
  widths: number[];
}

const cacheKey = (svg: string): string =>
  createHash('sha256').update(PIPELINE_FINGERPRINT).update('\0').update(svg).digest('hex').slice(0, 32);

async function readCached(dir: string): Promise<ProcessedPhoto | null> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
    const variants = await Promise.all(
      manifest.widths.flatMap((width) =>
        PHOTO_FORMATS.map(async ({ ext }) => ({
          width,
          ext,
          data: await readFile(join(dir, `${manifest.hash}-${width}.${ext}`)),
        })),
      ),
    );
    return { ...manifest, variants };
  } catch {
    return null;
  }
}

/** The pipeline's output for a scene: from the cache, or processed now and cached (atomically: temp folder, rename). */
async function processedScene(scene: Scene, cacheDir: string): Promise<ProcessedPhoto> {
  const svg = sceneSvg(scene);
  const dir = join(cacheDir, cacheKey(svg));
  const cached = await readCached(dir);
  if (cached) return cached;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  const photo = await processPhoto(png);
  const temp = `${dir}.tmp-${randomBytes(6).toString('hex')}`;
  await writeVariants(photo, temp);
  const manifest: Manifest = { hash: photo.hash, width: photo.width, height: photo.height, widths: photo.widths };
  await writeFile(join(temp, 'manifest.json'), JSON.stringify(manifest));
  // Another process may have filled the same key meanwhile: its copy is identical, keep it.
  await rename(temp, dir).catch(() => rm(temp, { recursive: true, force: true }));
  return photo;
}

/** Every scene of the demo plan, cover first. */
function plannedScenes(): { name: string; role: 'cover' | 'gallery'; position: number; scene: Scene }[] {
  return demoBusinesses.flatMap((b) => {
    const plan = demoPhotoPlan(b.name);
    if (!plan) return [];
    return [
      { name: b.name, role: 'cover' as const, position: 0, scene: plan.cover },
      ...plan.gallery.map((scene, position) => ({ name: b.name, role: 'gallery' as const, position, scene })),
    ];
  });
}

/** Runs `work` over `items`, `limit` at a time, keeping the order of the results. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Processes every demo scene that is not cached yet (the build runs this). Returns how many were processed. */
export async function warmDemoPhotoCache(cacheDir = resolve(DEMO_PHOTO_CACHE)): Promise<{ total: number; processed: number }> {
  const scenes = plannedScenes();
  const missing = scenes.filter(({ scene }) => !existsSync(join(cacheDir, cacheKey(sceneSvg(scene)), 'manifest.json')));
  await mapLimited(missing, 2, ({ scene }) => processedScene(scene, cacheDir));
  return { total: scenes.length, processed: missing.length };
}

/**
 * Adds the planned photos of the demo businesses found in `db` (by name): files into `uploadsDir`,
 * rows into business_photos, the cover URL into businesses.image_url. Run right after seedDemoData.
 */
export async function seedDemoPhotos(
  db: Db,
  { uploadsDir, cacheDir = resolve(DEMO_PHOTO_CACHE) }: { uploadsDir: string; cacheDir?: string },
): Promise<{ photos: number }> {
  const rows = db.select({ id: businesses.id, name: businesses.name, ownerId: businesses.ownerId }).from(businesses).all();
  const byName = new Map(rows.map((r) => [r.name, r]));
  const planned = plannedScenes().filter((p) => byName.has(p.name));
  const processed = await mapLimited(planned, 2, async (p) => {
    const photo = await processedScene(p.scene, cacheDir);
    await writeVariants(photo, uploadsDir);
    return photo;
  });
  db.transaction((tx) => {
    planned.forEach((p, i) => {
      const photo = processed[i]!;
      const business = byName.get(p.name)!;
      tx.insert(businessPhotos)
        .values({
          businessId: business.id,
          role: p.role,
          position: p.position,
          alt: sceneAlt(p.scene),
          width: photo.width,
          height: photo.height,
          hash: photo.hash,
          widths: photo.widths,
          uploaderId: business.ownerId,
        })
        .run();
      if (p.role === 'cover')
        tx.update(businesses)
          .set({ imageUrl: photoUrl(photo.hash, photo.widths[photo.widths.length - 1]!, 'jpg') })
          .where(eq(businesses.id, business.id))
          .run();
    });
  });
  return { photos: planned.length };
}
