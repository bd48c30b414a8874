/**
 * With the built-in test checkout (no Stripe key), rejecting a paid listing takes the same code path as with Stripe records
 * the refund (`test_re_…`), cancels the plan at once, mails the owner (real SMTP) and audits the amount.
 * Here through the no-JavaScript confirmation page; the owner's billing page lists the refund afterwards.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { insertListing, listingRejectedMailTo, readListing, type Owner } from '../../helpers/payments-fixtures';
import { useSite } from '../../helpers/use-site';
import type { TestSmtp } from '../../helpers/smtp';

let smtp: TestSmtp;
let db: Database.Database;
let owner: Owner;
let admin: Client;

const DAY_MS = 86_400_000;

useSite((site) => ({ smtp, db, newOwner: owner, newAdmin: admin } = site), {
  smtp: true,
  env: { MAIL_FROM: 'Guide <no-reply@guide.example>' },
  writable: true,
  newOwners: 1,
  newAdmin: 'refund-test-admin@example.com',
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
const flashOf = (res: { headers: Headers }) => decodeURIComponent(res.headers.getSetCookie().join(';'));

/**
 * A monthly plan paid through the test checkout, then moved 19½ days into its 30-day period: 10 whole
 * days and 12 hours left, so the whole-day count cannot tip over while the test runs.
 */
async function paidMonthlyListing(name: string) {
  const businessId = insertListing(db, { ownerId: owner.id, approved: true, name });
  const res = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
    subscriptionType: 'monthly',
  });
  expect(res.status, res.text).toBe(200);
  expect((await owner.client.request(res.body.checkoutUrl, form({ action: 'complete' }))).status).toBe(303);
  const start = Date.now() - 19.5 * DAY_MS;
  const end = Date.now() + 10.5 * DAY_MS;
  db.prepare('update billing_invoices set period_start = ?, period_end = ? where business_id = ?').run(start, end, businessId);
  db.prepare('update businesses set current_period_end = ? where id = ?').run(end, businessId);
  const listing = readListing(db, businessId);
  expect(listing).toMatchObject({ plan: 'premium', subscription_status: 'active', subscription_type: 'monthly' });
  return { businessId, subscriptionId: listing.stripe_subscription_id! };
}

const refundRows = (businessId: number) =>
  db.prepare('select status, amount_cents, external_id from listing_refunds where business_id = ?').all(businessId);

describe('rejecting a paid listing in test-checkout mode (no-JS confirmation page)', () => {
  it('warns, then cancels at once, records the refund, mails the owner, audits it; the billing page lists it', async () => {
    const { businessId, subscriptionId } = await paidMonthlyListing('Test Mode Jet Ski');
    const confirm = `/admin/confirm?do=business.unpublish&id=${businessId}`;

    const page = await admin.get(confirm);
    expect(page.status).toBe(200);
    expect(page.text).toContain('This listing has an active monthly plan ($99/month)');
    expect(page.text).toContain('refunds $33.00 to the owner&#39;s card, for the 10 unused days of the 30 paid');
    expect(page.text).toContain('Test mode: the refund is recorded; no card is charged or refunded.');

    const done = await admin.request(confirm, form({ reason: 'Jet ski rentals need a city permit on file.' }));
    expect(done.status).toBe(303);
    expect(flashOf(done)).toContain(
      'Business rejected successfully. The monthly plan was cancelled and $33.00 refunded to the owner (10 unused days of 30).',
    );

    expect(readListing(db, businessId)).toMatchObject({ approved: 0, plan: 'free', subscription_status: 'canceled' });
    expect(readListing(db, businessId).current_period_end).toBeLessThanOrEqual(Date.now());
    expect(refundRows(businessId)).toEqual([
      { status: 'succeeded', amount_cents: 3300, external_id: `test_re_${subscriptionId}` },
    ]);
    const audit = db
      .prepare("select details from audit_log where action = 'payment.refunded' and target_id = ?")
      .all(String(businessId)) as { details: string }[];
    expect(audit.map((a) => JSON.parse(a.details))).toEqual([
      expect.objectContaining({ amountCents: 3300, amount: '$33.00', test: true }),
    ]);

    const log = await admin.get<{
      items: { action: string; actionLabel: string; detail: string | null; targetLabel: string | null }[];
    }>('/api/admin/audit?group=subscriptions&q=Test%20Mode%20Jet%20Ski');
    expect(log.status).toBe(200);
    expect(log.body.items.find((i) => i.action === 'payment.refunded')).toMatchObject({
      actionLabel: 'Cancelled plan and refunded (listing rejected)',
      targetLabel: 'Test Mode Jet Ski',
      detail: 'Refunded $33.00 (10 unused of 30 days), test mode',
    });

    const mail = await smtp.waitForMail(listingRejectedMailTo(owner.email, 'Test Mode Jet Ski'));
    expect(mail.body).toContain('Jet ski rentals need a city permit on file.');
    expect(mail.body).toContain('Your Premium monthly plan ($99/month) for this listing is cancelled as of today');
    expect(mail.body).toContain('We refunded $33.00 to the card that paid: the 10 unused days of the 30-day period paid');
    expect(mail.body).toContain('Test mode: this refund is recorded on your billing page');

    // The owner's billing page: no plan any more, and the refund listed.
    const billing = await owner.client.get(`/dashboard/billing/${businessId}`);
    expect(billing.text).toContain('Refunded $33.00');
    expect(billing.text).toContain('10 unused of 30 days paid');

    // Confirming again (a second tab, a reload that re-posts) changes nothing and refunds nothing.
    const again = await admin.request(confirm, form({ reason: 'Jet ski rentals need a city permit on file.' }));
    expect(again.status).toBe(303);
    expect(flashOf(again)).toContain('Nothing changed: this listing was already rejected.');
    expect(refundRows(businessId)).toHaveLength(1);
  });

  it('a plan already cancelled and refunded: a new reason updates the rejection, refunds nothing and shows no warning', async () => {
    const { businessId } = await paidMonthlyListing('Test Mode Parasail');
    const first = await admin.patch(`/api/admin/businesses/${businessId}/approve`, { approved: false, reason: 'No permit.' });
    expect(first.status).toBe(200);
    const page = await admin.get(`/admin/confirm?do=business.reject&id=${businessId}`);
    expect(page.text).not.toContain('Paid plan: it is cancelled and refunded');
    const second = await admin.patch<{ message: string; refund: unknown }>(`/api/admin/businesses/${businessId}/approve`, {
      approved: false,
      reason: 'No permit, and no insurance either.',
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ message: 'Business rejected successfully', refund: null });
    expect(refundRows(businessId)).toHaveLength(1);
  });

  it('an active premium listing is offered no Feature action: the admin list says why', async () => {
    const { businessId } = await paidMonthlyListing('Test Mode Featured');
    const list = await admin.get<{ id: number; premium: boolean; featuredByAdmin: boolean }[]>(
      '/api/admin/businesses?q=Test%20Mode%20Featured',
    );
    expect(list.body.find((b) => b.id === businessId)).toMatchObject({ premium: true, featuredByAdmin: false });
    // The no-JS page, reached by a hand-made link, says what the admin's flag would still change.
    const page = await admin.get(`/admin/confirm?do=business.feature&id=${businessId}`);
    expect(page.text).toContain('It already shows the Featured badge as an active premium listing');
  });
});
