/** The dashboard's "Your claims and changes" panel over the built server: pending edits and claims with their status and reason. */
import type Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';

let db: Database.Database, owner: Client, owner2: Client, admin: Client;

useSite((site) => ({ db, owner, owner2, admin } = site), { demo: true, ownSiteUrl: true, signIn: ['owner', 'owner2', 'admin'] });

const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;

it('shows a waiting rename, then its rejection with the reason; other owners never see it', async () => {
  const { id, name } = one<{ id: number; name: string }>(
    'select b.id, b.name from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 order by b.id limit 1',
    demo.owner,
  );
  expect((await owner.get<string>('/dashboard')).text).not.toContain('Your claims and changes');
  expect((await owner.patch(`/api/businesses/${id}`, { name: `${name} and Patio` })).status).toBe(200);
  const waiting = (await owner.get<string>('/dashboard')).text;
  expect(waiting).toContain('Your claims and changes');
  expect(waiting).toContain(`name → ${name} and Patio`);
  expect(waiting).toContain('Waiting for review');
  expect((await owner2.get<string>('/dashboard')).text).not.toContain(`${name} and Patio`);

  const revision = one<{ id: number }>("select id from business_revisions where business_id = ? and status = 'pending'", id);
  await admin.patch(`/api/admin/revisions/${revision.id}`, { approved: false, reason: 'Keep the registered name' });
  const rejected = (await owner.get<string>('/dashboard')).text;
  expect(rejected).toContain('Not approved');
  expect(rejected).toContain('Reason: Keep the registered name');
});

it('shows the claimant their claim, waiting, then the reason it was not approved', async () => {
  const target = one<{ id: number; name: string }>(
    'select id, name from businesses where owner_id is null and approved = 1 order by id limit 1',
  );
  const claim = await owner2.post<{ claim: { id: number } }>('/api/businesses/claim', { businessId: target.id });
  expect(claim.status).toBe(202);
  const page = (await owner2.get<string>('/dashboard')).text;
  expect(page).toContain(`href="/claims/${claim.body.claim.id}"`);
  expect(page).toContain('Waiting');
  await admin.patch(`/api/admin/claims/${claim.body.claim.id}`, { approved: false, reason: 'Send the licence, please' });
  const decided = (await owner2.get<string>('/dashboard')).text;
  expect(decided).toContain('Reason: Send the licence, please');
  expect((await owner.get<string>('/dashboard')).text).not.toContain(`/claims/${claim.body.claim.id}"`);
});
