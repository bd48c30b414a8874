/**
 * Accounts end to end over HTTP against the built server, with a real SMTP server receiving the mail:
 * register → mail → verify → login → /api/user → logout → old cookie refused; reset; validation;
 * enumeration; role guards; create-admin.
 */
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, createAdmin, GOOD_PASSWORD, signedUpClient, signIn } from '../../helpers/accounts';
import { Client, flashOf, postForm } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import type { TestSmtp } from '../../helpers/smtp';
import { useSite } from '../../helpers/use-site';
import { tokenFrom } from '../../helpers/mail';

let server: TestServer;
let smtp: TestSmtp;
let n = 0;
const email = (tag: string) => `${tag}-${++n}@example.com`;

useSite((site) => ({ server, smtp } = site), { smtp: true, env: { MAIL_FROM: 'Guide <no-reply@guide.example>' } });

describe('register → verify → login → user → logout', () => {
  it('works end to end and the old cookie is refused after logout', async () => {
    const client = new Client(server.url);
    const address = email('flow');
    const reg = await client.post('/api/register', {
      email: `  ${address.toUpperCase()} `,
      password: GOOD_PASSWORD,
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ message: 'Registration successful. Please check your email to verify your account.' });
    expect(reg.headers.get('set-cookie')).toBeNull(); // registering does not sign in

    const mail = await smtp.waitForMail((m) => m.to.includes(address));
    expect(mail.subject).toBe('Verify your email for Port Aransas Guide');
    expect(mail.body).toContain('48 hours');
    const token = tokenFrom(mail, '/verify-email');

    const verified = await client.post('/api/verify-email', { token });
    expect(verified).toMatchObject({ status: 200, body: { message: 'Your email has been successfully verified!' } });
    const again = await client.post('/api/verify-email', { token });
    expect(again).toMatchObject({ status: 200, body: { message: 'Your email is already verified', alreadyVerified: true } });
    const bogus = await client.post('/api/verify-email', { token: 'a'.repeat(32) });
    expect(bogus.status).toBe(400);
    expect(bogus.body).toHaveProperty('error');
    await smtp.waitForMail((m) => m.to.includes(address) && m.subject.startsWith('Welcome'));

    const login = await client.post<{ user: Record<string, unknown>; redirectTo: string }>('/api/login', {
      email: address,
      password: GOOD_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      email: address,
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'user',
      emailVerified: true,
    });
    expect(login.body.user).not.toHaveProperty('passwordHash');
    expect(login.body.redirectTo).toBe('/dashboard');
    const cookie = login.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[a-z2-7]{32};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const oldCookie = client.cookieHeader();

    const me = await client.get('/api/user');
    expect(me).toMatchObject({ status: 200, body: { email: address, role: 'user' } });

    const out = await client.post('/api/logout');
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/session=;.*Max-Age=0/i);
    expect((await client.get('/api/user')).status).toBe(401);
    const replay = await new Client(server.url).get('/api/user', { headers: { Cookie: oldCookie } });
    expect(replay).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
  });

  it('a new login gets a new session and ends the one the browser had', async () => {
    const address = email('relogin');
    const client = await signedUpClient(server.url, smtp, address);
    const first = client.cookieHeader();
    await signIn(client, address);
    expect(client.cookieHeader()).not.toBe(first);
    expect((await new Client(server.url).get('/api/user', { headers: { Cookie: first } })).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('accepts `username` as the e-mail (signup flow) and GET /api/login redirects to /login?next=', async () => {
    const address = email('username');
    await signedUpClient(server.url, smtp, address);
    const client = new Client(server.url);
    expect((await client.post('/api/login', { username: address, password: GOOD_PASSWORD })).status).toBe(200);
    const redirect = await client.get('/api/login?next=%2Fdashboard');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/login?next=%2Fdashboard');
    const offsite = await client.get('/api/login?next=https%3A%2F%2Fevil.example%2F');
    expect(offsite.headers.get('location')).toBe('/login');
  });

  it('resend-verification mails a fresh link that works and retires the old one', async () => {
    const client = new Client(server.url);
    const address = email('resend');
    await client.post('/api/register', { email: address, password: GOOD_PASSWORD, firstName: 'Re', lastName: 'Send' });
    const firstMail = await smtp.waitForMail((m) => m.to.includes(address));
    const res = await client.post('/api/resend-verification', { email: address });
    expect(res.status).toBe(200);
    const second = await smtp.waitForMail((m) => m.to.includes(address) && m !== firstMail);
    expect((await client.post('/api/verify-email', { token: tokenFrom(firstMail, '/verify-email') })).status).toBe(400);
    expect((await client.post('/api/verify-email', { token: tokenFrom(second, '/verify-email') })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a 1-hour link; resetting ends every session, the link works once, the new password works', async () => {
    const address = email('reset');
    const phone = await signedUpClient(server.url, smtp, address);
    const laptop = new Client(server.url);
    await signIn(laptop, address);

    const anonymous = new Client(server.url);
    const asked = await anonymous.post('/api/forgot-password', { email: address });
    expect(asked.status).toBe(200);
    const mail = await smtp.waitForMail((m) => m.to.includes(address) && /reset/i.test(m.subject));
    expect(mail.body).toContain('1 hour');
    const token = tokenFrom(mail, '/reset-password');

    const page = await anonymous.get(`/reset-password?token=${token}`);
    expect(page.text).toContain('Choose a new password');

    const weak = await anonymous.post('/api/reset-password', { token, password: 'password123' });
    expect(weak).toMatchObject({
      status: 400,
      body: { errors: { password: ['This password is too common. Please choose a different one.'] } },
    });

    const done = await anonymous.post('/api/reset-password', {
      token,
      password: 'new-harbor-password-9',
      confirmPassword: 'new-harbor-password-9',
    });
    expect(done).toMatchObject({
      status: 200,
      body: { message: 'Your password has been reset. Please sign in with your new password.' },
    });
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await laptop.get('/api/user')).status).toBe(401);

    const replay = await anonymous.post('/api/reset-password', { token, password: 'another-harbor-password' });
    expect(replay.status).toBe(400);
    expect((await anonymous.get(`/reset-password?token=${token}`)).text).toContain('invalid or has expired');
    expect((await anonymous.post('/api/login', { email: address, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await anonymous.post('/api/login', { email: address, password: 'new-harbor-password-9' })).status).toBe(200);
    await smtp.waitForMail((m) => m.to.includes(address) && /password was changed/.test(m.subject));
  });
});

describe('plain HTML form posts (no JavaScript)', () => {
  it('verify, login, logout, forgot and reset work as plain form posts (login on its own page, JSON-only API)', async () => {
    const c = new Client(server.url);
    const address = email('noscript');
    await c.post('/api/register', { email: address, password: GOOD_PASSWORD, firstName: 'No', lastName: 'Script' });
    const mail = await smtp.waitForMail((m) => m.to.includes(address));
    // The verification page's forms post to the page; /api/verify-email is JSON only.
    expect((await postForm(c, '/api/verify-email', { token: tokenFrom(mail, '/verify-email') })).status).toBe(415);
    const verified = await postForm(c, '/verify-email', { token: tokenFrom(mail, '/verify-email') });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/verify-email?result=verified');
    expect((await postForm(c, '/verify-email', { token: 'nope' })).headers.get('location')).toBe('/verify-email?result=failed');
    // "Send a new link": a refusal shows the form again with the address typed; success redirects with a toast.
    const badResend = await postForm(c, '/verify-email?form=resend', { email: 'not-an-address' });
    expect(badResend.status).toBe(400);
    expect(badResend.text).toContain('value="not-an-address"');
    expect(badResend.text).toContain('Please enter a valid email address');
    const resent = await postForm(c, '/verify-email?form=resend', { email: address });
    expect(resent.status).toBe(303);
    expect(resent.headers.get('location')).toBe('/verify-email?result=failed');
    expect(flashOf(resent)).toContain('Check your email');
    expect((await postForm(c, '/api/resend-verification', { email: address })).status).toBe(415);

    // The login form posts to its page: a refusal renders it again with the e-mail typed, never the password.
    const bad = await postForm(c, '/login?next=%2Fevents', { email: address, password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect(bad.text).toContain('Invalid email or password');
    expect(bad.text).toContain(`value="${address}"`);
    expect(bad.text).not.toContain('wrong-password');
    expect((await postForm(c, '/api/login', { email: address, password: GOOD_PASSWORD })).status).toBe(415);
    const good = await postForm(c, '/login?next=%2Fevents', { email: address, password: GOOD_PASSWORD });
    expect(good.headers.get('location')).toBe('/events');
    expect(flashOf(good)).toContain('Welcome back!');
    expect((await c.get('/api/user')).status).toBe(200);
    const out = await postForm(c, '/logout', {});
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect((await c.get('/api/user')).status).toBe(401);

    const asked = await postForm(c, '/forgot-password', { email: address });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/forgot-password?sent=1');
    const resetMail = await smtp.waitForMail((m) => m.to.includes(address) && /reset/i.test(m.subject));
    const token = tokenFrom(resetMail, '/reset-password');
    const weak = await postForm(c, `/reset-password?token=${token}`, { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain('Password must be at least 8 characters');
    expect(weak.text).toContain('Set New Password'); // the form again, on the same link
    const done = await postForm(c, `/reset-password?token=${token}`, {
      token,
      password: 'new-harbor-password-9',
      confirmPassword: 'new-harbor-password-9',
    });
    expect(done.headers.get('location')).toBe('/login');
    expect((await c.post('/api/login', { email: address, password: 'new-harbor-password-9' })).status).toBe(200);
  });

  it('opening a verification link neither verifies nor signs in: the page names the account, its button does both', async () => {
    const address = email('link');
    await new Client(server.url).post('/api/register', {
      email: address,
      password: GOOD_PASSWORD,
      firstName: 'Li',
      lastName: 'Nk',
    });
    const token = tokenFrom(await smtp.waitForMail((m) => m.to.includes(address)), '/verify-email');
    const verifiedAt = () => {
      const db = new Database(server.dbPath, { readonly: true });
      try {
        return (db.prepare('select email_verified_at as at from users where email = ?').get(address) as { at: number | null }).at;
      } finally {
        db.close();
      }
    };

    // A visitor (the victim of a forwarded link): GET shows whose account it is and what the button does.
    const victim = new Client(server.url);
    const opened = await victim.get(`/verify-email?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('set-cookie')).toBeNull();
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    // What a person reads: the markup without its tags (the address may wrap after its "@").
    const textOf = (html: string) => html.replace(/<[^>]*>/g, '');
    expect(opened.text).toContain('Confirm Your Email');
    expect(textOf(opened.text)).toContain(`This link verifies the account${address}`);
    expect(textOf(opened.text)).toContain(`Verify and sign in as ${address}`);
    expect(opened.text).toContain('signs you in to this account in this browser');
    expect((await victim.get(`/verify-email?token=${token}`)).headers.get('set-cookie')).toBeNull();
    expect(verifiedAt()).toBeNull();
    expect((await victim.get('/api/user')).status).toBe(401);

    // Someone already signed in is told they stay signed in as themselves.
    const other = await signedUpClient(server.url, smtp, email('other'));
    const asOther = await other.get(`/verify-email?token=${token}`);
    expect(asOther.text).toContain('You stay signed in as');
    expect(textOf(asOther.text)).toContain(`Verify ${address}`);
    expect(asOther.text).not.toContain('Verify and sign in as');

    // The click (the no-JavaScript form post; the island posts the same token to /api/verify-email).
    const clicked = await postForm(victim, '/verify-email', { token });
    expect(clicked.status).toBe(303);
    expect(clicked.headers.get('location')).toBe('/verify-email?result=verified');
    expect(clicked.headers.get('set-cookie')).toMatch(/session=[a-z2-7]{32};/);
    expect(verifiedAt()).not.toBeNull();
    expect((await victim.get('/api/user')).body).toMatchObject({ email: address });
    // The link once used: its page says so and offers nothing to press.
    const reopened = await new Client(server.url).get(`/verify-email?token=${token}`);
    expect(reopened.text).toContain('Already Verified');
    expect(reopened.text).not.toContain('Verify and sign in');
    const dead = await new Client(server.url).get(`/verify-email?token=${'b'.repeat(32)}`);
    expect(dead.text).toContain('This verification link is invalid or has expired.');
  });

  it('an oversized form post (> 100 KB) is refused without reading it all', async () => {
    const res = await postForm(new Client(server.url), '/api/login', { email: 'a@b.co', password: 'x'.repeat(200_000) });
    // Its declared length is over the endpoint's limit: refused before anything is read.
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'Request body is too large' });
  });
});

describe('validation messages', () => {
  const client = () => new Client(server.url);

  it('register: every field', async () => {
    const res = await client().post('/api/register', { email: 'not-an-email', password: 'short', firstName: 'A', lastName: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Valid email is required',
      errors: {
        email: ['Valid email is required'],
        password: ['Password must be at least 8 characters'],
        firstName: ['First name is required'],
        lastName: ['Last name is required'],
      },
    });
    const long = await client().post('/api/register', {
      email: email('long'),
      password: 'x'.repeat(257),
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(long.body).toMatchObject({ errors: { password: ['Password must be at most 256 characters'] } });
    const common = await client().post('/api/register', {
      email: email('common'),
      password: 'iloveyou1',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(common).toMatchObject({ status: 400, body: { error: 'This password is too common. Please choose a different one.' } });
  });

  it('login: e-mail and password rules', async () => {
    const res = await client().post('/api/login', { email: 'nope', password: '123' });
    expect(res).toMatchObject({
      status: 400,
      body: { errors: { email: ['Please enter a valid email address'], password: ['Password must be at least 6 characters'] } },
    });
  });

  it('verify-email: missing token', async () => {
    expect(await client().post('/api/verify-email', {})).toMatchObject({
      status: 400,
      body: { error: 'No verification token found in URL' },
    });
  });

  it('reset: mismatched confirmation', async () => {
    const res = await client().post('/api/reset-password', {
      token: 'a'.repeat(32),
      password: 'new-harbor-password-9',
      confirmPassword: 'nope-nope-nope',
    });
    expect(res).toMatchObject({ status: 400, body: { errors: { confirmPassword: ["Passwords don't match"] } } });
  });
});

describe('no account enumeration', () => {
  const strip = (r: { status: number; body: unknown }) => ({ status: r.status, body: r.body });

  it('register, login, resend and reset answer the same for known and unknown addresses', async () => {
    const known = email('known');
    await signedUpClient(server.url, smtp, known);
    const unknown = email('unknown');
    const c = new Client(server.url);

    const regKnown = await c.post('/api/register', {
      email: known,
      password: GOOD_PASSWORD,
      firstName: 'Xavier',
      lastName: 'Young',
    });
    const regNew = await c.post('/api/register', {
      email: unknown,
      password: GOOD_PASSWORD,
      firstName: 'Xavier',
      lastName: 'Young',
    });
    expect(regKnown.status).toBe(201);
    expect(strip(regKnown)).toEqual(strip(regNew));
    // the real owner hears about it instead
    await smtp.waitForMail((m) => m.to.includes(known) && m.subject === 'Your Port Aransas Guide account');

    const ghost = email('ghost');
    const wrongPassword = await c.post('/api/login', { email: known, password: 'wrong-password-1' });
    const noSuchUser = await c.post('/api/login', { email: ghost, password: 'wrong-password-1' });
    expect(strip(wrongPassword)).toEqual({ status: 401, body: { error: 'Invalid email or password' } });
    expect(strip(noSuchUser)).toEqual(strip(wrongPassword));

    expect(strip(await c.post('/api/forgot-password', { email: known }))).toEqual(
      strip(await c.post('/api/forgot-password', { email: ghost })),
    );
    expect(strip(await c.post('/api/resend-verification', { email: known }))).toEqual(
      strip(await c.post('/api/resend-verification', { email: ghost })),
    );
  });
});

describe('roles and guards', () => {
  let admin: Client;
  let user: Client;
  let userId: number;
  const adminEmail = 'chief@example.com';

  beforeAll(async () => {
    const made = createAdmin(server.dbPath, adminEmail);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('created admin');
    const again = createAdmin(server.dbPath, adminEmail);
    expect(again.stdout).toContain('promoted admin'); // idempotent: same account, still admin
    admin = new Client(server.url);
    const login = await admin.post<{ user: { role: string }; redirectTo: string }>('/api/login', {
      email: adminEmail,
      password: GOOD_PASSWORD,
    });
    expect(login.body).toMatchObject({ user: { role: 'admin' }, redirectTo: '/admin' });
    const address = email('plain');
    user = await signedUpClient(server.url, smtp, address);
    userId = (await user.get<{ id: number }>('/api/user')).body.id;
  });

  it('create-admin refuses weak input', () => {
    expect(createAdmin(server.dbPath, 'weak@example.com', 'password1').status).not.toBe(0);
    expect(createAdmin(server.dbPath, 'not-an-email', GOOD_PASSWORD).status).not.toBe(0);
  });

  it.each([
    ['GET', '/api/admin/users', undefined],
    ['PATCH', '/api/admin/users/1/role', { role: 'admin' }],
  ])('%s %s: anonymous 401, user 403, admin allowed', async (method, path, json) => {
    const anon = await new Client(server.url).request(path, { method, json });
    expect(anon).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    const asUser = await user.request(path, { method, json });
    expect(asUser.status).toBe(403);
    expect(asUser.body).toHaveProperty('error');
    const asAdmin = await admin.request(path, { method, json });
    expect(asAdmin.status).toBe(200);
  });

  it('dashboard: anonymous is sent to /api/login with the Unauthorized toast; an owner account with no listing gets in', async () => {
    const res = await new Client(server.url).get('/dashboard');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/login?next=%2Fdashboard');
    expect(flashOf(res)).toContain('You are logged out. Logging in again...');
    const page = await user.get('/dashboard');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Welcome back, Test!');
  });

  it.each(['/account', '/events/submit'])(
    '%s: anonymous is sent to /api/login, with the Unauthorized toast only when a session has ended',
    async (path) => {
      const location = `/api/login?next=${encodeURIComponent(path)}`;
      const never = await new Client(server.url).get(path);
      expect(never.status).toBe(302);
      expect(never.headers.get('location')).toBe(location);
      expect(flashOf(never)).not.toContain('Unauthorized');
      // A session cookie the server no longer knows: signed out elsewhere, or expired.
      const ended = await new Client(server.url).get(path, { headers: { Cookie: `session=${'a'.repeat(32)}` } });
      expect(ended.status).toBe(302);
      expect(ended.headers.get('location')).toBe(location);
      expect(flashOf(ended)).toContain('You are logged out. Logging in again...');
    },
  );

  it('admin page: user gets Access Denied and goes home after 1 s, anonymous goes to login, admin gets in', async () => {
    const asUser = await user.get('/admin');
    expect(asUser.status).toBe(403);
    expect(asUser.text).toContain('You need admin privileges to access this area.');
    expect(asUser.text).toContain('data-redirect-after="1000"');
    const anon = await new Client(server.url).get('/admin');
    expect(anon.headers.get('location')).toBe('/api/login?next=%2Fadmin');
    expect((await admin.get('/admin')).status).toBe(200);
  });

  it('lists users without secrets and changes roles; never demotes the last admin; 400 for other roles', async () => {
    const list = await admin.get<Record<string, unknown>[]>('/api/admin/users');
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body.find((u) => u.email === adminEmail)).toMatchObject({ role: 'admin', firstName: 'Site' });
    expect(list.text).not.toMatch(/argon2|password/i);

    const adminId = list.body.find((u) => u.email === adminEmail)!.id as number;
    // Only one admin so far (the matrix test promoted user #1 only if it exists; demote it back first).
    for (const u of list.body)
      if (u.role === 'admin' && u.id !== adminId) await admin.patch(`/api/admin/users/${u.id}/role`, { role: 'user' });

    expect(await admin.patch(`/api/admin/users/${adminId}/role`, { role: 'user' })).toMatchObject({ status: 409 });
    expect(await admin.patch(`/api/admin/users/${userId}/role`, { role: 'owner' })).toMatchObject({ status: 400 });
    expect(await admin.patch(`/api/admin/users/${userId}/role`, { role: 'superuser' })).toMatchObject({ status: 400 });
    expect(await admin.patch('/api/admin/users/999999/role', { role: 'admin' })).toMatchObject({ status: 404 });
    expect(await admin.patch('/api/admin/users/abc/role', { role: 'admin' })).toMatchObject({ status: 400 });

    const promoted = await admin.patch(`/api/admin/users/${userId}/role`, { role: 'admin' });
    expect(promoted).toMatchObject({ status: 200, body: { message: 'User role updated successfully', user: { role: 'admin' } } });
    expect((await user.get('/api/admin/users')).status).toBe(200); // takes effect on the next request
    expect((await admin.patch(`/api/admin/users/${adminId}/role`, { role: 'user' })).status).toBe(200);
    expect((await admin.get('/api/admin/users')).status).toBe(403);
  });

  it('keeps an audit trail of sign-ins, failures, role changes and resets, without passwords or tokens', () => {
    const db = new Database(server.dbPath, { readonly: true });
    const rows = db.prepare('select action, details from audit_log').all() as { action: string; details: string | null }[];
    db.close();
    const actions = new Set(rows.map((r) => r.action));
    for (const action of [
      'account.register',
      'login.success',
      'login.failure',
      'logout',
      'role.changed',
      'password.reset',
      'account.email_verified',
    ]) {
      expect(actions, action).toContain(action);
    }
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain(GOOD_PASSWORD);
    expect(everything).not.toMatch(/[a-z2-7]{32}/); // no session or mail tokens
    expect(everything).not.toMatch(/argon2/);
  });

  it('refuses cross-site writes (Origin check)', async () => {
    const res = await new Client(server.url).post(
      '/api/login',
      { email: adminEmail, password: GOOD_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});

describe('bad bodies: 4xx JSON, nothing written, never 5xx', () => {
  const endpoints = [
    '/api/register',
    '/api/login',
    '/api/verify-email',
    '/api/resend-verification',
    '/api/forgot-password',
    '/api/reset-password',
  ];
  const bodies: [string, { body: BodyInit; type?: string }][] = [
    ['malformed JSON', { body: '{"email": ' }],
    ['an array', { body: '[1,2,3]' }],
    ['null', { body: 'null' }],
    ['a string', { body: '"hello"' }],
    ['wrong types', { body: JSON.stringify({ email: 42, password: { a: 1 }, firstName: [], lastName: true, token: 7 }) }],
    ['missing fields', { body: '{}' }],
    ['empty body', { body: '' }],
    ['oversized (> 100 KB)', { body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(110_000) }) }],
    ['text/plain', { body: 'email=a@b.co', type: 'text/plain' }],
    ['multipart', { body: '--x\r\n\r\n--x--', type: 'multipart/form-data; boundary=x' }],
  ];

  it.each(endpoints)('%s', async (path) => {
    const before = ['users', 'sessions', 'user_tokens', 'mail_queue'].map((t) => countRows(server.dbPath, t));
    for (const [label, { body, type = 'application/json' }] of bodies) {
      const res = await new Client(server.url).request(path, { method: 'POST', body, headers: { 'Content-Type': type } });
      expect(res.status, `${label}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.body, label).toHaveProperty('error');
      expect(res.text, label).not.toMatch(/at .*\.js:\d+/); // no stack traces
    }
    const after = ['users', 'sessions', 'user_tokens', 'mail_queue'].map((t) => countRows(server.dbPath, t));
    expect(after).toEqual(before);
  });

  it('role PATCH with bad bodies', async () => {
    const admin = new Client(server.url);
    await signIn(admin, 'chief@example.com');
    for (const [label, { body, type = 'application/json' }] of bodies) {
      const res = await admin.request('/api/admin/users/1/role', { method: 'PATCH', body, headers: { 'Content-Type': type } });
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
    }
  });
});
