/**
 * Every server log line is one JSON object from the pino logger, and a line written while a
 * request is handled carries that request's id (the X-Request-Id it answered with), never its query string. The
 * error path is real: a signed webhook whose subscription cannot be re-read because Stripe is unreachable.
 */
import Database from 'better-sqlite3';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { startSite } from '../../helpers/site';
import { useSite } from '../../helpers/use-site';
import { waitFor } from '../../helpers/wait';

const webhookSecret = 'whsec_logging_test_secret';
let server: TestServer;

// Port 9 (discard) refuses connections: every Stripe API call fails.
useSite((site) => ({ server } = site), {
  env: { STRIPE_SECRET_KEY: 'sk_test_logging', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: 'http://127.0.0.1:9' },
});

const jsonLines = () =>
  server
    .output()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        return { notJson: l };
      }
    });

describe('server logs', () => {
  it('an error inside a request is one JSON line with the request id, never the signature or body', async () => {
    const payload = JSON.stringify({
      id: 'evt_logging_1',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_logging_1', object: 'subscription', status: 'active', metadata: { businessId: '1' } } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const res = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    expect(res.status).toBe(500);
    const reqId = res.headers.get('x-request-id');
    const line = await waitFor(() => jsonLines().find((l) => l.msg === '[payments] webhook failed'), {
      what: 'the webhook failure line',
    });
    expect(line).toMatchObject({ level: 50, reqId, event: 'evt_logging_1', type: 'customer.subscription.updated' });
    expect(typeof line.err).toBe('string');
    expect(server.output()).not.toContain(signature);
    expect(server.output()).not.toContain('sk_test_logging');
  });

  it('text Astro prints with a line break in it (a stored URL in an error) cannot write a line of its own', async () => {
    const forged = {
      level: 30,
      time: '2026-11-26T18:00:00.000Z',
      reqId: 'forged2',
      method: 'POST',
      path: '/api/admin/users/2/role',
    };
    // A listing whose website holds a line break, as one stored before input refused them: following it
    // makes the response header invalid, and Astro's router prints the error, stored value and all.
    const db = new Database(server.dbPath);
    const { lastInsertRowid: id } = db
      .prepare(`INSERT INTO businesses (slug, name, description, category, approved, website) VALUES (?, ?, ?, ?, 1, ?)`)
      .run(
        'log-test',
        'Log Test',
        'A listing for the log test.',
        'restaurants',
        `https://evil.example/\n${JSON.stringify(forged)}\nx`,
      );
    db.close();
    const res = await fetch(`${server.url}/go/${id}/website`, { redirect: 'manual' });
    await res.arrayBuffer();
    const reqId = res.headers.get('x-request-id');
    await waitFor(() => jsonLines().some((l) => l.reqId === reqId && l.msg !== undefined), {
      what: `the lines of request ${reqId}`,
    });
    expect(jsonLines().filter((l) => l.reqId === 'forged2')).toEqual([]);
  });

  it('every line the server wrote is one JSON object', () => {
    expect(jsonLines().filter((l) => 'notJson' in l)).toEqual([]);
  });

  it('start-up and request lines are JSON too', () => {
    const lines = jsonLines();
    expect(lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith('[start] listening on'))).toMatchObject({ level: 30 });
    const ours = server
      .output()
      .split('\n')
      .filter((l) => /\[(start|payments|mail|auth|api|insights|signup)\]/.test(l));
    expect(ours.length).toBeGreaterThan(0);
    for (const l of ours) expect(() => JSON.parse(l)).not.toThrow();
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
          // Other lines may carry the request's id too (a weather refresh it started): the request line is the one.
          .find((l) => l.reqId === id && l.msg === 'request'),
      { what: `the log line of request ${id}` },
    );
    expect(line).toMatchObject({ reqId: id, method: 'GET', path: '/verify-email', status: res.status, msg: 'request' });
    expect(typeof line.durationMs).toBe('number');
    expect(server.output()).not.toContain('secret-token-value');
  });
});

describe('LOG_LEVEL=warn', () => {
  it('still announces where the server listens (the tools wait for it), and writes no request lines', async () => {
    const site = await startSite({ env: { LOG_LEVEL: 'warn' } });
    const quiet = site.server;
    try {
      expect(quiet.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
      expect((await fetch(`${quiet.url}/healthz`)).status).toBe(200);
      await fetch(`${quiet.url}/privacy`);
      expect(quiet.output()).not.toContain('"msg":"request"');
    } finally {
      await site.stop();
    }
  });
});
