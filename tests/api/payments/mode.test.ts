/**
 * A public SITE_URL without Stripe keys has no free premium. Checkout answers 503
 * "Payments are not configured", the signup page says premium is unavailable and refuses it before
 * creating anything, and the built-in test checkout does not exist. PAYMENTS_TEST_MODE=true brings it back.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { validListing } from '../../helpers/owners';
import { countRows, insertListing, readListing, signUpOwner } from '../../helpers/payments-fixtures';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

const PUBLIC = { SITE_URL: 'https://guide.example.com' };

describe('public SITE_URL, no Stripe key', () => {
  let server: TestServer;
  let db: Database.Database;
  useSite((site) => ({ server, db } = site), { env: PUBLIC, writable: true });

  it('premium checkout answers 503 and the listing stays unpaid', async () => {
    const owner = await signUpOwner(server.url);
    const businessId = insertListing(db, { ownerId: owner.id });
    for (const path of ['/api/create-central-billing-subscription', `/api/businesses/${businessId}/upgrade`]) {
      const res = await owner.client.post(path, { subscriptionType: 'monthly', businessId });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: 'Payments are not configured' });
    }
    expect(readListing(db, businessId).subscription_status).toBe('incomplete');
    expect(countRows(db, 'select id from checkouts where business_id = ?', businessId)).toBe(0);
  });

  it('the reproduction: POST /checkout/test/{id} action=complete grants nothing', async () => {
    const owner = await signUpOwner(server.url);
    const businessId = insertListing(db, { ownerId: owner.id });
    // a test checkout left over from before the site went public
    db.prepare(
      `insert into checkouts (business_id, user_id, provider, external_id, subscription_type, status) values (?, ?, 'test', 'test_cs_leftover', 'monthly', 'open')`,
    ).run(businessId, owner.id);
    const res = await owner.client.request('/checkout/test/test_cs_leftover', {
      method: 'POST',
      body: 'action=complete',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(404);
    expect(readListing(db, businessId).subscription_status).toBe('incomplete');
  });

  it('the signup page says premium is unavailable and refuses a premium signup before creating anything', async () => {
    const c = new Client(server.url);
    const page = await c.get('/business-signup?plan=premium');
    expect(page.text).toContain('Premium is unavailable right now: online payments are not configured.');
    const users = countRows(db, 'select id from users');
    const businesses = countRows(db, 'select id from businesses');
    const res = await c.post('/api/business-signup', {
      mode: 'new',
      plan: 'premium',
      subscriptionType: 'monthly',
      firstName: 'Pat',
      lastName: 'Premium',
      email: 'pat-premium@example.com',
      password: 'gulf-breeze-lantern-7',
      confirmPassword: 'gulf-breeze-lantern-7',
      ...validListing,
    });
    expect(res.status).toBe(503);
    expect((res.body as { error: string }).error).toMatch(/^Payments are not configured/);
    expect(countRows(db, 'select id from users')).toBe(users);
    expect(countRows(db, 'select id from businesses')).toBe(businesses);
  });
});

describe('public SITE_URL with PAYMENTS_TEST_MODE=true', () => {
  let server: TestServer;
  let db: Database.Database;
  useSite((site) => ({ server, db } = site), { env: { ...PUBLIC, PAYMENTS_TEST_MODE: 'true' }, writable: true });

  it('uses the built-in test checkout', async () => {
    const owner = await signUpOwner(server.url);
    const businessId = insertListing(db, { ownerId: owner.id });
    const res = await owner.client.post<{ checkoutUrl: string }>('/api/create-central-billing-subscription', {
      subscriptionType: 'monthly',
      businessId,
    });
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(/^\/checkout\/test\/test_cs_/);
  });
});
