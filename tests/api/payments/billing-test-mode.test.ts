/**
 * Billing self-service with the built-in test checkout (no Stripe key): the same endpoints and code
 * path as with Stripe, the test card and our own invoice records on the billing page, renewals billed
 * by Stripe's rule (a renewal inside the 45-day notice only up to the end date), plan-switch credit
 * used by the next renewal.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { planSwitch, renewalsBefore } from '#src/features/payments/billing-rules.ts';
import { insertListing, readListing, type Owner } from '../../helpers/payments-fixtures';
import { useSite } from '../../helpers/use-site';

let db: Database.Database;
let owner: Owner;
let other: Owner;

useSite((site) => ({ db, newOwner: owner, newOwner2: other } = site), { writable: true, newOwners: 2 });

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

async function paidListing(subscriptionType: 'monthly' | 'yearly') {
  const businessId = insertListing(db, { ownerId: owner.id, approved: true });
  const res = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, { subscriptionType });
  expect(res.status, res.text).toBe(200);
  const paid = await owner.client.request(res.body.checkoutUrl, form({ action: 'complete' }));
  expect(paid.status).toBe(303);
  expect(readListing(db, businessId)).toMatchObject({
    plan: 'premium',
    subscription_status: 'active',
    subscription_type: subscriptionType,
  });
  return businessId;
}

interface InvoiceRow {
  reason: string;
  amount_cents: number;
  period_start: number;
  period_end: number;
}
const invoicesOf = (businessId: number) =>
  db
    .prepare('select reason, amount_cents, period_start, period_end from billing_invoices where business_id = ? order by id')
    .all(businessId) as InvoiceRow[];
const setPeriodEnd = (businessId: number, at: Date) =>
  db.prepare('update businesses set current_period_end = ? where id = ?').run(at.getTime(), businessId);

describe('test mode', () => {
  it('Manage billing leads to the built-in billing page: test card and the first invoice from our records', async () => {
    const businessId = await paidListing('yearly');
    const portal = await owner.client.post<{ url: string }>(`/api/businesses/${businessId}/billing-portal`);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toBe(`/dashboard/billing/${businessId}`);
    expect(invoicesOf(businessId)).toMatchObject([{ reason: 'subscription_create', amount_cents: 99_500 }]);
    const page = await owner.client.get(`/dashboard/billing/${businessId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.text).toContain('Test card •••• 4242');
    expect(page.text).toContain('First payment · Yearly');
    expect(page.text).toContain('Paid $995.00');
  });

  it("another owner's billing page, switch, undo and portal are refused (403) and change nothing", async () => {
    const businessId = await paidListing('monthly');
    const before = readListing(db, businessId);
    expect((await other.client.get(`/dashboard/billing/${businessId}`)).status).toBe(403);
    expect(
      (
        await other.client.request(
          `/dashboard/billing/${businessId}`,
          form({ action: 'switch', subscriptionType: 'yearly', confirmed: 'yes' }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await other.client.post(`/api/businesses/${businessId}/subscription-plan`, { subscriptionType: 'yearly' })).status,
    ).toBe(403);
    expect((await other.client.post(`/api/businesses/${businessId}/resume-subscription`)).status).toBe(403);
    expect((await other.client.post(`/api/businesses/${businessId}/billing-portal`)).status).toBe(403);
    expect((await owner.client.request(`/dashboard/billing/${businessId}`, form({ action: 'fly' }))).status).toBe(400);
    expect(readListing(db, businessId)).toEqual(before);
    expect(invoicesOf(businessId)).toHaveLength(1);
  });

  it('yearly → monthly by the no-JS form: the credit is recorded and pays the next renewal', async () => {
    const businessId = await paidListing('yearly');
    const { current_period_end: yearEnd } = readListing(db, businessId);
    const res = await owner.client.request(
      `/dashboard/billing/${businessId}`,
      form({ action: 'switch', subscriptionType: 'monthly', confirmed: 'yes' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/dashboard/billing/${businessId}`);
    const switched = invoicesOf(businessId)[1]!;
    const stated = planSwitch({
      from: 'yearly',
      to: 'monthly',
      currentPeriodEnd: new Date(yearEnd!),
      now: new Date(switched.period_start),
    });
    expect(switched).toMatchObject({ reason: 'subscription_update', amount_cents: stated.totalCents });
    expect(stated.totalCents).toBeLessThan(-80_000);
    expect(readListing(db, businessId)).toMatchObject({
      subscription_type: 'monthly',
      current_period_end: stated.periodEnd.getTime(),
    });

    // The month ends: the renewal is billed in full and paid from the credit.
    setPeriodEnd(businessId, new Date(Date.now() - 60_000));
    const page = await owner.client.get(`/dashboard/billing/${businessId}`);
    expect(invoicesOf(businessId).at(-1)).toMatchObject({ reason: 'subscription_cycle', amount_cents: 9_900 });
    expect(page.text).toContain('Paid $0.00');
    expect(page.text).toContain('$99.00 of account credit used');
  });

  it('a renewal inside the 45-day notice is billed only up to the end date, which ends the period; undo clears it', async () => {
    const businessId = await paidListing('monthly');
    const cancel = await owner.client.post<{ cancelAt: string }>(`/api/businesses/${businessId}/cancel-subscription`);
    expect(cancel.status).toBe(200);
    // 35 days later (the database moved, as no clock is): the renewal is due, the end date 10 days away.
    const renewal = new Date(Date.now() - 60_000);
    const cancelAt = new Date(Math.floor((Date.now() + 10 * 86_400_000) / 1000) * 1000);
    setPeriodEnd(businessId, renewal);
    db.prepare('update businesses set cancel_at = ? where id = ?').run(cancelAt.getTime(), businessId);
    expect(new Date(cancel.body.cancelAt).getTime()).toBeGreaterThan(cancelAt.getTime());
    const [stated] = renewalsBefore({ currentPeriodEnd: renewal, subscriptionType: 'monthly', cancelAt });
    await owner.client.get(`/dashboard/billing/${businessId}`);
    expect(invoicesOf(businessId).at(-1)).toMatchObject({
      reason: 'subscription_cycle',
      amount_cents: stated!.amountCents,
      period_end: cancelAt.getTime(),
    });
    expect(stated!.full).toBe(false);
    expect(readListing(db, businessId)).toMatchObject({ current_period_end: cancelAt.getTime(), cancel_at: cancelAt.getTime() });

    const undo = await owner.client.request(`/dashboard/billing/${businessId}`, form({ action: 'undo-cancel' }));
    expect(undo.status).toBe(303);
    expect(readListing(db, businessId)).toMatchObject({ cancel_at: null, plan: 'premium' });
    const again = await owner.client.post<{ error: string }>(`/api/businesses/${businessId}/resume-subscription`);
    expect(again.status).toBe(409);
  });
});
