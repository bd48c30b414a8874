/**
 * Over the built server: every admin action as a plain form (the confirmation page
 * /admin/confirm names what will happen, posts through handlePageForm and changes nothing when
 * refused), the audit-log tab and GET /api/admin/audit, the preview of a pending edit and of a claim,
 * and no review form on a preview.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { demo, newAccount, validListing } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, owner: Client, admin: Client;

const row = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
const confirmPath = (action: string, id: number) => `/admin/confirm?do=${action}&id=${id}`;
const postConfirm = (client: Client, action: string, id: number, fields: Record<string, string> = {}) =>
  client.request(confirmPath(action, id), { method: 'POST', ...form(fields) });
const flashOf = (res: { headers: Headers }) => decodeURIComponent(res.headers.getSetCookie().join(';'));

interface AuditPage {
  items: { action: string; actionLabel: string; actorEmail: string | null; targetLabel: string | null; detail: string | null }[];
  total: number;
  page: number;
  pages: number;
}

useSite((site) => ({ server, db, owner, admin } = site), { demo: true, ownSiteUrl: true, signIn: ['owner', 'admin'] });

describe('admin actions without JavaScript', () => {
  it('reject: the confirmation names what happens, a missing reason is refused, a good post rejects and returns to the tab', async () => {
    const created = await owner.post<{ id: number }>('/api/businesses', { ...validListing, name: 'Confirmable Kayaks' });
    expect(created.status).toBe(201);
    const id = created.body.id;

    const page = await admin.get(confirmPath('business.reject', id));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.text).toContain('Reject Confirmable Kayaks?');
    expect(page.text).toContain('shows as Rejected to the owner with your reason, and the owner is e-mailed');
    expect(page.text).toMatch(/<form method="post"/);
    expect(page.text).toContain('Reason (sent to the owner)');

    const refused = await postConfirm(admin, 'business.reject', id, { reason: '  ' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Give a reason the author will read');
    expect(row<{ rejected_at: number | null }>('select rejected_at from businesses where id = ?', id).rejected_at).toBeNull();

    const done = await postConfirm(admin, 'business.reject', id, { reason: 'Photos of another shop' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/admin?tab=businesses');
    expect(flashOf(done)).toContain('Business rejected successfully');
    expect(row<{ rejection_reason: string }>('select rejection_reason from businesses where id = ?', id)).toEqual({
      rejection_reason: 'Photos of another shop',
    });

    const approved = await postConfirm(admin, 'business.approve', id);
    expect(approved.status).toBe(303);
    expect(row<{ approved: number }>('select approved from businesses where id = ?', id).approved).toBe(1);
  });

  it('asks in the same words as the dashboard’s confirm (one catalogue): an event’s author, not its “submitter”', async () => {
    const event = row<{ id: number; title: string }>('select id, title from events order by id limit 1');
    const approve = await admin.get(confirmPath('event.approve', event.id));
    // The dashboard asks exactly this (tests/e2e/admin/moderation.spec.ts).
    expect(approve.text).toContain('It appears on the events calendar at once and its author is e-mailed.');
    const reject = await admin.get(confirmPath('event.reject', event.id));
    expect(reject.text).toContain('Reason (sent to the author)');
    expect(reject.text).not.toContain('submitter');
  });

  it('only admins reach the confirmation; unknown actions and items change nothing', async () => {
    const id = row<{ id: number }>('select id from businesses where approved = 1 order by id limit 1').id;
    expect((await owner.get(confirmPath('business.delete', id))).status).toBe(403);
    expect((await postConfirm(owner, 'business.delete', id)).status).toBe(403);
    const anonymous = await new Client(server.url).get(confirmPath('business.delete', id));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toContain('/api/login?next=');
    expect((await admin.get(confirmPath('business.explode', id))).status).toBe(404);
    expect((await postConfirm(admin, 'business.delete', 99_999_999)).status).toBe(404);
    expect(row<{ n: number }>('select count(*) as n from businesses where id = ?', id).n).toBe(1);
  });

  it('delete, feature and role changes post and are audited; the last admin is refused with its message', async () => {
    const created = await owner.post<{ id: number }>('/api/businesses', { ...validListing, name: 'Doomed Dive Shop' });
    const id = created.body.id;
    const page = await admin.get(confirmPath('business.delete', id));
    expect(page.text).toContain('Delete Doomed Dive Shop for good?');
    expect((await postConfirm(admin, 'business.delete', id)).status).toBe(303);
    expect(row<{ n: number }>('select count(*) as n from businesses where id = ?', id).n).toBe(0);

    const live = row<{ id: number }>('select id from businesses where approved = 1 and featured = 0 order by id limit 1').id;
    expect((await postConfirm(admin, 'business.feature', live)).status).toBe(303);
    expect(row<{ featured: number }>('select featured from businesses where id = ?', live).featured).toBe(1);
    expect((await postConfirm(admin, 'business.unfeature', live)).status).toBe(303);

    const adminId = row<{ id: number }>('select id from users where email = ?', demo.admin).id;
    const last = await postConfirm(admin, 'user.revoke-admin', adminId);
    expect(last.status).toBe(409);
    expect(last.text).toContain('The last admin cannot be demoted. Make another user an admin first.');
    expect(row<{ role: string }>('select role from users where id = ?', adminId).role).toBe('admin');

    const ownerId = row<{ id: number }>('select id from users where email = ?', demo.owner2).id;
    expect((await admin.get(confirmPath('user.make-admin', ownerId))).text).toContain(`Make ${demo.owner2} an admin?`);
    expect((await postConfirm(admin, 'user.make-admin', ownerId)).status).toBe(303);
    expect((await postConfirm(admin, 'user.revoke-admin', ownerId)).status).toBe(303);
    expect(row<{ role: string }>('select role from users where id = ?', ownerId).role).toBe('user');

    const log = await admin.get<AuditPage>(`/api/admin/audit?q=${encodeURIComponent('Doomed Dive')}`);
    expect(log.body.items).toEqual([
      expect.objectContaining({ action: 'business.deleted', actorEmail: demo.admin, targetLabel: 'Doomed Dive Shop' }),
    ]);
    const roles = await admin.get<AuditPage>(`/api/admin/audit?group=roles&q=${encodeURIComponent(demo.owner2)}`);
    expect(roles.body.items.map((e) => e.detail)).toEqual(['admin → user', 'user → admin']);
  });
});

describe('audit log', () => {
  it('is searchable, filterable and paged; admins only; bad parameters are a 400', async () => {
    const created = await owner.post<{ id: number }>('/api/businesses', { ...validListing, name: 'Audited Anchorage' });
    const id = created.body.id;
    await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: false, reason: 'Needs a real street address' });

    const found = await admin.get<AuditPage>('/api/admin/audit?q=real%20street&group=listings');
    expect(found.status).toBe(200);
    expect(found.body.items[0]).toMatchObject({
      action: 'business.rejected',
      actionLabel: 'Rejected listing',
      actorEmail: demo.admin,
      targetLabel: 'Audited Anchorage',
      detail: 'Reason: Needs a real street address',
    });
    expect((await admin.get<AuditPage>('/api/admin/audit?q=real%20street&group=events')).body.total).toBe(0);
    // Security events (logins) stay out of the admin's view.
    const all = await admin.get<AuditPage>('/api/admin/audit');
    expect(all.body.items.some((e) => e.action.startsWith('login.'))).toBe(false);

    const writable = new Database(server.dbPath);
    const insert = writable.prepare(
      "insert into audit_log (action, actor_user_id, target_type, target_id, target_label) values ('business.featured', null, 'business', '1', 'Paging Pier')",
    );
    for (let i = 0; i < 30; i++) insert.run();
    writable.close();
    const first = await admin.get<AuditPage>('/api/admin/audit?q=paging%20pier');
    expect(first.body).toMatchObject({ total: 30, page: 1, pages: 2 });
    expect(first.body.items).toHaveLength(25);
    expect((await admin.get<AuditPage>('/api/admin/audit?q=paging%20pier&page=2')).body.items).toHaveLength(5);

    const tab = await admin.get('/admin?tab=audit&q=real%20street');
    expect(tab.status).toBe(200);
    expect(tab.text).toContain('Audited Anchorage');
    expect(tab.text).toContain('Reason: Needs a real street address');

    expect((await owner.get('/api/admin/audit')).status).toBe(403);
    expect((await new Client(server.url).get('/api/admin/audit')).status).toBe(401);
    for (const bad of ['page=0', 'page=x', 'group=everything', `q=${'a'.repeat(201)}`]) {
      const res = await admin.get<{ error: string }>(`/api/admin/audit?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Invalid query parameter/);
    }
  });
});

describe('previews as the public would see them', () => {
  it('a pending edit: admins see the page with the revised fields, noindex and no-store; the public the live one', async () => {
    const live = row<{ id: number; name: string }>(
      "select b.id, b.name from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 and b.id not in (select business_id from business_revisions where status = 'pending') order by b.id limit 1",
      demo.owner,
    );
    const edit = await owner.patch(`/api/businesses/${live.id}`, { name: `${live.name} Riverside` });
    expect(edit.status).toBe(200);
    const revision = row<{ id: number }>(
      "select id from business_revisions where business_id = ? and status = 'pending'",
      live.id,
    );
    const path = `/business/${live.id}?revision=${revision.id}`;

    const preview = await admin.getFollowing(path);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain(`${live.name} Riverside</h1>`);
    expect(preview.text).toContain('Preview of a pending edit, not public.');
    expect(preview.text).toMatch(/<meta name="robots" content="noindex/);
    expect(preview.headers.get('cache-control')).toContain('no-store');
    expect(preview.text).toContain('Reviews open once this listing is public.');
    expect(preview.text).toContain('name="do" value="revision.approve"');

    const publicView = await new Client(server.url).getFollowing(path);
    expect(publicView.status).toBe(200);
    expect(publicView.text).not.toContain('Riverside');
    expect(publicView.text).not.toContain('Preview of a pending edit');
  });

  it('a pending listing shows no review form to its previewers', async () => {
    const created = await owner.post<{ id: number }>('/api/businesses', { ...validListing, name: 'Unreviewable Undertow' });
    const page = await admin.getFollowing(`/business/${created.body.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Reviews open once this listing is public.');
    expect(page.text).not.toContain('Submit review');
  });

  it('a claim: the listing as the public sees it beside the claimant and the evidence; admins only', async () => {
    const id = row<{ id: number }>(
      'select id from businesses where owner_id is null and approved = 1 order by id desc limit 1',
    ).id;
    const name = row<{ name: string }>('select name from businesses where id = ?', id).name;
    const { client, email } = await newAccount(server.url, server.outboxDir);
    const claim = await client.post<{ claim: { id: number } }>('/api/businesses/claim', {
      businessId: id,
      method: 'review',
      evidence: 'Texas sales-tax permit 3-14159 in my name.',
    });
    expect(claim.status).toBe(202);
    const page = await admin.get(`/admin/claims/${claim.body.claim.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('The listing as the public sees it');
    expect(page.text).toContain(name.replaceAll('&', '&amp;'));
    expect(page.text).toContain(email);
    expect(page.text).toContain('Texas sales-tax permit 3-14159 in my name.');
    expect(page.text).toContain('name="do" value="claim.approve"');
    expect((await client.get(`/admin/claims/${claim.body.claim.id}`)).status).toBe(403);
    expect((await admin.get('/admin/claims/99999999')).status).toBe(404);
    // The dashboard says what waits, beside the e-mail admins get.
    const dashboard = await admin.get('/admin');
    expect(dashboard.text).toMatch(/data-waiting[^>]*>Waiting for your decision:.*1 ownership claim.*listing edit/s);

    const refused = await postConfirm(admin, 'claim.reject', claim.body.claim.id, { reason: 'The permit is for another shop' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/admin?tab=claims');
    const again = await postConfirm(admin, 'claim.approve', claim.body.claim.id);
    expect(again.status).toBe(409);
    expect(row<{ owner_id: number | null }>('select owner_id from businesses where id = ?', id).owner_id).toBeNull();
  });
});

describe('resubmitting a rejected listing', () => {
  it('says the listing went back for review (the no-JavaScript editor post)', async () => {
    const created = await owner.post<{ id: number }>('/api/businesses', { ...validListing, name: 'Second Try Seafood' });
    const id = created.body.id;
    await postConfirm(admin, 'business.reject', id, { reason: 'Add a description of the menu' });
    const saved = await owner.request(`/dashboard/businesses/${id}`, {
      method: 'POST',
      ...form({
        _form: 'listing',
        name: 'Second Try Seafood',
        category: 'restaurant',
        description: 'Boiled shrimp, gumbo and fried flounder, with a kids menu.',
        phone: validListing.phone,
      }),
    });
    expect(saved.status).toBe(303);
    expect(flashOf(saved)).toContain('Listing sent for review');
    expect(flashOf(saved)).toContain('went back to our team for review');
    expect(row<{ rejected_at: number | null }>('select rejected_at from businesses where id = ?', id).rejected_at).toBeNull();
  });
});

describe('reviews moderation', () => {
  it('posts through the confirmation page (the JSON endpoint no longer takes forms) and is audited', async () => {
    const id = row<{ id: number }>('select id from businesses where approved = 1 order by id limit 1').id;
    const { client } = await newAccount(server.url, server.outboxDir);
    const posted = await client.post<{ review: { id: number } }>(`/api/businesses/${id}/reviews`, {
      rating: 4,
      body: 'Clean rooms and a kind night manager.',
    });
    expect(posted.status).toBe(201);
    const reviewId = posted.body.review.id;
    const formPost = await admin.request(`/api/admin/reviews/${reviewId}/approve`, {
      method: 'POST',
      ...form({ approved: 'true' }),
    });
    expect([404, 405]).toContain(formPost.status);
    expect(row<{ status: string }>('select status from reviews where id = ?', reviewId).status).toBe('pending');
    expect((await admin.get(confirmPath('review.approve', reviewId))).text).toContain('It appears on the listing page at once');
    expect((await postConfirm(admin, 'review.approve', reviewId)).headers.get('location')).toBe('/admin/reviews');
    expect(row<{ status: string }>('select status from reviews where id = ?', reviewId).status).toBe('approved');
    const log = await admin.get<AuditPage>('/api/admin/audit?group=reviews');
    expect(log.body.items[0]).toMatchObject({ action: 'review.approved', actorEmail: demo.admin });
  });
});
