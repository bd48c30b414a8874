import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processPhoto } from '#src/features/photos/server/pipeline.ts';
import { UploadsFolderError, writeVariants } from '#src/features/photos/server/storage.ts';
import { makePhoto } from '../../helpers/photos';

const dir = mkdtempSync(join(tmpdir(), 'photo-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('photo storage', () => {
  it('reports an uploads folder it cannot write to as an UploadsFolderError and leaves nothing behind', async () => {
    const photo = await processPhoto(await makePhoto({ width: 400, height: 300 }));
    // Running as root, permissions do not stop a write: a regular file where a folder must be does (ENOTDIR).
    writeFileSync(join(dir, 'blocker'), 'not a folder');
    const error = await writeVariants(photo, join(dir, 'blocker', 'uploads')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadsFolderError);
    expect(error).toMatchObject({ code: 'ENOTDIR', full: false });
    expect(readdirSync(dir)).toEqual(['blocker']);

    await writeVariants(photo, join(dir, 'uploads'));
    expect(readdirSync(join(dir, 'uploads'))).toHaveLength(photo.variants.length);
  });

  it('never removes the files of the same image stored before, when a later write fails', async () => {
    const photo = await processPhoto(await makePhoto({ width: 400, height: 300 }));
    const folder = join(dir, 'shared');
    await writeVariants(photo, folder);
    const before = readdirSync(folder).sort();
    // The same image again, with one more variant whose write fails (a full disk, say).
    const failing = { ...photo, variants: [...photo.variants, { ...photo.variants[0]!, width: 9999, data: undefined }] };
    await expect(writeVariants(failing as unknown as typeof photo, folder)).rejects.toBeDefined();
    expect(readdirSync(folder).sort()).toEqual(before);
  });

  it('tells a full file system from an unwritable one', () => {
    expect(new UploadsFolderError('ENOSPC').full).toBe(true);
    expect(new UploadsFolderError('EDQUOT').full).toBe(true);
    for (const code of ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'EIO'])
      expect(new UploadsFolderError(code).full).toBe(false);
  });
});
