/**
 * The photo workers, with the real worker script (Node runs it from the sources, as the server does) and with
 * stand-ins that die or hang: a processed photo and a refusal come back as in-process ones did; a worker that dies
 * or hangs fails its job with PhotoWorkerUnavailable (the upload's 503), and the next job gets a new worker.
 */
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoRejected, photoMessages } from '#src/features/photos/server/photo-results.ts';
import { createPhotoWorkers, PHOTO_WORKER_OPTIONS, PhotoWorkerUnavailable } from '#src/features/photos/server/worker-pool.ts';
import { makePhoto } from '../../helpers/photos';

const pools: ReturnType<typeof createPhotoWorkers>[] = [];
const pool = (options: Partial<typeof PHOTO_WORKER_OPTIONS> = {}) => {
  const created = createPhotoWorkers({ ...PHOTO_WORKER_OPTIONS, ...options });
  pools.push(created);
  return created;
};
const fixture = (name: string) => resolve('tests/fixtures/photos', name);
afterEach(() => {
  for (const p of pools.splice(0)) p.stopIdle();
});

describe('photo workers', () => {
  it('process a photo in a child process: the variants come back as buffers', async () => {
    const photo = await pool().processInWorker(await makePhoto({ width: 800, height: 600, hue: 40 }));
    expect([photo.width, photo.height, photo.widths]).toEqual([800, 600, [480, 800]]);
    expect(photo.variants).toHaveLength(6);
    for (const v of photo.variants) {
      expect(Buffer.isBuffer(v.data)).toBe(true);
      expect(v.data.length).toBeGreaterThan(100);
    }
  });

  it('pass a refusal on with its message and status, and the same worker takes the next photo', async () => {
    const workers = pool();
    const refused = await workers.processInWorker(Buffer.from('not a photo')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PhotoRejected);
    expect(refused).toMatchObject({ message: photoMessages.notImage, status: 415 });
    expect((await workers.processInWorker(await makePhoto({ width: 400, height: 300, hue: 90 }))).width).toBe(400);
  });

  it('fail the job of a worker that dies with PhotoWorkerUnavailable', async () => {
    const workers = pool({ script: fixture('crashing-worker.ts') });
    const failed = await workers.processInWorker(Buffer.from('x')).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(PhotoWorkerUnavailable);
    expect((failed as Error).message).toContain('exit code 70');
    // The dead worker is not reused: the next job gets a new one (which dies too, with its own answer).
    await expect(workers.processInWorker(Buffer.from('y'))).rejects.toBeInstanceOf(PhotoWorkerUnavailable);
  });

  it('end a worker that does not answer in time, failing its job with PhotoWorkerUnavailable', async () => {
    const workers = pool({ script: fixture('silent-worker.ts'), timeoutMs: 500 });
    const failed = await workers.processInWorker(Buffer.from('x')).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(PhotoWorkerUnavailable);
    expect((failed as Error).message).toContain('SIGKILL');
  });

  it('fail with PhotoWorkerUnavailable when the worker script cannot be started', async () => {
    const workers = pool({ script: fixture('no-such-worker.ts') });
    await expect(workers.processInWorker(Buffer.from('x'))).rejects.toBeInstanceOf(PhotoWorkerUnavailable);
  });
});
