/**
 * Over HTTP against the built server: the enhanced description as a visitor receives it (safe markup for
 * active premium, XSS payloads inert, the plain first 1,000 characters after a lapse with the stored text
 * untouched), and an admin removing an owner's photo from the admin page (confirmation, then a plain form).
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { demo, signedIn } from '../../helpers/owners';
import { makePhoto } from '../../helpers/photos';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let db: Database.Database;
let premiumId: number;

useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true, writable: true });
beforeAll(() => {
  premiumId = (
    db
      .prepare(
        "select b.id from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 and b.plan = 'premium' order by b.id",
      )
      .get(demo.owner) as { id: number }
  ).id;
});

/** The page's "About" block. */
const about = (html: string) => /<h2[^>]*>About [^<]*<\/h2>\s*(<div[\s\S]*?<\/div>)/.exec(html)?.[1] ?? '';

describe('enhanced description on the page', () => {
  const payload = [
    'Charters **daily** from the *harbor*.',
    '',
    '- Bay fishing',
    '- [Book online](https://fareharbor.com/x)',
    '- [Free money](javascript:alert(document.cookie))',
    '',
    '<script>alert("xss")</script><img src=x onerror=alert(1)> <a href="javascript:alert(2)">x</a>',
    '',
    '![pic" onerror="alert(3)](https://evil.example/a.png) <iframe src="https://evil.example"></iframe>',
  ].join('\n');

  it('renders the safe subset for active premium and leaves every payload inert', async () => {
    db.prepare('update businesses set description = ? where id = ?').run(payload, premiumId);
    const block = about((await new Client(server.url).get(`/business/${premiumId}`)).text);
    expect(block).toContain('data-rich-description');
    expect(block).toContain('<strong>daily</strong>');
    expect(block).toContain('<em>harbor</em>');
    expect(block).toContain('<li><a href="https://fareharbor.com/x" rel="nofollow ugc noopener">Book online</a></li>');
    expect(block).toContain('<li>Free money</li>');
    expect(block).toContain('&lt;script&gt;');
    for (const tag of block.match(/<[a-z][^>]*>/gi) ?? []) {
      expect(tag).not.toMatch(/^<(script|img|iframe|svg)/i);
      expect(tag).not.toMatch(/\son\w+=|javascript:/i);
    }
  });

  it('shows a lapsed listing the plain first 1,000 characters and keeps the stored text for renewal', async () => {
    const long = `**Bold start** ${'Gulf shrimp and redfish. '.repeat(80)}THE-END-MARKER`;
    db.prepare("update businesses set description = ?, subscription_status = 'canceled' where id = ?").run(long, premiumId);
    const block = about((await new Client(server.url).get(`/business/${premiumId}`)).text);
    expect(block).not.toContain('data-rich-description');
    expect(block).not.toContain('<strong>');
    expect(block).toContain('Bold start Gulf shrimp');
    expect(block).not.toContain('THE-END-MARKER');
    expect(block).toContain('…');
    const text = block.replace(/<[^>]+>/g, '').trim();
    expect(text.length).toBeLessThanOrEqual(1001);
    expect(
      (db.prepare('select description from businesses where id = ?').get(premiumId) as { description: string }).description,
    ).toBe(long);

    db.prepare("update businesses set subscription_status = 'active' where id = ?").run(premiumId);
    expect(about((await new Client(server.url).get(`/business/${premiumId}`)).text)).toContain('THE-END-MARKER');
  });
});

describe('admin photo removal', () => {
  it('asks for confirmation, then removes the photo with a plain form post', async () => {
    const owner = await signedIn(server.url, demo.owner);
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

    const admin = await signedIn(server.url, demo.admin);
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
    expect(
      (db.prepare('select image_url from businesses where id = ?').get(premiumId) as { image_url: string | null }).image_url,
    ).toBeNull();
    const audit = db.prepare("select count(*) as n from audit_log where action = 'photo.removed_by_admin'").get() as {
      n: number;
    };
    expect(audit.n).toBe(1);
  });
});
