/** Over HTTP against the built server: an admin removing an owner's photo from the admin page (confirmation, then a plain form). */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedListingsOf } from '../../helpers/demo-listings';
import type { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import { makePhoto } from '../../helpers/photos';
import { useSite } from '../../helpers/use-site';

let db: Database.Database;
let owner: Client;
let admin: Client;
let premiumId: number;

useSite((site) => ({ db, owner, admin } = site), { demo: true, ownSiteUrl: true, signIn: ['owner', 'admin'] });
beforeAll(() => {
  ({ premiumId } = approvedListingsOf(db, demo.owner));
});

describe('admin photo removal', () => {
  it('asks for confirmation, then removes the photo with a plain form post', async () => {
    const body = new FormData();
    body.set('photo', new Blob([new Uint8Array(await makePhoto({ width: 800, height: 600 }))], { type: 'image/jpeg' }), 'p.jpg');
    body.set('alt', 'Dock at sunrise');
    body.set('role', 'cover');
    const uploaded = await owner.request<{ photo: { id: number } }>(`/api/businesses/${premiumId}/photos`, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
    expect(uploaded.status).toBe(201);
    const photoId = uploaded.body.photo.id;

    const list = await admin.get(`/admin/businesses/${premiumId}/photos`);
    expect(list.status).toBe(200);
    expect(list.text).toContain(`href="/admin/businesses/${premiumId}/photos?remove=${photoId}#confirm-heading"`);
    const confirm = await admin.get(`/admin/businesses/${premiumId}/photos?remove=${photoId}`);
    expect(confirm.text).toContain('Remove this photo?');
    expect(confirm.text).toContain(`name="photoId" value="${photoId}"`);

    // Not an admin: nothing removed.
    const refused = await owner.request(`/admin/businesses/${premiumId}/photos`, {
      method: 'POST',
      body: new URLSearchParams({ photoId: String(photoId) }),
    });
    expect(refused.status).not.toBe(303);
    expect(db.prepare('select count(*) as n from business_photos where id = ?').get(photoId)).toEqual({ n: 1 });

    const removed = await admin.request(`/admin/businesses/${premiumId}/photos`, {
      method: 'POST',
      body: new URLSearchParams({ photoId: String(photoId) }),
    });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe(`/admin/businesses/${premiumId}/photos`);
    expect(db.prepare('select count(*) as n from business_photos where id = ?').get(photoId)).toEqual({ n: 0 });
    // The picture cards show is no longer the removed photo: the listing's next photo stands in, or none.
    const shown = (db.prepare('select image_url from businesses where id = ?').get(premiumId) as { image_url: string | null })
      .image_url;
    const left = db
      .prepare("select hash from business_photos where business_id = ? order by role = 'cover' desc, position, id")
      .pluck()
      .all(premiumId) as string[];
    if (left.length === 0) expect(shown).toBeNull();
    else expect(shown).toContain(left[0]);
    const audit = db.prepare("select count(*) as n from audit_log where action = 'photo.removed_by_admin'").get() as {
      n: number;
    };
    expect(audit.n).toBe(1);
  });
});
