/**
 * The photo work runs in a child process of the server (src/features/photos/server/worker-pool.ts). When that process
 * dies in the middle of a photo (here: killed, as the kernel's OOM killer or a fault in libvips would), the upload gets
 * a clear 503 with Retry-After, nothing is stored, the server keeps serving, and the next upload gets a new worker.
 */
import type Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicPhoto } from '#src/features/photos/photos.ts';
import type { Client } from '../../helpers/http';
import { approvedListingsOf } from '../../helpers/demo-listings';
import { demo } from '../../helpers/owners';
import { makePhoto } from '../../helpers/photos';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';
import { waitFor } from '../../helpers/wait';

let server: TestServer;
let db: Database.Database;
let owner: Client;
let freeId: number;
useSite((site) => ({ server, db, owner } = site), { demo: true, ownSiteUrl: true, writable: true, signIn: ['owner'] });
beforeAll(() => {
  ({ freeId } = approvedListingsOf(db, demo.owner));
});

const files = () => {
  const dir = join(server.dir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const rows = () => db.prepare('select id, hash from business_photos where business_id = ? order by id').all(freeId);

/** The server's photo worker processes (children of its main thread running the worker script). */
function photoWorkers(): number[] {
  const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return children.map(Number).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('photo-worker.ts');
    } catch {
      return false; // it ended meanwhile
    }
  });
}

/** A 2400 × 2400 JPEG of noise: seconds of encoding, long enough to kill the worker in the middle of it. */
async function noisePhoto(): Promise<Buffer> {
  const side = 2400;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const upload = (photo: Buffer) => {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  form.set('alt', 'Noise on the water');
  return owner.request<{ photo: PublicPhoto; error?: string }>(`/api/businesses/${freeId}/photos`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json' },
  });
};

describe('a photo worker that dies in the middle of a photo', () => {
  it('answers 503 with Retry-After, stores nothing, and the next upload works with a new worker', async () => {
    const rowsBefore = rows();
    const filesBefore = files();
    // No upload ran on this server yet, so the first worker to appear is the one holding this upload.
    expect(photoWorkers()).toEqual([]);
    const answer = upload(await noisePhoto());
    const [worker] = await waitFor(() => (photoWorkers().length > 0 ? photoWorkers() : undefined), {
      what: 'the photo worker to start',
      intervalMs: 10,
    });
    process.kill(worker!, 'SIGKILL');

    const refused = await answer;
    expect(refused.status, refused.text).toBe(503);
    expect(refused.body).toEqual({ error: 'Photos cannot be processed right now. Please try again in a minute.' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(rows()).toEqual(rowsBefore);
    expect(files()).toEqual(filesBefore);
    expect(server.output()).toContain('the photo worker failed');
    expect((await owner.get('/healthz')).status).toBe(200);

    const next = await upload(await makePhoto({ width: 800, height: 600, hue: 170 }));
    expect(next.status, next.text).toBe(201);
    expect(photoWorkers()).toHaveLength(1);
    expect(photoWorkers()[0]).not.toBe(worker);
  });
});
