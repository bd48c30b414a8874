/**
 * With a Stripe key: rejecting or unpublishing a listing whose plan still bills cancels the
 * plan at once and refunds the unused part pro rata (whole days) through the real SDK inside the built
 * server, against the loopback stand-in. The admin is warned first (list item and no-JS page), the owner
 * is mailed through a real SMTP server, the audit log keeps the amount; a double confirm refunds once; a
 * Stripe failure rejects nothing and the next confirm finishes the same refund.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { proRataRefund } from '#src/features/payments/refund-rules.ts';
import type { Client } from '../../helpers/http';
import { insertListing, listingRejectedMailTo, readListing, type Owner } from '../../helpers/payments-fixtures';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';
import type { TestSmtp } from '../../helpers/smtp';
import type { StripeStandIn } from '../../helpers/stripe-stand-in';

let stripe: StripeStandIn;
let smtp: TestSmtp;
let server: TestServer;
let db: Database.Database;
let owner: Owner;
let admin: Client;

const DAY = 86_400;

useSite((site) => ({ stripe, smtp, server, db, newOwner: owner, newAdmin: admin } = site), {
  stripe: true,
  smtp: true,
  env: { MAIL_FROM: 'Guide <no-reply@guide.example>' },
  writable: true,
  newOwners: 1,
  newAdmin: 'refund-admin@example.com',
});

/**
 * A listing paid for just now (half a day into its period, so the whole-day count cannot tip over while the test
 * runs): published or still in review, and with Stripe's `invoice.paid` delivered or not yet.
 */
async function paidJustNow(
  name: string,
  { type, published, invoicePaid }: { type: 'monthly' | 'yearly'; published: boolean; invoicePaid: boolean },
) {
  const businessId = insertListing(db, { ownerId: owner.id, approved: published, name });
  const res = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
    subscriptionType: type,
  });
  expect(res.status, res.text).toBe(200);
  const { session, subscription } = stripe.completeSession(res.body.checkoutUrl.split('/').pop()!);
  const start = Math.floor(Date.now() / 1000) - DAY / 2;
  const period = { start, end: start + (type === 'monthly' ? 30 : 365) * DAY };
  const invoice = stripe.invoices.find((i) => i.id === subscription.latest_invoice)!;
  invoice.lines.data[0].period = period;
  Object.assign(stripe.subscriptions.get(subscription.id)!.items.data[0], {
    current_period_start: period.start,
    current_period_end: period.end,
  });
  const events = [stripe.event('checkout.session.completed', session)];
  if (invoicePaid) events.push(stripe.event('invoice.paid', stripe.invoiceFor(subscription.id)));
  for (const event of events) expect((await stripe.deliver(server.url, event)).status).toBe(200);
  expect(readListing(db, businessId)).toMatchObject({ plan: 'premium', subscription_status: 'active' });
  const paymentIntent = invoice.payments.data[0].payment.payment_intent as string;
  return { businessId, subscriptionId: subscription.id as string, paymentIntent };
}

/**
 * A paid yearly listing 100 days into its year: 265 whole days and 12 hours left (so the whole-day count
 * cannot tip over while the test runs). Stripe's invoice and period say so before the events arrive.
 */
async function paidYearlyListing(name: string) {
  const businessId = insertListing(db, { ownerId: owner.id, approved: true, name });
  const res = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
    subscriptionType: 'yearly',
  });
  expect(res.status, res.text).toBe(200);
  const { session, subscription } = stripe.completeSession(res.body.checkoutUrl.split('/').pop()!);
  const now = Math.floor(Date.now() / 1000);
  const period = { start: now - 100 * DAY + DAY / 2, end: now + 265 * DAY + DAY / 2 };
  const invoice = stripe.invoices.find((i) => i.id === subscription.latest_invoice)!;
  invoice.lines.data[0].period = period;
  Object.assign(stripe.subscriptions.get(subscription.id)!.items.data[0], {
    current_period_start: period.start,
    current_period_end: period.end,
  });
  for (const event of [
    stripe.event('checkout.session.completed', session),
    stripe.event('invoice.paid', stripe.invoiceFor(subscription.id)),
  ])
    expect((await stripe.deliver(server.url, event)).status).toBe(200);
  expect(readListing(db, businessId)).toMatchObject({
    plan: 'premium',
    subscription_status: 'active',
    subscription_type: 'yearly',
  });
  const paymentIntent = invoice.payments.data[0].payment.payment_intent as string;
  const expected = proRataRefund({
    paidCents: 99_500,
    periodStart: new Date(period.start * 1000),
    periodEnd: new Date(period.end * 1000),
    now: new Date(),
  });
  return { businessId, subscriptionId: subscription.id as string, paymentIntent, expected };
}

const refundRows = (businessId: number) =>
  db
    .prepare(
      'select status, amount_cents, unused_days, period_days, external_id, payment_ref from listing_refunds where business_id = ?',
    )
    .all(businessId) as {
    status: string;
    amount_cents: number;
    unused_days: number;
    period_days: number;
    external_id: string | null;
    payment_ref: string | null;
  }[];
const auditRows = (businessId: number, action: string) =>
  (
    db
      .prepare("select details from audit_log where action = ? and target_type = 'business' and target_id = ?")
      .all(action, String(businessId)) as {
      details: string;
    }[]
  ).map((r) => JSON.parse(r.details) as Record<string, unknown>);
const cancels = (subscriptionId: string) => stripe.calls('DELETE', `/v1/subscriptions/${subscriptionId}`);
const refundsFor = (paymentIntent: string) => stripe.refunds.filter((r) => r.payment_intent === paymentIntent);
const rejectionMails = (name: string) => smtp.mails.filter(listingRejectedMailTo(owner.email, name));

interface AdminItem {
  id: number;
  refundWarning: string | null;
}

describe('rejecting a listing whose plan still bills (Stripe)', () => {
  it('warns the admin with the plan, the paid period and the refund, in the list and on the no-JS page', async () => {
    const { businessId, subscriptionId, paymentIntent, expected } = await paidYearlyListing('Warned Parasail');
    expect(expected).toMatchObject({ unusedDays: 265, periodDays: 365, amountCents: 72_240 });

    const list = await admin.get<AdminItem[]>('/api/admin/businesses?q=Warned%20Parasail');
    expect(list.status).toBe(200);
    const warning = list.body.find((b) => b.id === businessId)!.refundWarning!;
    expect(warning).toContain('active yearly plan ($995/year)');
    expect(warning).toContain('refunds $722.40');
    expect(warning).toContain('for the 265 unused days of the 365 paid');

    const page = await admin.get(`/admin/confirm?do=business.unpublish&id=${businessId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Paid plan: it is cancelled and refunded when you confirm');
    expect(page.text).toContain('refunds $722.40');
    // Looking is free: nothing was cancelled or refunded.
    expect(refundsFor(paymentIntent)).toEqual([]);
    expect(cancels(subscriptionId)).toEqual([]);
    expect(refundRows(businessId)).toEqual([]);
  });

  it('on confirm: cancels at Stripe at once, refunds the unused days, mails the owner, audits the amount', async () => {
    const { businessId, subscriptionId, paymentIntent, expected } = await paidYearlyListing('Refunded Parasail');
    const res = await admin.patch<{ message: string; refund: { amountCents: number; unusedDays: number; periodDays: number } }>(
      `/api/admin/businesses/${businessId}/approve`,
      { approved: false, reason: 'Parasail operators must show a current USCG license.' },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.refund).toMatchObject({ amountCents: expected.amountCents, unusedDays: 265, periodDays: 365 });
    expect(res.body.message).toBe(
      'Business rejected successfully. The yearly plan was cancelled and $722.40 refunded to the owner (265 unused days of 365).',
    );

    // Stripe: cancelled at once without Stripe's own proration, and one refund of the amount, on the paid PaymentIntent.
    expect(cancels(subscriptionId)).toHaveLength(1);
    expect(cancels(subscriptionId)[0]!.body).toMatchObject({ prorate: 'false', invoice_now: 'false' });
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    const made = refundsFor(paymentIntent);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      amount: 72_240,
      status: 'succeeded',
      metadata: { businessId: String(businessId), subscriptionId },
    });
    expect(stripe.calls('POST', '/v1/refunds')[0]!.idempotencyKey).toMatch(/^listing-refund-\d+$/);

    // Our side: premium ends now, the listing is rejected, the refund row and the audit entry keep the amount.
    expect(readListing(db, businessId)).toMatchObject({ plan: 'free', subscription_status: 'canceled', approved: 0 });
    expect(refundRows(businessId)).toEqual([
      {
        status: 'succeeded',
        amount_cents: 72_240,
        unused_days: 265,
        period_days: 365,
        external_id: made[0]!.id,
        payment_ref: paymentIntent,
      },
    ]);
    expect(auditRows(businessId, 'payment.refunded')).toEqual([
      expect.objectContaining({ amountCents: 72_240, amount: '$722.40', refund: made[0]!.id }),
    ]);
    expect(auditRows(businessId, 'business.unpublished')).toHaveLength(1);

    const mail = await smtp.waitForMail(listingRejectedMailTo(owner.email, 'Refunded Parasail'));
    expect(mail.subject).toBe('Your listing was not approved: “Refunded Parasail”');
    expect(mail.body).toContain('Parasail operators must show a current USCG license.');
    expect(mail.body).toContain('Your Premium yearly plan ($995/year) for this listing is cancelled as of today');
    expect(mail.body).toContain('We refunded $722.40 to the card that paid: the 265 unused days of the 365-day period paid');
    expect(mail.body).toContain('within 5 to 10 business days');
  });

  it('a double confirm (one after the other, and two at once) refunds once; the repeat is a 409 that changes nothing', async () => {
    const { businessId, subscriptionId, paymentIntent } = await paidYearlyListing('Twice Parasail');
    const body = { approved: false, reason: 'Needs a current license.' };
    const [a, b] = await Promise.all([
      admin.patch(`/api/admin/businesses/${businessId}/approve`, body),
      admin.patch(`/api/admin/businesses/${businessId}/approve`, body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await admin.patch<{ error: string }>(`/api/admin/businesses/${businessId}/approve`, body);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Nothing changed: this listing was already rejected.' });

    expect(refundsFor(paymentIntent)).toHaveLength(1);
    expect(cancels(subscriptionId)).toHaveLength(1);
    expect(refundRows(businessId)).toHaveLength(1);
    expect(auditRows(businessId, 'payment.refunded')).toHaveLength(1);
    await smtp.waitForMail(listingRejectedMailTo(owner.email, 'Twice Parasail'));
    // One more request round trip for any stray mail to arrive; still one.
    await admin.get('/api/admin/stats');
    expect(rejectionMails('Twice Parasail')).toHaveLength(1);
  });

  it('a Stripe failure rejects nothing and says why; the next confirm finishes the same refund once', async () => {
    const { businessId, subscriptionId, paymentIntent } = await paidYearlyListing('Failing Parasail');
    stripe.failing.add('/v1/refunds');
    const failed = await admin.patch<{ error: string }>(`/api/admin/businesses/${businessId}/approve`, {
      approved: false,
      reason: 'Needs a current license.',
    });
    stripe.failing.delete('/v1/refunds');
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe(
      'Stripe could not cancel the plan and refund the owner, so the listing was not rejected. Nothing was refunded twice: confirm again to finish the same refund.',
    );
    expect(readListing(db, businessId)).toMatchObject({ approved: 1, plan: 'premium', subscription_status: 'active' });
    expect(refundRows(businessId)).toEqual([
      expect.objectContaining({ status: 'pending', amount_cents: 72_240, external_id: null }),
    ]);
    expect(refundsFor(paymentIntent)).toHaveLength(0);
    expect(auditRows(businessId, 'payment.refunded')).toHaveLength(0);

    // The no-JS page shows the pending refund and finishes it.
    const page = await admin.get(`/admin/confirm?do=business.unpublish&id=${businessId}`);
    expect(page.text).toContain('refunds $722.40');
    const done = await admin.request(`/admin/confirm?do=business.unpublish&id=${businessId}`, {
      method: 'POST',
      body: new URLSearchParams({ reason: 'Needs a current license.' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(303);
    expect(decodeURIComponent(done.headers.getSetCookie().join(';'))).toContain('$722.40 refunded to the owner');
    expect(refundsFor(paymentIntent)).toEqual([expect.objectContaining({ amount: 72_240 })]);
    // The retried cancel carried the same idempotency key (Stripe replays it rather than cancelling twice).
    const keys = cancels(subscriptionId).map((c) => c.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(readListing(db, businessId)).toMatchObject({ approved: 0, plan: 'free', subscription_status: 'canceled' });
    expect(refundRows(businessId)).toEqual([expect.objectContaining({ status: 'succeeded', amount_cents: 72_240 })]);
  });

  it('a listing without a plan is rejected as before: no warning, no Stripe call, the usual message', async () => {
    const businessId = insertListing(db, { ownerId: owner.id, approved: false, plan: 'free', status: null, name: 'Free Kayaks' });
    const before = stripe.requests.length;
    const list = await admin.get<AdminItem[]>('/api/admin/businesses?q=Free%20Kayaks');
    expect(list.body.find((b) => b.id === businessId)!.refundWarning).toBeNull();
    const res = await admin.patch<{ message: string; refund: unknown }>(`/api/admin/businesses/${businessId}/approve`, {
      approved: false,
      reason: 'Duplicate.',
    });
    expect(res.body).toMatchObject({ message: 'Business rejected successfully', refund: null });
    expect(stripe.requests.length).toBe(before);
  });
});

describe('the warning and the refund come from the same figures', () => {
  it('before invoice.paid arrives, the list, the confirmation page and the refund all say what Stripe was paid', async () => {
    const { businessId, paymentIntent } = await paidJustNow('Early Parasail', {
      type: 'monthly',
      published: true,
      invoicePaid: false,
    });
    // Our own copy of the invoice has not arrived: a warning read from it would say $0.00 paid.
    expect(db.prepare('select count(*) as n from billing_invoices where business_id = ?').get(businessId)).toEqual({ n: 0 });

    const list = await admin.get<AdminItem[]>('/api/admin/businesses?q=Early%20Parasail');
    const warning = list.body.find((b) => b.id === businessId)!.refundWarning!;
    expect(warning).toContain('active monthly plan ($99/month): $99.00 paid');
    expect(warning).toContain('refunds $95.70');
    expect(warning).toContain('for the 29 unused days of the 30 paid');
    const confirm = `/admin/confirm?do=business.unpublish&id=${businessId}`;
    const page = await admin.get(confirm);
    expect(page.text).toContain('$99.00 paid');
    expect(page.text).toContain('refunds $95.70');

    const done = await admin.request(confirm, {
      method: 'POST',
      body: new URLSearchParams({ reason: 'Closed for the season.' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(303);
    expect(decodeURIComponent(done.headers.getSetCookie().join(';'))).toContain('$95.70 refunded to the owner');
    expect(refundsFor(paymentIntent)).toEqual([expect.objectContaining({ amount: 9_570 })]);
    expect(refundRows(businessId)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 9_570, unused_days: 29, period_days: 30 }),
    ]);
  });

  it('when Stripe cannot be asked, the warning names no amount (and the confirm refuses, rejecting nothing)', async () => {
    const { businessId, subscriptionId } = await paidJustNow('Unread Parasail', {
      type: 'monthly',
      published: true,
      invoicePaid: true,
    });
    stripe.failing.add(`/v1/subscriptions/${subscriptionId}`);
    try {
      const list = await admin.get<AdminItem[]>('/api/admin/businesses?q=Unread%20Parasail');
      expect(list.status).toBe(200);
      const warning = list.body.find((b) => b.id === businessId)!.refundWarning!;
      expect(warning).toContain('Stripe could not be asked what it paid just now, so no amount is shown');
      expect(warning).not.toMatch(/\$\d+\.\d\d/);
      const res = await admin.patch(`/api/admin/businesses/${businessId}/approve`, { approved: false, reason: 'Check.' });
      expect(res.status).toBe(502);
    } finally {
      stripe.failing.delete(`/v1/subscriptions/${subscriptionId}`);
    }
    expect(readListing(db, businessId)).toMatchObject({ approved: 1, subscription_status: 'active' });
  });
});

describe('a listing rejected before it was ever published', () => {
  it('is refunded everything it paid, and the warning, the answer and the owner’s e-mail say so', async () => {
    const { businessId, paymentIntent } = await paidJustNow('Unseen Parasail', {
      type: 'yearly',
      published: false,
      invoicePaid: true,
    });
    const list = await admin.get<AdminItem[]>('/api/admin/businesses?q=Unseen%20Parasail');
    expect(list.body.find((b) => b.id === businessId)!.refundWarning).toContain(
      "refunds all of the $995.00 to the owner's card: none of the 365 paid days was used",
    );
    const res = await admin.patch<{ message: string }>(`/api/admin/businesses/${businessId}/approve`, {
      approved: false,
      reason: 'Parasail operators must show a current USCG license.',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(
      'Business rejected successfully. The yearly plan was cancelled and $995.00 refunded to the owner (365 unused days of 365).',
    );
    expect(refundsFor(paymentIntent)).toEqual([expect.objectContaining({ amount: 99_500 })]);
    expect(refundRows(businessId)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: 99_500, unused_days: 365, period_days: 365 }),
    ]);
    const mail = await smtp.waitForMail(listingRejectedMailTo(owner.email, 'Unseen Parasail'));
    expect(mail.body).toContain('We refunded $995.00 to the card that paid: all of the $995.00 paid for the 365-day period');
  });

  it('a published one, paid just as recently, keeps the day begun (pro rata, unchanged)', async () => {
    const { businessId, paymentIntent } = await paidJustNow('Seen Parasail', {
      type: 'yearly',
      published: true,
      invoicePaid: true,
    });
    const res = await admin.patch<{ message: string }>(`/api/admin/businesses/${businessId}/approve`, {
      approved: false,
      reason: 'Parasail operators must show a current USCG license.',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toContain('$992.27 refunded to the owner (364 unused days of 365)');
    expect(refundsFor(paymentIntent)).toEqual([expect.objectContaining({ amount: 99_227 })]);
  });

  it('once approved it counts as published: unpublished later, it is pro rata', async () => {
    const { businessId } = await paidJustNow('Once Seen Parasail', { type: 'yearly', published: false, invoicePaid: true });
    expect((await admin.patch(`/api/admin/businesses/${businessId}/approve`, { approved: true })).status).toBe(200);
    const res = await admin.patch<{ message: string }>(`/api/admin/businesses/${businessId}/approve`, {
      approved: false,
      reason: 'Check.',
    });
    expect(res.body.message).toContain('(364 unused days of 365)');
  });
});
