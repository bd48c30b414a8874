/**
 * Bad input never gets a 500: every /api/* route, every method it exports, >= 1,000 malformed requests with `npm run fuzz`
 * each (fast-check), as a visitor, an owner and an admin. No response may be >= 500 or leak a stack trace.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

// 100 malformed requests per route in `npm test`; `npm run fuzz` sets FUZZ_RUNS=1000.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);
const API_DIR = 'src/pages/api';

interface Route {
  path: string;
  methods: string[];
}

function discoverRoutes(dir = API_DIR): Route[] {
  const routes: Route[] = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      routes.push(...discoverRoutes(full));
      continue;
    }
    if (!/\.(ts|js)$/.test(entry)) continue;
    const source = readFileSync(full, 'utf8');
    const methods = [...source.matchAll(/export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map(
      (m) => m[1]!,
    );
    const path = `/api/${relative(API_DIR, full)}`.replace(/\.(ts|js)$/, '').replace(/\/index$/, '');
    if (methods.length > 0) routes.push({ path, methods: [...new Set(methods)] });
  }
  return routes;
}

const routes = discoverRoutes();

/** Route parameters: valid-looking ids, absurd ids and junk. */
const paramValue = fc.constantFrom('1', '2', '999999', '0', '-1', 'abc', '1e9', '%00', '..', 'x'.repeat(300), '9'.repeat(40));

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const body = fc.oneof(
  jsonValue.map((v) => ({ type: 'application/json', text: JSON.stringify(v) })),
  fc
    .dictionary(
      fc.constantFrom(
        'email',
        'password',
        'firstName',
        'lastName',
        'name',
        'category',
        'businessId',
        'approved',
        'role',
        'subscriptionType',
        'token',
        'description',
        'phone',
        'startDate',
        'endDate',
        'title',
        'message',
        'subject',
        'username',
        'q',
      ),
      jsonValue,
    )
    .map((v) => ({ type: 'application/json', text: JSON.stringify(v) })),
  fc.string({ maxLength: 200 }).map((s) => ({ type: 'application/json', text: s })),
  fc.string({ maxLength: 200 }).map((s) => ({ type: 'text/plain', text: s })),
  fc.string({ maxLength: 200 }).map((s) => ({ type: 'application/x-www-form-urlencoded', text: s })),
  fc.constant({ type: 'application/json', text: JSON.stringify({ email: 'a'.repeat(150_000) }) }),
);
const query = fc.dictionary(
  fc.constantFrom('q', 'limit', 'offset', 'category', 'featured', 'approved', 'unclaimed', 'published', 'page', 'token'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('true', 'false', '-1', '1e99', 'NaN', '')),
  { maxKeys: 3 },
);

let server: TestServer;
const clients: Record<string, Client> = {};

// Weather upstreams answer from recorded fixtures: a 503 for "NWS unreachable" is not a bad-input failure.
useSite((site) => ({ server, anonymous: clients.visitor, owner: clients.owner, admin: clients.admin } = site), {
  demo: true,
  weather: true,
  signIn: ['owner', 'admin'],
});

describe('fuzzing every API route', () => {
  it('found the API routes', () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  for (const route of routes) {
    it(`${route.methods.join('/')} ${route.path}: no 5xx, no stack traces`, async () => {
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...route.methods),
          // Logging out would end the shared owner/admin sessions mid-run: fuzz logout as a visitor only.
          route.path === '/api/logout' ? fc.constant('visitor') : fc.constantFrom('visitor', 'owner', 'admin'),
          paramValue,
          body,
          query,
          async (method, who, param, payload, params) => {
            const path = route.path.replace(/\[[^\]]+\]/g, encodeURIComponent(param));
            const search = new URLSearchParams(params as Record<string, string>).toString();
            const res = await fetch(`${server.url}${path}${search ? `?${search}` : ''}`, {
              method,
              headers: {
                ...(method === 'GET' ? {} : { 'Content-Type': payload.type, Origin: server.url }),
                Cookie: clients[who]!.cookieHeader(),
              },
              body: method === 'GET' ? undefined : payload.text,
              redirect: 'manual',
            });
            const text = await res.text();
            if (res.status >= 500 || /\n\s+at .+:\d+:\d+/.test(text)) {
              failures.push(
                `${method} ${path}?${search} as ${who} (${payload.type}: ${payload.text.slice(0, 80)}) → ${res.status} ${text.slice(0, 200)}`,
              );
              return false;
            }
            return true;
          },
        ),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      expect(failures).toEqual([]);
    }, 300_000);
  }
});
