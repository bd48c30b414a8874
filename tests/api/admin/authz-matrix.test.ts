/**
 * Authorization matrix: anonymous / owner A / owner B / admin × every mutating /api route. The route
 * list is read from src/pages/api, so a new mutating endpoint that is not classified here FAILS the
 * first test by name — add it to MATRIX with the right audience.
 */
import type Database from 'better-sqlite3';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../helpers/http';
import { useSite } from '../../helpers/use-site';

type Audience =
  | 'public' // anyone may call it (it validates its own input or signature)
  | 'user' // any signed-in account: anonymous → 401
  | 'owner' // the owner of the listing in the path: anonymous → 401, another owner → 403/404
  | 'admin'; // admins only: anonymous → 401, owners → 403

const MATRIX: Record<string, Audience> = {
  'account/delete.ts': 'user', // one's own account, with its password (tests/api/accounts/visitor-accounts.test.ts)
  'admin/beach-advisories/[id].ts': 'admin',
  'admin/beach-advisories/index.ts': 'admin',
  'admin/businesses/[id]/approve.ts': 'admin',
  'admin/businesses/[id]/feature.ts': 'admin',
  'admin/businesses/[id]/index.ts': 'admin',
  'admin/businesses/[id]/revoke-claim.ts': 'admin',
  'admin/claims/[id].ts': 'admin',
  'admin/contacts/[id].ts': 'admin',
  'admin/events/[id]/approve.ts': 'admin',
  'admin/events/[id]/index.ts': 'admin',
  'admin/reviews/[id]/approve.ts': 'admin',
  'admin/revisions/[id].ts': 'admin',
  'admin/event-revisions/[id].ts': 'admin',
  'admin/users/[id]/role.ts': 'admin',
  'alerts/subscribe.ts': 'public', // anyone asks for alerts (rate limited; tests/api/alerts/alerts.test.ts)
  'business-signup.ts': 'public',
  'businesses/[id].ts': 'owner',
  'businesses/[id]/billing-portal.ts': 'owner',
  'businesses/[id]/cancel-subscription.ts': 'owner',
  'businesses/[id]/enquiries.ts': 'public', // anyone may ask an active-premium listing a question (rate limited)
  'businesses/[id]/featured-review.ts': 'owner',
  'businesses/[id]/offers.ts': 'owner',
  'businesses/[id]/photos/[photoId].ts': 'owner',
  'businesses/[id]/photos/index.ts': 'owner',
  'businesses/[id]/resume-subscription.ts': 'owner',
  'businesses/[id]/reviews.ts': 'user',
  'businesses/[id]/subscription-plan.ts': 'owner',
  'businesses/[id]/suggestions.ts': 'public', // anyone suggests an edit (rate limited; tests/api/suggestions/submit.test.ts)
  'businesses/[id]/upgrade.ts': 'owner',
  'businesses/claim.ts': 'user',
  'businesses/index.ts': 'user',
  'claims/[id]/resend.ts': 'user',
  'claims/[id]/verify.ts': 'user',
  'contact.ts': 'public',
  'create-central-billing-subscription.ts': 'user',
  'enquiries/[id]/reply.ts': 'user', // the listing's owner; others 403 (tests/api/enquiries/threads.test.ts)
  'events/[id].ts': 'user', // PATCH: its author or an admin; others 403 (tests/api/events/edits.test.ts)
  'events/[id]/status.ts': 'user', // its author or an admin; others 403 (tests/api/events/status.test.ts)
  'events/[id]/photos/index.ts': 'user', // its author or an admin; others 403 (tests/api/events/edits.test.ts)
  'events/[id]/photos/[photoId].ts': 'user', // the same
  'events/index.ts': 'user',
  'forgot-password.ts': 'public',
  'insights/seen.ts': 'public', // a shown page reports itself (counted with the same caps as a view)
  'login.ts': 'public',
  'logout.ts': 'public',
  'newsletter/subscribe.ts': 'public',
  'offers/[id].ts': 'user', // DELETE: the owner of the offer's listing or an admin; others 403 (tests/api/offers/offers.test.ts)
  'offers/[id]/reveal.ts': 'public', // a visitor opened an offer's code (counted with the same caps as a click)
  'register.ts': 'public',
  'resend-verification.ts': 'public',
  'reset-password.ts': 'public',
  'reviews/[id].ts': 'user',
  'reviews/[id]/reply.ts': 'user',
  'reviews/[id]/report.ts': 'public', // anyone may flag a published review (rate limited)
  'stripe/webhook.ts': 'public',
  'suggestions/[id].ts': 'user', // the listing's owner or an admin; others 403 (tests/api/suggestions/decide.test.ts)
  'verify-email.ts': 'public',
};

/**
 * Valid bodies where validation runs before the ownership check, so owner B is refused for WHO they
 * are, not for what they sent. Routes not listed get `{}`; for owner routes a 400/415 to owner B is
 * then accepted (refused before anything is read from or written to the listing).
 */
const BODIES: Record<string, unknown> = {
  'businesses/[id].ts': { phone: '3615550199' },
  'businesses/[id]/upgrade.ts': { subscriptionType: 'monthly' },
  'businesses/[id]/subscription-plan.ts': { subscriptionType: 'yearly' },
  'businesses/[id]/offers.ts': {
    title: 'Matrix offer',
    details: 'An offer that only checks who may add it.',
    startsAt: '2030-01-01T10:00',
    endsAt: '2030-01-02T10:00',
  },
};

const API_DIR = 'src/pages/api';
const MUTATING =
  /export\s+(?:const|async\s+function|function)\s+(POST|PATCH|PUT|DELETE)\b|export\s*\{[^}]*\b(POST|PATCH|PUT|DELETE)\b/g;

function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? routeFiles(path) : /\.(ts|js)$/.test(name) ? [path] : [];
  });
}

function mutatingRoutes(): { file: string; methods: string[] }[] {
  return routeFiles()
    .map((path) => {
      const methods = [...readFileSync(path, 'utf8').matchAll(MUTATING)].map((m) => (m[1] ?? m[2])!);
      return { file: relative(API_DIR, path).split('\\').join('/'), methods: [...new Set(methods)] };
    })
    .filter((r) => r.methods.length > 0);
}

it('every mutating route under src/pages/api is in the matrix', () => {
  const missing = mutatingRoutes()
    .map((r) => r.file)
    .filter((file) => !(file in MATRIX));
  expect(missing, `classify these routes in tests/api/admin/authz-matrix.test.ts: ${missing.join(', ')}`).toEqual([]);
});

describe('the matrix against the built server', () => {
  let anonymous: Client;
  let ownerA: Client;
  let ownerB: Client;
  let admin: Client;
  let businessOfA: number;

  let db: Database.Database;

  useSite((site) => ({ db, anonymous, owner: ownerA, owner2: ownerB, admin } = site), {
    demo: true,
    signIn: ['owner', 'owner2', 'admin'],
  });
  beforeAll(() => {
    businessOfA = (
      db
        .prepare(`select b.id from businesses b join users u on u.id = b.owner_id where u.email = 'owner@example.com' limit 1`)
        .get() as { id: number }
    ).id;
  });

  /** Concrete URL: the owner's listing for owner routes, ids that match nothing elsewhere (no side effects). */
  const urlFor = (file: string, audience: Audience) =>
    `/api/${file.replace(/\/index\.ts$|\.ts$/, '')}`
      .replace('[id]', audience === 'owner' ? String(businessOfA) : '999999')
      .replace(/\[\w+\]/g, '999999');

  it('answers each audience as classified', async () => {
    const failures: string[] = [];
    for (const { file, methods } of mutatingRoutes()) {
      const audience = MATRIX[file];
      if (!audience) continue;
      const url = urlFor(file, audience);
      for (const method of methods) {
        const json = BODIES[file] ?? {};
        const status = async (c: Client) => (await c.request(url, { method, json })).status;
        const check = (who: string, got: number, ok: (s: number) => boolean, want: string) => {
          if (!ok(got)) failures.push(`${method} ${url} as ${who}: ${got}, expected ${want}`);
        };
        const anon = await status(anonymous);
        if (audience === 'public') check('anonymous', anon, (s) => s !== 401 && s !== 403 && s < 500, 'not 401/403/5xx');
        else check('anonymous', anon, (s) => s === 401, '401');
        if (audience === 'admin') {
          check('owner A', await status(ownerA), (s) => s === 403, '403');
          check('admin', await status(admin), (s) => s !== 401 && s !== 403 && s < 500, 'past the guard');
        }
        if (audience === 'owner') {
          const refused = (s: number) => s === 403 || s === 404 || (!(file in BODIES) && (s === 400 || s === 415));
          check('owner B', await status(ownerB), refused, '403 or 404');
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
