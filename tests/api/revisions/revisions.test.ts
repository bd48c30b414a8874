/**
 * Edits never take a live listing offline: name, category and description changes of an
 * approved listing wait as a pending revision; the approved version keeps answering 200 until an admin
 * approves (applies) or rejects it with a reason the owner is e-mailed.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import { waitForMail } from '../../helpers/mail';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, owner: Client, owner2: Client, admin: Client;

interface Revision {
  id: number;
  businessId: number;
  live: { name: string; description: string };
  proposed: Record<string, string>;
}

const row = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
const liveOwnedBy = (email: string, skip = 0) =>
  row<{ id: number; name: string; description: string }>(
    'select b.id, b.name, b.description from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 order by b.id limit 1 offset ?',
    email,
    skip,
  );

useSite((site) => ({ server, db, owner, owner2, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  signIn: ['owner', 'owner2', 'admin'],
});

describe('pending revisions', () => {
  it('serves the approved version while a rename waits, then applies it on approval', async () => {
    const { id, name } = liveOwnedBy(demo.owner);
    const edit = await owner.patch(`/api/businesses/${id}`, { name: `${name} & Patio`, category: 'Entertainment' });
    expect(edit.status).toBe(200);
    for (const path of [`/api/businesses/${id}`, `/business/${id}`]) {
      const res = await new Client(server.url).getFollowing<{ name?: string }>(path);
      expect(res.status).toBe(200);
      if (path.startsWith('/api')) expect(res.body.name).toBe(name);
    }
    await waitForMail(server.outboxDir, (m) => m.subject === `Listing changes to review: “${name}”`);

    const list = await admin.get<Revision[]>('/api/admin/revisions');
    const revision = list.body.find((r) => r.businessId === id)!;
    expect(revision).toMatchObject({ live: { name }, proposed: { name: `${name} & Patio`, category: 'Entertainment' } });

    // A second edit merges into the same pending revision.
    expect(
      (await owner.patch(`/api/businesses/${id}`, { description: 'Live music on the patio every night of the week.' })).status,
    ).toBe(200);
    const merged = (await admin.get<Revision[]>('/api/admin/revisions')).body.filter((r) => r.businessId === id);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.proposed).toMatchObject({
      name: `${name} & Patio`,
      description: 'Live music on the patio every night of the week.',
    });

    const ok = await admin.patch<{ message: string }>(`/api/admin/revisions/${revision.id}`, { approved: true });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Revision approved successfully');
    const after = await new Client(server.url).get<{ name: string; category: string; description: string }>(
      `/api/businesses/${id}`,
    );
    expect(after.body).toMatchObject({
      name: `${name} & Patio`,
      category: 'Entertainment',
      description: 'Live music on the patio every night of the week.',
    });
    expect((await admin.patch(`/api/admin/revisions/${revision.id}`, { approved: false })).status).toBe(409);
    await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(demo.owner) && m.subject === `Your changes are live: “${name} & Patio”`,
    );
  });

  it('a rejected revision changes nothing public and tells the owner why', async () => {
    const { id, name, description } = liveOwnedBy(demo.owner2);
    expect(
      (await owner2.patch(`/api/businesses/${id}`, { description: 'BEST DEALS!!! Visit our other site for more.' })).status,
    ).toBe(200);
    const revision = (await admin.get<Revision[]>('/api/admin/revisions')).body.find((r) => r.businessId === id)!;
    const res = await admin.patch(`/api/admin/revisions/${revision.id}`, {
      approved: false,
      reason: 'Advertising for another site.',
    });
    expect(res.status).toBe(200);
    const publicView = await new Client(server.url).get<{ description: string; name: string }>(`/api/businesses/${id}`);
    expect(publicView.body).toMatchObject({ name, description });
    await waitForMail(server.outboxDir, (m) => m.to.includes(demo.owner2) && m.body.includes('Advertising for another site.'));
  });

  it('only the owner edits, only admins decide; bad ids and bodies are 4xx', async () => {
    const { id } = liveOwnedBy(demo.owner, 1);
    expect((await owner2.patch(`/api/businesses/${id}`, { name: 'Not Mine At All' })).status).toBe(403);
    expect(row<{ n: number }>('select count(*) as n from business_revisions where business_id = ?', id).n).toBe(0);
    expect((await owner.get('/api/admin/revisions')).status).toBe(403);
    expect((await owner.patch('/api/admin/revisions/1', { approved: true })).status).toBe(403);
    expect((await admin.patch('/api/admin/revisions/999999', { approved: true })).status).toBe(404);
    expect((await admin.patch('/api/admin/revisions/abc', { approved: true })).status).toBe(400);
    expect((await admin.patch('/api/admin/revisions/1', { approved: 'maybe' })).status).toBe(400);
  });
});
