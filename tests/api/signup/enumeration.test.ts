/**
 * POST /api/business-signup must not tell a taken e-mail from a new one. Both answer
 * 202 with the same body and no session; only the owner who types the account's password gets in.
 * A new owner continues from the mailed link: it verifies, signs in, and the saved premium listing
 * waits for payment in the dashboard.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { waitForMail } from '../../helpers/mail';
import { demo, DEMO_PASSWORD, validListing, verificationToken } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer;
let db: Database.Database;
let address = 0;
/** Each request from its own address (TRUST_PROXY), so the per-IP signup limit is not what is measured. */
const fromNewAddress = () => ({ 'X-Forwarded-For': `198.51.100.${++address % 250}, 203.0.113.${address % 250}` });

useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true, env: { TRUST_PROXY: 'true' } });

const signup = (email: string, password: string, extra: Record<string, unknown> = {}) => ({
  mode: 'new',
  plan: 'premium',
  subscriptionType: 'monthly',
  firstName: 'Ena',
  lastName: 'Prober',
  email,
  password,
  confirmPassword: password,
  ...validListing,
  ...extra,
});

const businesses = () => (db.prepare('select count(*) as n from businesses').get() as { n: number }).n;

describe('an existing e-mail is indistinguishable from a new one', () => {
  // The answer's shape is deterministic (no timing is compared here), so ten pairs show it as well as thirty did.
  it('10 sign-ups each: same status, same body, no session cookie either way', async () => {
    const answers: { kind: string; status: number; body: string; cookies: string[] }[] = [];
    for (let i = 0; i < 10; i++) {
      for (const [kind, email] of [
        ['existing', demo.owner],
        ['new', `probe-${Date.now()}-${i}@example.org`],
      ] as const) {
        const res = await new Client(server.url).post('/api/business-signup', signup(email, 'guessing-lantern-harbor-9'), {
          headers: fromNewAddress(),
        });
        answers.push({
          kind,
          status: res.status,
          body: res.text,
          cookies: res.headers.getSetCookie().map((c) => c.split('=')[0]!),
        });
      }
    }
    const shapes = new Set(answers.map((a) => JSON.stringify([a.status, a.body, a.cookies])));
    expect(shapes.size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 202, cookies: [] });
    expect(JSON.parse(answers[0]!.body)).toEqual({
      redirectTo: '/business-signup?sent=1',
      title: 'Check your email',
      message: expect.stringContaining('Open the link in it to confirm your email'),
    });
  }, 120_000); // 20 sign-ups, each with an Argon2 hash and verify: a minute on a busy 2-core machine

  it('the no-JavaScript form answers alike too (303 to the same check-email page)', async () => {
    const form = (email: string) =>
      new Client(server.url).request('/business-signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromNewAddress() },
        body: new URLSearchParams(signup(email, 'guessing-lantern-harbor-9') as Record<string, string>).toString(),
      });
    const taken = await form(demo.owner2);
    const fresh = await form(`probe-form-${Date.now()}@example.org`);
    for (const res of [taken, fresh]) {
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/business-signup?sent=1');
      expect(res.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(false);
    }
    const page = await new Client(server.url).get('/business-signup?sent=1');
    expect(page.text).toContain('Check your email');
    expect(page.text).toContain('If you already have an account with this email address, log in first');
  });

  it('a wrong password for a taken e-mail creates nothing and mails the owner instead', async () => {
    const before = businesses();
    await new Client(server.url).post(
      '/api/business-signup',
      signup(demo.admin, 'guessing-lantern-harbor-9', { name: 'Hijack Try' }),
      {
        headers: fromNewAddress(),
      },
    );
    expect(businesses()).toBe(before);
    const notice = await waitForMail(server.outboxDir, (m) => m.to.includes(demo.admin) && /account/i.test(m.subject));
    expect(notice.body).toContain('You already have an account');
  });
});

describe('the real people still get through', () => {
  it('the owner of an existing account who types its password is signed in and goes on to payment', async () => {
    const owner = new Client(server.url);
    const res = await owner.post<{ businessId: number; redirectTo: string }>(
      '/api/business-signup',
      signup(demo.owner, DEMO_PASSWORD, { name: 'Owner Returns Charters' }),
      { headers: fromNewAddress() },
    );
    expect(res.status).toBe(201);
    expect(res.body.redirectTo).toMatch(/^\/checkout\/test\//);
    expect((await owner.get<{ email: string }>('/api/user')).body.email).toBe(demo.owner);
  });

  it('a new owner: signup → mailed link (verifies and signs in) → dashboard → payment', async () => {
    const email = `new-owner-${Date.now()}@example.org`;
    const visitor = new Client(server.url);
    const res = await visitor.post('/api/business-signup', signup(email, 'gulf-breeze-lantern-7', { name: 'Brand New Bait' }), {
      headers: fromNewAddress(),
    });
    expect(res.status).toBe(202);
    expect((await visitor.get('/api/user')).status).toBe(401);
    const saved = db
      .prepare('select b.id, b.plan, b.approved from businesses b join users u on u.id = b.owner_id where u.email = ?')
      .get(email);
    expect(saved).toMatchObject({ plan: 'premium', approved: 0 });
    const { id } = saved as { id: number };

    const verify = await visitor.post<{ signedIn: boolean }>('/api/verify-email', {
      token: await verificationToken(server.outboxDir, email),
    });
    expect(verify.status).toBe(200);
    expect(verify.body.signedIn).toBe(true);
    expect((await visitor.get<{ email: string }>('/api/user')).body.email).toBe(email);
    const checkout = await visitor.post<{ checkoutUrl: string }>('/api/create-central-billing-subscription', {
      businessId: id,
      subscriptionType: 'monthly',
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body.checkoutUrl).toMatch(/^\/checkout\/test\//);
  });
});
