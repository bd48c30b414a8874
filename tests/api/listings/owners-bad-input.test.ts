/**
 * Bad input to every owner/admin endpoint: 4xx JSON, nothing written, never a 5xx or a stack trace.
 * The server trusts X-Forwarded-For here so each request can come from its own address and the
 * validation (not the rate limiter) is what answers.
 */
import type Database from 'better-sqlite3';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';

let db: Database.Database;
let owner: Client;
let admin: Client;
let anonymous: Client;
let ownBusiness: number;

const counts = () =>
  db
    .prepare(
      'select (select count(*) from businesses) b, (select count(*) from events) e, (select count(*) from contact_messages) c, (select count(*) from users) u, (select max(updated_at) from businesses) bu, (select max(updated_at) from events) eu',
    )
    .get();

useSite((site) => ({ db, owner, admin, anonymous } = site), {
  demo: true,
  ownSiteUrl: true,
  env: { TRUST_PROXY: 'true' },
  signIn: ['owner', 'admin'],
});
beforeAll(() => {
  ownBusiness = (
    db.prepare('select b.id from businesses b join users u on u.id = b.owner_id where u.email = ? limit 1').get(demo.owner) as {
      id: number;
    }
  ).id;
});

let ip = 0;
const freshIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;

const endpoints = () =>
  [
    { who: owner, method: 'POST', path: '/api/businesses' },
    { who: owner, method: 'PATCH', path: `/api/businesses/${ownBusiness}` },
    { who: owner, method: 'POST', path: '/api/businesses/claim' },
    { who: owner, method: 'POST', path: '/api/events' },
    { who: owner, method: 'POST', path: '/api/business-signup' },
    { who: anonymous, method: 'POST', path: '/api/business-signup' },
    { who: anonymous, method: 'POST', path: '/api/contact' },
    { who: admin, method: 'PATCH', path: `/api/admin/businesses/${ownBusiness}/approve` },
    { who: admin, method: 'PATCH', path: `/api/admin/businesses/${ownBusiness}/feature` },
    { who: admin, method: 'PATCH', path: '/api/admin/events/1/approve' },
  ] as const;

const malformed: { name: string; body: string; type: string }[] = [
  { name: 'not JSON', body: '{"name": ', type: 'application/json' },
  { name: 'a JSON array', body: '[1,2,3]', type: 'application/json' },
  { name: 'JSON null', body: 'null', type: 'application/json' },
  { name: 'a JSON string', body: '"hello"', type: 'application/json' },
  { name: 'empty body', body: '', type: 'application/json' },
  {
    name: 'wrong types',
    body: JSON.stringify({
      name: 42,
      description: ['x'],
      category: {},
      phone: true,
      businessId: 'abc',
      approved: 'yes',
      featured: 3,
      title: null,
      startDate: 5,
      email: 7,
      message: [],
    }),
    type: 'application/json',
  },
  { name: 'over 100 KB', body: JSON.stringify({ name: 'x'.repeat(120_000) }), type: 'application/json' },
  { name: 'plain text', body: 'name=Fins', type: 'text/plain' },
  {
    name: 'prototype pollution',
    body: '{"__proto__":{"approved":true},"constructor":{"prototype":{"featured":true}}}',
    type: 'application/json',
  },
];

describe('malformed bodies', () => {
  it.each(malformed)('$name: 4xx JSON on every endpoint, nothing written', async ({ body, type }) => {
    const before = counts();
    for (const e of endpoints()) {
      const res = await e.who.request(e.path, {
        method: e.method,
        body,
        headers: { 'Content-Type': type, 'X-Forwarded-For': freshIp() },
      });
      expect(res.status, `${e.method} ${e.path}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.text).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
    }
    expect(counts()).toEqual(before);
  });
});

describe('random bodies (fast-check)', () => {
  it('never answer 5xx and always answer JSON', async () => {
    const keys = [
      'name',
      'description',
      'category',
      'phone',
      'website',
      'address',
      'email',
      'hours',
      'plan',
      'subscriptionType',
      'mode',
      'businessId',
      'approved',
      'featured',
      'title',
      'location',
      'startDate',
      'endDate',
      'subject',
      'message',
      'password',
      'confirmPassword',
      'firstName',
      'lastName',
    ];
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        fc.constantFrom(...keys),
        fc.oneof(
          fc.string(),
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.jsonValue(),
          fc.string({ minLength: 0, maxLength: 3000 }),
        ),
      ),
    );
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints()), bodies, async (e, body) => {
        requests++;
        const res = await e.who.request(e.path, {
          method: e.method,
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
        });
        expect(
          res.status,
          `${e.method} ${e.path} ${JSON.stringify(body).slice(0, 200)} → ${res.text.slice(0, 200)}`,
        ).toBeLessThan(500);
        expect(res.headers.get('content-type')).toContain('application/json');
      }),
      { numRuns: 600 },
    );
    expect(requests).toBeGreaterThanOrEqual(600);
  }, 120_000);

  it('the no-JavaScript signup form never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'mode',
            'businessId',
            'plan',
            'name',
            'category',
            'email',
            'password',
            'confirmPassword',
            'phone',
            'description',
          ),
          fc.string({ maxLength: 200 }),
        ),
        async (fields) => {
          const res = await anonymous.request('/business-signup', {
            method: 'POST',
            body: new URLSearchParams(fields).toString(),
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': freshIp() },
          });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
