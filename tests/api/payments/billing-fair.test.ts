/**
 * Money, fairly, through the built server with the test checkout and
 * a real SMTP server: a cancellation ends at the later of request + 45 days and the end of the paid
 * period, the owner is told and e-mailed the date and any charge still to come; the Billing page asks
 * before a switch or a cancellation and refuses an unconfirmed, repeated or replayed post; a second
 * "Complete test payment" changes nothing; the period chosen at signup is kept to "Complete Payment";
 * the payment e-mail for a listing in review says it goes live once approved; /terms says what the
 * payment screens say.
 */
import type Database from 'better-sqlite3';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BILLING_TERMS } from '#src/features/payments/billing-terms.ts';
import { tokenFrom } from '../../helpers/mail';
import { Client } from '../../helpers/http';
import { countRows, insertListing, readListing, type Owner } from '../../helpers/payments-fixtures';
import { validListing } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import type { TestSmtp } from '../../helpers/smtp';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let smtp: TestSmtp;
let db: Database.Database;
let owner: Owner;
const DAY = 86_400_000;
const validator = new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));
const htmlErrors = async (html: string) =>
  (await validator.validateString(html)).results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));

useSite((site) => ({ server, smtp, db, newOwner: owner } = site), { ownSiteUrl: true, smtp: true, writable: true, newOwners: 1 });

const form = (path: string, fields: Record<string, string>, client = owner.client) =>
  client.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

/** A listing paid through the test checkout; returns its id. */
async function paidListing(subscriptionType: 'monthly' | 'yearly', approved = true): Promise<number> {
  const businessId = insertListing(db, { ownerId: owner.id, approved, name: `Fair Tides ${subscriptionType} ${Date.now()}` });
  const res = await owner.client.post<{ checkoutUrl: string }>('/api/create-central-billing-subscription', {
    subscriptionType,
    businessId,
  });
  expect(res.status, res.text).toBe(200);
  expect((await form(res.body.checkoutUrl, { action: 'complete' })).status).toBe(303);
  expect(readListing(db, businessId)).toMatchObject({ plan: 'premium', subscription_status: 'active' });
  return businessId;
}

type Mine = {
  id: number;
  name: string;
  subscriptionType: string | null;
  currentPeriodEnd: string | null;
  cancelAt: string | null;
};
const mine = async (id: number) => (await owner.client.get<Mine[]>('/api/businesses/my')).body.find((b) => b.id === id)!;

describe('cancellation dates', () => {
  it('yearly, cancelled in its first month: premium to the end of the paid year, nothing more to pay, e-mailed', async () => {
    const businessId = await paidListing('yearly');
    const before = await mine(businessId);
    expect(before).toMatchObject({ subscriptionType: 'yearly', cancelAt: null });
    const paidUntil = Date.parse(before.currentPeriodEnd!);
    expect(paidUntil - Date.now()).toBeGreaterThan(300 * DAY);

    const first = await owner.client.post<{ message: string; cancelAt: string }>(
      `/api/businesses/${businessId}/cancel-subscription`,
    );
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.cancelAt)).toBe(Math.floor(paidUntil / 1000) * 1000);
    expect(first.body.message).toContain('the end of the period you already paid for');
    expect(first.body.message).toContain('No renewal falls before that date, so nothing more is charged.');
    expect(await mine(businessId)).toMatchObject({ cancelAt: first.body.cancelAt });
    expect(readListing(db, businessId)).toMatchObject({ plan: 'premium', subscription_status: 'active' });

    const again = await owner.client.post<{ cancelAt: string; message: string }>(
      `/api/businesses/${businessId}/cancel-subscription`,
    );
    expect(again.body.cancelAt).toBe(first.body.cancelAt);
    expect(again.body.message).toMatch(/^A cancellation is already scheduled/);

    const name = (await mine(businessId)).name;
    const mail = await smtp.waitForMail(
      (m) => m.rcptTo.includes(owner.email) && m.subject.includes(name) && /Cancellation/.test(m.subject),
    );
    expect(mail.body).toContain('(the end of the period you already paid for)');
    expect(mail.body).toContain('No renewal falls before that date, so nothing more is charged.');
    expect(smtp.mails.filter((m) => m.rcptTo.includes(owner.email) && m.subject === mail.subject)).toHaveLength(1);

    // Undo still works.
    expect((await owner.client.post(`/api/businesses/${businessId}/resume-subscription`)).status).toBe(200);
    expect(await mine(businessId)).toMatchObject({ cancelAt: null });
  });

  it("monthly whose 45 days cross a renewal: the spec's toast, the date, and the prorated renewal named and e-mailed", async () => {
    const businessId = await paidListing('monthly');
    // The month already paid ends in 20 days (as a plan bought 10 days ago): one renewal inside the 45 days.
    const renewal = Math.floor((Date.now() + 20 * DAY) / 1000) * 1000;
    db.prepare('update businesses set current_period_end = ? where id = ?').run(renewal, businessId);
    const before = Date.now();
    const res = await owner.client.post<{ message: string; cancelAt: string }>(
      `/api/businesses/${businessId}/cancel-subscription`,
    );
    const after = Date.now();
    const cancelAt = Date.parse(res.body.cancelAt);
    expect(cancelAt).toBeGreaterThanOrEqual(Math.floor((before + 45 * DAY) / 1000) * 1000);
    expect(cancelAt).toBeLessThanOrEqual(after + 45 * DAY);
    expect(res.body.message).toMatch(
      /^Your subscription cancellation has been scheduled for 45 days from now\. Premium ends on .+\. Still to come: your renewal on \w{3} \d{2}, \d{4} is charged only for the days up to \w{3} \d{2}, \d{4} \(\$\d+\.\d\d instead of \$99\.00\)\. Nothing already paid is refunded\.$/,
    );
    const name = (await mine(businessId)).name;
    const mail = await smtp.waitForMail(
      (m) => m.rcptTo.includes(owner.email) && m.subject.includes(name) && /Cancellation/.test(m.subject),
    );
    expect(mail.body).toContain("(45 days' notice)");
    expect(mail.body).toMatch(/Still to come: your renewal on \w{3} \d{2}, \d{4} is charged only for the days up to/);

    // The Billing page repeats the charge still to come.
    const page = await owner.client.get(`/dashboard/billing/${businessId}`);
    expect(page.text).toMatch(/data-testid="charges-to-come">Still to come: your renewal on/);
    // Undo turns renewals back on: the page says what is charged and when before the button.
    expect(page.text).toMatch(
      /renews as before: \$99\/month, charged automatically on \w+ \d{1,2}, \d{4} and every month after until you cancel\./,
    );
  });
});

describe('the Billing page asks first (no JavaScript needed)', () => {
  it('cancel: the button opens a confirmation step; an unconfirmed, repeated or replayed post changes nothing', async () => {
    const businessId = await paidListing('yearly');
    const path = `/dashboard/billing/${businessId}`;
    const page = await owner.client.get(path);
    // The link carries the instant its notice was worked out, so the step states the same renewal.
    expect(page.text).toMatch(new RegExp(`href="${path}\\?confirm=cancel&amp;quotedAt=\\d+#confirm-cancel"`));
    expect(page.text).not.toContain('name="confirmed"');

    // One tap that skips the confirmation (an old form, a forged post) is refused.
    const blind = await form(path, { action: 'cancel' });
    expect(blind.status).toBe(400);
    expect(blind.text).toContain('Please confirm this change on its confirmation step first. Nothing was changed.');
    expect(readListing(db, businessId).cancel_at).toBeNull();

    const step = await owner.client.get(`${path}?confirm=cancel`);
    expect(step.status).toBe(200);
    expect(step.text).toContain('Confirm the cancellation');
    expect(step.text).toContain('the end of the year you already paid for');
    expect(step.text).toContain('Yes, cancel Premium');
    expect(await htmlErrors(step.text)).toEqual([]);

    const done = await form(path, { action: 'cancel', confirmed: 'yes' });
    expect(done.status).toBe(303);
    const cancelAt = readListing(db, businessId).cancel_at;
    expect(cancelAt).not.toBeNull();

    const replay = await form(path, { action: 'cancel', confirmed: 'yes' });
    expect(replay.status).toBe(409);
    expect(replay.text).toContain('A cancellation is already scheduled for this listing. Nothing was changed.');
    expect(readListing(db, businessId).cancel_at).toBe(cancelAt);
  });

  it('switch: the amount and date are confirmed first; a double confirm is a 409 and charges once', async () => {
    const businessId = await paidListing('monthly');
    const path = `/dashboard/billing/${businessId}`;
    const invoices = () => countRows(db, 'select 1 from billing_invoices where business_id = ?', businessId);
    const start = invoices();

    expect((await form(path, { action: 'switch', subscriptionType: 'yearly' })).status).toBe(400);
    expect(invoices()).toBe(start);
    expect(readListing(db, businessId).subscription_type).toBe('monthly');

    // The Switch link carries the instant the paragraph was worked out: the step shows the paragraph's amount.
    const page = (await owner.client.get(path)).text.replace(/\s+/g, ' ');
    const paragraph = /: (\$[\d,]+\.\d\d) today\./.exec(page)?.[1];
    const link = /href="([^"]*\?confirm=switch&amp;quotedAt=\d+)#confirm-switch"/.exec(page)?.[1];
    expect(paragraph && link, 'the Switch paragraph and link').toBeTruthy();
    const step = await owner.client.get(link!.replaceAll('&amp;', '&'));
    const text = step.text.replace(/\s+/g, ' ');
    expect(text).toContain(`Pay ${paragraph} and switch`);
    expect(text).toContain('Confirm the switch to yearly');
    expect(text).toMatch(
      /\$[\d,]+\.\d\d is charged today to the test card\. Your yearly plan starts today and renews automatically on/,
    );
    expect(text).toMatch(/Pay \$[\d,]+\.\d\d and switch/);
    expect(await htmlErrors(step.text)).toEqual([]);

    expect((await form(path, { action: 'switch', subscriptionType: 'yearly', confirmed: 'yes' })).status).toBe(303);
    expect(readListing(db, businessId).subscription_type).toBe('yearly');
    expect(invoices()).toBe(start + 1);
    const twice = await form(path, { action: 'switch', subscriptionType: 'yearly', confirmed: 'yes' });
    expect(twice.status).toBe(409);
    expect(invoices()).toBe(start + 1);
  });

  it('a second "Complete test payment" is a 409 and pays nothing more', async () => {
    const businessId = insertListing(db, { ownerId: owner.id, approved: true });
    const res = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
      subscriptionType: 'monthly',
    });
    const checkout = await owner.client.get(res.body.checkoutUrl);
    expect(checkout.text.replace(/&#x27;/g, "'")).toContain(BILLING_TERMS.notice);
    expect(await htmlErrors(checkout.text)).toEqual([]);
    expect((await form(res.body.checkoutUrl, { action: 'complete' })).status).toBe(303);
    const again = await form(res.body.checkoutUrl, { action: 'complete' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('This checkout has already been paid.');
    expect(countRows(db, 'select 1 from billing_invoices where business_id = ?', businessId)).toBe(1);
  });
});

describe('before and after paying', () => {
  it('the payment e-mail for a listing in review says it goes live once approved, not that it is active', async () => {
    const businessId = await paidListing('monthly', false);
    const name = (await mine(businessId)).name;
    const mail = await smtp.waitForMail((m) => m.rcptTo.includes(owner.email) && m.subject.includes(name));
    expect(mail.subject).toBe(`Payment received: “${name}” goes live once approved`);
    expect(mail.subject).not.toMatch(/is active/);
    expect(mail.body).toContain('goes live in the directory, with its premium benefits, once it is approved');
    expect(mail.body).toContain(BILLING_TERMS.notice);
  });

  it('/terms says, word for word, what the payment screens say', async () => {
    const terms = (await new Client(server.url).get('/terms')).text.replace(/&#39;/g, "'");
    for (const sentence of Object.values(BILLING_TERMS)) expect(terms).toContain(sentence);
  });

  it('the period chosen at signup is kept through verification to "Complete Payment"; a forged one is a 400', async () => {
    const email = `yearly-${Date.now()}@example.org`;
    const signup = {
      mode: 'new',
      plan: 'premium',
      subscriptionType: 'yearly',
      firstName: 'Lupe',
      lastName: 'Garza',
      email,
      password: 'gulf-breeze-lantern-7',
      confirmPassword: 'gulf-breeze-lantern-7',
      ...validListing,
      name: `Lupe's Yearly Kites ${Date.now()}`,
    };
    const forged = await new Client(server.url).post<{ error: string }>('/api/business-signup', {
      ...signup,
      email: `forged-${email}`,
      subscriptionType: 'weekly',
    });
    expect(forged.status).toBe(400);
    expect(countRows(db, 'select 1 from users where email = ?', `forged-${email}`)).toBe(0);

    const client = new Client(server.url);
    expect((await client.post('/api/business-signup', signup)).status).toBe(202);
    const mail = await smtp.waitForMail((m) => m.rcptTo.includes(email) && /verify/i.test(m.body));
    expect((await client.post('/api/verify-email', { token: tokenFrom(mail, '/verify-email') })).status).toBe(200);
    const { id } = db.prepare('select b.id from businesses b join users u on u.id = b.owner_id where u.email = ?').get(email) as {
      id: number;
    };
    expect(readListing(db, id)).toMatchObject({ subscription_type: 'yearly' });

    // The dashboard's "Payment not completed" card and the no-JS upgrade page start on Yearly.
    const yearlyChecked = /<input[^>]*value="yearly"[^>]*checked=""|<input[^>]*checked=""[^>]*value="yearly"/;
    const dashboard = await client.get('/dashboard');
    expect(dashboard.text).toContain('Payment not completed');
    expect(dashboard.text).toMatch(yearlyChecked);
    const upgrade = await client.get(`/dashboard/businesses/${id}/upgrade`);
    expect(upgrade.text).toMatch(yearlyChecked);
  });
});
