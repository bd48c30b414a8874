/**
 * Moderation states over the built server: reject with a reason,
 * `status` in the owner's and admin's answers, resubmission, previews for admins and owners only,
 * admin notifications, and bad input.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type Client } from '../../helpers/http';
import { readOutbox, waitForMail } from '../../helpers/mail';
import { demo, validListing } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, anonymous: Client, owner: Client, owner2: Client, admin: Client;
const adminInbox = 'hello@portaransasguide.com';

useSite((site) => ({ server, db, anonymous, owner, owner2, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  signIn: ['owner', 'owner2', 'admin'],
});

interface Item {
  id: number;
  approved: boolean;
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason?: string | null;
}

const mailsTo = async (to: string, subject: string) =>
  (await readOutbox(server.outboxDir)).filter((m) => m.to.includes(to) && m.subject === subject);

describe('listings', () => {
  it('a pending listing rejected with a reason is "rejected" to owner and admin, mailed, and back to pending once edited', async () => {
    const created = await owner.post<Item>('/api/businesses', { ...validListing, name: 'Rejected Reef Tours' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(adminInbox) && m.subject === 'New listing to review: “Rejected Reef Tours”',
    );
    const pendingBefore = (await admin.get<{ pendingBusinesses: number }>('/api/admin/stats')).body.pendingBusinesses;

    const reason = 'The phone number does not answer; please check it.';
    const rejected = await admin.patch<{ message: string; business: Item }>(`/api/admin/businesses/${id}/approve`, {
      approved: false,
      reason,
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe('Business rejected successfully');
    expect(rejected.body.business).toMatchObject({ approved: false, status: 'rejected', rejectionReason: reason });

    const mine = (await owner.get<Item[]>('/api/businesses/my')).body.find((b) => b.id === id)!;
    expect(mine).toMatchObject({ approved: false, status: 'rejected', rejectionReason: reason });
    const listed = (await admin.get<Item[]>('/api/admin/businesses?status=rejected')).body;
    expect(listed.map((b) => b.id)).toContain(id);
    expect(listed.every((b) => b.status === 'rejected')).toBe(true);
    expect((await admin.get<Item[]>('/api/admin/businesses?status=pending')).body.map((b) => b.id)).not.toContain(id);
    // A rejected listing no longer counts as pending.
    expect((await admin.get<{ pendingBusinesses: number }>('/api/admin/stats')).body.pendingBusinesses).toBe(pendingBefore - 1);
    const mail = await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(demo.owner) && m.subject === 'Your listing was not approved: “Rejected Reef Tours”',
    );
    expect(mail.body).toContain(reason);
    expect(
      row<{ n: number }>("select count(*) as n from audit_log where action = 'business.rejected' and target_id = ?", String(id))
        .n,
    ).toBe(1);

    // The same decision again changes nothing and mails nobody.
    expect((await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: false, reason })).status).toBe(200);
    expect(await mailsTo(demo.owner, 'Your listing was not approved: “Rejected Reef Tours”')).toHaveLength(1);

    // The owner fixes it: saving resubmits (pending again, reason gone) and the admins are told.
    const edited = await owner.patch<Item & { backToReview: boolean }>(`/api/businesses/${id}`, { phone: '(361) 555-0199' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'pending', rejectionReason: null, backToReview: true });
    await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(adminInbox) && m.subject === 'Listing resubmitted: “Rejected Reef Tours”',
    );

    const approved = await admin.patch<{ business: Item }>(`/api/admin/businesses/${id}/approve`, { approved: true });
    expect(approved.body.business).toMatchObject({ approved: true, status: 'approved', rejectionReason: null });
    expect((await anonymous.get<Item>(`/api/businesses/${id}`)).body.status).toBe('approved');
  });

  it('unpublishing an approved listing hides it and shows "rejected" with the reason', async () => {
    const id = row<{ id: number }>(
      'select id from businesses where owner_id = (select id from users where email = ?) and approved = 1',
      demo.owner2,
    ).id;
    const res = await admin.patch<{ business: Item }>(`/api/admin/businesses/${id}/approve`, {
      approved: false,
      reason: 'Closed for the season',
    });
    expect(res.body.business.status).toBe('rejected');
    expect((await anonymous.get(`/api/businesses/${id}`)).status).toBe(404);
    expect((await owner2.get<Item[]>('/api/businesses/my')).body.find((b) => b.id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Closed for the season',
    });
    expect(
      row<{ n: number }>(
        "select count(*) as n from audit_log where action = 'business.unpublished' and target_id = ?",
        String(id),
      ).n,
    ).toBe(1);
    await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: true });
  });

  it('previews a listing that is not public to admins and its owner only; never cached, never indexed', async () => {
    const id = (await owner.post<Item>('/api/businesses', { ...validListing, name: 'Preview Pelican Cafe' })).body.id;
    for (const visitor of [anonymous, owner2]) expect((await visitor.getFollowing(`/business/${id}`)).status).toBe(404);
    for (const viewer of [admin, owner]) {
      const page = await viewer.getFollowing<string>(`/business/${id}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Preview Pelican Cafe');
      expect(page.text).toContain('Preview, not public.');
      expect(page.text).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(page.headers.get('cache-control')).toMatch(/no-store/);
    }
    // An approved listing shows no banner.
    await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: true });
    expect((await admin.getFollowing<string>(`/business/${id}`)).text).not.toContain('Preview, not public.');
  });

  it('refuses bad decisions with a 4xx and changes nothing', async () => {
    const id = (await owner.post<Item>('/api/businesses', { ...validListing, name: 'Bad Input Bait' })).body.id;
    const before = row('select * from businesses where id = ?', id);
    for (const body of [
      { approved: false, reason: 42 },
      { approved: false, reason: 'x'.repeat(1001) },
      { reason: 'no decision' },
    ]) {
      const res = await admin.patch<{ error: string }>(`/api/admin/businesses/${id}/approve`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
    expect((await admin.patch(`/api/admin/businesses/999999/approve`, { approved: false, reason: 'x' })).status).toBe(404);
    expect((await owner.patch(`/api/admin/businesses/${id}/approve`, { approved: false, reason: 'x' })).status).toBe(403);
    expect(row('select * from businesses where id = ?', id)).toEqual(before);
  });
});

describe('events', () => {
  it('an event rejected with a reason is "rejected" to its author, mailed, and previewable by the author only', async () => {
    const created = await owner.post<{ id: number }>('/api/events', {
      title: 'Rejected Kite Festival',
      description: 'Kites on the beach all afternoon.',
      category: 'Community',
      location: 'Beach marker 10',
      startDate: '2032-07-01T10:00',
      endDate: '2032-07-01T16:00',
    });
    const id = created.body.id;
    await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(adminInbox) && m.subject === 'New event to review: “Rejected Kite Festival”',
    );
    const page = await owner.get<string>(`/events/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Preview, not public.');
    expect((await owner2.get(`/events/${id}`)).status).toBe(404);
    expect((await anonymous.get(`/events/${id}`)).status).toBe(404);

    const res = await admin.patch<{ event: Item }>(`/api/admin/events/${id}/approve`, {
      approved: false,
      reason: 'Needs a permit number',
    });
    expect(res.body.event).toMatchObject({ status: 'rejected', rejectionReason: 'Needs a permit number' });
    const mine = (await owner.get<Item[]>('/api/events/my')).body.find((e) => e.id === id);
    expect(mine).toMatchObject({ approved: false, status: 'rejected', rejectionReason: 'Needs a permit number' });
    const admins = (await admin.get<Item[]>('/api/admin/events?status=rejected')).body;
    expect(admins.find((e) => e.id === id)).toMatchObject({ status: 'rejected', rejectionReason: 'Needs a permit number' });
    const mail = await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(demo.owner) && m.subject === 'Your event was not approved: “Rejected Kite Festival”',
    );
    expect(mail.body).toContain('Needs a permit number');
    expect((await owner.get<string>(`/events/${id}`)).text).toContain('Reason: Needs a permit number');
  });
});

describe('roles', () => {
  it('demoting the last admin answers 409 with a message that says what to do', async () => {
    const me = row<{ id: number }>('select id from users where email = ?', demo.admin).id;
    const res = await admin.patch<{ error: string }>(`/api/admin/users/${me}/role`, { role: 'user' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('The last admin cannot be demoted. Make another user an admin first.');
    expect(row<{ role: string }>('select role from users where id = ?', me).role).toBe('admin');
  });
});

function row<T>(sql: string, ...args: unknown[]): T {
  return db.prepare(sql).get(...args) as T;
}
