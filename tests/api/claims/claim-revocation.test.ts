/**
 * Over HTTP against the built server: an admin's revocation sticks. Claim codes go only to a
 * business e-mail an admin approved (an owner's own e-mail edit applies to the listing at once but never
 * receives codes), revoking an owner forgets the claim address, and the revoked account cannot claim the
 * listing back with a code (only an admin's review can give it back). The e-mail, phone and website the removed
 * owner set leave with them: back to what the listing showed when claimed, or cleared where that is not known.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { claimCode, claimSite, claimsFrom, type ClaimBody } from '../../helpers/claims';
import { Client } from '../../helpers/http';
import { demo, newAccount, signedIn, validListing } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import { unclaimedListings } from '../../helpers/unclaimed-listings';
import { readOutbox, waitForMail } from '../../helpers/mail';
import type { TestServer } from '../../helpers/server';

let server: TestServer, db: Database.Database, admin: Client;

const listing = (id: number) =>
  db.prepare('select owner_id, email, claim_email from businesses where id = ?').get(id) as {
    owner_id: number | null;
    email: string | null;
    claim_email: string | null;
  };
const openClaim = claimsFrom('10.34.0');
const codeMailsTo = async (address: string) =>
  (await readOutbox(server.outboxDir)).filter((m) => m.to.includes(address) && /your code to claim/.test(m.subject));

/** An unclaimed live listing whose business e-mail an admin approved (like an imported listing). */
const nextReviewed = unclaimedListings('desc', (id) => `desk-${id}@reviewed.example`);
const reviewedUnclaimed = () => nextReviewed(server.dbPath);

useSite((site) => ({ server, db, admin } = site), claimSite);

describe('the report’s sequence: PATCH e-mail → revoke → re-claim', () => {
  it('the revoked owner gets a clear 403, and nobody gets a code at the address they planted', async () => {
    const owner = await signedIn(server.url, demo.owner);
    const ownerId = (db.prepare('select id from users where email = ?').get(demo.owner) as { id: number }).id;
    const { id } = db
      .prepare('select id from businesses where owner_id = ? and approved = 1 order by id limit 1')
      .get(ownerId) as { id: number };
    const reviewedBefore = listing(id).claim_email;

    // The owner points the business e-mail at their own mailbox: it applies at once, publicly...
    expect((await owner.patch(`/api/businesses/${id}`, { email: demo.owner })).status).toBe(200);
    expect((await new Client(server.url).get<{ email: string }>(`/api/businesses/${id}`)).body.email).toBe(demo.owner);
    // ...but it is not where claim codes go.
    expect(listing(id).claim_email).toBe(reviewedBefore);
    expect(listing(id).claim_email).not.toBe(demo.owner);

    expect((await admin.post(`/api/admin/businesses/${id}/revoke-claim`, {})).status).toBe(200);
    expect(listing(id)).toMatchObject({ owner_id: null, claim_email: null });

    const again = await openClaim(owner, { businessId: id });
    expect(again.status).toBe(403);
    expect(again.body.error).toBe(
      'An admin removed you as the owner of this business, so you cannot claim it back with a code. If you believe this is a mistake, ask for a review with your evidence and our team will decide.',
    );
    expect((await openClaim(owner, { businessId: id, method: 'email' })).status).toBe(403);
    expect(
      (db.prepare('select count(*) as n from claims where business_id = ? and user_id = ?').get(id, ownerId) as { n: number }).n,
    ).toBe(0);

    // A fresh account of the same person: the claim waits for an admin; no code goes anywhere.
    const second = await newAccount(server.url, server.outboxDir);
    const fresh = await openClaim(second.client, { businessId: id });
    expect(fresh.status).toBe(202);
    expect(fresh.body.claim).toMatchObject({ businessId: id, status: 'pending', method: 'review', codeSentTo: null });
    await waitForMail(server.outboxDir, (m) => /New claim for/.test(m.subject) && m.body.includes(second.email));
    expect(await codeMailsTo(demo.owner)).toEqual([]);
    if (reviewedBefore) expect(await codeMailsTo(reviewedBefore)).toEqual([]);
    expect(listing(id).owner_id).toBeNull();
  });
});

describe('claim codes go only to an address an admin approved', () => {
  it('a code claim to the approved address still works; the new owner’s e-mail edit does not move it', async () => {
    const { id, email } = reviewedUnclaimed();
    const claimant = await newAccount(server.url, server.outboxDir);
    const res = await openClaim(claimant.client, { businessId: id });
    expect(res.status).toBe(202);
    expect(res.body.claim).toMatchObject({ method: 'email', codeSentTo: `d***@reviewed.example` });
    const mail = await waitForMail(server.outboxDir, (m) => m.to.includes(email) && /your code to claim/.test(m.subject));
    const ok = await claimant.client.post<ClaimBody>(`/api/claims/${res.body.claim.id}/verify`, {
      code: claimCode(mail.subject),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.claim.status).toBe('approved');

    expect((await claimant.client.patch(`/api/businesses/${id}`, { email: claimant.email })).status).toBe(200);
    expect(listing(id)).toMatchObject({ email: claimant.email, claim_email: email });

    // The admin's next approval of the listing reviews the e-mail on it: that address becomes the claim address.
    expect((await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: false, reason: 'Photo check.' })).status).toBe(
      200,
    );
    expect(listing(id).claim_email).toBe(email);
    expect((await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: true })).status).toBe(200);
    expect(listing(id).claim_email).toBe(claimant.email);
  });

  it('a listing with an e-mail nobody approved: the claim goes to review, an explicit code request is refused', async () => {
    const { id } = reviewedUnclaimed();
    const writable = new Database(server.dbPath);
    writable.prepare('update businesses set email = ?, claim_email = null where id = ?').run(`planted-${id}@example.org`, id);
    writable.close();

    const claimant = await newAccount(server.url, server.outboxDir);
    const signup = await claimant.client.get(`/business-signup?mode=claim&businessId=${id}`);
    expect(signup.text).toContain('Ask our team to review my evidence');
    expect(signup.text).not.toContain('Send a 6-digit code');

    const explicit = await openClaim(claimant.client, { businessId: id, method: 'email' });
    expect(explicit.status).toBe(400);
    expect(explicit.body.error).toBe(
      'A code cannot be sent for this listing: our team has not confirmed a business e-mail for it. Ask for a review instead.',
    );
    const res = await openClaim(claimant.client, { businessId: id });
    expect(res.status).toBe(202);
    expect(res.body.claim).toMatchObject({ businessId: id, status: 'pending', method: 'review', codeSentTo: null });
    expect((await claimant.client.post(`/api/claims/${res.body.claim.id}/resend`)).status).toBe(400);
    await waitForMail(server.outboxDir, (m) => /New claim for/.test(m.subject) && m.body.includes(claimant.email));
    expect(await codeMailsTo(`planted-${id}@example.org`)).toEqual([]);
  });

  it('approving a new listing makes its e-mail the claim address; revoking its owner forgets it', async () => {
    const owner = await newAccount(server.url, server.outboxDir);
    const created = await owner.client.post<{ id: number }>('/api/businesses', {
      ...validListing,
      name: 'Harbor Lights Bait',
      email: 'bait@harborlights.example',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(listing(id).claim_email).toBeNull();
    expect((await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: true })).status).toBe(200);
    expect(listing(id).claim_email).toBe('bait@harborlights.example');
    expect((await admin.post(`/api/admin/businesses/${id}/revoke-claim`, {})).status).toBe(200);
    // The owner typed every contact detail of a listing they created: none of it stays once they are removed.
    expect(listing(id)).toMatchObject({ owner_id: null, email: null, claim_email: null });
  });
});

describe('an admin can still give a listing back to its revoked owner', () => {
  it('through a review claim, which the admins see marked; approval lifts the block', async () => {
    const { id } = reviewedUnclaimed();
    const first = await newAccount(server.url, server.outboxDir);
    const review = await openClaim(first.client, { businessId: id, method: 'review', evidence: 'Licence TX-9' });
    expect((await admin.patch(`/api/admin/claims/${review.body.claim.id}`, { approved: true })).status).toBe(200);
    expect((await admin.post(`/api/admin/businesses/${id}/revoke-claim`, {})).status).toBe(200);

    expect((await openClaim(first.client, { businessId: id })).status).toBe(403);
    const back = await openClaim(first.client, { businessId: id, method: 'review', evidence: 'It was a mistake; call me.' });
    expect(back.status).toBe(202);
    expect(back.body.claim.method).toBe('review');

    const listed = await admin.get<{ id: number; claimant: { revokedAt: string | null } }[]>('/api/admin/claims?status=pending');
    expect(listed.body.find((c) => c.id === back.body.claim.id)?.claimant.revokedAt).toEqual(expect.any(String));
    const page = await admin.get(`/admin/claims/${back.body.claim.id}`);
    expect(page.text).toContain('An admin removed this account as owner of this listing on');
    expect(page.text).toContain('Claim codes go to: no approved address (claims are reviewed).');

    expect((await admin.patch(`/api/admin/claims/${back.body.claim.id}`, { approved: true })).status).toBe(200);
    const userId = (db.prepare('select id from users where email = ?').get(first.email) as { id: number }).id;
    expect(listing(id).owner_id).toBe(userId);
    expect((db.prepare('select count(*) as n from revoked_owners where business_id = ?').get(id) as { n: number }).n).toBe(0);
  });
});

// Last: revoking leaves these listings unclaimed, where the helper above could hand them out again.
describe('the contact details a removed owner set leave with them', () => {
  const contacts = (id: number) =>
    db.prepare('select email, phone, website from businesses where id = ?').get(id) as Record<string, string | null>;
  const planted = { email: 'planted@impostor.example', phone: '(361) 555-0999', website: 'https://impostor.example' };
  // A click on the listing page, as a browser sends it (a visit from elsewhere first gets the "you are leaving" page).
  const go = (id: number, kind: string) =>
    fetch(`${server.url}/go/${id}/${kind}`, { redirect: 'manual', headers: { 'Sec-Fetch-Site': 'same-origin' } });
  /** What a visitor reaches: the public listing (API and page) and the counted e-mail and website links. */
  async function publicly(id: number) {
    const api = await new Client(server.url).get<{ email: string | null }>(`/api/businesses/${id}`);
    const page = await new Client(server.url).getFollowing(`/business/${id}`);
    const [mail, web] = await Promise.all([go(id, 'email'), go(id, 'website')]);
    return { api: api.body, page: page.text, email: mail.headers.get('location'), website: web.headers.get('location') };
  }

  it('a claimed listing gets back what it showed when claimed: the listing and /go/{id}/… lead there again', async () => {
    const { id, email } = reviewedUnclaimed();
    const before = contacts(id);
    expect(before.email).toBe(email);
    const claimant = await newAccount(server.url, server.outboxDir);
    const res = await openClaim(claimant.client, { businessId: id });
    const mail = await waitForMail(server.outboxDir, (m) => m.to.includes(email) && /your code to claim/.test(m.subject));
    const ok = await claimant.client.post<ClaimBody>(`/api/claims/${res.body.claim.id}/verify`, {
      code: claimCode(mail.subject),
    });
    expect(ok.body.claim.status).toBe('approved');

    expect((await claimant.client.patch(`/api/businesses/${id}`, planted)).status).toBe(200);
    const planting = await publicly(id);
    expect(planting.page).toContain('mailto:planted@impostor.example');
    expect(planting.email).toBe('mailto:planted@impostor.example');
    expect(planting.website).toContain('impostor.example');

    expect((await admin.post(`/api/admin/businesses/${id}/revoke-claim`, {})).status).toBe(200);
    expect(contacts(id)).toEqual(before);
    const after = await publicly(id);
    expect(after.api.email).toBe(email);
    expect(after.page).not.toContain('impostor.example');
    expect(after.page).not.toContain('555-0999');
    expect(after.email).toBe(`mailto:${email}`);
    expect(after.website).not.toContain('impostor.example');
    const audit = db
      .prepare("select details from audit_log where action = 'business.claim_revoked' and target_id = ? order by id desc")
      .get(String(id)) as { details: string };
    const claimantId = (db.prepare('select id from users where email = ?').get(claimant.email) as { id: number }).id;
    expect(JSON.parse(audit.details)).toMatchObject({ previousOwnerId: claimantId, contacts: 'restored' });
  });

  it('a listing whose earlier details are not known has them cleared: nothing leads to the removed owner', async () => {
    const owner = await newAccount(server.url, server.outboxDir);
    const created = await owner.client.post<{ id: number }>('/api/businesses', { ...validListing, name: 'Planted Charters' });
    const id = created.body.id;
    expect((await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: true })).status).toBe(200);
    expect((await owner.client.patch(`/api/businesses/${id}`, planted)).status).toBe(200);
    expect((await publicly(id)).email).toBe('mailto:planted@impostor.example');

    expect((await admin.post(`/api/admin/businesses/${id}/revoke-claim`, {})).status).toBe(200);
    expect(contacts(id)).toEqual({ email: null, phone: null, website: null });
    const after = await publicly(id);
    expect(after.api.email).toBeNull();
    expect(after.page).not.toContain('impostor.example');
    expect(after.page).not.toContain('555-0999');
    expect((await go(id, 'email')).status).toBe(404);
    expect((await go(id, 'website')).status).toBe(404);
  });
});
