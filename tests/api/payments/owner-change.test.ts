/**
 * An owner change with real Stripe Checkout (the Stripe SDK inside the built server against the loopback
 * stand-in, webhooks signed): a checkout started by a previous owner must not make the listing premium
 * for the owner it has now. An owner change expires the open sessions on Stripe; a session paid anyway
 * (say the expire call failed) is refused by the webhook and its subscription canceled.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { verificationToken } from '../../helpers/owners';
import { waitFor } from '../../helpers/wait';
import { countRows, insertListing, readListing, signUpOwner, type Owner } from '../../helpers/payments-fixtures';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';
import type { StripeStandIn } from '../../helpers/stripe-stand-in';

let stripe: StripeStandIn;
let server: TestServer;
let db: Database.Database;
let admin: Client;
let previousOwner: Owner;

useSite((site) => ({ server, db, stripe, newOwner: previousOwner, newAdmin: admin } = site), {
  stripe: true,
  writable: true,
  newOwners: 1,
  newAdmin: 'f13-admin@example.com',
});

/** The previous owner's approved free listing, and a Stripe Checkout Session they started for it. */
async function listingWithOpenCheckout() {
  const businessId = insertListing(db, { ownerId: previousOwner.id, approved: true, plan: 'free', status: null });
  db.prepare('update businesses set email = ? where id = ?').run(`desk-${businessId}@example.org`, businessId);
  const res = await previousOwner.client.post<{ checkoutUrl: string }>('/api/create-central-billing-subscription', {
    subscriptionType: 'monthly',
    businessId,
  });
  expect(res.status, res.text).toBe(200);
  return { businessId, sessionId: res.body.checkoutUrl.split('/').pop()! };
}

/** A verified account that claims the listing and is approved by the admin. */
async function newOwnerClaims(businessId: number): Promise<number> {
  const owner = await signUpOwner(server.url);
  const token = await verificationToken(server.outboxDir, owner.email);
  expect((await owner.client.post('/api/verify-email', { token })).status).toBe(200);
  const claim = await owner.client.post<{ claim: { id: number } }>('/api/businesses/claim', {
    businessId,
    method: 'review',
    evidence: 'I bought the shop last month; the deed is on file.',
  });
  expect(claim.status, claim.text).toBe(202);
  expect((await admin.patch(`/api/admin/claims/${claim.body.claim.id}`, { approved: true })).status).toBe(200);
  return owner.id;
}

const ownerOf = (id: number) =>
  (db.prepare('select owner_id from businesses where id = ?').get(id) as { owner_id: number | null }).owner_id;
const checkoutStatus = (externalId: string) =>
  (db.prepare('select status from checkouts where external_id = ?').get(externalId) as { status: string }).status;

const expiredOnStripe = (sessionId: string) =>
  waitFor(() => stripe.sessions.get(sessionId)!.status === 'expired', { what: `session ${sessionId} expired on Stripe` });

function paidEvents(sessionId: string) {
  const { session, subscription } = stripe.completeSession(sessionId);
  return {
    subscription,
    events: [
      stripe.event('customer.subscription.created', subscription),
      stripe.event('checkout.session.completed', session),
      stripe.event('invoice.paid', stripe.invoiceFor(subscription.id)),
      stripe.event('customer.subscription.updated', subscription),
    ],
  };
}

describe('a listing changes hands while its previous owner has a checkout open', () => {
  it('revoking the claim expires the open session on Stripe and closes its row', async () => {
    const { businessId, sessionId } = await listingWithOpenCheckout();
    expect((await admin.post(`/api/admin/businesses/${businessId}/revoke-claim`, {})).status).toBe(200);
    expect(checkoutStatus(sessionId)).toBe('expired');
    await expiredOnStripe(sessionId);
    expect(stripe.calls('POST', `/v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(1);
  });

  it('a new owner’s approved claim expires it too; paid anyway, every webhook is refused and the subscription canceled', async () => {
    const { businessId, sessionId } = await listingWithOpenCheckout();
    expect((await admin.post(`/api/admin/businesses/${businessId}/revoke-claim`, {})).status).toBe(200);
    await expiredOnStripe(sessionId);
    // Reopened as if that had not happened: the approved claim of the new owner expires it as well.
    stripe.sessions.get(sessionId)!.status = 'open';
    db.prepare(`update checkouts set status = 'open', completed_at = null where external_id = ?`).run(sessionId);
    const newOwner = await newOwnerClaims(businessId);
    expect(ownerOf(businessId)).toBe(newOwner);
    expect(checkoutStatus(sessionId)).toBe('expired');
    await expiredOnStripe(sessionId);
    expect(stripe.calls('POST', `/v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(2);

    // Paid anyway (say both expire calls had failed): the webhook refuses it.
    stripe.sessions.get(sessionId)!.status = 'open';

    const { subscription, events } = paidEvents(sessionId);
    for (const event of events) {
      const res = await stripe.deliver(server.url, event);
      expect(res.status).toBe(200);
      expect(res.body.outcome).toBe('previous-owner');
    }
    expect(readListing(db, businessId)).toMatchObject({ plan: 'free', stripe_subscription_id: null, subscription_status: null });
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe('canceled');
    expect(
      countRows(
        db,
        `select 1 from audit_log where action = 'payment.previous_owner_refused' and target_id = ?`,
        String(businessId),
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('the current owner’s own checkout still makes the listing premium', async () => {
    const { businessId, sessionId } = await listingWithOpenCheckout();
    for (const event of paidEvents(sessionId).events) {
      expect((await stripe.deliver(server.url, event)).body.outcome).toBe('applied');
    }
    expect(readListing(db, businessId)).toMatchObject({ plan: 'premium', subscription_status: 'active' });
  });
});
