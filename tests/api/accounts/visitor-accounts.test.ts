/**
 * Visitor accounts over HTTP against the built server,
 * with mail through a real SMTP server: registering carries a same-site `next` through the mailed link
 * and the verify page (never another site), /account lists one's reviews, deleting the account keeps its
 * reviews without a name and ends its sessions, and a claim chosen before the account existed opens when
 * the address is verified.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../../helpers/accounts';
import { waitFor } from '../../helpers/wait';
import { Client } from '../../helpers/http';
import { demo, DEMO_PASSWORD, signedIn } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { unclaimedListings } from '../../helpers/unclaimed-listings';
import type { TestSmtp } from '../../helpers/smtp';
import { useSite } from '../../helpers/use-site';

let server: TestServer;
let smtp: TestSmtp;
let db: Database.Database;
let listing: { id: number; path: string };
let n = 0;
const newEmail = () => `visitor-${Date.now()}-${++n}@example.org`;
const visitor = { password: GOOD_PASSWORD, firstName: 'Jake', lastName: 'Walker' };

useSite((site) => ({ server, smtp, db } = site), {
  demo: true,
  ownSiteUrl: true,
  smtp: true,
  env: { TRUST_PROXY: 'true' },
  writable: true,
});
beforeAll(() => {
  const row = db
    .prepare('select id, slug from businesses where approved = 1 and owner_id is not null order by id limit 1')
    .get() as {
    id: number;
    slug: string;
  };
  listing = { id: row.id, path: `/business/${row.id}-${row.slug}` };
});

/** Each sign-up from its own address, so the per-address register limit is not what a test meets. */
let address = 0;
const fresh = () => ({ headers: { 'X-Forwarded-For': `198.51.100.${++address % 250}` } });

const createdAs = (email: string) =>
  (db.prepare('select created_as from users where email = ?').get(email) as { created_as: string } | undefined)?.created_as;

async function verificationLink(email: string): Promise<URL> {
  const mail = await smtp.waitForMail((m) => m.rcptTo.includes(email) && /verify/i.test(m.subject));
  return new URL(mail.links.find((l) => new URL(l).pathname === '/verify-email')!);
}

/**
 * Registers as the /register page does (a visitor account, optionally with ?next=), or as the spec's signup does
 * (`as: 'owner'`: plain POST /api/register), presses the verify button without JavaScript; the client is then signed in.
 */
async function verifiedVisitor(
  next?: string,
  { as = 'visitor' }: { as?: 'visitor' | 'owner' } = {},
): Promise<{ client: Client; email: string; location: string | null }> {
  const email = newEmail();
  const client = new Client(server.url);
  const query = new URLSearchParams({ ...(as === 'visitor' ? { account: 'visitor' } : {}), ...(next ? { next } : {}) });
  const reg = await client.post(`/api/register${query.size ? `?${query}` : ''}`, { ...visitor, email }, fresh());
  expect(reg.status).toBe(201);
  const link = await verificationLink(email);
  const action = `/verify-email${link.searchParams.get('next') ? `?next=${encodeURIComponent(link.searchParams.get('next')!)}` : ''}`;
  const res = await client.request(action, {
    method: 'POST',
    body: new URLSearchParams({ token: link.searchParams.get('token')! }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(303);
  return { client, email, location: res.headers.get('location') };
}

describe('registering a visitor account', () => {
  it('creates an account with no listing and the usual answer; a taken address gets the same answer', async () => {
    const email = newEmail();
    const first = await new Client(server.url).post('/api/register', { ...visitor, email }, fresh());
    const again = await new Client(server.url).post('/api/register', { ...visitor, email }, fresh());
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    const user = db.prepare('select id, email_verified_at from users where email = ?').get(email) as {
      id: number;
      email_verified_at: null;
    };
    expect(user.email_verified_at).toBeNull();
    expect(db.prepare('select count(*) n from businesses where owner_id = ?').get(user.id)).toEqual({ n: 0 });
    await smtp.waitForMail((m) => m.rcptTo.includes(email) && /already have an account/i.test(m.body));
  });

  it('carries a same-site next through the mailed link and the verify page, back to the review form', async () => {
    const next = `${listing.path}/review`;
    const { client, email, location } = await verifiedVisitor(next);
    expect(location).toBe(next);
    const me = await client.get<{ email: string; emailVerified: boolean }>('/api/user');
    expect(me.body).toMatchObject({ email, emailVerified: true });
    const form = await client.get(next);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Submit review');
  });

  it('refuses to carry another site: neither in the mail nor after verifying', async () => {
    for (const evil of ['//evil.example/review', 'https://evil.example/', '/\\evil.example', '/.//evil.example']) {
      const email = newEmail();
      const reg = await new Client(server.url).post(
        `/api/register?next=${encodeURIComponent(evil)}`,
        { ...visitor, email },
        fresh(),
      );
      expect(reg.status).toBe(201);
      const link = await verificationLink(email);
      expect(link.searchParams.get('next')).toBeNull();
      // A hand-made link with the bad next: the button still verifies, and lands on our own page.
      const client = new Client(server.url);
      const res = await client.request(`/verify-email?next=${encodeURIComponent(evil)}`, {
        method: 'POST',
        body: new URLSearchParams({ token: link.searchParams.get('token')! }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/verify-email?result=verified');
    }
    const page = await new Client(server.url).get(`/login?next=${encodeURIComponent('https://evil.example/')}`);
    expect(page.text).toContain('href="/register"');
    expect(page.text).not.toContain('evil.example');
  });

  it('/login offers both kinds of account, carrying next; /register works as a plain form', async () => {
    const next = `${listing.path}/review`;
    const login = await new Client(server.url).get(`/login?next=${encodeURIComponent(next)}`);
    expect(login.text).toContain(`href="/register?next=${encodeURIComponent(next).replace(/&/g, '&amp;')}"`);
    expect(login.text).toContain('href="/business-signup"');
    expect(login.text).toContain('Create a free account');

    const email = newEmail();
    const client = new Client(server.url);
    const form = (fields: Record<string, string>) =>
      client.request(`/register?next=${encodeURIComponent(next)}`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fresh().headers },
      });
    const refused = await form({ ...visitor, email, confirmPassword: 'something-else-entirely' });
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/Passwords don(&#x27;|')t match/);
    expect(refused.text).toContain(`value="${email}"`);
    expect(refused.text).not.toContain(visitor.password);
    expect(db.prepare('select count(*) n from users where email = ?').get(email)).toEqual({ n: 0 });

    const ok = await form({ ...visitor, email, confirmPassword: visitor.password });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`/register?sent=1&next=${encodeURIComponent(next)}`);
    const link = await verificationLink(email);
    expect(link.searchParams.get('next')).toBe(next);
    expect(createdAs(email)).toBe('visitor');

    // The page it lands on reads as one sentence, with and without a place to return to.
    const sentPage = await new Client(server.url).get(ok.headers.get('location')!);
    expect(sentPage.text).toContain('you are then signed in and taken back to where you were.');
    expect((await new Client(server.url).get('/register?sent=1')).text).toContain('you are then signed in.');
  });
});

describe('where a sign-in lands: visitor accounts and owner accounts', () => {
  const signInTo = async (email: string) =>
    (await new Client(server.url).post<{ redirectTo: string }>('/api/login', { email, password: visitor.password })).body
      .redirectTo;
  const strip = (html: string) => /<nav aria-label="Account"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const hint = (res: { headers: Headers }) => res.headers.getSetCookie().find((c) => c.startsWith('signed_in='));

  it("the /register page's account lands on /account, says My Account, and /dashboard sends it there", async () => {
    const { client, email } = await verifiedVisitor();
    expect(createdAs(email)).toBe('visitor');
    expect(await signInTo(email)).toBe('/account');
    const dashboard = await client.get('/dashboard');
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get('location')).toBe('/account');
    expect((await client.get('/login')).headers.get('location')).toBe('/account');

    const account = await client.get('/account');
    expect(strip(account.text)).toContain('>My Account</a>');
    expect(strip(account.text)).not.toContain('href="/dashboard"');
    expect(account.text).toContain('href="/business-signup"');
    expect(hint(account)).toMatch(/^signed_in=visitor;/);
    // The footer's Business Login link becomes the account, not a dashboard it does not have.
    const footer = /<footer[\s\S]*<\/footer>/.exec(account.text)?.[0] ?? '';
    expect(footer).toMatch(/href="\/account"[^>]*>\s*My Account\s*<\/a>/);
    expect(footer).not.toContain('Business Login');
  });

  it('a visitor account that submits an event has a dashboard from then on', async () => {
    const { client, email } = await verifiedVisitor();
    const event = await client.post('/api/events', {
      title: 'Beach Cleanup at Station 9',
      description: 'Bring gloves; bags and water are provided by the volunteers.',
      category: 'Community',
      location: 'Beach access road 1A',
      startDate: '2031-04-12T08:00',
      endDate: '2031-04-12T11:00',
    });
    expect(event.status).toBe(201);
    expect(await signInTo(email)).toBe('/dashboard');
    const dashboard = await client.get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(strip(dashboard.text)).toContain('href="/dashboard"');
    expect(hint(dashboard)).toMatch(/^signed_in=owner;/);
  });

  it("the spec's signup call (POST /api/register) makes an owner account: it lands on the empty dashboard", async () => {
    const { client, email } = await verifiedVisitor(undefined, { as: 'owner' });
    expect(createdAs(email)).toBe('owner');
    expect(await signInTo(email)).toBe('/dashboard');
    const dashboard = await client.get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain('Welcome back, Jake!');
    expect(dashboard.text).toContain('No businesses yet');
    expect(strip(dashboard.text)).toContain('>Dashboard</a>');
  });
});

describe('a signed-in visitor who has not verified yet', () => {
  it('is offered a new link on the review form, and comes back to it', async () => {
    const email = newEmail();
    const client = new Client(server.url);
    expect((await client.post('/api/register', { ...visitor, email }, fresh())).status).toBe(201);
    await verificationLink(email);
    expect((await client.post('/api/login', { email, password: visitor.password })).status).toBe(200);
    const page = await client.request(`${listing.path}/review`);
    expect(page.text).toContain('Please verify your e-mail address before writing a review.');
    const action = `/verify-email?form=resend&next=${encodeURIComponent(`${listing.path}/review`)}`;
    expect(page.text.replaceAll('&#38;', '&').replaceAll('&amp;', '&')).toContain(`action="${action}"`);

    const res = await client.request(action, {
      method: 'POST',
      body: new URLSearchParams({ email }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${listing.path}/review`);
    const verifyMails = () => smtp.mails.filter((m) => m.rcptTo.includes(email) && /verify/i.test(m.subject));
    await waitFor(() => verifyMails().length >= 2, { what: () => 'a second verification mail' });
  });
});

describe('/account and deleting an account', () => {
  it('lists the person’s reviews with their status and reason; signed out it asks to sign in', async () => {
    const { client } = await verifiedVisitor();
    const write = await client.post(`/api/businesses/${listing.id}/reviews`, {
      rating: 2,
      body: 'The boat left forty minutes late and nobody said why.',
    });
    expect(write.status).toBe(201);
    const reviewId = (write.body as { review: { id: number } }).review.id;
    let page = await client.get('/account');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.text).toContain('Waiting for approval');
    expect(page.text).toContain(`href="${listing.path}#reviews"`);

    const admin = await signedIn(server.url, demo.admin);
    const decided = await admin.patch(`/api/admin/reviews/${reviewId}/approve`, {
      approved: false,
      reason: 'Names a crew member.',
    });
    expect(decided.status).toBe(200);
    page = await client.get('/account');
    expect(page.text).toContain('Not published');
    expect(page.text).toContain('Reason: Names a crew member.');

    const anonymous = await new Client(server.url).get('/account');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/api/login?next=%2Faccount');
  });

  it('a wrong or missing password deletes nothing; the right one deletes the account, its sessions and tokens, and keeps its reviews nameless', async () => {
    const { client, email } = await verifiedVisitor();
    const write = await client.post(`/api/businesses/${listing.id}/reviews`, {
      rating: 5,
      body: 'Best shrimp tacos on the island, and the staff were lovely.',
    });
    const reviewId = (write.body as { review: { id: number } }).review.id;
    const admin = await signedIn(server.url, demo.admin);
    expect((await admin.patch(`/api/admin/reviews/${reviewId}/approve`, { approved: true })).status).toBe(200);
    const second = new Client(server.url); // a second session of the same account
    expect((await second.post('/api/login', { email, password: visitor.password })).status).toBe(200);
    const userId = (db.prepare('select id from users where email = ?').get(email) as { id: number }).id;
    // A reset link waiting in the tokens table.
    expect((await new Client(server.url).post('/api/forgot-password', { email })).status).toBe(200);
    await smtp.waitForMail((m) => m.rcptTo.includes(email) && /reset/i.test(m.subject));
    const rows = () => ({
      users: db.prepare('select count(*) n from users where id = ?').get(userId),
      sessions: db.prepare('select count(*) n from sessions where user_id = ?').get(userId),
      tokens: db.prepare('select count(*) n from user_tokens where user_id = ?').get(userId),
    });
    const before = rows();
    expect(before.sessions).toEqual({ n: 2 });
    // The public page as anyone sees it (and as the page store keeps it), with the name.
    expect((await new Client(server.url).get(listing.path)).text).toContain('Jake W.');

    const wrong = await client.post<{ error: string }>('/api/account/delete', { password: 'not-my-password-at-all' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('That password is not correct. Your account was not deleted.');
    const missing = await client.post<{ errors: Record<string, string[]> }>('/api/account/delete', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.password).toEqual(['Enter your password to delete your account']);
    expect((await new Client(server.url).post('/api/account/delete', { password: visitor.password })).status).toBe(401);
    expect(rows()).toEqual(before);

    const done = await client.post<{ message: string }>('/api/account/delete', { password: visitor.password });
    expect(done.status).toBe(200);
    expect(rows()).toEqual({ users: { n: 0 }, sessions: { n: 0 }, tokens: { n: 0 } });
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await second.get('/api/user')).status).toBe(401);
    expect((await new Client(server.url).post('/api/login', { email, password: visitor.password })).status).toBe(401);

    const kept = db.prepare('select user_id, status from reviews where id = ?').get(reviewId);
    expect(kept).toEqual({ user_id: null, status: 'approved' });
    const reviews = await new Client(server.url).get<{ id: number; authorName: string }[]>(
      `/api/businesses/${listing.id}/reviews`,
    );
    expect(reviews.body.find((r) => r.id === reviewId)?.authorName).toBe('Former member');
    const html = (await new Client(server.url).get(listing.path)).text;
    expect(html).toContain('Best shrimp tacos on the island');
    expect(html).toContain('Former member');
    expect(html).not.toContain('Jake W.');
  });

  it('refuses while the account owns listings, and for the last admin; nothing is deleted', async () => {
    const owner = await signedIn(server.url, demo.owner);
    const refused = await owner.post<{ error: string }>('/api/account/delete', { password: DEMO_PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^You still own business listings/);
    expect((await owner.get('/api/user')).status).toBe(200);

    const admin = await signedIn(server.url, demo.admin);
    const last = await admin.post<{ error: string }>('/api/account/delete', { password: DEMO_PASSWORD });
    expect(last.status).toBe(409);
    expect(last.body.error).toMatch(/^You are the last admin/);
    expect((await admin.get('/api/user')).status).toBe(200);
  });

  it('refuses while payment records or an admin’s removal from a listing are on file; nothing is deleted', async () => {
    const { client, email } = await verifiedVisitor();
    const { id } = db.prepare('select id from users where email = ?').get(email) as { id: number };
    const refused = async () => {
      const res = await client.post<{ error: string }>('/api/account/delete', { password: visitor.password });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/^Your account has payment or ownership records we must keep/);
      expect(db.prepare('select count(*) as n from users where id = ?').get(id)).toEqual({ n: 1 });
    };
    // A removed owner could otherwise register again with the same address and claim the listing back.
    db.prepare('insert into revoked_owners (business_id, user_id) values (?, ?)').run(listing.id, id);
    await refused();
    db.prepare('delete from revoked_owners where user_id = ?').run(id);
    db.prepare(
      `insert into checkouts (business_id, user_id, subscription_type, provider, external_id, status)
       values (?, ?, 'monthly', 'test', ?, 'complete')`,
    ).run(listing.id, id, `test_keep_${id}`);
    await refused();
  });

  it('deletes without JavaScript too: a wrong password shows the page again, the right one goes home signed out', async () => {
    const { client } = await verifiedVisitor();
    const post = (password: string) =>
      client.request('/account', {
        method: 'POST',
        body: new URLSearchParams({ password }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const wrong = await post('not-my-password-at-all');
    expect(wrong.status).toBe(403);
    expect(wrong.text).toContain('That password is not correct. Your account was not deleted.');
    const ok = await post(visitor.password);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/');
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

describe('a claim chosen before the account existed', () => {
  it('opens when the address is verified; the dashboard shows it with its next step', async () => {
    const row = unclaimedListings('asc', (id) => `frontdesk-${id}@business.example`)(server.dbPath);
    const email = newEmail();
    const client = new Client(server.url);
    const signup = await client.post<{ redirectTo: string }>(
      '/api/business-signup',
      {
        mode: 'claim',
        businessId: row.id,
        method: 'email',
        plan: 'premium',
        subscriptionType: 'yearly',
        ...visitor,
        email,
        confirmPassword: visitor.password,
      },
      fresh(),
    );
    expect(signup.status).toBe(202);
    expect(signup.body.redirectTo).toBe('/business-signup?sent=1');
    const userId = (db.prepare('select id from users where email = ?').get(email) as { id: number }).id;
    expect(db.prepare('select count(*) n from claims where user_id = ?').get(userId)).toEqual({ n: 0 });

    const link = await verificationLink(email);
    const verified = await client.post<{ claim?: { id: number }; signedIn: boolean }>('/api/verify-email', {
      token: link.searchParams.get('token'),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.signedIn).toBe(true);
    const claim = db
      .prepare('select id, business_id, method, plan, subscription_type, status from claims where user_id = ?')
      .get(userId);
    expect(claim).toEqual({
      id: verified.body.claim!.id,
      business_id: row.id,
      method: 'email',
      plan: 'premium',
      subscription_type: 'yearly',
      status: 'pending',
    });
    expect(db.prepare('select count(*) n from claim_drafts where user_id = ?').get(userId)).toEqual({ n: 0 });
    await smtp.waitForMail((m) => m.rcptTo.includes(row.email) && /your code to claim/.test(m.subject));

    const dashboard = await client.get('/dashboard');
    expect(dashboard.text).toContain(`href="/claims/${verified.body.claim!.id}"`);
    expect(dashboard.text).toContain('Enter the code we e-mailed to the listing to prove you run it.');
  });
});
