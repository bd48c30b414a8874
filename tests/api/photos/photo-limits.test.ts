/**
 * Photo uploads under pressure, against the built server: long thin strips are a 400 (the encoders
 * would fail on them); an uploads folder that cannot be written answers a clear 503 (JSON, or the no-JS form's
 * redirect with a toast) and changes nothing; deleting a photo whose files cannot be removed still removes it from
 * the listing; one account has one upload in progress at a time.
 *
 * The folder is made unwritable the way that works as root (permissions and chattr do not stop root, and mounting
 * needs privileges a test run may not have): a regular file is put where a folder on UPLOADS_DIR's path must be, so
 * every write fails with ENOTDIR. A full disk (ENOSPC → 507) takes a small file system; it is not simulated here
 * (storage.test.ts covers telling the two apart; docs/deployment.md says what a 2 MB tmpfs gave, checked by hand).
 */
import type Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPhoto } from '#src/features/photos/photos.ts';
import { photoWorkMessages } from '#src/features/photos/server/work-queue.ts';
import { Client } from '../../helpers/http';
import { approvedListingsOf } from '../../helpers/demo-listings';
import { demo } from '../../helpers/owners';
import { makePhoto, makeStrip } from '../../helpers/photos';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';
import { waitFor } from '../../helpers/wait';

let server: TestServer;
let db: Database.Database;
let owner: Client;
let owner2: Client;
let premiumId: number;
let otherId: number;

const store = mkdtempSync(join(tmpdir(), 'photo-limits-'));
const folder = join(store, 'folder');
const uploadsDir = join(folder, 'uploads');

const blob = (b: Buffer) => new Blob([new Uint8Array(b)], { type: 'image/jpeg' });
function photoForm(photo: Buffer, alt: string): FormData {
  const form = new FormData();
  form.set('photo', blob(photo), 'photo.jpg');
  form.set('alt', alt);
  return form;
}
const upload = (client: Client, businessId: number, form: FormData, accept = 'application/json') =>
  client.request<{ photo: PublicPhoto; error?: string }>(`/api/businesses/${businessId}/photos`, {
    method: 'POST',
    body: form,
    headers: { Accept: accept },
  });

/** Everything a visitor or the owner sees of the listing's photos. */
const listing = async (businessId: number) => ({
  rows: db.prepare('select id, role, position, alt, hash from business_photos where business_id = ? order by id').all(businessId),
  imageUrl: (db.prepare('select image_url from businesses where id = ?').get(businessId) as { image_url: string | null })
    .image_url,
  api: (await new Client(server.url).get<{ photos: PublicPhoto[] }>(`/api/businesses/${businessId}`)).body.photos,
});
const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** Puts a regular file where the folder holding UPLOADS_DIR was: every write below it fails with ENOTDIR. */
function breakFolder(): void {
  renameSync(folder, `${folder}-aside`);
  writeFileSync(folder, 'not a folder');
}
function repairFolder(): void {
  rmSync(folder);
  renameSync(`${folder}-aside`, folder);
}

// Registered first so that it runs last, once the server has stopped.
afterAll(() => {
  rmSync(store, { recursive: true, force: true });
});
useSite((site) => ({ server, db, owner, owner2 } = site), {
  demo: true,
  ownSiteUrl: true,
  env: { UPLOADS_DIR: uploadsDir },
  writable: true,
  signIn: ['owner', 'owner2'],
});
beforeAll(() => {
  ({ premiumId } = approvedListingsOf(db, demo.owner));
  otherId = (
    db
      .prepare('select b.id from businesses b join users u on u.id = b.owner_id where u.email = ? order by b.id')
      .get(demo.owner2) as { id: number }
  ).id;
});

describe('long thin strips', () => {
  it('are refused with 400 and a message naming the limit, storing nothing', async () => {
    const before = await listing(premiumId);
    const filesBefore = files(uploadsDir);
    for (const [width, height] of [
      [200, 20_000],
      [200, 70_000],
      [20_000, 200],
    ]) {
      const form = new FormData();
      form.set('photo', new Blob([new Uint8Array(await makeStrip(width, height))], { type: 'image/png' }), 'strip.png');
      form.set('alt', 'A strip');
      const res = await owner.request<{ error: string; errors: Record<string, string[]> }>(
        `/api/businesses/${premiumId}/photos`,
        { method: 'POST', body: form, headers: { Accept: 'application/json' } },
      );
      expect(res.status, `${width} × ${height}`).toBe(400);
      expect(res.body.error).toContain('long, thin strip');
      expect(res.body.errors.photo).toEqual([res.body.error]);
    }
    expect(await listing(premiumId)).toEqual(before);
    expect(files(uploadsDir)).toEqual(filesBefore);
  });
});

describe('an uploads folder that cannot be written', () => {
  it('answers 503 with Retry-After (JSON) or the form’s redirect with a toast, and changes nothing', async () => {
    const photo = await makePhoto({ width: 800, height: 600, hue: 20 });
    const before = await listing(premiumId);
    const filesBefore = files(uploadsDir);
    expect(before.rows.length).toBeGreaterThan(0);
    breakFolder();
    try {
      const json = await upload(owner, premiumId, photoForm(photo, 'The dock at dawn'));
      expect(json.status).toBe(503);
      expect(json.body).toEqual({ error: 'Photos cannot be saved right now. Please try again later.' });
      expect(json.headers.get('retry-after')).toMatch(/^\d+$/);

      const form = await upload(owner, premiumId, photoForm(photo, 'The dock at dawn'), 'text/html,application/xhtml+xml');
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe(`/dashboard/businesses/${premiumId}#photos`);
      const flash = decodeURIComponent(
        form.headers
          .getSetCookie()
          .find((c) => c.startsWith('flash='))!
          .split(';')[0]!
          .slice(6),
      );
      expect(JSON.parse(flash)).toMatchObject({ title: 'Upload failed', variant: 'destructive' });
      expect(flash).toContain('Photos cannot be saved right now');

      expect(await listing(premiumId)).toEqual(before);
    } finally {
      repairFolder();
    }
    // No partial or temporary files, and the log says why.
    expect(files(uploadsDir)).toEqual(filesBefore);
    expect(server.output()).toMatch(/uploads folder cannot be written.*ENOTDIR|ENOTDIR.*uploads folder cannot be written/);
    // Once the folder is back the same upload works.
    expect((await upload(owner, premiumId, photoForm(photo, 'The dock at dawn'))).status).toBe(201);
  });

  it('still deletes a photo (204, gone from the listing); the files it could not remove stay and are logged', async () => {
    const photo = (await listing(premiumId)).api.find((p) => p.role === 'gallery')!;
    const hash = photo.url.slice('/uploads/'.length, '/uploads/'.length + 32);
    const ownFiles = files(uploadsDir).filter((f) => f.startsWith(hash));
    expect(ownFiles.length).toBeGreaterThan(0);
    breakFolder();
    try {
      const res = await owner.request(`/api/businesses/${premiumId}/photos/${photo.id}`, { method: 'DELETE' });
      expect(res.status).toBe(204);
      expect((await listing(premiumId)).api.map((p) => p.id)).not.toContain(photo.id);
    } finally {
      repairFolder();
    }
    expect(files(uploadsDir).filter((f) => f.startsWith(hash))).toEqual(ownFiles);
    await waitFor(() => server.output().includes('files of a removed photo could not be deleted'), {
      what: 'the warning about the files left behind',
    });
  });
});

describe('one upload at a time per account', () => {
  it('refuses a second upload of the same account while one is in progress (429, Retry-After); others still upload', async () => {
    // The first upload sends all but the end of its body and waits: its place is taken when it arrives.
    const boundary = 'photo-limits-boundary';
    const jpeg = await makePhoto({ width: 800, height: 600, hue: 140 });
    const head = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA slow upload\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
    ]);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const url = new URL(`/api/businesses/${premiumId}/photos`, server.url);
    const slow = http.request(url, {
      method: 'POST',
      headers: {
        Origin: url.origin,
        Cookie: owner.cookieHeader(),
        Accept: 'application/json',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + tail.length),
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      slow.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => (body += text));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      slow.on('error', reject);
    });
    slow.write(head);

    // Until the slow upload has its place, an empty upload is admitted and refused as empty (400): then it is 429.
    const refused = await waitFor(
      async () => {
        const res = await upload(owner, premiumId, photoForm(Buffer.alloc(0), 'Second at once'));
        return res.status === 429 ? res : undefined;
      },
      { what: 'the second upload to be refused' },
    );
    expect(refused.body.error).toBe(photoWorkMessages.account);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);

    // Another account is not held up.
    const other = await upload(owner2, otherId, photoForm(await makePhoto({ width: 800, height: 600, hue: 250 }), 'Storefront'));
    expect(other.status).toBe(201);

    slow.end(tail);
    const first = await answered;
    expect(first.status, first.body).toBe(201);
    expect(JSON.parse(first.body)).toMatchObject({ photo: { alt: 'A slow upload', role: 'cover' } });
    // Its place is free again.
    expect((await upload(owner, premiumId, photoForm(jpeg, 'Next one'))).status).toBe(201);
  });
});
