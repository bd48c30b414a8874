/**
 * html-validate on the pages rendered on demand, which the run over the prerendered files in dist/client never
 * sees: the built server (`npm run build` first) is started with demo data in a throw-away folder, given one approved review
 * (a listing page shows its stars only then), and each page below is fetched, anonymously or signed in, and
 * validated with the same rules (.htmlvalidate.json). Run by `npm run check`: `node scripts/validate-pages.ts`.
 * Exits 1 and lists the errors per page when one is invalid, or when a page does not answer the status it should.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReport, validator } from './html-validator.ts';
import { spawnServer } from './spawn-server.ts';

/** The demo accounts' password and addresses (db/seed). */
const DEMO_PASSWORD = 'portaransas-demo';
const OWNER = 'owner@example.com';
const ADMIN = 'admin@example.com';

/**
 * ids used more than once, SVG included: html-validate reads an <svg> as foreign content and never looks at the ids
 * inside it (a gradient's id repeated by every copy of an icon).
 */
function duplicateIds(html: string): string[] {
  const seen = new Map<string, number>();
  for (const [, id] of html.matchAll(/<[a-zA-Z][^<>]*?\sid="([^"]+)"/g)) seen.set(id!, (seen.get(id!) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([id, n]) => `duplicate id "${id}" (${n} times)`);
}

type Who = 'anonymous' | 'owner' | 'admin';
interface Page {
  path: string;
  who?: Who;
  status?: number;
}

/**
 * Every kind of on-demand page a visitor, an owner or an admin reaches. `{listing}` is the reviewed listing's own
 * address, `{id}` its id, `{review}` the review's.
 */
const PAGES: Page[] = [
  { path: '/' },
  { path: '/business-directory' },
  { path: '/business-directory?category=restaurant&sort=rating' },
  { path: '/business-directory?category=recreation&open=now' },
  { path: '/business-directory?q=fishing' },
  { path: '/business-directory?page=2' },
  { path: '{listing}' },
  { path: '/business/999999', status: 404 },
  { path: '/events' },
  { path: '/events?view=month' },
  { path: '/events?category=festival&when=month' },
  { path: '/events/1' },
  // A weekly series (its schedule and upcoming dates).
  { path: '/events/3' },
  { path: '/events/999999', status: 404 },
  { path: '/search?q=fishing' },
  { path: '/search?q=zzzqqq' },
  { path: '/deals' },
  { path: '/my-trip' },
  { path: '/dining' },
  { path: '/activities/fishing' },
  { path: '/login' },
  { path: '/register' },
  { path: '/forgot-password' },
  { path: '/business-signup' },
  { path: '/contact' },
  { path: '/newsletter' },
  { path: '/blog/submit' },
  { path: '/business/{id}/ask' },
  { path: '/business/{id}/fix' },
  { path: '/business/{id}/report?review={review}' },
  { path: '/no-such-page', status: 404 },
  { path: '/events/submit', who: 'owner' },
  { path: '/dashboard', who: 'owner' },
  { path: '/account', who: 'owner' },
  { path: '/dashboard/businesses/{id}', who: 'owner' },
  // A signed-in owner on an admin page: the Access Denied page.
  { path: '/admin', who: 'owner', status: 403 },
  { path: '/admin', who: 'admin' },
  { path: '/admin/reviews', who: 'admin' },
];

const dir = mkdtempSync(join(tmpdir(), 'validate-pages-'));
const server = await spawnServer({
  NODE_ENV: 'production',
  SKIP_BUILD: 'true',
  DATABASE_PATH: join(dir, 'site.db'),
  MAIL_OUTBOX_DIR: join(dir, 'outbox'),
  UPLOADS_DIR: join(dir, 'uploads'),
  DEMO_DATA: 'true',
  SMTP_URL: '',
  STRIPE_SECRET_KEY: '',
  LOG_LEVEL: 'warn',
});

/** Sends a request as `cookie` (a signed-in session, or none), with the same-site Origin the API asks writes for. */
function send(path: string, { cookie = '', method = 'GET', body }: { cookie?: string; method?: string; body?: unknown } = {}) {
  return fetch(new URL(path, server.url), {
    method,
    redirect: 'manual',
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json', Origin: server.url }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signIn(email: string): Promise<string> {
  const res = await send('/api/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`signing in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function expectOk(res: Response, what: string): Promise<unknown> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

let failed = 0;
try {
  const cookies: Record<Who, string> = { anonymous: '', owner: await signIn(OWNER), admin: await signIn(ADMIN) };
  // The admin writes the review: the demo's other owner has listings in the same groups, and competitors may not review.
  const reviewer = cookies.admin;

  // A review on the owner's first premium listing (its enquiry form too), written and approved through the API.
  const mine = (await expectOk(await send('/api/businesses/my', { cookie: cookies.owner }), 'the owner’s listings')) as {
    id: number;
    approved: boolean;
    premium: boolean;
  }[];
  const listingId = mine.find((b) => b.approved && b.premium)!.id;
  const written = (await expectOk(
    await send(`/api/businesses/${listingId}/reviews`, {
      cookie: reviewer,
      method: 'POST',
      body: { rating: 4, body: 'A calm morning on the bay and a fair price for the whole family.' },
    }),
    'writing a review',
  )) as { review: { id: number } };
  await expectOk(
    await send(`/api/admin/reviews/${written.review.id}/approve`, {
      cookie: cookies.admin,
      method: 'PATCH',
      body: { approved: true },
    }),
    'approving the review',
  );
  // The listing's own address (the slug form its canonical names), followed from the short one.
  const listing = new URL((await fetch(new URL(`/business/${listingId}`, server.url))).url).pathname;

  for (const page of PAGES) {
    const path = page.path
      .replace('{listing}', listing)
      .replace('{id}', String(listingId))
      .replace('{review}', String(written.review.id));
    const res = await send(path, { cookie: cookies[page.who ?? 'anonymous'] });
    const html = await res.text();
    const problems = res.status === (page.status ?? 200) ? [] : [`answered ${res.status}, not ${page.status ?? 200}`];
    problems.push(...describeReport(await validator.validateString(html)), ...duplicateIds(html));
    const label = `${path}${page.who ? ` (${page.who})` : ''}`;
    if (problems.length === 0) continue;
    failed++;
    console.error(`✖ ${label}\n${problems.map((p) => `    ${p}`).join('\n')}`);
  }
  console.log(`html-validate, on-demand pages: ${PAGES.length - failed} of ${PAGES.length} valid`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
if (failed > 0) process.exit(1);
