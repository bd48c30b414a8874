/**
 * Only an account whose e-mail is confirmed may upload photos: an account costs nothing to make, and photo work is
 * the most expensive thing the server does. An unconfirmed owner's upload is a 403 that says to confirm the e-mail
 * (JSON, or the no-JS form's redirect with the same words in a toast), stores nothing, and the editor shows that
 * message instead of an upload form; once the owner confirms, the same upload is a 201.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { UNVERIFIED_UPLOAD_MESSAGE, type PublicPhoto } from '#src/features/photos/photos.ts';
import type { Client } from '../../helpers/http';
import { newAccount, validListing, verificationToken } from '../../helpers/owners';
import { makePhoto } from '../../helpers/photos';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let db: Database.Database;
useSite((site) => ({ server, db } = site), { ownSiteUrl: true });

function photoForm(photo: Buffer): FormData {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  form.set('alt', 'The shop from the street');
  return form;
}
const upload = (client: Client, businessId: number, photo: Buffer, accept = 'application/json') =>
  client.request<{ photo: PublicPhoto; error?: string }>(`/api/businesses/${businessId}/photos`, {
    method: 'POST',
    body: photoForm(photo),
    headers: { Accept: accept },
  });
const photoRows = (businessId: number) =>
  (db.prepare('select count(*) as n from business_photos where business_id = ?').get(businessId) as { n: number }).n;

describe('an account whose e-mail is not confirmed', () => {
  it('cannot upload photos until it confirms the e-mail, and the editor says so instead of offering the form', async () => {
    const { client: owner, email } = await newAccount(server.url, server.outboxDir, { verified: false });
    const created = await owner.post('/api/business-signup', {
      ...validListing,
      mode: 'new',
      plan: 'free',
      name: 'Unconfirmed Bait',
    });
    expect(created.status, created.text).toBe(201);
    const { id } = db.prepare('select id from businesses where name = ?').get('Unconfirmed Bait') as { id: number };
    const photo = await makePhoto({ width: 800, height: 600, hue: 310 });

    const refused = await upload(owner, id, photo);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: UNVERIFIED_UPLOAD_MESSAGE });
    expect(refused.body.error).toMatch(/verify your email address before uploading photos/);

    const form = await upload(owner, id, photo, 'text/html,application/xhtml+xml');
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/dashboard/businesses/${id}#photos`);
    const flash = decodeURIComponent(
      form.headers
        .getSetCookie()
        .find((c) => c.startsWith('flash='))!
        .split(';')[0]!
        .slice('flash='.length),
    );
    expect(JSON.parse(flash)).toMatchObject({ title: 'Upload failed', description: UNVERIFIED_UPLOAD_MESSAGE });
    expect(photoRows(id)).toBe(0);

    const editor = await owner.get(`/dashboard/businesses/${id}`);
    expect(editor.status).toBe(200);
    expect(editor.text).toContain(UNVERIFIED_UPLOAD_MESSAGE);
    expect(editor.text).toContain('Send a new verification link');
    expect(editor.text).not.toContain(`action="/api/businesses/${id}/photos"`);

    const verified = await owner.post('/api/verify-email', { token: await verificationToken(server.outboxDir, email) });
    expect(verified.status).toBe(200);
    const accepted = await upload(owner, id, photo);
    expect(accepted.status, accepted.text).toBe(201);
    expect(photoRows(id)).toBe(1);
    expect((await owner.get(`/dashboard/businesses/${id}`)).text).toContain(`action="/api/businesses/${id}/photos"`);
  });
});
