/**
 * Small hardening checks, each against the built server: /healthz, personal pages
 * not stored, Cross-Origin-Resource-Policy, webhooks dated in the future refused,
 * `next=/.//evil.com` not turned into `//evil.com`.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../helpers/wait';
import { Client } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

const WEBHOOK_SECRET = 'whsec_hardening_test';
let server: TestServer;
useSite((site) => ({ server } = site), { demo: true, env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"}, never cached, no cookie', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('caching and cross-origin headers', () => {
  it('personal pages send Cache-Control: private, no-store; every response has CORP', async () => {
    const c = new Client(server.url);
    const login = await c.post('/api/login', { email: 'owner@example.com', password: 'portaransas-demo' });
    expect(login.status).toBe(200);
    for (const path of ['/dashboard', '/business-directory', '/']) {
      const res = await c.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const anonymous = await fetch(`${server.url}/login`);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    expect(anonymous.headers.get('cross-origin-resource-policy')).toBe('same-site');
  });

  it('a webhook signed with a timestamp far in the future is refused', async () => {
    const payload = JSON.stringify({ id: 'evt_future', object: 'event', type: 'invoice.paid', data: { object: {} } });
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) + 24 * 3600,
    });
    const res = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      body: payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    });
    expect(res.status).toBe(400);
  });
});

describe('the next= redirect target', () => {
  it('/.//evil.com posted to /api/login never becomes //evil.com', async () => {
    const c = new Client(server.url);
    const res = await c.post('/api/login?next=/.//evil.com', { email: 'owner@example.com', password: 'portaransas-demo' });
    expect(res.status).toBe(200);
    expect((res.body as { redirectTo: string }).redirectTo).toBe('/dashboard');
  });
});

describe('structured request logs', () => {
  it('one JSON line per request with the id the response carries; never the query string', async () => {
    const res = await fetch(`${server.url}/verify-email?token=secret-token-value`);
    await res.arrayBuffer();
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[\w.-]{8,64}$/);
    const line = await waitFor(
      () =>
        server
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((l) => l.reqId === id),
      { what: `the log line of request ${id}` },
    );
    expect(line).toMatchObject({ reqId: id, method: 'GET', path: '/verify-email', status: res.status, msg: 'request' });
    expect(typeof line.durationMs).toBe('number');
    expect(server.output()).not.toContain('secret-token-value');
  });
});
