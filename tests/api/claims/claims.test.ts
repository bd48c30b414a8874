/**
 * Verified claims over HTTP against the built server: the hijack fails (a claim never
 * changes a listing), codes go to the business e-mail on file and are single use, limited and
 * secret; admins review evidence; the first approved claim wins, also under a race.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { claimCode, claimSite, claimsFrom, type ClaimBody } from '../../helpers/claims';
import { Client } from '../../helpers/http';
import { newAccount } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import { unclaimedListings } from '../../helpers/unclaimed-listings';
import { readOutbox, waitForMail } from '../../helpers/mail';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, admin: Client;

const row = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
const listing = (id: number) =>
  row<{ owner_id: number | null; name: string; phone: string | null; email: string | null }>(
    'select owner_id, name, phone, email from businesses where id = ?',
    id,
  );
const openClaim = claimsFrom('10.9.0');

/** Unclaimed approved listings, each with its own business e-mail on file that an admin approved (set here, like an imported listing). */
const nextUnclaimed = unclaimedListings('asc', (id) => `frontdesk-${id}@business.example`);
const unclaimedWithEmail = () => nextUnclaimed(server.dbPath).id;

const codeFor = async (businessId: number) => {
  const mail = await waitForMail(
    server.outboxDir,
    (m) => m.to.includes(`frontdesk-${businessId}@`) && /your code to claim/.test(m.subject),
  );
  return claimCode(mail.subject);
};

useSite((site) => ({ server, db, admin } = site), claimSite);

describe('taking over a listing by claiming it fails', () => {
  it('a claim changes nothing until the code from the business mailbox is entered', async () => {
    const id = unclaimedWithEmail();
    const before = listing(id);
    const publicBefore = await new Client(server.url).get(`/api/businesses/${id}`);
    const { client, email } = await newAccount(server.url, server.outboxDir);

    const res = await openClaim(client, { businessId: id });
    expect(res.status).toBe(202);
    expect(res.body.claim).toMatchObject({
      businessId: id,
      status: 'pending',
      method: 'email',
      codeSentTo: 'f***@business.example',
    });

    // Listing unchanged, still unclaimed and public as before; the claimant cannot edit or pay for it.
    expect(listing(id)).toEqual(before);
    const publicAfter = await new Client(server.url).get(`/api/businesses/${id}`);
    expect(publicAfter.status).toBe(200);
    expect(publicAfter.body).toEqual(publicBefore.body);
    const unclaimed = await new Client(server.url).get<{ id: number }[]>('/api/businesses?unclaimed=true&limit=100');
    expect(unclaimed.body.map((b) => b.id)).toContain(id);
    expect((await client.patch(`/api/businesses/${id}`, { phone: '(361) 555-0000' })).status).toBe(403);
    expect((await client.post(`/api/businesses/${id}/upgrade`, { subscriptionType: 'monthly' })).status).toBe(403);
    expect((await client.get<{ id: number }[]>('/api/businesses/my')).body.map((b) => b.id)).not.toContain(id);
    expect(listing(id)).toEqual(before);

    // The code went to the business, never to the claimant; the admins were told.
    const code = await codeFor(id);
    expect((await readOutbox(server.outboxDir)).some((m) => m.to.includes(email) && m.body.includes(code))).toBe(false);
    await waitForMail(server.outboxDir, (m) => /New claim for/.test(m.subject) && m.body.includes(email));
    expect(row<{ code_hash: string }>('select code_hash from claims where id = ?', res.body.claim.id).code_hash).not.toContain(
      code,
    );

    const wrong = await client.post<{ error: string }>(`/api/claims/${res.body.claim.id}/verify`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(listing(id).owner_id).toBeNull();

    const ok = await client.post<ClaimBody>(`/api/claims/${res.body.claim.id}/verify`, { code });
    expect(ok.status).toBe(200);
    expect(ok.body.claim).toMatchObject({ id: res.body.claim.id, businessId: id, status: 'approved', method: 'email' });
    const me = row<{ id: number }>('select id from users where email = ?', email);
    expect(listing(id).owner_id).toBe(me.id);
    expect((await client.get<{ id: number }[]>('/api/businesses/my')).body.map((b) => b.id)).toContain(id);

    // Single use.
    expect((await client.post(`/api/claims/${res.body.claim.id}/verify`, { code })).status).toBe(409);
  });

  it('another account cannot use or even see someone else’s claim', async () => {
    const id = unclaimedWithEmail();
    const owner = await newAccount(server.url, server.outboxDir);
    const thief = await newAccount(server.url, server.outboxDir);
    const res = await openClaim(owner.client, { businessId: id });
    const code = await codeFor(id);
    expect((await thief.client.post(`/api/claims/${res.body.claim.id}/verify`, { code })).status).toBe(404);
    expect(listing(id).owner_id).toBeNull();
  });
});

describe('bad input and limits', () => {
  it('answers 403 unverified, 404 unknown or pending, 409 duplicate or claimed, 400 malformed; nothing changes', async () => {
    const id = unclaimedWithEmail();
    const unverified = await newAccount(server.url, server.outboxDir, { verified: false });
    expect((await openClaim(unverified.client, { businessId: id })).status).toBe(403);

    const { client } = await newAccount(server.url, server.outboxDir);
    const pending = row<{ id: number }>('select id from businesses where approved = 0 limit 1').id;
    expect((await openClaim(client, { businessId: 999999 })).status).toBe(404);
    expect((await openClaim(client, { businessId: pending })).status).toBe(404);
    const missing = await openClaim(client, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('No business selected to claim');
    expect((await openClaim(client, { businessId: id, method: 'carrier pigeon' })).status).toBe(400);

    expect((await openClaim(client, { businessId: id })).status).toBe(202);
    const again = await openClaim(client, { businessId: id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already have a pending claim for this business.');

    const claimed = row<{ id: number }>('select id from businesses where owner_id is not null and approved = 1 limit 1').id;
    const taken = await openClaim(client, { businessId: claimed });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('This business has already been claimed.');
    expect(row<{ n: number }>('select count(*) as n from claims where business_id = ?', claimed).n).toBe(0);
    expect((await new Client(server.url).post('/api/businesses/claim', { businessId: id })).status).toBe(401);
  });

  it('locks a code after 5 wrong tries and a new code replaces the old one', async () => {
    const id = unclaimedWithEmail();
    const { client } = await newAccount(server.url, server.outboxDir);
    const res = await openClaim(client, { businessId: id });
    const claimId = res.body.claim.id;
    const code = await codeFor(id);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await client.post(`/api/claims/${claimId}/verify`, { code: wrong })).status).toBe(400);
    expect((await client.post(`/api/claims/${claimId}/verify`, { code })).status).toBe(429);
    expect((await client.post(`/api/claims/${claimId}/verify`, { code: 'abc' })).status).toBe(400);
    expect(listing(id).owner_id).toBeNull();

    const seen = new Set((await readOutbox(server.outboxDir)).map((m) => m.file));
    expect((await client.post(`/api/claims/${claimId}/resend`)).status).toBe(200);
    const fresh = await waitForMail(server.outboxDir, (m) => m.to.includes(`frontdesk-${id}@`) && !seen.has(m.file));
    const newCode = /^(\d{6})/.exec(fresh.subject)![1]!;
    if (newCode !== code) expect((await client.post(`/api/claims/${claimId}/verify`, { code })).status).toBe(400);
    expect((await client.post(`/api/claims/${claimId}/verify`, { code: newCode })).status).toBe(200);
  });
});

describe('admin review', () => {
  it('lists claims with the claimant beside the listing; only admins', async () => {
    const id = unclaimedWithEmail();
    const { client, email } = await newAccount(server.url, server.outboxDir);
    const res = await openClaim(client, { businessId: id, method: 'review', evidence: 'Licence TX-42; I am the manager.' });
    expect(res.status).toBe(202);
    expect(res.body.claim).toMatchObject({ status: 'pending', method: 'review' });

    const list = await admin.get<{ id: number; evidence: string; business: { id: number }; claimant: { email: string } }[]>(
      '/api/admin/claims?status=pending',
    );
    expect(list.status).toBe(200);
    expect(list.body.find((c) => c.id === res.body.claim.id)).toMatchObject({
      evidence: 'Licence TX-42; I am the manager.',
      business: { id },
      claimant: { email },
    });
    expect((await client.get('/api/admin/claims')).status).toBe(403);
    expect((await client.patch(`/api/admin/claims/${res.body.claim.id}`, { approved: true })).status).toBe(403);
    expect((await admin.get('/api/admin/claims?status=weird')).status).toBe(400);
  });

  it('rejects with a reason the claimant is e-mailed; the listing stays unclaimed', async () => {
    const id = unclaimedWithEmail();
    const { client, email } = await newAccount(server.url, server.outboxDir);
    const res = await openClaim(client, { businessId: id, method: 'review', evidence: 'Trust me.' });
    const decided = await admin.patch<ClaimBody & { message: string }>(`/api/admin/claims/${res.body.claim.id}`, {
      approved: false,
      reason: 'No proof of ownership was given.',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.claim.status).toBe('rejected');
    expect(decided.body.message).toBe('Claim rejected successfully');
    await waitForMail(server.outboxDir, (m) => m.to.includes(email) && m.body.includes('No proof of ownership was given.'));
    expect(listing(id).owner_id).toBeNull();
    expect((await admin.patch(`/api/admin/claims/${res.body.claim.id}`, { approved: true })).status).toBe(409);
    expect((await admin.patch('/api/admin/claims/999999', { approved: true })).status).toBe(404);
    expect((await admin.patch(`/api/admin/claims/${res.body.claim.id}`, { approved: 'yes' })).status).toBe(400);
  });

  it('approving two claims for one listing at once: exactly one wins, the other is closed and told', async () => {
    const id = unclaimedWithEmail();
    const a = await newAccount(server.url, server.outboxDir);
    const b = await newAccount(server.url, server.outboxDir);
    const ca = await openClaim(a.client, { businessId: id, method: 'review', evidence: 'Owner A' });
    const cb = await openClaim(b.client, { businessId: id, method: 'review', evidence: 'Owner B' });
    const [ra, rb] = await Promise.all([
      admin.patch(`/api/admin/claims/${ca.body.claim.id}`, { approved: true }),
      admin.patch(`/api/admin/claims/${cb.body.claim.id}`, { approved: true }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const winner = ra.status === 200 ? a : b;
    const loser = ra.status === 200 ? b : a;
    const ownerEmail = row<{ email: string }>(
      'select u.email from businesses b join users u on u.id = b.owner_id where b.id = ?',
      id,
    ).email;
    expect(ownerEmail).toBe(winner.email);
    expect(row<{ n: number }>("select count(*) as n from claims where business_id = ? and status = 'approved'", id).n).toBe(1);
    await waitForMail(server.outboxDir, (m) => m.to.includes(loser.email) && /not approved/.test(m.subject));
    // The listing is now theirs to edit.
    expect((await winner.client.patch(`/api/businesses/${id}`, { phone: '(361) 555-0142' })).status).toBe(200);
    expect((await loser.client.patch(`/api/businesses/${id}`, { phone: '(361) 555-0143' })).status).toBe(403);
  });
});
