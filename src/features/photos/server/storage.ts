/**
 * Photo files on disk, in UPLOADS_DIR (outside dist/). Names are `{hash}-{width}.{ext}`, built
 * here from validated parts only: a request path is matched against that pattern, never joined as is.
 * Writes go to a temporary name first and are renamed into place, so a crash never leaves a
 * half-written file under a served name. A folder that cannot take the files (full, read-only, not a
 * folder) is reported as an UploadsFolderError, after this call's own files are removed again.
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { env } from '#src/config/env.ts';
import { PHOTO_FORMATS, type PhotoExt, type ProcessedPhoto } from './photo-results.ts';

const FILE_NAME = /^([a-f0-9]{32})-(\d{2,4})\.(avif|webp|jpg)$/;

const uploadsDir = (): string => resolve(process.cwd(), env.uploadsDir);

const variantName = (hash: string, width: number, ext: PhotoExt): string => `${hash}-${width}.${ext}`;

/** Error codes of a file system that has no room left; every other one means the folder cannot be written. */
const FULL = new Set(['ENOSPC', 'EDQUOT']);

/** The uploads folder refused a write: `full` (no room left), or not writable (EACCES, EPERM, EROFS, ENOTDIR …). */
export class UploadsFolderError extends Error {
  readonly code: string;
  readonly full: boolean;
  constructor(code: string) {
    super(`The uploads folder cannot take the photo (${code})`);
    this.code = code;
    this.full = FULL.has(code);
  }
}

/** A file system error (it has an errno code) as an UploadsFolderError; anything else as it is. */
function asFolderError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? new UploadsFolderError(code) : error;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Writes every variant (into UPLOADS_DIR unless the demo seed names another folder); on any failure
 * removes what this call wrote and rethrows (a file system failure as an UploadsFolderError). Files are
 * named by the photo's hash, so a variant already there is the same image another photo row uses: it is
 * neither written again nor removed by this call's clean-up (a re-upload of the same file that failed
 * on a full disk would otherwise delete the other photo's files).
 */
export async function writeVariants(photo: ProcessedPhoto, dir: string = uploadsDir()): Promise<void> {
  const written: string[] = [];
  try {
    await mkdir(dir, { recursive: true });
    for (const v of photo.variants) {
      const final = join(dir, variantName(photo.hash, v.width, v.ext));
      if (await exists(final)) continue;
      const temp = join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      written.push(temp);
      await writeFile(temp, v.data);
      await rename(temp, final);
      written[written.length - 1] = final;
    }
  } catch (error) {
    await Promise.allSettled(written.map((f) => rm(f, { force: true })));
    throw asFolderError(error);
  }
}

/** Removes every variant of a photo; tries them all, then rejects with the first failure, if any. */
export async function removeVariants(hash: string, widths: number[]): Promise<void> {
  const dir = uploadsDir();
  const results = await Promise.allSettled(
    widths.flatMap((w) => PHOTO_FORMATS.map(({ ext }) => rm(join(dir, variantName(hash, w, ext)), { force: true }))),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw asFolderError(failed.reason);
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
