/** Premium payments without a Stripe key: the built-in test checkout, through the same code path. */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { countRows, insertListing, readListing, signUpOwner, type Owner } from '../../helpers/payments-fixtures';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer;
let db: Database.Database;
let owner: Owner;

useSite((site) => ({ server, db, newOwner: owner } = site), { writable: true, newOwners: 1 });

async function startTestCheckout(subscriptionType: 'monthly' | 'yearly' = 'monthly') {
  const businessId = insertListing(db, { ownerId: owner.id });
  const res = await owner.client.post<{ checkoutUrl: string }>('/api/create-central-billing-subscription', {
    subscriptionType,
    businessId,
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.checkoutUrl).toMatch(/^\/checkout\/test\/test_cs_[\w-]+$/);
  return { businessId, checkoutUrl: res.body.checkoutUrl, externalId: res.body.checkoutUrl.split('/').pop()! };
}

const submit = (path: string, action: string, client = owner.client) =>
  client.request(path, {
    method: 'POST',
    body: new URLSearchParams({ action }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

describe('test checkout', () => {
  it('shows what is paid, labelled as test mode, only to the owner', async () => {
    const { checkoutUrl } = await startTestCheckout('yearly');
    const page = await owner.client.get(checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Test mode – no card is charged');
    expect(page.text).toContain('$995/year');
    const stranger = await signUpOwner(server.url);
    expect((await stranger.client.get(checkoutUrl)).status).toBe(404);
    expect((await submit(checkoutUrl, 'complete', stranger.client)).status).toBe(404);
  });

  it('completing makes the listing premium once, however often it is posted, and the return says Success!', async () => {
    const { businessId, checkoutUrl, externalId } = await startTestCheckout('monthly');
    const first = await submit(checkoutUrl, 'complete');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/business-directory?success=true&session_id=${externalId}`);
    await submit(checkoutUrl, 'complete');

    const row = readListing(db, businessId);
    expect(row).toMatchObject({ plan: 'premium', subscription_status: 'active', subscription_type: 'monthly' });
    expect(row.stripe_subscription_id).toMatch(/^test_sub_/);
    expect(
      countRows(db, `select 1 from audit_log where action = 'payment.subscription_synced' and target_id = ?`, String(businessId)),
    ).toBe(1);
    expect(
      countRows(db, `select 1 from processed_webhook_events where id = ?`, `test:checkout.session.completed:${externalId}`),
    ).toBe(1);

    const page = await owner.client.get(first.headers.get('location')!);
    expect(page.text).toContain('Success! 🎉');
  });

  it('canceling leaves the listing unpaid and the return says Payment Canceled', async () => {
    const { businessId, checkoutUrl } = await startTestCheckout();
    const res = await submit(checkoutUrl, 'cancel');
    expect(res.headers.get('location')).toBe('/business-directory?canceled=true');
    expect(readListing(db, businessId)).toMatchObject({ subscription_status: 'incomplete', stripe_subscription_id: null });
    expect((await owner.client.get('/business-directory?canceled=true')).text).toContain('Payment Canceled');
    // The canceled checkout cannot be paid afterwards.
    await submit(checkoutUrl, 'complete');
    expect(readListing(db, businessId).stripe_subscription_id).toBeNull();
  });

  it('a replayed or unknown button changes nothing and says why, on the same page', async () => {
    const { businessId, checkoutUrl } = await startTestCheckout();
    const unknown = await submit(checkoutUrl, 'refund');
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Some fields need your attention');
    expect(unknown.text).toContain('Complete test payment');
    expect(readListing(db, businessId).stripe_subscription_id).toBeNull();

    expect((await submit(checkoutUrl, 'complete')).status).toBe(303);
    const replayed = await submit(checkoutUrl, 'complete');
    expect(replayed.status).toBe(409);
    expect(replayed.text).toContain('This checkout has already been paid.');
    expect(
      countRows(db, `select 1 from audit_log where action = 'payment.subscription_synced' and target_id = ?`, String(businessId)),
    ).toBe(1);
  });

  it('refuses a cross-site form post', async () => {
    const { checkoutUrl, businessId } = await startTestCheckout();
    const res = await owner.client.request(checkoutUrl, {
      method: 'POST',
      body: 'action=complete',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(readListing(db, businessId).stripe_subscription_id).toBeNull();
  });

  it('cancellation: 45 days from the first request, stable on repeat, still premium', async () => {
    const { businessId, checkoutUrl } = await startTestCheckout();
    await submit(checkoutUrl, 'complete');
    const before = Date.now();
    const first = await owner.client.post<{ cancelAt: string }>(`/api/businesses/${businessId}/cancel-subscription`);
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.cancelAt) - before).toBeGreaterThan(45 * 86_400_000 - 2_000);
    const second = await owner.client.post<{ cancelAt: string }>(`/api/businesses/${businessId}/cancel-subscription`);
    expect(second.body.cancelAt).toBe(first.body.cancelAt);
    expect(readListing(db, businessId)).toMatchObject({
      plan: 'premium',
      subscription_status: 'active',
      cancel_at: Date.parse(first.body.cancelAt),
    });
  });

  it('upgrading an existing free listing goes through checkout too', async () => {
    const businessId = insertListing(db, { ownerId: owner.id, plan: 'free', status: null, approved: true });
    const res = await owner.client.post<{ checkoutUrl: string }>(`/api/businesses/${businessId}/upgrade`, {
      subscriptionType: 'yearly',
    });
    expect(res.status).toBe(200);
    const done = await submit(res.body.checkoutUrl, 'complete');
    expect(readListing(db, businessId)).toMatchObject({
      plan: 'premium',
      subscription_status: 'active',
      subscription_type: 'yearly',
    });
    expect((await owner.client.get(done.headers.get('location')!)).text).toContain('Payment Successful!');
  });

  it('without JavaScript the plan form posts to the upgrade page: on to checkout, or the page again with the plan and the reason', async () => {
    const businessId = insertListing(db, { ownerId: owner.id, plan: 'free', status: null, approved: true });
    const post = (fields: Record<string, string>, client = owner.client, path = `/dashboard/businesses/${businessId}/upgrade`) =>
      client.request(path, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    expect((await post({ subscriptionType: 'yearly' }, owner.client, `/api/businesses/${businessId}/upgrade`)).status).toBe(415);
    const bad = await post({ subscriptionType: 'weekly' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Please check the form');
    const stranger = await signUpOwner(server.url);
    expect((await post({ subscriptionType: 'yearly' }, stranger.client)).status).toBe(404);

    const started = await post({ subscriptionType: 'yearly' });
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toMatch(/^\/checkout\/test\/test_cs_/);
    await submit(started.headers.get('location')!, 'complete');
    expect(readListing(db, businessId)).toMatchObject({ plan: 'premium', subscription_type: 'yearly' });
    const again = await post({ subscriptionType: 'yearly' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('This listing already has an active premium subscription');
    expect(again.text).toMatch(/value="yearly"[^>]*checked|checked[^>]*value="yearly"/);
  });

  it("saves the spec's complete pending-business payload when no saved listing matches; a bare name that matches nothing is 404", async () => {
    const name = `Sea Breeze Tackle ${Date.now()}`;
    const pending = {
      name,
      description: 'Rods, reels and live shrimp by the harbor.',
      category: 'Retail',
      phone: '361-555-0177',
      address: '',
      website: '',
      email: '',
      plan: 'premium',
      subscriptionType: 'yearly',
      approved: false,
      featured: false,
      migrationStatus: 'new_billing',
    };
    const res = await owner.client.post<{ checkoutUrl: string }>('/api/create-central-billing-subscription', {
      subscriptionType: 'yearly',
      businessData: pending,
    });
    expect(res.status, res.text).toBe(200);
    const row = db
      .prepare('select id, owner_id, approved, plan, subscription_status from businesses where name = ?')
      .get(name) as Record<string, unknown>;
    expect(row).toMatchObject({ owner_id: owner.id, approved: 0, plan: 'premium', subscription_status: 'incomplete' });
    // Asking again finds that listing instead of saving a second one.
    await owner.client.post('/api/create-central-billing-subscription', { subscriptionType: 'yearly', businessData: pending });
    expect(countRows(db, 'select 1 from businesses where name = ?', name)).toBe(1);

    const bare = await owner.client.post('/api/create-central-billing-subscription', {
      subscriptionType: 'monthly',
      businessData: { name: 'No Such Shop Anywhere', category: 'Retail' },
    });
    expect(bare.status).toBe(404);
  });
});
