/**
 * Photo files on disk, in UPLOADS_DIR (outside dist/). Names are `{hash}-{width}.{ext}`, built
 * here from validated parts only: a request path is matched against that pattern, never joined as is.
 * Writes go to a temporary name first and are renamed into place, so a crash never leaves a
 * half-written file under a served name.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { env } from '@/server/env';
import { PHOTO_FORMATS, type PhotoExt, type ProcessedPhoto } from './pipeline';

const FILE_NAME = /^([a-f0-9]{32})-(\d{2,4})\.(avif|webp|jpg)$/;

const uploadsDir = (): string => resolve(process.cwd(), env.uploadsDir);

const variantName = (hash: string, width: number, ext: PhotoExt): string => `${hash}-${width}.${ext}`;

/**
 * Writes every variant (into UPLOADS_DIR unless the demo seed names another folder); on any failure
 * removes what this call wrote and rethrows.
 */
export async function writeVariants(photo: ProcessedPhoto, dir: string = uploadsDir()): Promise<void> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const v of photo.variants) {
      const final = join(dir, variantName(photo.hash, v.width, v.ext));
      const temp = join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      written.push(temp);
      await writeFile(temp, v.data);
      await rename(temp, final);
      written[written.length - 1] = final;
    }
  } catch (error) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw error;
  }
}

export async function removeVariants(hash: string, widths: number[]): Promise<void> {
  const dir = uploadsDir();
  await Promise.all(
    widths.flatMap((w) => PHOTO_FORMATS.map(({ ext }) => rm(join(dir, variantName(hash, w, ext)), { force: true }))),
  );
}

/** The stored file for a served name, or null when the name is not one of ours or the file is gone. */
export async function readVariant(name: string): Promise<{ data: Buffer; type: string } | null> {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const type = PHOTO_FORMATS.find((f) => f.ext === match[3])!.type;
  try {
    return { data: await readFile(join(uploadsDir(), name)), type };
  } catch {
    return null;
  }
}
