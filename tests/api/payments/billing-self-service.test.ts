/**
 * Billing self-service with a Stripe key: the real SDK inside the built server talks
 * to the loopback stand-in, which answers the portal and subscription-update endpoints as Stripe does
 * and bills renewals and plan switches by Stripe's documented rules. The rules the site states
 * (src/features/payments/billing-rules.ts) are checked against what the stand-in charges.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { planSwitch, renewalsBefore } from '#src/features/payments/billing-rules.ts';
import { cancelConfirmText } from '#src/features/payments/cancel-notice.ts';
import { createAdmin, GOOD_PASSWORD, signIn } from '../../helpers/accounts';
import { Client } from '../../helpers/http';
import { countRows, insertListing, readListing, type Owner } from '../../helpers/payments-fixtures';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';
import type { StripeStandIn } from '../../helpers/stripe-stand-in';

let stripe: StripeStandIn;
let server: TestServer;
let db: Database.Database;
let owner: Owner;
let other: Owner;

useSite((site) => ({ server, db, stripe, newOwner: owner, newOwner2: other } = site), {
  stripe: true,
  writable: true,
  newOwners: 2,
});

/** A paid premium listing of `who`: checkout, payment, and Stripe's events delivered. */
async function premiumListing(subscriptionType: 'monthly' | 'yearly' = 'monthly', who: Owner = owner) {
  const businessId = insertListing(db, { ownerId: who.id, approved: true });
  const res = await who.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, { subscriptionType });
  expect(res.status, res.text).toBe(200);
  const { session, subscription } = stripe.completeSession(res.body.checkoutUrl.split('/').pop()!);
  for (const event of [
    stripe.event('checkout.session.completed', session),
    stripe.event('invoice.paid', stripe.invoiceFor(subscription.id)),
  ])
    expect((await stripe.deliver(server.url, event)).status).toBe(200);
  expect(readListing(db, businessId)).toMatchObject({ plan: 'premium', subscription_status: 'active' });
  return { businessId, subscriptionId: subscription.id as string };
}

const customerOf = (who: Owner) =>
  (db.prepare('select stripe_customer_id as c from users where id = ?').get(who.id) as { c: string | null }).c;
const callCount = (method: string, path: string) => stripe.calls(method, path).length;

describe('Customer Portal', () => {
  it("opens a portal session for the owner's own customer, returning to the listing's billing page", async () => {
    const { businessId } = await premiumListing();
    const res = await owner.client.post<{ url: string }>(`/api/businesses/${businessId}/billing-portal`);
    expect(res.status, res.text).toBe(200);
    const sent = stripe.calls('POST', '/v1/billing_portal/sessions').at(-1)!.body;
    expect(sent.customer).toBe(customerOf(owner));
    // SITE_URL + the listing's billing page (the test server's SITE_URL is its configured origin).
    expect(sent.return_url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/dashboard/billing/${businessId}$`));
    expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
  });

  it('the no-JavaScript "Manage billing" form redirects to the portal (303)', async () => {
    const { businessId } = await premiumListing();
    const res = await owner.client.request(`/dashboard/billing/${businessId}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'portal' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
  });

  it("refuses another owner's listing (403), unknown (404), free (409), bad id (400), anonymous (401): no session made", async () => {
    const { businessId } = await premiumListing();
    const free = insertListing(db, { ownerId: owner.id, approved: true, plan: 'free', status: null });
    const before = callCount('POST', '/v1/billing_portal/sessions');
    expect((await other.client.post(`/api/businesses/${businessId}/billing-portal`)).status).toBe(403);
    expect((await owner.client.post('/api/businesses/999999/billing-portal')).status).toBe(404);
    expect((await owner.client.post(`/api/businesses/${free}/billing-portal`)).status).toBe(409);
    expect((await owner.client.post('/api/businesses/abc/billing-portal')).status).toBe(400);
    expect((await new Client(server.url).post(`/api/businesses/${businessId}/billing-portal`)).status).toBe(401);
    const page = await other.client.request(`/dashboard/billing/${businessId}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'portal' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(page.status).toBe(403);
    expect(page.text).toContain('You can only manage billing for your own listings');
    expect(callCount('POST', '/v1/billing_portal/sessions')).toBe(before);
  });

  it("refuses (409) a subscription that Stripe bills to someone else's customer", async () => {
    const { businessId, subscriptionId } = await premiumListing();
    stripe.updateSubscription(subscriptionId, { customer: 'cus_somebody_else' });
    const before = callCount('POST', '/v1/billing_portal/sessions');
    const res = await owner.client.post<{ error: string }>(`/api/businesses/${businessId}/billing-portal`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This subscription is billed to another account');
    expect(callCount('POST', '/v1/billing_portal/sessions')).toBe(before);
  });
});

describe('switching monthly ↔ yearly', () => {
  it("updates the subscription item's price with explicit always_invoice, charges what the site states", async () => {
    const { businessId, subscriptionId } = await premiumListing('monthly');
    const item = stripe.subscriptions.get(subscriptionId)!.items.data[0];
    const oldStart = new Date(item.current_period_start * 1000);
    const oldEnd = new Date(item.current_period_end * 1000);

    const res = await owner.client.post<{ subscriptionType: string; currentPeriodEnd: string }>(
      `/api/businesses/${businessId}/subscription-plan`,
      { subscriptionType: 'yearly' },
    );
    expect(res.status, res.text).toBe(200);
    const sent = stripe.calls('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.body;
    expect(sent.proration_behavior).toBe('always_invoice');
    expect(sent.payment_behavior).toBe('error_if_incomplete');
    expect(sent.items).toEqual([
      {
        id: item.id,
        price_data: { currency: 'usd', unit_amount: '99500', recurring: { interval: 'year' }, product: item.price.product },
      },
    ]);
    expect(readListing(db, businessId).subscription_type).toBe('yearly');

    // What Stripe invoiced equals the rule the billing page states, at Stripe's proration time.
    const invoice = stripe.invoices.at(-1)!;
    const stated = planSwitch({
      from: 'monthly',
      to: 'yearly',
      currentPeriodEnd: oldEnd,
      currentPeriodStart: oldStart,
      now: new Date(stripe.lastProrationDate! * 1000),
    });
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.total).toBe(stated.totalCents);
    expect(res.body.currentPeriodEnd).toBe(stated.periodEnd.toISOString());

    // The paid invoice's webhook lands in our records, once, and shows on the billing page.
    const paid = stripe.event('invoice.paid', invoice);
    expect((await stripe.deliver(server.url, paid)).status).toBe(200);
    expect((await stripe.deliver(server.url, paid)).status).toBe(200);
    expect(countRows(db, 'select 1 from billing_invoices where external_id = ?', invoice.id)).toBe(1);
    // The recorded period is the new year, not the "Unused time" credit line's rest of the old month.
    expect(invoice.lines.data[0].parent.subscription_item_details.proration).toBe(true);
    const after = stripe.subscriptions.get(subscriptionId)!.items.data[0];
    expect(db.prepare('select period_start, period_end from billing_invoices where external_id = ?').get(invoice.id)).toEqual({
      period_start: after.current_period_start * 1000,
      period_end: after.current_period_end * 1000,
    });
    const page = await owner.client.get(`/dashboard/billing/${businessId}`);
    expect(page.text).toContain('Plan switch · Yearly');
  });

  it('refuses the same plan, a scheduled cancellation, and other owners (409/409/403), sending Stripe nothing', async () => {
    const { businessId, subscriptionId } = await premiumListing('yearly');
    const updates = () => callCount('POST', `/v1/subscriptions/${subscriptionId}`);
    const before = updates();
    const same = await owner.client.post<{ error: string }>(`/api/businesses/${businessId}/subscription-plan`, {
      subscriptionType: 'yearly',
    });
    expect(same.status).toBe(409);
    expect(same.body.error).toBe('This listing is already on the yearly plan');
    const theirs = await other.client.post(`/api/businesses/${businessId}/subscription-plan`, { subscriptionType: 'monthly' });
    expect(theirs.status).toBe(403);
    const bad = await owner.client.post(`/api/businesses/${businessId}/subscription-plan`, { subscriptionType: 'weekly' });
    expect(bad.status).toBe(400);
    expect(updates()).toBe(before);

    expect((await owner.client.post(`/api/businesses/${businessId}/cancel-subscription`)).status).toBe(200);
    const whileCanceling = await owner.client.post<{ error: string }>(`/api/businesses/${businessId}/subscription-plan`, {
      subscriptionType: 'monthly',
    });
    expect(whileCanceling.status).toBe(409);
    expect(whileCanceling.body.error).toBe('Undo the scheduled cancellation before switching plans');
    expect(readListing(db, businessId).subscription_type).toBe('yearly');
  });

  it('a switch made in the Customer Portal reaches us by customer.subscription.updated (the interval wins over old metadata)', async () => {
    const { businessId, subscriptionId } = await premiumListing('monthly');
    const subscription = stripe.subscriptions.get(subscriptionId)!;
    subscription.items.data[0].price.recurring.interval = 'year';
    subscription.items.data[0].current_period_end += 300 * 86_400;
    expect(subscription.metadata.subscriptionType).toBe('monthly');
    const res = await stripe.deliver(server.url, stripe.event('customer.subscription.updated', subscription));
    expect(res.status).toBe(200);
    expect(readListing(db, businessId)).toMatchObject({
      subscription_type: 'yearly',
      current_period_end: subscription.items.data[0].current_period_end * 1000,
    });
  });
});

describe('cancellation and undoing it', () => {
  it('a renewal inside the 45-day notice is charged exactly what the confirmation says (cancel_at, proration none)', async () => {
    const { businessId, subscriptionId } = await premiumListing('monthly');
    const periodEnd = new Date(stripe.subscriptions.get(subscriptionId)!.items.data[0].current_period_end * 1000);
    const res = await owner.client.post<{ cancelAt: string }>(`/api/businesses/${businessId}/cancel-subscription`);
    expect(res.status).toBe(200);
    const sent = stripe.calls('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.body;
    expect(sent.proration_behavior).toBe('none');
    const cancelAt = new Date(res.body.cancelAt);
    expect(Number(sent.cancel_at)).toBe(cancelAt.getTime() / 1000);

    // A month renews inside 45 days: the site states the charge, Stripe bills that renewal...
    const stated = renewalsBefore({ currentPeriodEnd: periodEnd, subscriptionType: 'monthly', cancelAt });
    expect(stated).toHaveLength(1);
    expect(stated[0]!.full).toBe(false);
    const renewal = stripe.renew(subscriptionId);
    expect(renewal.amount_paid).toBe(stated[0]!.amountCents);
    expect(renewal.lines.data[0].period.end).toBe(cancelAt.getTime() / 1000);
    // ...and the confirmation text names that amount (it is computed from the same state before the request).
    const confirm = cancelConfirmText(
      { name: 'X', currentPeriodEnd: periodEnd.toISOString(), subscriptionType: 'monthly' },
      'America/Chicago',
      new Date(cancelAt.getTime() - 45 * 86_400_000),
    );
    expect(confirm).toContain(`($${(stated[0]!.amountCents / 100).toFixed(2)} instead of $99.00)`);

    const paid = await stripe.deliver(server.url, stripe.event('invoice.paid', renewal));
    expect(paid.status).toBe(200);
    expect(
      countRows(db, `select 1 from billing_invoices where external_id = ? and reason = 'subscription_cycle'`, renewal.id),
    ).toBe(1);
  });

  it('undo clears cancel_at at Stripe (proration none) and in our state; a second undo is 409; others get 403', async () => {
    const { businessId, subscriptionId } = await premiumListing('yearly');
    expect((await owner.client.post(`/api/businesses/${businessId}/cancel-subscription`)).status).toBe(200);
    expect(readListing(db, businessId).cancel_at).not.toBeNull();
    expect((await other.client.post(`/api/businesses/${businessId}/resume-subscription`)).status).toBe(403);
    expect(readListing(db, businessId).cancel_at).not.toBeNull();

    const res = await owner.client.post<{ renewsAt: string }>(`/api/businesses/${businessId}/resume-subscription`);
    expect(res.status, res.text).toBe(200);
    const sent = stripe.calls('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.body;
    expect(sent).toMatchObject({ cancel_at: '', proration_behavior: 'none' });
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at).toBeNull();
    expect(readListing(db, businessId)).toMatchObject({ cancel_at: null, plan: 'premium', subscription_status: 'active' });

    const again = await owner.client.post<{ error: string }>(`/api/businesses/${businessId}/resume-subscription`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('No cancellation is scheduled for this listing');
  });

  it('a Stripe failure while undoing answers 502 and changes nothing', async () => {
    const { businessId, subscriptionId } = await premiumListing('monthly');
    expect((await owner.client.post(`/api/businesses/${businessId}/cancel-subscription`)).status).toBe(200);
    const before = readListing(db, businessId);
    stripe.failing.add(`/v1/subscriptions/${subscriptionId}`);
    try {
      const res = await owner.client.post(`/api/businesses/${businessId}/resume-subscription`);
      expect(res.status).toBe(502);
    } finally {
      stripe.failing.delete(`/v1/subscriptions/${subscriptionId}`);
    }
    expect(readListing(db, businessId)).toEqual(before);
  });
});

describe('return messages', () => {
  it('back from Checkout before Stripe confirms an upgrade: no "created", no "verify"', async () => {
    const businessId = insertListing(db, { ownerId: owner.id, approved: true, plan: 'free', status: null });
    const res = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
      subscriptionType: 'monthly',
    });
    const sessionId = res.body.checkoutUrl.split('/').pop()!;
    const page = await owner.client.get(`/business-directory?success=true&session_id=${sessionId}`);
    expect(page.text).toContain('Premium turns on as soon as Stripe confirms it, usually within a minute.');
    expect(page.text).not.toMatch(/will be created|verify your/i);
  });
});

describe('deleting a premium listing', () => {
  let admin: Client;
  beforeAll(async () => {
    const email = `admin-${Date.now()}@example.com`;
    expect(createAdmin(server.dbPath, email).status).toBe(0);
    admin = new Client(server.url);
    await signIn(admin, email, GOOD_PASSWORD);
  });

  it('cancels its Stripe subscription at once (no proration) before the row goes', async () => {
    const { businessId, subscriptionId } = await premiumListing('monthly');
    const res = await admin.request(`/api/admin/businesses/${businessId}`, { method: 'DELETE' });
    expect(res.status, res.text).toBe(200);
    const cancel = stripe.calls('DELETE', `/v1/subscriptions/${subscriptionId}`);
    expect(cancel).toHaveLength(1);
    expect(cancel[0]!.body).toMatchObject({ prorate: 'false', invoice_now: 'false' });
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(countRows(db, 'select 1 from businesses where id = ?', businessId)).toBe(0);
  });

  it('keeps the listing (502) when Stripe cannot cancel the subscription', async () => {
    const { businessId, subscriptionId } = await premiumListing('monthly');
    stripe.failing.add(`/v1/subscriptions/${subscriptionId}`);
    try {
      const res = await admin.request<{ error: string }>(`/api/admin/businesses/${businessId}`, { method: 'DELETE' });
      expect(res.status).toBe(502);
      expect(res.body.error).toMatch(/the listing was not deleted/);
    } finally {
      stripe.failing.delete(`/v1/subscriptions/${subscriptionId}`);
    }
    expect(readListing(db, businessId)).toMatchObject({ plan: 'premium', subscription_status: 'active' });
  });
});
