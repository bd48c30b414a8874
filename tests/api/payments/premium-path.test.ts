/**
 * The premium path in test-checkout mode, with real SMTP: signup → the mailed link goes straight to
 * the checkout of the listing chosen premium → the return links to that listing in the dashboard → a
 * receipt for every charge (the plan switch too) that reads the stored invoice; a plan paid while in
 * review starts its period at approval; the audit log names Central time; the plan card and the
 * upgrade panel show the site's own audience.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { addPeriod, cancellationEnd, formatCents, planSwitch, renewalsBefore } from '#src/features/payments/billing-rules.ts';
import { Client } from '../../helpers/http';
import { tokenFrom } from '../../helpers/mail';
import { validListing } from '../../helpers/owners';
import { insertListing, readListing, type Owner } from '../../helpers/payments-fixtures';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';
import type { TestSmtp } from '../../helpers/smtp';

let server: TestServer;
let smtp: TestSmtp;
let db: Database.Database;
let owner: Owner;
let admin: Client;

useSite((site) => ({ server, smtp, db, newOwner: owner, newAdmin: admin } = site), {
  ownSiteUrl: true,
  smtp: true,
  writable: true,
  newOwners: 1,
  newAdmin: 'premium-path-admin@example.com',
});

const DAY = 86_400_000;
const form = (client: Client, path: string, fields: Record<string, string>) =>
  client.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

/** An anonymous premium signup; returns the visitor's client, the listing id and the verification token. */
async function premiumSignup(name: string, subscriptionType: 'monthly' | 'yearly') {
  const email = `premium-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  const password = 'gulf-breeze-lantern-7';
  const client = new Client(server.url);
  const res = await client.post('/api/business-signup', {
    mode: 'new',
    plan: 'premium',
    subscriptionType,
    firstName: 'Rosa',
    lastName: 'Premium',
    email,
    password,
    confirmPassword: password,
    ...validListing,
    name,
  });
  expect(res.status, res.text).toBe(202);
  const mail = await smtp.waitForMail((m) => m.rcptTo.includes(email) && m.links.some((l) => l.includes('/verify-email')));
  const { id } = db.prepare('select b.id from businesses b join users u on u.id = b.owner_id where u.email = ?').get(email) as {
    id: number;
  };
  return { client, email, businessId: id, token: tokenFrom(mail, '/verify-email') };
}

const checkoutOf = (url: string) =>
  db.prepare('select business_id, subscription_type, status from checkouts where external_id = ?').get(url.split('/').pop()) as {
    business_id: number;
    subscription_type: string;
    status: string;
  };

describe('from the confirmed e-mail straight to checkout', () => {
  it('the verification answer starts the checkout of the listing saved at signup, with the period chosen', async () => {
    const { client, businessId, token } = await premiumSignup(`Straight Path Kites ${Date.now()}`, 'yearly');
    const verified = await client.post<{ checkoutUrl?: string; signedIn: boolean }>('/api/verify-email', { token });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.signedIn).toBe(true);
    expect(verified.body.checkoutUrl).toMatch(/^\/checkout\/test\/test_cs_[\w-]+$/);
    expect(checkoutOf(verified.body.checkoutUrl!)).toEqual({
      business_id: businessId,
      subscription_type: 'yearly',
      status: 'open',
    });
    // The checkout page is the signed-in owner's, and says when the paid year starts.
    const page = await client.get(verified.body.checkoutUrl!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('One year after your listing goes live');
  });

  it('without JavaScript the verify button redirects (303) to the same checkout', async () => {
    const { client, businessId, token } = await premiumSignup(`No Script Kites ${Date.now()}`, 'monthly');
    const res = await form(client, '/verify-email', { token });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/checkout\/test\/test_cs_/);
    expect(checkoutOf(location)).toMatchObject({ business_id: businessId, subscription_type: 'monthly' });
  });

  it('the signup says what happens next, beside the button', async () => {
    const page = await new Client(server.url).get('/business-signup');
    expect(page.text).toContain('Continue to Payment');
    expect(page.text).toContain('Confirm your email with it and you go straight to the payment page for this listing.');
  });
});

describe('after paying', () => {
  it('the return keeps the spec message and links to the listing in the dashboard; the receipt names the charge', async () => {
    const name = `Receipt Reef ${Date.now()}`;
    const { client, businessId, token } = await premiumSignup(name, 'yearly');
    const { checkoutUrl } = (await client.post<{ checkoutUrl: string }>('/api/verify-email', { token })).body as {
      checkoutUrl: string;
    };
    const paid = await form(client, checkoutUrl, { action: 'complete' });
    expect(paid.status).toBe(303);
    const back = paid.headers.get('location')!;
    expect(back).toMatch(/^\/business-directory\?success=true&session_id=/);
    const directory = await client.get(back);
    expect(directory.text).toContain('Your premium listing is paid and waiting for approval.');
    expect(directory.text).toContain(`href="/dashboard/businesses/${businessId}"`);
    expect(directory.text).toContain('Open your listing in the dashboard');

    const receipt = await smtp.waitForMail((m) => m.subject.startsWith('Receipt:') && m.subject.includes(name));
    expect(receipt.body).toContain('Charged: $995.00.');
    expect(receipt.body).toContain('Test card •••• 4242');
    expect(receipt.body).toMatch(/Period: \w+ \d+, \d{4} to \w+ \d+, \d{4}\./);
    expect(receipt.links.some((l) => new URL(l).pathname === `/dashboard/billing/${businessId}`)).toBe(true);
  });

  it('a plan switch mails a receipt with the amount the invoice stores, the same the billing page lists', async () => {
    const name = `Switch Receipt Bait ${Date.now()}`;
    const businessId = insertListing(db, { ownerId: owner.id, approved: true, name });
    const start = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
      subscriptionType: 'monthly',
    });
    expect((await form(owner.client, start.body.checkoutUrl, { action: 'complete' })).status).toBe(303);
    // Ten days into the month, so the switch credits an uneven part of it.
    const end = Date.now() + 20.3 * DAY;
    db.prepare('update businesses set current_period_end = ? where id = ?').run(end, businessId);
    const switched = await owner.client.post(`/api/businesses/${businessId}/subscription-plan`, { subscriptionType: 'yearly' });
    expect(switched.status, switched.text).toBe(200);
    const invoice = db
      .prepare("select amount_cents from billing_invoices where business_id = ? and reason = 'subscription_update'")
      .get(businessId) as { amount_cents: number };
    const receipt = await smtp.waitForMail(
      (m) => m.subject.startsWith('Receipt:') && m.subject.includes(name) && m.body.includes('plan switch'),
    );
    expect(receipt.body).toContain(`Charged: ${formatCents(invoice.amount_cents)}.`);
    const billing = await owner.client.get(`/dashboard/billing/${businessId}`);
    expect(billing.text).toContain(formatCents(invoice.amount_cents));
  });
});

describe('one amount from the confirmation to the invoice', () => {
  it('the switch is charged as of the instant its confirmation was worked out, not a later clock', async () => {
    const name = `Quoted Switch Skiffs ${Date.now()}`;
    const businessId = insertListing(db, { ownerId: owner.id, approved: true, name });
    const start = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
      subscriptionType: 'monthly',
    });
    expect((await form(owner.client, start.body.checkoutUrl, { action: 'complete' })).status).toBe(303);
    const end = Date.now() + 20.3 * DAY;
    db.prepare('update businesses set current_period_end = ? where id = ?').run(end, businessId);

    // The confirmation step carries the instant its figures were worked out.
    const confirm = await owner.client.get(`/dashboard/billing/${businessId}?confirm=switch`);
    expect(confirm.text).toMatch(/name="quotedAt" value="\d+"/);

    // An owner who took ten minutes to press the button is charged what the page said ten minutes ago.
    const quotedAt = Date.now() - 10 * 60_000;
    const stated = planSwitch({ from: 'monthly', to: 'yearly', currentPeriodEnd: new Date(end), now: new Date(quotedAt) });
    const later = planSwitch({ from: 'monthly', to: 'yearly', currentPeriodEnd: new Date(end), now: new Date() });
    expect(stated.totalCents).not.toBe(later.totalCents); // ten minutes move the credit by cents
    const stale = await form(owner.client, `/dashboard/billing/${businessId}`, {
      action: 'switch',
      subscriptionType: 'yearly',
      confirmed: 'yes',
      quotedAt: String(Date.now() - 31 * 60_000),
    });
    expect(stale.status).toBe(409);
    const res = await form(owner.client, `/dashboard/billing/${businessId}`, {
      action: 'switch',
      subscriptionType: 'yearly',
      confirmed: 'yes',
      quotedAt: String(quotedAt),
    });
    expect(res.status).toBe(303);
    const invoice = db
      .prepare("select amount_cents from billing_invoices where business_id = ? and reason = 'subscription_update'")
      .get(businessId) as { amount_cents: number };
    expect(invoice.amount_cents).toBe(stated.totalCents);
    const receipt = await smtp.waitForMail(
      (m) => m.subject.startsWith('Receipt:') && m.subject.includes(name) && m.body.includes('plan switch'),
    );
    expect(receipt.body).toContain(`Charged: ${formatCents(stated.totalCents)}.`);
  });

  it('a monthly cancellation is dated as of the notice the owner read, so its renewal costs what the notice said', async () => {
    const name = `Quoted Cancel Kayaks ${Date.now()}`;
    const businessId = insertListing(db, { ownerId: owner.id, approved: true, name });
    const start = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
      subscriptionType: 'monthly',
    });
    expect((await form(owner.client, start.body.checkoutUrl, { action: 'complete' })).status).toBe(303);
    // A renewal falls inside the 45 days' notice, so it is charged only for the days up to the end date.
    const periodEnd = new Date(Date.now() + 20.3 * DAY);
    db.prepare('update businesses set current_period_end = ? where id = ?').run(periodEnd.getTime(), businessId);

    const confirm = await owner.client.get(`/dashboard/billing/${businessId}?confirm=cancel`);
    expect(confirm.text).toMatch(/name="action" value="cancel"[\s\S]*name="quotedAt" value="\d+"/);

    // The owner read the notice ten minutes ago; a notice worked out now would name another amount.
    const quotedAt = Date.now() - 10 * 60_000;
    const renewal = (now: Date) =>
      renewalsBefore({ currentPeriodEnd: periodEnd, subscriptionType: 'monthly', cancelAt: cancellationEnd(now, periodEnd) })[0]!;
    const stated = renewal(new Date(quotedAt));
    expect(stated.full).toBe(false);
    expect(stated.amountCents).not.toBe(renewal(new Date()).amountCents);

    const stale = await form(owner.client, `/dashboard/billing/${businessId}`, {
      action: 'cancel',
      confirmed: 'yes',
      quotedAt: String(Date.now() - 31 * 60_000),
    });
    expect(stale.status).toBe(409);
    expect(readListing(db, businessId).cancel_at).toBeNull();

    const res = await form(owner.client, `/dashboard/billing/${businessId}`, {
      action: 'cancel',
      confirmed: 'yes',
      quotedAt: String(quotedAt),
    });
    expect(res.status).toBe(303);
    expect(readListing(db, businessId).cancel_at).toBe(cancellationEnd(new Date(quotedAt), periodEnd).getTime());
    const after = await owner.client.get(`/dashboard/billing/${businessId}`);
    expect(after.text).toContain(`(${formatCents(stated.amountCents)} instead of ${formatCents(9_900)})`);
    const mail = await smtp.waitForMail((m) => m.subject.includes(name) && m.body.includes('instead of'));
    expect(mail.body).toContain(formatCents(stated.amountCents));
  });
});

describe('a plan paid while the listing is in review', () => {
  it('starts its period when the listing first goes live, not at payment', async () => {
    const businessId = insertListing(db, { ownerId: owner.id, approved: false, name: `Review Wait Charters ${Date.now()}` });
    const start = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
      subscriptionType: 'yearly',
    });
    expect((await form(owner.client, start.body.checkoutUrl, { action: 'complete' })).status).toBe(303);
    // Paid two days ago, as Lupe's was; approved now.
    const paidAt = Date.now() - 2 * DAY;
    const paidEnd = addPeriod(new Date(paidAt), 'yearly').getTime();
    db.prepare('update businesses set current_period_end = ? where id = ?').run(paidEnd, businessId);
    db.prepare('update billing_invoices set period_start = ?, period_end = ? where business_id = ?').run(
      paidAt,
      paidEnd,
      businessId,
    );

    const approvedAt = Date.now();
    const res = await admin.patch(`/api/admin/businesses/${businessId}/approve`, { approved: true });
    expect(res.status, res.text).toBe(200);
    const expectedEnd = addPeriod(new Date(approvedAt), 'yearly').getTime();
    expect(Math.abs(readListing(db, businessId).current_period_end! - expectedEnd)).toBeLessThan(60_000);
    const invoice = db.prepare('select period_start, period_end from billing_invoices where business_id = ?').get(businessId) as {
      period_start: number;
      period_end: number;
    };
    expect(Math.abs(invoice.period_start - approvedAt)).toBeLessThan(60_000);
    expect(invoice.period_end).toBe(readListing(db, businessId).current_period_end);

    // Unpublished and approved again: the period does not move a second time.
    const moved = readListing(db, businessId).current_period_end;
    db.prepare('update businesses set approved = 0 where id = ?').run(businessId);
    expect((await admin.patch(`/api/admin/businesses/${businessId}/approve`, { approved: true })).status).toBe(200);
    expect(readListing(db, businessId).current_period_end).toBe(moved);
  });
});

describe('the audit log', () => {
  it("names the end of a cancellation by the town's date and zone, not UTC's", async () => {
    const name = `Audit Zone Kayaks ${Date.now()}`;
    const businessId = insertListing(db, { ownerId: owner.id, approved: true, name });
    const start = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
      subscriptionType: 'yearly',
    });
    expect((await form(owner.client, start.body.checkoutUrl, { action: 'complete' })).status).toBe(303);
    // The paid year ends at 11 PM Central on Dec 1, which is already Dec 2 in UTC.
    const end = Date.parse('2027-12-02T05:00:00Z');
    db.prepare('update businesses set current_period_end = ? where id = ?').run(end, businessId);
    expect((await owner.client.post(`/api/businesses/${businessId}/cancel-subscription`)).status).toBe(200);
    const log = await admin.get<{ items: { detail: string | null; action: string }[] }>(
      `/api/admin/audit?group=subscriptions&q=${encodeURIComponent(name)}`,
    );
    expect(log.status).toBe(200);
    const entry = log.body.items.find((i) => i.action === 'payment.cancellation_scheduled')!;
    expect(entry.detail).toBe('Ends Dec 01, 2027 (CST)');
  });
});

describe("the site's own audience at the point of sale", () => {
  it('shows real figures for the category on the plan card and in the upgrade panel, hiding zeros', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const dayBefore = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) - n * DAY).toISOString().slice(0, 10);
    const a = insertListing(db, {
      ownerId: owner.id,
      approved: true,
      plan: 'free',
      status: null,
      name: `Audience A ${Date.now()}`,
    });
    const b = insertListing(db, {
      ownerId: owner.id,
      approved: true,
      plan: 'free',
      status: null,
      name: `Audience B ${Date.now()}`,
    });
    db.prepare("update businesses set category = 'healthcare' where id in (?, ?)").run(a, b);
    const stat = db.prepare('insert into business_daily_stats (business_id, date, views) values (?, ?, ?)');
    stat.run(a, dayBefore(1), 7);
    stat.run(b, dayBefore(3), 5);
    stat.run(a, dayBefore(40), 900); // older than the last 30 days: not counted
    stat.run(a, today, 800); // today is still being counted: not yet
    const term = db.prepare('insert into business_search_terms (business_id, date, term, count) values (?, ?, ?, ?)');
    // One search for "clinic" showed both listings: one search, not two.
    term.run(a, dayBefore(2), 'clinic', 1);
    term.run(b, dayBefore(2), 'clinic', 1);
    term.run(a, dayBefore(2), 'doctor', 2);

    const dashboard = await owner.client.get('/dashboard?tab=subscription');
    expect(dashboard.text).toContain('12 page views of Healthcare listings in the last 30 days');
    expect(dashboard.text).toContain('3 searches on this site found Healthcare listings in the last 30 days');
    expect(dashboard.text).toContain('Small numbers, counted as they are');
    expect(dashboard.text).not.toMatch(/\b0 (page views|searches|enquiries)/);

    const signup = await new Client(server.url).get('/business-signup');
    expect(signup.text).toContain('Who uses this site');
    expect(signup.text).toMatch(/[\d,]+ page views? of listings in the last 30 days/);
  });
});
